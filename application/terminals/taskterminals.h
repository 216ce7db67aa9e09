// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QProcessEnvironment>

#include <memory>

class QThreadPool;

namespace kandesk {

class AgentRegistry;
class EventLoopThread;
class Stores;
class TaskRunner;
class Terminal;

// The terminals of tasks: a shell in a task's workspace, several per task, each reading its
// program's output on this service's io thread. A task's terminals end (their whole sessions) when
// one of its sessions is stopped, when this service goes, and one by one when the front end removes them.
class TaskTerminals final : public QObject
{
    Q_OBJECT
public:
    // runner: where session stops come from (may be null: the terminals then end only when asked);
    // agents: the agents whose own CLI openAgentCli runs (may be null: none).
    TaskTerminals(Stores &stores, TaskRunner *runner, const AgentRegistry *agents = nullptr, QObject *parent = nullptr);
    ~TaskTerminals() override;

    // The user's shell ($SHELL, else bash, else sh) in the task's workspace, sized rows × columns.
    // Fails, in words, when the task has no workspace on this machine yet.
    QFuture<Expected<Terminal *>> openShell(const QString &taskId, int rows = 24, int columns = 80);
    // The task's agent's own terminal UI (agentcli.h) in the task's workspace on this machine, with
    // its profile's environment and secrets: for what its ACP adapter lacks. Its changes are the
    // worktree's, so Review shows them as the session's.
    QFuture<Expected<Terminal *>> openAgentCli(const QString &taskId, int rows = 24, int columns = 80);
    // An agent's terminal sign-in (ACP's terminal auth method: the agent's own command again with
    // the method's arguments) in the task's workspace on this machine; signInSucceeded when it
    // exits 0. Fails, in words, when the task's session runs elsewhere.
    QFuture<Expected<Terminal *>> openSignIn(const QString &taskId, const QStringList &argv, int rows = 24, int columns = 80);
    QList<Terminal *> terminals(const QString &taskId) const { return m_terminals.value(taskId); }
    // Ends the terminal's program and forgets it.
    void remove(Terminal *terminal);
    // How many lines of scrollback terminals keep (10,000 unless the user chose), remembered in the
    // home's settings; a change applies to the open terminals too.
    int scrollbackLines() const;
    Status setScrollbackLines(int lines);
    void closeAll(const QString &taskId, const QString &reason);

    // Where a task's terminals open: its latest session's workspace where that folder is here, else
    // the task's first worktree. Blocking: pool threads and the command line.
    static Expected<QString> workspaceOf(const Stores &stores, const QString &taskId);
    // What a task's terminal runs: a shell in its running session's workspace on the SSH host
    // (`ssh -tt` through the session's control connection) or in its container (`docker exec
    // -it`), else the user's shell here in workspaceOf(). Blocking: pool threads.
    struct ShellPlan {
        QStringList argv;
        QString localFolder; // where argv starts on this machine
        QString shownFolder; // where the shell is, as its host names it
        QString name;
        QStringList cleanup; // run when the terminal ends (a container's shell is not ended by its client)
        QProcessEnvironment environment; // empty: this process's, with KANDESK_TASK_ID
    };
    static Expected<ShellPlan> shellPlan(const Stores &stores, const QString &taskId);
    static Expected<ShellPlan> agentCliPlan(Stores &stores, const AgentRegistry &agents, const QString &taskId);
    // The shell and environment a task's terminal runs with (this process's, and KANDESK_TASK_ID).
    static QStringList shellCommand(const QProcessEnvironment &environment);
    static QProcessEnvironment shellEnvironment(const QString &taskId);
    // `kandesk task shell`: this process becomes the task's shell (shellPlan: on the SSH host or in
    // the container where its session runs), in the user's terminal. Returns only when it could
    // not, saying why.
    static QString execShell(const Stores &stores, const QString &taskId);

Q_SIGNALS:
    void opened(const QString &taskId, kandesk::Terminal *terminal);
    // A sign-in opened with openSignIn exited 0: the task's agent can start now.
    void signInSucceeded(const QString &taskId);

private:
    QFuture<Expected<Terminal *>> open(const QString &taskId, int rows, int columns, QFuture<Expected<ShellPlan>> plan);
    void runCleanup(Terminal *terminal);

    Stores &m_stores;
    const AgentRegistry *m_agents = nullptr;
    std::unique_ptr<QThreadPool> m_pool;
    std::unique_ptr<EventLoopThread> m_io;
    QHash<QString, QList<Terminal *>> m_terminals;
    QHash<Terminal *, QStringList> m_cleanups; // those not run yet
};

} // namespace kandesk
