// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "emptystatewidget.h"
#include "versioninfo.h"

#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>

namespace kandesk::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_boardArea(new QStackedWidget(this))
    , m_emptyState(new EmptyStateWidget(
          tr("Add a repository to start"),
          tr("Each task runs its coding agent in a workspace of its own, usually a git worktree. "
             "Add a repository, create a task and move it to In Progress to start its agent."),
          m_boardArea))
    , m_dataLocation(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(QStringLiteral("Kandesk"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/kandesk.svg")));
    resize(1200, 780);

    m_boardArea->setObjectName(QStringLiteral("boardArea"));
    m_boardArea->addWidget(m_emptyState);
    setCentralWidget(m_boardArea);

    createMenus();
    statusBar()->showMessage(tr("Ready · no agents running"));
    m_dataLocation->setForegroundRole(QPalette::PlaceholderText);
    statusBar()->addPermanentWidget(m_dataLocation);
}

void MainWindow::setDataLocation(const QString &path)
{
    m_dataLocation->setText(path);
    m_dataLocation->setToolTip(tr("Kandesk's data folder"));
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *quit = fileMenu->addAction(QIcon::fromTheme(QStringLiteral("application-exit")), tr("&Quit"));
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, qApp, &QApplication::closeAllWindows);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
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
