// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "migrations.h"

namespace kandesk {

namespace {

// Version 1: the domain as the lifecycle, the board and the transcript need it.
// Secret values are never stored here, only their names and where they live.
Migration schemaV1()
{
    return {1, {
        QStringLiteral(R"(CREATE TABLE workspaces (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            created_at INTEGER NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE repositories (
            id TEXT PRIMARY KEY,
            workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            path TEXT NOT NULL,
            default_branch TEXT NOT NULL DEFAULT '',
            setup_script TEXT NOT NULL DEFAULT '',
            copy_globs TEXT NOT NULL DEFAULT '[]',
            created_at INTEGER NOT NULL,
            UNIQUE (workspace_id, path)))"),
        QStringLiteral(R"(CREATE TABLE workflows (
            id TEXT PRIMARY KEY,
            workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
            name TEXT NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE workflow_steps (
            id TEXT PRIMARY KEY,
            workflow_id TEXT NOT NULL REFERENCES workflows(id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            position INTEGER NOT NULL,
            auto_start_agent INTEGER NOT NULL DEFAULT 0))"),
        QStringLiteral(R"(CREATE TABLE agent_profiles (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            custom_command TEXT NOT NULL DEFAULT '',
            model TEXT NOT NULL DEFAULT '',
            mode TEXT NOT NULL DEFAULT '',
            auto_approve INTEGER NOT NULL DEFAULT 0,
            cli_flags TEXT NOT NULL DEFAULT '[]',
            command_prefix TEXT NOT NULL DEFAULT '',
            env_vars TEXT NOT NULL DEFAULT '[]',
            created_at INTEGER NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE executor_profiles (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            executor_type TEXT NOT NULL,
            config TEXT NOT NULL DEFAULT '{}',
            created_at INTEGER NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE tasks (
            id TEXT PRIMARY KEY,
            workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
            workflow_step_id TEXT REFERENCES workflow_steps(id) ON DELETE SET NULL,
            title TEXT NOT NULL,
            description TEXT NOT NULL DEFAULT '',
            state TEXT NOT NULL DEFAULT 'TODO',
            position REAL NOT NULL DEFAULT 0,
            agent_profile_id TEXT REFERENCES agent_profiles(id) ON DELETE SET NULL,
            executor_profile_id TEXT REFERENCES executor_profiles(id) ON DELETE SET NULL,
            is_ephemeral INTEGER NOT NULL DEFAULT 0,
            archived INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL))"),
        QStringLiteral("CREATE INDEX tasks_by_step ON tasks (workflow_step_id, position)"),
        QStringLiteral(R"(CREATE TABLE task_repositories (
            task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
            repository_id TEXT NOT NULL REFERENCES repositories(id) ON DELETE CASCADE,
            base_branch TEXT NOT NULL DEFAULT '',
            position INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (task_id, repository_id)))"),
        QStringLiteral(R"(CREATE TABLE task_sessions (
            id TEXT PRIMARY KEY,
            task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
            state TEXT NOT NULL DEFAULT 'CREATED'
                CHECK (state IN ('CREATED', 'STARTING', 'RUNNING', 'WAITING_FOR_INPUT',
                                 'COMPLETED', 'FAILED', 'CANCELLED')),
            agent_profile_id TEXT,
            executor_profile_id TEXT,
            acp_session_id TEXT NOT NULL DEFAULT '',
            workspace_path TEXT NOT NULL DEFAULT '',
            branch TEXT NOT NULL DEFAULT '',
            error_message TEXT NOT NULL DEFAULT '',
            started_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL))"),
        QStringLiteral("CREATE INDEX task_sessions_by_task ON task_sessions (task_id, started_at)"),
        QStringLiteral(R"(CREATE TABLE messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL REFERENCES task_sessions(id) ON DELETE CASCADE,
            turn INTEGER NOT NULL DEFAULT 0,
            kind TEXT NOT NULL,
            payload TEXT NOT NULL,
            created_at INTEGER NOT NULL))"),
        QStringLiteral("CREATE INDEX messages_by_session ON messages (session_id, id)"),
        QStringLiteral(R"(CREATE TABLE executors_running (
            session_id TEXT PRIMARY KEY REFERENCES task_sessions(id) ON DELETE CASCADE,
            task_id TEXT NOT NULL,
            execution_id TEXT NOT NULL,
            executor_type TEXT NOT NULL,
            runtime TEXT NOT NULL DEFAULT '',
            status TEXT NOT NULL DEFAULT 'starting',
            resumable INTEGER NOT NULL DEFAULT 0,
            agentctl_url TEXT NOT NULL DEFAULT '',
            agentctl_port INTEGER NOT NULL DEFAULT 0,
            pid INTEGER NOT NULL DEFAULT 0,
            workspace_path TEXT NOT NULL DEFAULT '',
            acp_session_id TEXT NOT NULL DEFAULT '',
            metadata TEXT NOT NULL DEFAULT '{}',
            updated_at INTEGER NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE secrets (
            name TEXT PRIMARY KEY,
            backend TEXT NOT NULL CHECK (backend IN ('keychain', 'file')),
            created_at INTEGER NOT NULL,
            updated_at INTEGER NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL))"),
        // The first run's board: one workspace with the Kanban workflow.
        QStringLiteral(R"(INSERT INTO workspaces (id, name, created_at)
            VALUES ('default', 'Default', CAST(strftime('%s', 'now') AS INTEGER)))"),
        QStringLiteral(R"(INSERT INTO workflows (id, workspace_id, name)
            VALUES ('kanban', 'default', 'Kanban'))"),
        QStringLiteral(R"(INSERT INTO workflow_steps (id, workflow_id, name, position, auto_start_agent) VALUES
            ('backlog', 'kanban', 'Backlog', 0, 0),
            ('in-progress', 'kanban', 'In Progress', 1, 1),
            ('review', 'kanban', 'Review', 2, 0),
            ('done', 'kanban', 'Done', 3, 0))"),
    }};
}

// Version 2: what the board, recovery and the transcript need beyond v1.
// Every timestamp is Unix milliseconds from here on (v1's seed wrote seconds).
Migration schemaV2()
{
    QStringList statements;
    for (const auto *table : {"workspaces", "repositories", "agent_profiles", "executor_profiles"}) {
        statements.append(QStringLiteral("UPDATE %1 SET created_at = created_at * 1000 WHERE created_at < 100000000000")
                              .arg(QLatin1String(table)));
    }
    statements.append(QStringLiteral("UPDATE tasks SET created_at = created_at * 1000 WHERE created_at < 100000000000"));
    statements.append(QStringLiteral("UPDATE tasks SET updated_at = updated_at * 1000 WHERE updated_at < 100000000000"));
    statements.append(QStringLiteral("UPDATE task_sessions SET started_at = started_at * 1000 WHERE started_at < 100000000000"));
    statements.append(QStringLiteral("UPDATE task_sessions SET updated_at = updated_at * 1000 WHERE updated_at < 100000000000"));
    statements.append(QStringLiteral("UPDATE messages SET created_at = created_at * 1000 WHERE created_at < 100000000000"));
    statements.append(QStringLiteral("UPDATE executors_running SET updated_at = updated_at * 1000 WHERE updated_at < 100000000000"));
    statements.append(QStringLiteral("UPDATE secrets SET created_at = created_at * 1000, updated_at = updated_at * 1000 "
                                     "WHERE created_at < 100000000000"));
    statements.append({
        // The card shows the task's branch and how many files its agent changed.
        QStringLiteral("ALTER TABLE tasks ADD COLUMN branch TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE tasks ADD COLUMN changed_file_count INTEGER NOT NULL DEFAULT 0"),
        // When a session reached a terminal state (NULL while it can still run).
        QStringLiteral("ALTER TABLE task_sessions ADD COLUMN ended_at INTEGER"),
        // The agent's own id for the turn an event belongs to, when it gives one.
        QStringLiteral("ALTER TABLE messages ADD COLUMN turn_id TEXT NOT NULL DEFAULT ''"),
        // What the lifecycle's registration carries to resume an execution later.
        QStringLiteral("ALTER TABLE executors_running ADD COLUMN execution_profile_id TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("ALTER TABLE executors_running ADD COLUMN resume_token TEXT NOT NULL DEFAULT ''"),
        // Profile switches the launch passes to agents that support them.
        QStringLiteral("ALTER TABLE agent_profiles ADD COLUMN allow_indexing INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE agent_profiles ADD COLUMN dangerously_skip_permissions INTEGER NOT NULL DEFAULT 0"),
        // A secret's display name; its key (name) is what profiles refer to.
        QStringLiteral("ALTER TABLE secrets ADD COLUMN label TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE INDEX tasks_by_workspace ON tasks (workspace_id, archived, position)"),
        QStringLiteral("CREATE INDEX tasks_ephemeral ON tasks (updated_at) WHERE is_ephemeral = 1"),
        QStringLiteral("CREATE INDEX executors_running_by_task ON executors_running (task_id)"),
    });
    return {2, statements};
}

Migration schemaV3()
{
    return {3,
            {
                // A profile may give its agent longer (or shorter) than the default to start.
                QStringLiteral("ALTER TABLE agent_profiles ADD COLUMN start_timeout_seconds INTEGER NOT NULL DEFAULT 0"),
            }};
}

Migration schemaV4()
{
    return {4,
            {
                // A reviewer's notes on lines of a task's changes, kept until sent to the agent.
                QStringLiteral(R"(CREATE TABLE review_comments (
                    id TEXT PRIMARY KEY,
                    task_id TEXT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
                    repository_id TEXT NOT NULL DEFAULT '',
                    path TEXT NOT NULL,
                    side TEXT NOT NULL DEFAULT 'new',
                    start_line INTEGER NOT NULL,
                    end_line INTEGER NOT NULL,
                    code TEXT NOT NULL DEFAULT '',
                    body TEXT NOT NULL,
                    created_at INTEGER NOT NULL,
                    sent_at INTEGER))"),
                QStringLiteral("CREATE INDEX review_comments_by_task ON review_comments (task_id, created_at)"),
            }};
}

// Shipping a task: the pull request made for it (one per task, the newest), shown on its card.
// Self-contained: one new table, nothing else changes.
Migration schemaPullRequests(int version)
{
    return {version,
            {
                QStringLiteral(R"(CREATE TABLE task_pull_requests (
                    task_id TEXT PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
                    number INTEGER NOT NULL,
                    url TEXT NOT NULL,
                    state TEXT NOT NULL DEFAULT 'open',
                    updated_at INTEGER NOT NULL))"),
            }};
}

// Prompts written while a turn runs, sent one by one as turns end; they go with their session.
Migration schemaQueuedPrompts(int version)
{
    return {version,
            {
                QStringLiteral(R"(CREATE TABLE queued_prompts (
                    id TEXT PRIMARY KEY,
                    session_id TEXT NOT NULL REFERENCES task_sessions(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    text TEXT NOT NULL,
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL))"),
                QStringLiteral("CREATE INDEX queued_prompts_by_session ON queued_prompts (session_id, position)"),
            }};
}

// Executor profiles of type "ssh": where each connects, beside its executor_profiles row (and
// gone with it). No secret here: keys stay in their files or the user's ssh-agent.
Migration schemaSshExecutors(int version)
{
    return {version,
            {
                QStringLiteral(R"(CREATE TABLE executor_ssh_hosts (
                    profile_id TEXT PRIMARY KEY REFERENCES executor_profiles(id) ON DELETE CASCADE,
                    host TEXT NOT NULL,
                    port INTEGER NOT NULL DEFAULT 22 CHECK (port BETWEEN 1 AND 65535),
                    user_name TEXT NOT NULL DEFAULT '',
                    identity_file TEXT NOT NULL DEFAULT '',
                    known_hosts_file TEXT NOT NULL DEFAULT '',
                    remote_dir TEXT NOT NULL DEFAULT ''))"),
            }};
}

// Built-in npm agents: the version a profile pins and whether it runs the agent through npx
// instead of the package Kandesk installed. Self-contained: two columns with defaults.
Migration schemaAgentVersions(int version)
{
    return {version,
            {
                QStringLiteral("ALTER TABLE agent_profiles ADD COLUMN agent_version TEXT NOT NULL DEFAULT ''"),
                QStringLiteral("ALTER TABLE agent_profiles ADD COLUMN run_with_npx INTEGER NOT NULL DEFAULT 0"),
            }};
}

// Deleting a task: its clean-up is marked durably first, so a launch of the task in this or
// another process sees it at registration and rolls back instead of registering.
Migration schemaTaskCleanup(int version)
{
    return {version,
            {
                QStringLiteral("ALTER TABLE tasks ADD COLUMN cleanup_started_at INTEGER NOT NULL DEFAULT 0"),
            }};
}

// MCP servers per agent profile: one JSON column (secret references only, never values).
Migration schemaMcpServers(int version)
{
    return {version,
            {
                QStringLiteral("ALTER TABLE agent_profiles ADD COLUMN mcp_servers TEXT NOT NULL DEFAULT '[]'"),
            }};
}

// Docker executors: how a profile of type docker runs its tasks (image or devcontainer, extra
// mounts as JSON, limits, network), beside its executor_profiles row.
Migration schemaDockerExecutors(int version)
{
    return {version,
            {
                QStringLiteral(R"(CREATE TABLE executor_docker (
                    profile_id TEXT PRIMARY KEY REFERENCES executor_profiles(id) ON DELETE CASCADE,
                    image TEXT NOT NULL DEFAULT '',
                    use_devcontainer INTEGER NOT NULL DEFAULT 0,
                    mounts TEXT NOT NULL DEFAULT '[]',
                    cpus REAL NOT NULL DEFAULT 0 CHECK (cpus >= 0),
                    memory_bytes INTEGER NOT NULL DEFAULT 0 CHECK (memory_bytes >= 0),
                    network TEXT NOT NULL DEFAULT 'auto'))"),
            }};
}

// The last preparation of each session (steps as JSON, with their output), so its Prepare tab shows
// it again after the window showed another task or Kandesk restarted.
Migration schemaSessionPrepares(int version)
{
    return {version,
            {
                QStringLiteral(R"(CREATE TABLE session_prepares (
                    session_id TEXT PRIMARY KEY REFERENCES task_sessions(id) ON DELETE CASCADE,
                    success INTEGER NOT NULL,
                    error_message TEXT NOT NULL DEFAULT '',
                    workspace_path TEXT NOT NULL DEFAULT '',
                    duration_ms INTEGER NOT NULL DEFAULT 0,
                    steps TEXT NOT NULL DEFAULT '[]',
                    finished_at INTEGER NOT NULL))"),
            }};
}

// Whether a session's agent waits on the user's answer to a permission request: the board's "Needs
// input", the same in every process over the home.
Migration schemaAwaitingPermission(int version)
{
    return {version,
            {
                QStringLiteral("ALTER TABLE task_sessions ADD COLUMN awaiting_permission INTEGER NOT NULL DEFAULT 0"),
            }};
}

// Workflows as kandev has them: each step's colour, prompt, agent profile and triggers. Today's fixed
// board becomes data: the step that starts the agent (In Progress) starts it on entering and moves
// the task on to the next step (Review) when a turn completes; every other step sends the task back
// to it when a turn starts.
Migration schemaWorkflowSteps(int version)
{
    const QString startOf = QStringLiteral(
        "(SELECT a.id FROM workflow_steps a WHERE a.workflow_id = s.workflow_id AND a.auto_start_agent = 1 "
        "ORDER BY a.position LIMIT 1)");
    const QString nextOf = QStringLiteral(
        "(SELECT n.id FROM workflow_steps n WHERE n.workflow_id = s.workflow_id AND n.position > s.position "
        "ORDER BY n.position LIMIT 1)");
    const QString moveTo = QStringLiteral(
        "json_array(json_object('type', 'move_to_step', 'config', json_object('step_id', %1)))");
    QStringList statements;
    for (const char *column : {"description", "prompt", "agent_profile_id"})
        statements.append(QStringLiteral("ALTER TABLE workflows ADD COLUMN %1 TEXT NOT NULL DEFAULT ''").arg(QLatin1String(column)));
    for (const char *column : {"agent_profile", "extra"})
        statements.append(QStringLiteral("ALTER TABLE workflows ADD COLUMN %1 TEXT NOT NULL DEFAULT '{}'").arg(QLatin1String(column)));
    for (const char *column : {"color", "prompt", "agent_profile_id"})
        statements.append(QStringLiteral("ALTER TABLE workflow_steps ADD COLUMN %1 TEXT NOT NULL DEFAULT ''").arg(QLatin1String(column)));
    for (const char *column : {"agent_profile", "events", "extra"})
        statements.append(QStringLiteral("ALTER TABLE workflow_steps ADD COLUMN %1 TEXT NOT NULL DEFAULT '{}'").arg(QLatin1String(column)));
    for (const char *column : {"is_start_step", "show_in_command_panel", "auto_archive_after_hours"})
        statements.append(QStringLiteral("ALTER TABLE workflow_steps ADD COLUMN %1 INTEGER NOT NULL DEFAULT 0").arg(QLatin1String(column)));
    statements.append(QStringLiteral("ALTER TABLE workflow_steps ADD COLUMN allow_manual_move INTEGER NOT NULL DEFAULT 1"));
    statements.append(QStringLiteral(
        "UPDATE workflow_steps SET is_start_step = auto_start_agent, show_in_command_panel = auto_start_agent, "
        "color = CASE position WHEN 0 THEN 'bg-neutral-400' WHEN 1 THEN 'bg-blue-500' WHEN 2 THEN 'bg-yellow-500' "
        "ELSE 'bg-green-500' END"));
    statements.append(QStringLiteral(
        "UPDATE workflow_steps SET events = json_object('on_enter', json_array(json_object('type', 'auto_start_agent'))) "
        "WHERE auto_start_agent = 1"));
    statements.append(QStringLiteral("UPDATE workflow_steps AS s SET events = json_set(events, '$.on_turn_complete', %1) "
                                     "WHERE s.auto_start_agent = 1 AND %2 IS NOT NULL")
                          .arg(moveTo.arg(nextOf), nextOf));
    statements.append(QStringLiteral("UPDATE workflow_steps AS s SET events = json_object('on_turn_start', %1) "
                                     "WHERE s.auto_start_agent = 0 AND %2 IS NOT NULL")
                          .arg(moveTo.arg(startOf), startOf));
    // Whether a step starts the agent is read from its triggers from here on.
    statements.append(QStringLiteral("ALTER TABLE workflow_steps DROP COLUMN auto_start_agent"));
    return {version, statements};
}

// Tasks that wait: for other tasks to be Done (task_dependencies), as subtasks of a parent, and in
// their step's queue when the step's limit of agents at work (wip_limit) is reached; and since when
// a task is in its step (for auto-archive).
Migration schemaTaskWaits(int version)
{
    return {version,
            {
                QStringLiteral(R"(CREATE TABLE task_dependencies (
                    task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
                    depends_on_task_id TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
                    PRIMARY KEY (task_id, depends_on_task_id)))"),
                QStringLiteral("CREATE INDEX idx_task_dependencies_on ON task_dependencies(depends_on_task_id)"),
                QStringLiteral("ALTER TABLE tasks ADD COLUMN parent_task_id TEXT REFERENCES tasks(id) ON DELETE SET NULL"),
                QStringLiteral("ALTER TABLE tasks ADD COLUMN queued_at INTEGER"),
                QStringLiteral("ALTER TABLE workflow_steps ADD COLUMN wip_limit INTEGER NOT NULL DEFAULT 0"),
                // Since when a task is in its step: a step's auto_archive_after_hours counts from it.
                QStringLiteral("ALTER TABLE tasks ADD COLUMN step_entered_at INTEGER"),
                QStringLiteral("UPDATE tasks SET step_entered_at = updated_at"),
            }};
}

// A move whose steps' actions are left to another Kandesk (`kandesk task move` without --run leaves
// them to the window): the step the task left, until a Kandesk with a workflow engine claims them.
Migration schemaStepActionsDue(int version)
{
    return {version, {QStringLiteral("ALTER TABLE tasks ADD COLUMN step_actions_due_from TEXT")}};
}

// Attempts of a task (best of N): each a task of its own, numbered among the task's attempts. The
// one kept hands its work to the task and goes; its row stays, with when it was kept.
Migration schemaTaskAttempts(int version)
{
    return {version,
            {
                QStringLiteral(R"(CREATE TABLE task_attempts (
                    task_id TEXT PRIMARY KEY,
                    attempt_of TEXT NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
                    number INTEGER NOT NULL,
                    prompt TEXT NOT NULL DEFAULT '',
                    created_at INTEGER NOT NULL,
                    kept_at INTEGER,
                    UNIQUE (attempt_of, number)))"),
            }};
}

// What merging two commits of a repository would conflict on (application/conflicts/): a commit
// pair is probed once, whoever asks (the window's radar, the command line); pairs no branch is at
// any more are forgotten at the next scan.
Migration schemaMergeProbes(int version)
{
    return {version,
            {
                QStringLiteral(R"(CREATE TABLE merge_probes (
                    repository_path TEXT NOT NULL,
                    ours TEXT NOT NULL,
                    theirs TEXT NOT NULL,
                    conflicts TEXT NOT NULL,
                    probed_at INTEGER NOT NULL,
                    PRIMARY KEY (repository_path, ours, theirs)))"),
            }};
}

// A pull request's checks as last read from GitHub, summed up for its task's card.
Migration schemaPullRequestChecks(int version)
{
    return {version,
            {
                QStringLiteral("ALTER TABLE task_pull_requests ADD COLUMN checks_state TEXT NOT NULL DEFAULT ''"),
                QStringLiteral("ALTER TABLE task_pull_requests ADD COLUMN checks_summary TEXT NOT NULL DEFAULT ''"),
            }};
}

// Review comments written on the pull request (GitHub) beside Kandesk's own: who wrote them, where
// they live there, and when Kandesk answered them.
Migration schemaRemoteReviewComments(int version)
{
    return {version,
            {
                QStringLiteral("ALTER TABLE review_comments ADD COLUMN origin TEXT NOT NULL DEFAULT ''"),
                QStringLiteral("ALTER TABLE review_comments ADD COLUMN remote_id TEXT NOT NULL DEFAULT ''"),
                QStringLiteral("ALTER TABLE review_comments ADD COLUMN author TEXT NOT NULL DEFAULT ''"),
                QStringLiteral("ALTER TABLE review_comments ADD COLUMN url TEXT NOT NULL DEFAULT ''"),
                QStringLiteral("ALTER TABLE review_comments ADD COLUMN replied_at INTEGER"),
                QStringLiteral("CREATE UNIQUE INDEX review_comments_by_remote ON review_comments (task_id, origin, remote_id) "
                               "WHERE remote_id != ''"),
            }};
}

// Issue trackers a workspace is connected to (credentials stay in the vault: only their secrets'
// names are here), the tasks made from their issues (an issue makes one task), and the issues
// dismissed from a connection's Inbox.
Migration schemaIssueTrackers(int version)
{
    return {version,
            {
                QStringLiteral(R"(CREATE TABLE integrations (
                    id TEXT PRIMARY KEY,
                    workspace_id TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    name TEXT NOT NULL,
                    site TEXT NOT NULL DEFAULT '',
                    token_secret TEXT NOT NULL,
                    user_secret TEXT NOT NULL DEFAULT '',
                    comment_on_land INTEGER NOT NULL DEFAULT 1,
                    close_on_land INTEGER NOT NULL DEFAULT 0,
                    close_state TEXT NOT NULL DEFAULT '',
                    inbox_query TEXT NOT NULL DEFAULT '',
                    created_at INTEGER NOT NULL))"),
                QStringLiteral(R"(CREATE TABLE task_issues (
                    task_id TEXT PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
                    issue_ref TEXT NOT NULL,
                    site TEXT NOT NULL DEFAULT '',
                    integration_id TEXT REFERENCES integrations(id) ON DELETE SET NULL,
                    url TEXT NOT NULL,
                    title TEXT NOT NULL,
                    landed_at INTEGER))"),
                QStringLiteral("CREATE UNIQUE INDEX task_issues_by_issue ON task_issues (site, issue_ref)"),
                QStringLiteral(R"(CREATE TABLE inbox_dismissed (
                    integration_id TEXT NOT NULL REFERENCES integrations(id) ON DELETE CASCADE,
                    issue_ref TEXT NOT NULL,
                    dismissed_at INTEGER NOT NULL,
                    PRIMARY KEY (integration_id, issue_ref)))"),
            }};
}

} // namespace

const QList<Migration> &schemaMigrations()
{
    static const QList<Migration> migrations{schemaV1(), schemaV2(), schemaV3(), schemaV4(), schemaPullRequests(5),
                                                  schemaQueuedPrompts(6), schemaSshExecutors(7), schemaAgentVersions(8),
                                                  schemaTaskCleanup(9), schemaMcpServers(10), schemaDockerExecutors(11),
                                                  schemaSessionPrepares(12), schemaAwaitingPermission(13),
                                                  schemaWorkflowSteps(14), schemaTaskWaits(15),
                                                  schemaStepActionsDue(16), schemaTaskAttempts(17),
                                                  schemaMergeProbes(18), schemaPullRequestChecks(19),
                                                  schemaRemoteReviewComments(20), schemaIssueTrackers(21)};
    return migrations;
}

int latestSchemaVersion()
{
    return schemaMigrations().constLast().version;
}

} // namespace kandesk
