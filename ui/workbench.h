// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"
#include "models/types.h"

#include <QHash>
#include <QSet>
#include <QObject>
#include <QPointer>

#include <memory>

class QTimer;

namespace kandesk {
class AgentInstalls;
class AgentReadiness;
class AgentRegistry;
struct ReadinessFix;
class Configuration;
class WorkflowLibrary;
class AutoArchive;
struct InstallHint;
class ProfileQueries;
class RepositoryQueries;
class SessionModel;
class SessionQueries;
class Stores;
class TaskChanges;
class TaskModel;
class TaskRunnerRuntime;
class RepositoryService;
class TaskCreation;
class SessionHistory;
class SessionImport;
class IssueIntake;
class IssueInbox;
class TaskCheckpoints;
class TaskAttempts;
struct ImportedSession;
class SettingsRemovals;
enum class SettingsItem;
class TaskDeletion;
class TaskMoves;
class TaskStarts;
class TaskShipping;
class ConflictRadar;
class PullRequestChecks;
class TaskBaseSync;
class TaskTerminals;
class TaskQueries;
class WorkspaceQueries;
} // namespace kandesk

namespace kandesk::ui {

class MainWindow;
class ReadinessPanel;
class RepositoryPicker;
class ChecksWatch;
class InboxPanel;
class ShipBar;
class TaskBoardView;
class TaskRemovalFlow;
class TaskView;
class UndoRemovalBar;
class ReviewCommentsController;
class PromptQueueController;
class WorkspaceSwitcher;

// Wires the window to the work: the board's moves and menus to the TaskRunner, the runner's
// progress, events and states to the board and the task view, the dialogs (new task, settings,
// add repository, delete) to the stores the application layer hands it, the Review tab to the
// runtime's workspace watch. Lives on the GUI thread; nothing here blocks it.
class Workbench final : public QObject
{
    Q_OBJECT
public:
    struct Services {
        Stores &stores; // the runtime's
        TaskRunnerRuntime &runtime;
        const AgentRegistry &agents;
    };

    Workbench(Services services, MainWindow &window, QObject *parent = nullptr);
    ~Workbench() override;

    TaskBoardView *board() const { return m_board; }
    TaskView *taskView() const { return m_taskView; }
    ShipBar *shipBar() const { return m_shipBar; }
    TaskModel &tasks() const { return *m_model; }
    // The empty board's "Ready to run" panel.
    ReadinessPanel *readinessPanel() const;

    // Opens a task's session in the task view (stored transcript first, then live): sessionId when
    // it is one of the task's, else the newest.
    void openTask(const QString &taskId, const QString &sessionId = {});
    // Gets an agent working on the task: a new session when it has none that stopped short, else
    // retrySession of its latest session.
    void startTask(const QString &taskId);
    // Starts the session again in its workspace (its ACP session loaded where the agent can), with
    // the prompt the agent never answered, and shows it.
    void retrySession(const QString &sessionId);
    void newTask();
    void addRepository();
    // File ▸ Import Agent Session…: a session of the agent's own CLI picked and brought in as a
    // task, shown once its history is in.
    void importSession();
    void importIssue();
    // The task's checkpoints, what restoring one would change, the restore (prompt: preselects the
    // checkpoint before the turn of that prompt).
    void openCheckpoints(const QString &taskId, const QString &prompt = {});
    // Best of N: the prompt tried by several agent profiles, each in its own worktree; and the
    // task's attempts compared, one kept.
    void openTryWith(const QString &taskId);
    void openAttempts(const QString &taskId);
    void openSettings() { runSettings(SettingsStart::First); }
    // Settings at the agent profiles (a failure card's "Open Agent Profiles…").
    void openAgentProfileSettings() { runSettings(SettingsStart::AgentProfiles); }
    void deleteTask(const QString &taskId);
    // Delete, Archive and Unarchive of a task, with their questions.
    TaskRemovalFlow *removal() const { return m_removal.get(); }
    // Shows another workspace's board; remembered for the next start.
    void switchWorkspace(const QString &workspaceId);
    QString workspaceId() const { return m_workspaceId; }
    WorkspaceSwitcher *workspaceSwitcher() const { return m_switcher; }
    // Start-up recovery through the runtime (once, at start): the window says how many
    // interrupted sessions can be resumed, or why the recovery failed.
    void recoverAtStartup();
    // Shows the note a crash of the last run left (its signal, version and last log lines), with
    // Copy and Report a Bug; not modal.
    void showCrashNote(const QString &note);

private:
    enum class SettingsStart { First, Agents, AgentProfiles, Secrets };
    void runSettings(SettingsStart start);
    // What is ready to run agents (workbenchreadiness.cpp): the empty board's panel and New Task's
    // line through the door's AgentReadiness; a fix that opens Settings, then the panel reads again.
    void wireReadiness();
    void applyReadinessFix(const ReadinessFix &fix, ReadinessPanel *panel);
    // What Undo in the status bar put back, re-read where the window shows it.
    void settingsRemovalUndone(SettingsItem item, const QString &what);
    void wireRunner();
    // Custom ACP agents defined in Settings, made known to the launch pipeline.
    void registerCustomAgents();
    void wireTaskView();
    // Help ▸ Copy Diagnostics, Open Logs Folder, Report a Bug (workbenchhelp.cpp).
    void wireHelp();
    // Commit, merge, push, pull request, finish and open, through the application's TaskShipping.
    void wireShipping();
    // The conflict radar (workbenchconflicts.cpp): looked at after each turn, every minute and for
    // another workspace; its findings on the cards and in the shown task's Review.
    void wireConflicts();
    // Pull request checks (workbenchchecks.cpp): read while a task is shown or its checks run; on
    // the cards, in Review, a change said once; a failing one sent to the agent.
    void wireChecks();
    // The Inbox (workbenchissues.cpp): the connections' saved queries read every few minutes into
    // a column before the board's; an issue imported or dismissed from there.
    void wireInbox();
    void readInbox();
    void importFromInbox(const QString &connectionId, const QString &issueRef);
    // A pull request merged on GitHub moves its task to Done; one closed is said.
    void followPullRequestClosedElsewhere(const QString &taskId, int number, const QString &pullRequestUrl,
                                          const QString &state);
    // Update from Base (workbenchbasesync.cpp): the ship bar's action, the conflict notice, the agent
    // asked to resolve and the update going on at its turn's end.
    void wireBaseSync();
    // Starts waiting for room on their cards and in the status bar; Start Now (workbenchadmission.cpp).
    void wireAdmission();
    // The board's workflows (workbenchworkflows.cpp): the chosen one remembered, the engine's
    // notices shown, the editor opened.
    void wireWorkflows();
    void editWorkflow(const QString &workflowId, const QString &stepId);
    // Archives the tasks their step's auto-archive is due for (never one that would lose work).
    void sweepArchives();
    void startNewSession(const QString &taskId, const QString &prompt, const PromptAttachments &attachments = {});
    // A session brought in (SessionImport::bringIn) shown at once, its history loaded into the view.
    void showImportedSession(const ImportedSession &imported);
    // The task view shows the task's launch as it goes (its prepare steps, then its session), for a
    // start made here or by the task's workflow.
    void followLaunch(const QString &taskId);
    void showStartFailed(const QString &taskId, const QString &why);
    // A start failed because its built-in npm agent is not installed: offers to install it, then starts again.
    void offerInstall(const QString &taskId, const InstallHint &hint);
    // promptStored: the prompt is in the transcript already (Retry): sent, not recorded or shown twice.
    void sendPrompt(const QString &sessionId, const QString &text, const PromptAttachments &attachments = {}, bool promptStored = false);
    // Follows a resume of the shown session: its failure comes back to the view with the reason.
    void resumeSession(const QString &sessionId, const QString &text, const PromptAttachments &attachments = {}, bool promptStored = false);
    void showSessionState(const TaskSession &session);
    void loadTranscript(const QString &sessionId);
    // The session's last preparation, read off the GUI thread into the Prepare tab.
    void loadLastPrepare(const QString &sessionId);
    void loadEarlierTranscript(const QString &sessionId);
    void wireWorkspaceWatch();
    // Follows the session's workspace in the Review tab while it runs (through the runtime).
    void watchWorkspace(const QString &sessionId);
    QString taskTitle(const QString &taskId) const;
    // The workflow the workspace's board showed last (empty: its first).
    QString restoredWorkflowId(const QString &workspaceId) const;
    QString restoredWorkspaceId();
    void showWorkspaceName();

    Services m_services;
    MainWindow &m_window;
    const TaskQueries *m_taskStore = nullptr; // the stores of Services, read only
    const SessionQueries *m_sessionStore = nullptr;
    const RepositoryQueries *m_repositoryStore = nullptr;
    const ProfileQueries *m_profileStore = nullptr;
    const WorkspaceQueries *m_workspaceStore = nullptr;
    std::unique_ptr<TaskModel> m_model;
    std::unique_ptr<SessionModel> m_sessions;
    std::unique_ptr<TaskShipping> m_shipping;
    std::unique_ptr<PullRequestChecks> m_checks; // pull request checks, through the door
    ChecksWatch *m_checksWatch = nullptr;
    std::unique_ptr<IssueInbox> m_inbox;
    InboxPanel *m_inboxPanel = nullptr;
    QTimer *m_inboxTimer = nullptr;
    int m_inboxFailures = 0;
    bool m_inboxReading = false;
    std::unique_ptr<TaskBaseSync> m_baseSync; // updating task branches from their base, through the door
    std::unique_ptr<ConflictRadar> m_radar; // what the task branches would conflict with, through the door
    std::unique_ptr<TaskDeletion> m_deletion; // deleting and archiving tasks, through the application's door
    std::unique_ptr<TaskRemovalFlow> m_removal; // the window's side of it (goes first)
    std::unique_ptr<RepositoryService> m_repositories; // adding repositories, the same
    std::unique_ptr<TaskCreation> m_creation;          // making tasks, the same
    std::unique_ptr<TaskMoves> m_moves;                // moving them between steps, the same
    std::unique_ptr<TaskStarts> m_starts;              // what Start Agent does for a task, the same
    std::unique_ptr<SessionImport> m_sessionImport;    // agents' own sessions brought in as tasks, the same
    std::unique_ptr<IssueIntake> m_intake;             // tasks from issue trackers, the same
    std::unique_ptr<TaskCheckpoints> m_checkpoints;    // checkpoints before turns, restored, the same
    std::unique_ptr<TaskAttempts> m_attempts;          // best of N: attempts started, compared, one kept, the same
    std::unique_ptr<SessionHistory> m_history;         // the shown session's stored transcript and preparation
    std::unique_ptr<SettingsRemovals> m_settingsRemovals; // Settings' deletes, the last one undoable
    std::unique_ptr<Configuration> m_configuration;       // workspaces made and renamed, preferences
    std::unique_ptr<WorkflowLibrary> m_workflows;         // the workflow editor's saves, through the door
    std::unique_ptr<AutoArchive> m_autoArchive;           // steps' auto-archive, the same
    QHash<QString, QString> m_signInRetries; // task → the session a terminal sign-in starts again when it succeeds
    std::unique_ptr<TaskTerminals> m_terminals;           // the task view's terminals, the same
    std::unique_ptr<AgentReadiness> m_readiness;          // whether agents can run here, the same
    std::unique_ptr<AgentInstalls> m_installs;            // the agents Kandesk installs with npm, the same
    QPointer<ReadinessPanel> m_readinessPanel;            // on the empty board (goes before m_readiness)
    QSet<QString> m_waitingStarts;                        // tasks whose start waits for room, on their cards
    QSet<QString> m_keptFromArchive;                      // tasks auto-archive left, said once
    bool m_recovered = false; // start-up recovery is done: the workflow may start agents
    UndoRemovalBar *m_undoBar = nullptr;                   // its Undo in the status bar
    std::shared_ptr<const TaskChanges> m_taskChanges; // the Review tab's door (shared: the window may outlive us)
    TaskBoardView *m_board = nullptr;
    TaskView *m_taskView = nullptr;
    ReviewCommentsController *m_comments = nullptr;
    PromptQueueController *m_queue = nullptr;
    ShipBar *m_shipBar = nullptr;
    RepositoryPicker *m_picker = nullptr;
    WorkspaceSwitcher *m_switcher = nullptr;
    QString m_workspaceId = QStringLiteral("default");
    QString m_watchedSession; // whose workspace the Review tab follows
    // Where the next older page of the shown session's transcript ends.
    QString m_historySession;
    qint64 m_historyOldestId = 0;
    // Bumped by every read that replaces the shown transcript; a read that finds it changed drops its page.
    quint64 m_transcriptGeneration = 0;
    QSet<QString> m_workingSessions;
    QMetaObject::Connection m_shownSessionEvents; // the events of the session the task view shows
};

} // namespace kandesk::ui
