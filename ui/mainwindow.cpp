// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "ui/board/emptystatewidget.h"
#include "versioninfo.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>

namespace kandesk::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_pages(new QStackedWidget(this))
    , m_emptyState(new EmptyStateWidget(
          tr("Add a repository to start"),
          tr("Each task runs its coding agent in a workspace of its own, usually a git worktree. "
             "Add a repository, create a task and move it to In Progress to start its agent."),
          m_pages))
    , m_dataLocation(new QLabel(this))
    , m_agentsRunning(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(QStringLiteral("Kandesk"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/kandesk.svg")));
    resize(1280, 800);

    m_pages->setObjectName(QStringLiteral("boardArea"));
    m_pages->addWidget(m_emptyState);
    setCentralWidget(m_pages);

    createMenus();
    statusBar()->showMessage(tr("Ready"));
    m_agentsRunning->setObjectName(QStringLiteral("agentsRunning"));
    statusBar()->addPermanentWidget(m_agentsRunning);
    setRunningAgents(0);
    m_dataLocation->setForegroundRole(QPalette::PlaceholderText);
    statusBar()->addPermanentWidget(m_dataLocation);
}

void MainWindow::setDataLocation(const QString &path)
{
    m_dataLocation->setText(path);
    m_dataLocation->setToolTip(tr("Kandesk's data folder"));
}

void MainWindow::setPages(QWidget *board, QWidget *taskView)
{
    m_board = board;
    m_taskView = taskView;
    m_pages->addWidget(board);
    m_pages->addWidget(taskView);
    m_pages->setCurrentWidget(board);
}

void MainWindow::showBoard()
{
    if (m_board)
        m_pages->setCurrentWidget(m_board);
}

void MainWindow::showTaskView()
{
    if (m_taskView)
        m_pages->setCurrentWidget(m_taskView);
}

void MainWindow::setWorkspaceSwitcher(QWidget *switcher)
{
    auto *bar = addToolBar(tr("Workspace"));
    bar->setObjectName(QStringLiteral("workspaceToolBar"));
    bar->setMovable(false);
    bar->setFloatable(false);
    auto *label = new QLabel(tr("&Workspace:"), bar);
    label->setBuddy(switcher);
    label->setContentsMargins(4, 0, 4, 0);
    bar->addWidget(label);
    bar->addWidget(switcher);
    switcher->setToolTip(action(Action::SwitchWorkspace)->toolTip());
    connect(action(Action::SwitchWorkspace), &QAction::triggered, switcher, [switcher] {
        switcher->setFocus(Qt::ShortcutFocusReason);
        if (auto *combo = qobject_cast<QComboBox *>(switcher))
            combo->showPopup();
    });
}

bool MainWindow::isShowingBoard() const
{
    return m_board && m_pages->currentWidget() == m_board;
}

QAction *MainWindow::action(Action which) const
{
    return m_actions.value(which);
}

void MainWindow::setRunningAgents(int count)
{
    m_runningAgents = count;
    QString text = count == 0 ? tr("No agent working") : tr("▶ %n agent(s) working", nullptr, count);
    if (m_waitingStarts > 0)
        text += tr(" · ◷ %n start(s) waiting for room", nullptr, m_waitingStarts);
    m_agentsRunning->setText(text);
}

void MainWindow::setWaitingStarts(int count)
{
    m_waitingStarts = count;
    setRunningAgents(m_runningAgents);
}

void MainWindow::notify(const QString &message, int timeoutMs)
{
    statusBar()->showMessage(message, timeoutMs);
}

QAction *MainWindow::makeAction(Action which, const QString &text, const QKeySequence &shortcut, const char *objectName)
{
    auto *action = new QAction(text, this);
    action->setObjectName(QString::fromLatin1(objectName));
    action->setShortcut(shortcut);
    // The shortcut shows in menus by itself; in tooltips only when we say so.
    const QString plain = QString(text).remove(QLatin1Char('&'));
    action->setToolTip(shortcut.isEmpty() ? plain
                                          : QStringLiteral("%1 (%2)").arg(plain, shortcut.toString(QKeySequence::NativeText)));
    m_actions.insert(which, action);
    return action;
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(makeAction(Action::NewTask, tr("&New Task…"), QKeySequence::New, "actionNewTask"));
    fileMenu->addAction(makeAction(Action::AddRepository, tr("Add &Repository…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O),
                                   "actionAddRepository"));
    // Works from every Kandesk window, the quick chat included.
    QAction *quickChat = makeAction(Action::QuickChat, tr("&Quick Chat…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Space), "actionQuickChat");
    quickChat->setShortcutContext(Qt::ApplicationShortcut);
    fileMenu->addAction(quickChat);
    fileMenu->addAction(makeAction(Action::ImportIssue, tr("New Task from &Issue…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
                                   "actionImportIssue"));
    fileMenu->addAction(makeAction(Action::ImportSession, tr("&Import Agent Session…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I),
                                   "actionImportSession"));
    fileMenu->addSeparator();
    fileMenu->addAction(makeAction(Action::NewWorkspace, tr("New &Workspace…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                                   "actionNewWorkspace"));
    fileMenu->addAction(makeAction(Action::RenameWorkspace, tr("Rena&me Workspace…"), {}, "actionRenameWorkspace"));
    fileMenu->addSeparator();
    QAction *settings = makeAction(Action::Settings, tr("&Settings…"), QKeySequence(Qt::CTRL | Qt::Key_Comma), "actionSettings");
    settings->setMenuRole(QAction::PreferencesRole);
    fileMenu->addAction(settings);
    fileMenu->addSeparator();
    QAction *quit = fileMenu->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"));
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, qApp, &QApplication::closeAllWindows);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *board = makeAction(Action::ShowBoard, tr("&Board"), QKeySequence(Qt::CTRL | Qt::Key_1), "actionShowBoard");
    QAction *task = makeAction(Action::ShowTask, tr("&Task"), QKeySequence(Qt::CTRL | Qt::Key_2), "actionShowTask");
    board->setShortcuts({board->shortcut(), QKeySequence(Qt::ALT | Qt::Key_Left)});
    connect(board, &QAction::triggered, this, &MainWindow::showBoard);
    connect(task, &QAction::triggered, this, &MainWindow::showTaskView);
    viewMenu->addAction(board);
    viewMenu->addAction(task);
    viewMenu->addSeparator();
    QAction *quiet = makeAction(Action::DoNotDisturb, tr("&Do Not Disturb"), {}, "actionDoNotDisturb");
    quiet->setCheckable(true);
    quiet->setToolTip(tr("No desktop notifications for finished turns and permission requests"));
    viewMenu->addAction(quiet);
    viewMenu->addAction(makeAction(Action::SwitchWorkspace, tr("S&witch Workspace…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W),
                                   "actionSwitchWorkspace"));

    QMenu *taskMenu = menuBar()->addMenu(tr("&Task"));
    taskMenu->addAction(makeAction(Action::StartTask, tr("&Start Agent"), QKeySequence(Qt::CTRL | Qt::Key_R), "actionStartTask"));
    taskMenu->addAction(makeAction(Action::WritePrompt, tr("&Write Prompt"), QKeySequence(Qt::CTRL | Qt::Key_L), "actionWritePrompt"));
    taskMenu->addAction(makeAction(Action::CancelTurn, tr("&Cancel Turn"), QKeySequence(Qt::CTRL | Qt::Key_Period), "actionCancelTurn"));
    taskMenu->addAction(makeAction(Action::StopAgent, tr("S&top Agent"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), "actionStopAgent"));
    taskMenu->addSeparator();
    taskMenu->addAction(makeAction(Action::Terminal, tr("Te&rminal"), QKeySequence(Qt::CTRL | Qt::Key_QuoteLeft), "actionTerminal"));
    taskMenu->addAction(makeAction(Action::NewTerminal, tr("&New Terminal"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_QuoteLeft),
                                   "actionNewTerminal"));
    taskMenu->addAction(makeAction(Action::RestoreCheckpoint, tr("Restore Chec&kpoint…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z),
                                   "actionRestoreCheckpoint"));
    taskMenu->addAction(makeAction(Action::TryWith, tr("Try &With Several Agents…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_T),
                                   "actionTryWith"));
    taskMenu->addAction(makeAction(Action::CompareAttempts, tr("Compare Atte&mpts…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_A),
                                   "actionCompareAttempts"));
    taskMenu->addSeparator();
    taskMenu->addAction(makeAction(Action::ArchiveTask, tr("&Archive or Unarchive Task"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                                   "actionArchiveTask"));
    taskMenu->addAction(makeAction(Action::DeleteTask, tr("&Delete Task…"), QKeySequence(Qt::CTRL | Qt::Key_Delete), "actionDeleteTask"));

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(makeAction(Action::CopyDiagnostics, tr("&Copy Diagnostics"), {}, "actionCopyDiagnostics"));
    action(Action::CopyDiagnostics)->setToolTip(tr("Versions, system, agents and the log's tail for a bug report (no secret in them)"));
    helpMenu->addAction(makeAction(Action::OpenLogsFolder, tr("Open &Logs Folder"), {}, "actionOpenLogsFolder"));
    helpMenu->addAction(makeAction(Action::ReportBug, tr("&Report a Bug…"), {}, "actionReportBug"));
    helpMenu->addSeparator();
    QAction *about = helpMenu->addAction(tr("&About Kandesk"));
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::bringToFront()
{
    setWindowState((windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    show();
    raise();
    activateWindow();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Kandesk"),
                       tr("<h3>Kandesk %1</h3>"
                          "<p>A native workbench for running AI coding agents in parallel, "
                          "each task in its own workspace, every change reviewed.</p>"
                          "<p>Qt %2<br>KSyntaxHighlighting %3</p>")
                           .arg(kandeskVersion(), qtRuntimeVersion(), syntaxHighlightingVersion()));
}

} // namespace kandesk::ui
