// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workbench.h"

#include "mainwindow.h"
#include "ui/board/newtaskdialog.h"
#include "ui/board/repositorypicker.h"
#include "ui/board/taskboardview.h"
#include "ui/board/taskremovalflow.h"
#include "ui/board/workspaceswitcher.h"
#include "ui/promptqueuecontroller.h"
#include "ui/readiness/readinesspanel.h"
#include "ui/review/changesview.h"
#include "ui/review/reviewcommentscontroller.h"
#include "ui/review/shipbar.h"
#include "ui/settings/settingsdialog.h"
#include "ui/settings/settingsservices.h"
#include "ui/task/attachments/filecompleter.h"
#include "ui/task/composerwidget.h"
#include "ui/task/sessionpanel.h"
#include "ui/syntaxsupport.h"
#include "ui/task/taskview.h"
#include "ui/task/terminal/terminalpanel.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/undoremovalbar.h"

#include "application/promptqueue.h"
#include "application/review/commitmessage.h"
#include "application/review/taskchanges.h"
#include "application/review/conflictradar.h"
#include "application/review/basesync.h"
#include "application/review/pullrequestchecks.h"
#include "application/review/taskshipping.h"
#include "application/sessions/sessionhistory.h"
#include "application/intake/issueinbox.h"
#include "application/intake/issueintake.h"
#include "application/sessions/sessionimport.h"
#include "application/tasks/taskattempts.h"
#include "application/tasks/taskcheckpoints.h"
#include "application/sessions/sessionworkspacereads.h"
#include "application/settings/agentinstalls.h"
#include "application/settings/agentreadiness.h"
#include "application/settings/configuration.h"
#include "application/settings/settingsremovals.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "application/tasks/repositoryservice.h"
#include "application/tasks/taskcreation.h"
#include "application/tasks/taskdeletion.h"
#include "application/tasks/taskmoves.h"
#include "application/tasks/taskstarts.h"
#include "application/terminals/taskterminals.h"
#include "application/workflows/workflowengine.h"
#include "application/workflows/autoarchive.h"
#include "application/workflows/workflowlibrary.h"
#include "application/workspacewatch.h"
#include "models/database.h"
#include "models/databasechangewatcher.h"
#include "models/items/roles.h"
#include "models/items/sessionmodel.h"
#include "models/items/taskmodel.h"
#include "models/queries/profilequeries.h"
#include "models/queries/repositoryqueries.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/settingsqueries.h"
#include "models/queries/taskqueries.h"
#include "models/queries/workspacequeries.h"
#include "models/whenfinished.h"

#include <QAction>
#include <QDir>
#include <QLoggingCategory>
#include <QPlainTextEdit>
#include <QStatusBar>

namespace kandesk::ui {

Q_LOGGING_CATEGORY(lcWorkbench, "kandesk.ui.workbench")

namespace {
const QString kCurrentWorkspaceKey = QStringLiteral("current_workspace");
} // namespace

Workbench::Workbench(Services services, MainWindow &window, QObject *parent)
    : QObject(parent)
    , m_services(services)
    , m_window(window)
    , m_taskStore(&std::as_const(services.stores).tasks())
    , m_sessionStore(&std::as_const(services.stores).sessions())
    , m_repositoryStore(&std::as_const(services.stores).repositories())
    , m_profileStore(&std::as_const(services.stores).profiles())
    , m_workspaceStore(&std::as_const(services.stores).workspaces())
    , m_model(std::make_unique<TaskModel>(*m_taskStore, *m_sessionStore))
    , m_sessions(std::make_unique<SessionModel>(*m_sessionStore))
    , m_shipping(std::make_unique<TaskShipping>(services.stores))
    , m_deletion(std::make_unique<TaskDeletion>(services.stores, &services.runtime.runner(), services.runtime.activity(),
                                                &services.runtime.agentCalls()))
    , m_removal(std::make_unique<TaskRemovalFlow>(
          *m_deletion, *m_model, [&window](const QString &message) { window.notify(message); }, &window))
    , m_repositories(std::make_unique<RepositoryService>(services.stores))
    , m_creation(std::make_unique<TaskCreation>(services.stores))
    , m_moves(std::make_unique<TaskMoves>(services.stores))
    , m_starts(std::make_unique<TaskStarts>(services.stores, services.runtime.runner()))
    , m_sessionImport(std::make_unique<SessionImport>(services.stores, services.runtime.runner(), services.runtime.agentCalls()))
    , m_intake(std::make_unique<IssueIntake>(services.stores))
    , m_checkpoints([&services] {
        auto checkpoints = std::make_unique<TaskCheckpoints>(services.stores, &services.runtime.runner());
        checkpoints->setRemoteWorkspaces(remoteWorkspaceLookup(services.runtime.controller(), services.runtime.network()));
        return checkpoints;
    }())
    , m_attempts([&services] {
        auto attempts = std::make_unique<TaskAttempts>(services.stores, &services.runtime.runner());
        attempts->setRemoteWorkspaces(remoteWorkspaceLookup(services.runtime.controller(), services.runtime.network()));
        return attempts;
    }())
    , m_history(std::make_unique<SessionHistory>(services.stores))
    , m_settingsRemovals(std::make_unique<SettingsRemovals>(services.stores))
    , m_configuration(std::make_unique<Configuration>(services.stores))
    , m_terminals(std::make_unique<TaskTerminals>(services.stores, &services.runtime.runner(), &services.agents))
    , m_readiness(std::make_unique<AgentReadiness>(services.stores))
    , m_installs(std::make_unique<AgentInstalls>(services.runtime.agentsHome()))
    , m_taskChanges([&services] {
        // Sessions whose workspace is on another host (an SSH executor) are read through their agentctl.
        auto changes = std::make_shared<TaskChanges>(services.stores);
        changes->setRemoteWorkspaces(remoteWorkspaceLookup(services.runtime.controller(), services.runtime.network()));
        return changes;
    }())
{
    warmUpSyntaxRepository(); // the first transcript or diff shown then need not wait for it
    m_undoBar = new UndoRemovalBar(*m_settingsRemovals, &window);
    window.statusBar()->insertPermanentWidget(0, m_undoBar); // a notice does not hide it
    connect(m_undoBar, &UndoRemovalBar::undone, this, &Workbench::settingsRemovalUndone);
    connect(m_undoBar, &UndoRemovalBar::failed, this, [this](const QString &why) { m_window.notify(why); });
    m_board = new TaskBoardView(*m_model, {*m_moves, std::as_const(services.stores).workflows(), *m_repositoryStore, *m_profileStore}, &window);
    m_taskView = new TaskView(&window);
    m_taskView->setSessionList(m_sessions.get());
    m_taskView->terminalPanel()->setTerminals(m_terminals.get());
    m_comments = new ReviewCommentsController(services.stores, services.runtime.runner(), m_taskView->reviewComments(), this);
    connect(m_comments, &ReviewCommentsController::failed, this, [this](const QString &message) { m_window.notify(message); });
    connect(m_comments, &ReviewCommentsController::told, this, [this](const QString &message) { m_window.notify(message); });
    connect(m_taskView, &TaskView::taskShown, m_comments, &ReviewCommentsController::showTask);
    connect(m_comments, &ReviewCommentsController::commentsChanged, m_taskView->review(), &ChangesView::setComments);
    m_taskView->setTaskChanges(m_taskChanges);
    // Prompts written while a turn runs wait in the session's queue (also `kandesk task queue`).
    m_queue = new PromptQueueController(services.runtime.queue(), m_taskView->sessionPanel(), this);
    connect(m_queue, &PromptQueueController::failed, this, [this](const QString &message) { m_window.notify(message); });
    connect(m_taskView, &TaskView::sessionShown, m_queue, &PromptQueueController::showSession);
    connect(m_taskView, &TaskView::promptQueued, m_queue, &PromptQueueController::queuePrompt);
    services.runtime.queue().watchOtherProcesses();
    // The shown session's workspace, read on its host when that is not this machine.
    auto reads = std::make_shared<const SessionWorkspaceReads>(
        remoteWorkspaceLookup(services.runtime.controller(), services.runtime.network()));
    m_taskView->sessionPanel()->fileCompleter()->setFileLister(
        [this, reads](const QString &workspace) { return reads->files(m_taskView->sessionId(), workspace); });
    m_taskView->sessionPanel()->fileCompleter()->setWorkspaceResolver([this] {
        auto session = m_sessionStore->get(m_taskView->sessionId());
        return session ? session->workspacePath : QString();
    });
    connect(m_taskView, &TaskView::sessionChosen, this, [this](int row) {
        const TaskSession session = m_sessions->sessionAt(row);
        if (session.id.isEmpty() || session.id == m_taskView->sessionId())
            return;
        m_taskView->showSession(session.taskId, session.id, taskTitle(session.taskId), session.workspacePath);
        showSessionState(session);
        loadTranscript(session.id);
        loadLastPrepare(session.id);
    });
    wireShipping();
    m_workspaceId = restoredWorkspaceId();
    m_picker = new RepositoryPicker(*m_repositories, m_workspaceId, this);
    window.setPages(m_board, m_taskView);
    if (const Status shown = m_board->setWorkspace(m_workspaceId, restoredWorkflowId(m_workspaceId)); !shown)
        window.notify(shown.error());
    m_switcher = new WorkspaceSwitcher(*m_workspaceStore, *m_configuration, &window);
    if (const Status listed = m_switcher->reload(m_workspaceId); !listed)
        window.notify(listed.error());
    window.setWorkspaceSwitcher(m_switcher);
    showWorkspaceName();
    connect(m_switcher, &WorkspaceSwitcher::workspaceChosen, this, &Workbench::switchWorkspace);
    connect(window.action(MainWindow::Action::NewWorkspace), &QAction::triggered, this, [this] {
        const Expected<QString> created = m_switcher->askAndCreate(&m_window);
        if (!created)
            m_window.notify(created.error());
        else if (!created->isEmpty())
            switchWorkspace(*created);
    });
    connect(window.action(MainWindow::Action::RenameWorkspace), &QAction::triggered, this, [this] {
        if (const Status renamed = m_switcher->askAndRenameCurrent(&m_window); !renamed)
            m_window.notify(renamed.error());
        showWorkspaceName();
    });

    connect(m_board, &TaskBoardView::taskActivated, this, [this](const QString &taskId) { openTask(taskId); });
    connect(m_board, &TaskBoardView::startRequested, this, &Workbench::startTask);
    wireWorkflows();
    connect(m_board, &TaskBoardView::deleteRequested, m_removal.get(), &TaskRemovalFlow::deleteTask);
    connect(m_board, &TaskBoardView::archiveRequested, m_removal.get(), &TaskRemovalFlow::archiveTask);
    connect(m_board, &TaskBoardView::unarchiveRequested, m_removal.get(), &TaskRemovalFlow::unarchiveTask);
    connect(m_removal.get(), &TaskRemovalFlow::taskLeftBoard, this, [this](const QString &taskId) {
        if (m_taskView->taskId() == taskId)
            m_window.showBoard();
    });
    connect(m_board, &TaskBoardView::addRepositoryRequested, this, &Workbench::addRepository);
    connect(m_board, &TaskBoardView::newTaskRequested, this, &Workbench::newTask);
    connect(m_board, &TaskBoardView::errorOccurred, &window, [&window](const QString &message) { window.notify(message); });
    connect(m_picker, &RepositoryPicker::added, this, [this](const Repository &repository, bool alreadyThere) {
        m_window.notify(alreadyThere ? tr("%1 is already in this workspace (default branch %2)").arg(repository.path, repository.defaultBranch)
                                     : tr("Added %1 (default branch %2)").arg(repository.path, repository.defaultBranch));
        const Status reloaded = m_board->reloadRepositories();
        Q_UNUSED(reloaded);
    });
    connect(m_picker, &RepositoryPicker::failed, &window, [&window](const QString &message) { window.notify(message); });

    connect(window.action(MainWindow::Action::NewTask), &QAction::triggered, this, &Workbench::newTask);
    connect(window.action(MainWindow::Action::AddRepository), &QAction::triggered, this, &Workbench::addRepository);
    connect(window.action(MainWindow::Action::ImportSession), &QAction::triggered, this, &Workbench::importSession);
    connect(window.action(MainWindow::Action::ImportIssue), &QAction::triggered, this, &Workbench::importIssue);
    connect(window.action(MainWindow::Action::RestoreCheckpoint), &QAction::triggered, this, [this] {
        const QString taskId = m_window.isShowingBoard() ? m_board->currentTaskId() : m_taskView->taskId();
        if (!taskId.isEmpty())
            openCheckpoints(taskId);
    });
    connect(window.action(MainWindow::Action::TryWith), &QAction::triggered, this, [this] {
        const QString taskId = m_window.isShowingBoard() ? m_board->currentTaskId() : m_taskView->taskId();
        if (!taskId.isEmpty())
            openTryWith(taskId);
    });
    connect(window.action(MainWindow::Action::CompareAttempts), &QAction::triggered, this, [this] {
        const QString taskId = m_window.isShowingBoard() ? m_board->currentTaskId() : m_taskView->taskId();
        if (!taskId.isEmpty())
            openAttempts(taskId);
    });
    connect(window.action(MainWindow::Action::Settings), &QAction::triggered, this, &Workbench::openSettings);
    connect(window.action(MainWindow::Action::StartTask), &QAction::triggered, this, [this] {
        const QString taskId = m_window.isShowingBoard() ? m_board->currentTaskId() : m_taskView->taskId();
        if (!taskId.isEmpty())
            startTask(taskId);
    });
    m_taskView->sessionPanel()->composer()->leaveCancelAndStopKeysToWindow();
    connect(window.action(MainWindow::Action::WritePrompt), &QAction::triggered, this, [this] {
        if (m_taskView->taskId().isEmpty()) {
            const QString taskId = m_board->currentTaskId();
            if (taskId.isEmpty())
                return;
            openTask(taskId);
        }
        m_window.showTaskView();
        m_taskView->sessionPanel()->composer()->editor()->setFocus(Qt::ShortcutFocusReason);
    });
    // Terminal and New Terminal: the shown task's, or from the board the selected one's.
    const auto showTaskForTerminal = [this] {
        if (m_window.isShowingBoard()) {
            const QString taskId = m_board->currentTaskId();
            if (taskId.isEmpty())
                return false;
            if (taskId != m_taskView->taskId())
                openTask(taskId);
            m_window.showTaskView();
        }
        return !m_taskView->taskId().isEmpty();
    };
    connect(window.action(MainWindow::Action::Terminal), &QAction::triggered, this, [this, showTaskForTerminal] {
        if (showTaskForTerminal())
            m_taskView->toggleTerminal();
    });
    connect(window.action(MainWindow::Action::NewTerminal), &QAction::triggered, this, [this, showTaskForTerminal] {
        if (showTaskForTerminal())
            m_taskView->openNewTerminal();
    });
    connect(window.action(MainWindow::Action::CancelTurn), &QAction::triggered, this, [this] {
        if (!m_window.isShowingBoard())
            m_taskView->sessionPanel()->composer()->requestCancel();
    });
    connect(window.action(MainWindow::Action::StopAgent), &QAction::triggered, this, [this] {
        if (!m_window.isShowingBoard())
            m_taskView->sessionPanel()->composer()->requestStop();
    });
    connect(window.action(MainWindow::Action::DeleteTask), &QAction::triggered, this, [this] {
        const QString taskId = m_window.isShowingBoard() ? m_board->currentTaskId() : m_taskView->taskId();
        if (!taskId.isEmpty())
            m_removal->deleteTask(taskId);
    });
    connect(window.action(MainWindow::Action::ArchiveTask), &QAction::triggered, this, [this] {
        const QString taskId = m_window.isShowingBoard() ? m_board->currentTaskId() : m_taskView->taskId();
        const int row = m_model->rowOf(taskId);
        if (row < 0)
            return;
        if (m_model->index(row).data(TaskArchivedRole).toBool())
            m_removal->unarchiveTask(taskId);
        else
            m_removal->archiveTask(taskId);
    });
    wireRunner();
    wireTaskView();
    wireHelp();
    wireConflicts();
    wireAdmission();
    wireChecks();
    wireInbox();
    wireBaseSync();
    wireReadiness();
    wireWorkspaceWatch();
    registerCustomAgents();
    // Changes other processes (`kandesk task …`) commit show up live; reads stay off the GUI thread.
    auto *changes = new DatabaseChangeWatcher(
        services.stores.database(), DatabaseChangeWatcher::boardTables() << QStringLiteral("settings") << QStringLiteral("workspaces"), this);
    connect(changes, &DatabaseChangeWatcher::tablesChanged, this, [this](const QStringList &tables) {
        m_model->refreshInBackground();
        m_sessions->refreshInBackground();
        // A card moved by `kandesk task move` without --run: this window's workflow runs its steps.
        if (m_recovered && tables.contains(QStringLiteral("tasks")))
            m_services.runtime.runner().workflow().runDueStepActions();
        if (tables.contains(QStringLiteral("settings")))
            registerCustomAgents();
        if (tables.contains(QStringLiteral("workspaces"))) {
            const Status listed = m_switcher->reload(m_workspaceId);
            Q_UNUSED(listed);
            showWorkspaceName();
        }
    });
    changes->start();
}

void Workbench::registerCustomAgents()
{
    const QStringList problems = m_services.runtime.runner().syncCustomAgents();
    if (!problems.isEmpty())
        m_window.notify(problems.join(QStringLiteral("; ")));
}

void Workbench::wireShipping()
{
    m_shipBar = new ShipBar(*m_shipping, m_taskView);
    m_taskView->setShipBar(m_shipBar);
    auto showTask = [this](const QString &taskId) {
        const int row = m_model->rowOf(taskId);
        if (row >= 0) {
            m_shipBar->setTask(m_model->taskAt(row));
        } else {
            auto task = m_taskStore->get(taskId);
            m_shipBar->setTask(task ? task.value() : Task{});
        }
    };
    connect(m_taskView, &TaskView::taskShown, this, showTask);
    connect(m_shipBar, &ShipBar::stepEntered, &m_services.runtime.runner().workflow(), &WorkflowEngine::stepEntered);
    connect(m_shipBar, &ShipBar::notify, &m_window, [this](const QString &message) { m_window.notify(message); });
    connect(m_shipBar, &ShipBar::taskChanged, this, [this, showTask](const QString &taskId) {
        const int before = m_model->rowOf(taskId);
        const QString stateBefore = before < 0 ? QString() : m_model->taskAt(before).pullRequestState;
        const Status refreshed = m_model->refreshTask(taskId);
        Q_UNUSED(refreshed);
        // The bar's quiet recheck found the pull request merged or closed on GitHub: the task follows.
        if (const int row = m_model->rowOf(taskId); row >= 0 && stateBefore == QLatin1String("open")) {
            const Task task = m_model->taskAt(row);
            if (task.pullRequestState != stateBefore)
                followPullRequestClosedElsewhere(taskId, task.pullRequestNumber, task.pullRequestUrl, task.pullRequestState);
        }
        if (m_taskView->taskId() == taskId)
            showTask(taskId);
    });
    m_shipBar->setCommitMessageAsker(
        [this](const QString &taskId, CommitPermissionWatcher permissions) {
            return askForCommitMessage(m_services.runtime.runner(), m_services.runtime.stores(), taskId, std::move(permissions));
        },
        [this](const QString &sessionId, const QString &pendingId, const QString &optionId) {
            m_services.runtime.runner().respondToPermission(sessionId, pendingId, optionId);
            if (m_taskView->sessionId() == sessionId)
                m_taskView->sessionPanel()->model()->markPermissionAnswered(pendingId, optionId);
        });
    connect(m_board, &TaskBoardView::openWorktreeRequested, m_shipBar, &ShipBar::openWorktree);
}

Workbench::~Workbench()
{
    delete m_readinessPanel; // the window keeps the board; the panel asks m_readiness
    if (!m_watchedSession.isEmpty())
        m_services.runtime.workspaces().unwatch(m_watchedSession); // the runtime outlives the window
}

QString Workbench::restoredWorkspaceId()
{
    const QString fallback = QStringLiteral("default");
    const SettingsQueries &settings = std::as_const(m_services.stores).settings();
    const Expected<QString> remembered = settings.value(kCurrentWorkspaceKey, fallback);
    if (!remembered || remembered->isEmpty() || !m_workspaceStore->get(*remembered))
        return fallback;
    return *remembered;
}

void Workbench::switchWorkspace(const QString &workspaceId)
{
    if (workspaceId.isEmpty() || workspaceId == m_workspaceId)
        return;
    if (const Status shown = m_board->setWorkspace(workspaceId, restoredWorkflowId(workspaceId)); !shown) {
        m_window.notify(tr("Cannot open the workspace: %1").arg(shown.error()));
        const Status listed = m_switcher->reload(m_workspaceId);
        Q_UNUSED(listed);
        return;
    }
    m_workspaceId = workspaceId;
    m_picker->setWorkspaceId(workspaceId);
    m_radar->refresh(workspaceId);
    if (const Status listed = m_switcher->reload(workspaceId); !listed)
        m_window.notify(listed.error());
    if (const Status saved = m_configuration->setValue(kCurrentWorkspaceKey, workspaceId); !saved)
        m_window.notify(saved.error());
    showWorkspaceName();
    m_window.showBoard();
}

void Workbench::showWorkspaceName()
{
    const QString name = m_switcher->currentWorkspaceName();
    m_window.setWindowTitle(name.isEmpty() ? QStringLiteral("Kandesk") : QStringLiteral("%1 — Kandesk").arg(name));
}

void Workbench::wireRunner()
{
    TaskRunner &runner = m_services.runtime.runner();
    connect(&runner, &TaskRunner::prepareProgress, m_taskView, &TaskView::applyPrepareProgress);
    connect(&runner, &TaskRunner::prepareCompleted, this, [this](const PrepareCompletedEvent &event) {
        m_taskView->applyPrepareCompleted(event);
        if (event.success)
            watchWorkspace(event.sessionId);
    });
    // The task view hears the events of the session it shows, and only those.
    connect(m_taskView, &TaskView::sessionShown, this, [this, &runner](const QString &sessionId) {
        disconnect(m_shownSessionEvents);
        if (sessionId.isEmpty())
            return;
        m_shownSessionEvents = connect(runner.sessionEvents(sessionId), &SessionEventSource::eventArrived, this,
                                       [this, sessionId](const SessionEvent &event) { m_taskView->applyAgentEvent(sessionId, event); });
    });
    connect(&runner, &TaskRunner::awaitingPermissionChanged, this, [this](const QString &taskId, const QString &sessionId, bool awaiting) {
        m_model->setAwaitingPermission(taskId, awaiting);
        m_sessions->setAwaitingPermission(sessionId, awaiting);
    });
    connect(&runner, &TaskRunner::sessionStateChanged, this,
            [this](const QString &taskId, const QString &sessionId, SessionState state, const QString &note) {
                m_model->setSessionState(taskId, state);
                m_taskView->applySessionState(sessionId, state, note, m_services.runtime.runner().isRunning(sessionId));
                if (m_sessions->taskId() == taskId) {
                    if (m_sessions->rowOf(sessionId) < 0) {
                        const Status refreshed = m_sessions->refreshSession(sessionId); // a new session: once
                        Q_UNUSED(refreshed);
                    } else {
                        m_sessions->refreshInBackground(); // while agents stream, SQLite is busy
                    }
                    m_taskView->selectSessionRow(m_sessions->rowOf(sessionId));
                }
                if (state == SessionState::Starting || state == SessionState::Running) {
                    m_workingSessions.insert(sessionId);
                    // The end of prepare is announced before its execution is registered: a
                    // window quick enough to ask then finds nothing to watch. Once the agent runs,
                    // the shown session's workspace is followed (a second watch changes nothing).
                    if (state == SessionState::Running && m_taskView->sessionId() == sessionId)
                        watchWorkspace(sessionId);
                } else {
                    m_workingSessions.remove(sessionId);
                }
                m_window.setRunningAgents(int(m_workingSessions.size()));
            });
    connect(&runner, &TaskRunner::turnFinished, this, [this](const QString &taskId, const QString &sessionId, const QString &) {
        // Done working (the runner moves the card to Review): the user hears of it when looking elsewhere.
        if (m_window.isShowingBoard() || m_taskView->sessionId() != sessionId || !m_window.isActiveWindow())
            m_window.notify(tr("“%1”: the agent finished its turn").arg(taskTitle(taskId)));
    });
    // Off the GUI thread: with many agents at work the recorder keeps SQLite busy.
    connect(&runner, &TaskRunner::taskChanged, m_model.get(), &TaskModel::refreshTaskInBackground);
    connect(&runner, &TaskRunner::turnFailed, this, [this](const QString &taskId, const QString &, const QString &message) {
        m_window.notify(tr("“%1”: %2").arg(taskTitle(taskId), message));
    });
    connect(&runner, &TaskRunner::permissionRequested, this, [this](const QString &taskId, const QString &sessionId, const SessionEvent &) {
        if (m_window.isShowingBoard() || m_taskView->sessionId() != sessionId)
            m_window.notify(tr("“%1” asks for permission").arg(taskTitle(taskId)), 0);
    });
}

void Workbench::wireWorkspaceWatch()
{
    // The task view takes the git status of the session it shows (it drops the others').
    WorkspaceWatch &workspaces = m_services.runtime.workspaces();
    connect(&workspaces, &WorkspaceWatch::gitStatus, m_taskView, &TaskView::applyWorkspaceEvent);
    connect(&workspaces, &WorkspaceWatch::watchFailed, this, [this](const QString &sessionId, const QString &message) {
        qCWarning(lcWorkbench).noquote() << "the workspace of session" << sessionId << "cannot be followed:" << message;
        if (m_taskView->sessionId() == sessionId && m_services.runtime.runner().isRunning(sessionId))
            m_window.notify(tr("The changes of this session cannot be followed: %1").arg(message));
    });
}

void Workbench::watchWorkspace(const QString &sessionId)
{
    // One session's workspace at a time: the one the task view shows or just started.
    WorkspaceWatch &workspaces = m_services.runtime.workspaces();
    const QString workspacePath = workspaces.watch(sessionId);
    if (workspacePath.isEmpty())
        return; // nothing runs for it
    if (!m_watchedSession.isEmpty() && m_watchedSession != sessionId)
        workspaces.unwatch(m_watchedSession);
    m_watchedSession = sessionId;
}

void Workbench::recoverAtStartup()
{
    // Sessions that were running when Kandesk last stopped become resumable, never lost.
    m_services.runtime.recoverAtStartup().then(this, [this](const Expected<StartupRecovery> &recovered) {
        if (!recovered) {
            qCWarning(lcWorkbench).noquote() << "start-up recovery failed:" << recovered.error();
            m_window.notify(tr("Start-up recovery failed: %1").arg(recovered.error()));
            return;
        }
        // Tasks queued for a place in a step when Kandesk stopped get theirs now, so do the steps of
        // cards moved while it did not run; steps' auto-archive.
        m_recovered = true;
        m_services.runtime.runner().workflow().resumeQueues();
        m_services.runtime.runner().workflow().runDueStepActions();
        sweepArchives();
        const auto reattached = recovered->reattachedSessions.size();
        if (reattached > 0)
            m_window.notify(tr("%n session(s) taken back: their agents kept running", nullptr, int(reattached)));
        const auto interrupted = recovered->report.interruptedSessions.size();
        if (interrupted > 0)
            m_window.notify(tr("%n interrupted session(s) can be resumed", nullptr, int(interrupted)), 0);
    });
}

void Workbench::newTask()
{
    NewTaskDialog dialog({*m_repositoryStore, *m_profileStore, *m_repositories}, m_workspaceId, &m_window);
    if (auto last = std::as_const(m_services.stores).settings().value(kLastAgentProfileKey))
        dialog.selectAgentProfile(*last);
    dialog.showReadiness({*m_readiness, *m_installs});
    connect(dialog.readiness(), &ReadinessPanel::fixRequested, this,
            [this, &dialog](const ReadinessFix &fix) { applyReadinessFix(fix, dialog.readiness()); });
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Task asked = dialog.task();
    NewTask wanted;
    wanted.workspaceId = asked.workspaceId;
    if (asked.workspaceId == m_board->workspaceId())
        wanted.workflowId = m_board->workflowId(); // the task joins the workflow the board shows
    wanted.title = asked.title;
    wanted.prompt = asked.description;
    wanted.agentProfileId = dialog.agentProfileId();
    wanted.executorProfileId = asked.executorProfileId;
    wanted.repositories = asked.repositories;
    wanted.startsNow = dialog.startNow();
    wanted.rememberAgentProfile = true;
    whenFinished(m_creation->create(wanted), this, [this, startsNow = wanted.startsNow](const Expected<Task> &created) {
        if (!created) {
            m_window.notify(tr("Cannot create the task: %1").arg(created.error()));
            return;
        }
        const Status refreshed = m_model->refreshTask(created->id);
        Q_UNUSED(refreshed);
        m_board->selectTask(created->id);
        if (startsNow)
            startTask(created->id);
    });
}

void Workbench::addRepository()
{
    m_picker->chooseAndAdd(&m_window);
}

void Workbench::runSettings(SettingsStart start)
{
    SettingsServices services;
    services.stores = &m_services.stores;
    services.registry = &m_services.agents;
    services.workspaceId = m_workspaceId;
    services.removals = m_settingsRemovals.get();
    services.agentCalls = &m_services.runtime.agentCalls();
    SettingsDialog dialog(services, &m_window);
    connect(&dialog, &SettingsDialog::customAgentsChanged, this, &Workbench::registerCustomAgents);
    connect(&dialog, &SettingsDialog::repositoriesChanged, this, [this] {
        const Status reloaded = m_board->reloadRepositories();
        Q_UNUSED(reloaded);
    });
    connect(&dialog, &SettingsDialog::agentProfilesChanged, this, [this] {
        const Status reloaded = m_board->reloadAgentNames();
        Q_UNUSED(reloaded);
    });
    if (start == SettingsStart::AgentProfiles)
        dialog.showPage(SettingsDialog::Page::AgentProfiles);
    else if (start == SettingsStart::Agents)
        dialog.showPage(SettingsDialog::Page::Agents);
    else if (start == SettingsStart::Secrets)
        dialog.showPage(SettingsDialog::Page::Secrets);
    dialog.exec();
    if (m_readinessPanel->isVisible()) // a key or an agent may have been added
        m_readinessPanel->refresh();
    const Status reloaded = m_board->reloadRepositories();
    Q_UNUSED(reloaded);
    m_undoBar->offer();
}

void Workbench::settingsRemovalUndone(SettingsItem item, const QString &what)
{
    if (item == SettingsItem::CustomAgent)
        registerCustomAgents();
    const Status reloaded = item == SettingsItem::Repository ? m_board->reloadRepositories() : m_board->reloadAgentNames();
    Q_UNUSED(reloaded);
    m_window.notify(QStringLiteral("Put back %1").arg(what));
}

void Workbench::deleteTask(const QString &taskId)
{
    m_removal->deleteTask(taskId);
}

} // namespace kandesk::ui
