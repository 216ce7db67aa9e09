// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

// The domain as plain values. Stores read and write these; models present them.
namespace kandesk {

struct Workspace {
    QString id;
    QString name;
    QDateTime createdAt;
};

// An agent profile as a workflow names it (kandev's portable form): the agent's display name,
// the model and the mode, matched exactly against this home's profiles.
struct AgentProfileRef {
    QString agentName;
    QString model;
    QString mode;
    bool isEmpty() const { return agentName.isEmpty(); }
    bool operator==(const AgentProfileRef &) const = default;
};

// One action of a step's trigger: its type (auto_start_agent, move_to_step, …) and its settings
// as given; a stored move_to_step names its target by step_id.
struct WorkflowAction {
    QString type;
    QJsonObject config;
    bool operator==(const WorkflowAction &) const = default;
};

// A step's triggers by name (on_enter, on_turn_start, on_turn_complete, on_exit, and kandev's
// office triggers, kept as they came), each a list of actions run in order.
using StepEvents = QMap<QString, QList<WorkflowAction>>;

struct WorkflowStep {
    QString id;
    QString workflowId;
    QString name;
    int position = 0;
    QString color;            // a Tailwind background class, as kandev writes it (bg-blue-500)
    QString prompt;           // sent when the step starts its agent: {{task_prompt}}, {{task_title}}, …
    bool isStartStep = false; // where new tasks of the workflow start
    bool showInCommandPanel = false;
    bool allowManualMove = true; // a card may be dragged or moved here by hand
    int autoArchiveAfterHours = 0; // 0: never
    int wipLimit = 0;              // agents at work in the step at once; 0: no limit
    AgentProfileRef agentProfile;  // the profile the step asks for, as named (empty: the workflow's)
    QString agentProfileId;        // that profile in this home; empty when none matched
    StepEvents events;
    QJsonObject extra; // fields of a workflow file Kandesk does not read, kept for its export

    // Whether entering the step starts (or prompts) the task's agent: on_enter has auto_start_agent.
    bool startsAgent() const;
    QList<WorkflowAction> actions(const QString &trigger) const { return events.value(trigger); }
};

// A workspace's workflow: the board's columns and what happens as tasks move through them.
struct Workflow {
    QString id;
    QString workspaceId;
    QString name;
    QString description;
    QString prompt; // put before every step's prompt
    AgentProfileRef agentProfile; // the default of its steps, as named
    QString agentProfileId;       // that profile in this home; empty when none matched
    QList<WorkflowStep> steps;    // by position
    QJsonObject extra;
};

struct Repository {
    QString id;
    QString workspaceId;
    QString name;
    QString path;
    QString defaultBranch;
    QString setupScript;
    QStringList copyGlobs;
    QDateTime createdAt;
};

// A repository a task works on, with the branch its worktree starts from.
struct TaskRepository {
    QString repositoryId;
    QString baseBranch;
    int position = 0;
};

struct Task {
    QString id;
    QString workspaceId;
    QString workflowStepId;
    QString title;
    QString description;
    QString state = QStringLiteral("TODO");
    double position = 0;
    QList<TaskRepository> repositories;
    QString agentProfileId;
    QString executorProfileId;
    bool ephemeral = false; // a quick chat, swept a week after its last activity
    bool archived = false;
    QString branch;
    int changedFileCount = 0;
    QDateTime createdAt;
    QDateTime updatedAt;
    // The pull request made for the task (number 0: none), read with the task.
    int pullRequestNumber = 0;
    QString pullRequestUrl;
    QString pullRequestState; // open, closed, merged
    QString pullRequestChecks; // its checks when last read: pending, passing, failing; empty: not read
    QString pullRequestChecksSummary; // "1 of 3 failing: build"
    // The issue the task was made from (empty: none), read with the task.
    QString issueRef; // github:acme/widgets#12, linear:ENG-42, …
    QString issueUrl;
    // Waits: the tasks that must be Done before this one's agent starts, the task it is a subtask
    // of, and when it joined its step's queue (a step's agent limit was reached; invalid: not queued).
    QStringList dependsOn;
    QString parentTaskId;
    QDateTime queuedAt;
};

enum class SessionState {
    Created,
    Starting,
    Running,
    WaitingForInput,
    Completed,
    Failed,
    Cancelled,
};

// The names stored in the database and shown in `kandesk task list --json`: CREATED, RUNNING, …
QString sessionStateName(SessionState state);
std::optional<SessionState> sessionStateFromName(const QString &name);
// COMPLETED, FAILED and CANCELLED: no agent will run for the session again without a new turn.
bool isTerminal(SessionState state);
// The same, under the name the lifecycle uses.
bool isTerminalSessionState(SessionState state);

// What the board shows of a task's newest session: its state, and whether its agent waits on the
// user's answer to a permission request (kept with the session, so every process sees it).
struct SessionGlance {
    SessionState state = SessionState::Created;
    bool awaitingPermission = false;
    bool operator==(const SessionGlance &) const = default;
};

// Where a task stands for its card and the board's filter: what its newest session does, and
// whether the task sits in its workflow's Done column.
enum class TaskActivity {
    NotStarted, // no session, or one never started
    Starting,
    Running,
    NeedsInput, // the agent waits on the user's answer to a permission request
    Idle,       // the turn is over (or was stopped): the agent waits for a prompt
    Failed,
    Cancelled,
    Done,       // in the Done column, or its session completed
};
TaskActivity taskActivity(const std::optional<SessionGlance> &session, bool inDoneStep);
// NOT_STARTED, STARTING, RUNNING, NEEDS_INPUT, IDLE, FAILED, CANCELLED, DONE.
QString taskActivityName(TaskActivity activity);

struct TaskSession {
    QString id;
    QString taskId;
    SessionState state = SessionState::Created;
    QString agentProfileId;
    QString executorProfileId;
    QString acpSessionId;
    QString workspacePath;
    QString branch;
    QString errorMessage; // why it failed or was interrupted; empty otherwise
    bool awaitingPermission = false; // running, its agent waits on the user's answer
    QDateTime startedAt;
    QDateTime updatedAt;
    QDateTime endedAt; // invalid while the session can still run
};

struct AgentProfile {
    // One extra argument for the agent's command line; disabled ones are kept but not passed.
    struct CliFlag {
        QString text;
        bool enabled = true;
        bool operator==(const CliFlag &) const = default;
    };
    // An environment variable: a literal value, or a reference to a secret by its name in the
    // SecretVault (the value then stays there and is looked up at launch; secretRef wins).
    struct EnvVar {
        QString name;
        QString value;
        QString secretRef;
        bool operator==(const EnvVar &) const = default;
    };

    QString id;
    QString name;
    QString agentId;
    QString customCommand;
    QString model;
    QString mode;
    bool autoApprove = false;
    bool allowIndexing = false;
    bool dangerouslySkipPermissions = false;
    // How long the agent may take to start (initialize, session, first prompt); 0: the default.
    int startTimeoutSeconds = 0;
    QList<CliFlag> cliFlags;
    QString commandPrefix;
    QList<EnvVar> envVars;
    QDateTime createdAt;
    // Built-in npm agents: the installed version this profile starts (empty: the agent's pin, else
    // the newest installed), and npx instead of the installed package.
    QString agentVersion;
    bool runWithNpx = false;

    // An MCP server the agent is handed with each session it opens or loads. stdio: a command with
    // its arguments and environment; http and sse: a URL with headers. Variables and headers are
    // literal values or secret references as envVars are (revealed at launch, never stored here).
    struct McpServer {
        enum class Transport { Stdio, Http, Sse };
        QString name;
        Transport transport = Transport::Stdio;
        QString command;
        QStringList args;
        QString url;
        QList<EnvVar> env;     // stdio
        QList<EnvVar> headers; // http and sse
        bool operator==(const McpServer &) const = default;
    };
    QList<McpServer> mcpServers;
};

// "stdio", "http", "sse": the names the database, the command line and ACP use.
QString mcpTransportName(AgentProfile::McpServer::Transport transport);
std::optional<AgentProfile::McpServer::Transport> mcpTransportFromName(const QString &name);

struct ExecutorProfile {
    QString id;
    QString name;
    QString executorType; // standalone, worktree, local, docker, …
    QString configJson = QStringLiteral("{}");
    QDateTime createdAt;
};

// The words of ExecutorRunning::status, as stored in executors_running.
namespace ExecutorRunningStatus {
inline constexpr QLatin1StringView Starting{"starting"}; // a launch registered it
inline constexpr QLatin1StringView Ready{"ready"};
inline constexpr QLatin1StringView Running{"running"};
inline constexpr QLatin1StringView Stopped{"stopped"}; // the runtime is gone; the row stays for a resume
inline constexpr QLatin1StringView Failed{"failed"};
inline constexpr QLatin1StringView Interrupted{"interrupted"}; // set by SessionRecovery
} // namespace ExecutorRunningStatus

// The lifecycle's durable registration of a running execution, one per session: the row of
// executors_running, and what the lifecycle's ExecutorsRunningStore port reads and writes.
struct ExecutorRunning {
    QString sessionId;
    QString taskId;
    QString executionId;
    QString executorType;
    QString runtime;
    QString executionProfileId;
    QString status = QString(ExecutorRunningStatus::Starting);
    QString resumeToken;
    bool resumable = false;
    QString agentctlUrl;
    int agentctlPort = 0;
    qint64 pid = 0;
    QString workspacePath;
    QString acpSessionId;
    QString metadataJson = QStringLiteral("{}");
    QDateTime updatedAt;

    // A row that can bring the session back later: repair it instead of deleting it.
    bool isResumable() const { return resumable || !resumeToken.isEmpty() || !acpSessionId.isEmpty(); }
    bool operator==(const ExecutorRunning &) const = default;
};

// Where a secret's value lives; the value itself is never in the database.
enum class SecretBackendKind { Keychain, File };

struct SecretInfo {
    QString name;  // the id that profiles refer to (EnvVar::secretRef)
    QString label; // what Settings shows
    SecretBackendKind backend = SecretBackendKind::File;
    QDateTime createdAt;
    QDateTime updatedAt;
};

} // namespace kandesk
