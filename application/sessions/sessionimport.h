// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/sessions/profileagentcalls.h"
#include "models/expected.h"
#include "models/types.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;
class TaskRunner;

// A session the user started in the agent's own CLI (or another client), to be continued in Kandesk.
struct SessionToImport {
    QString profileId;      // the agent profile whose agent keeps it
    // As the agent listed it: its id, folder and title. With its id alone, the agent's list is
    // asked for the rest (a session it does not list is refused, nothing made).
    AgentSessionEntry session;
    QString workspaceId;    // the board it lands on; empty: the first
};

struct ImportedSession {
    Task task;
    QString sessionId;
    bool alreadyThere = false; // imported before: that task and session, nothing new made
    QString origin;            // said above its history: where it came from
};

// Brings an agent's session in as a task: the task runs where the session ran (its folder, as a
// repository of the workspace with the local executor when the folder is a repository's own
// checkout, else as a folder task), its session row keeps the agent's session id, and the agent
// is started on it with its history replayed into the transcript (ACP session/load). The future
// yields once the history is in and the agent waits for the next prompt; a session imported
// before yields its task and session again. The work runs on the service's own thread; a task
// made whose agent then could not take the session up is kept (its session failed, with why).
class SessionImport final
{
public:
    SessionImport(Stores &stores, TaskRunner &runner, ProfileAgentCalls &agentCalls);
    ~SessionImport(); // waits for the imports under way
    SessionImport(const SessionImport &) = delete;
    SessionImport &operator=(const SessionImport &) = delete;

    QFuture<Expected<ImportedSession>> import(const SessionToImport &wanted);

    // import() in two halves, for a window that shows the session before its history arrives:
    // the task and session made (or found), nothing started; then the agent started on it with its
    // history replayed, yielding the session id once it waits for the next prompt (at once for one
    // brought in before).
    QFuture<Expected<ImportedSession>> bringIn(const SessionToImport &wanted);
    QFuture<Expected<QString>> loadHistory(const ImportedSession &imported);

private:
    Stores &m_stores;
    TaskRunner &m_runner;
    ProfileAgentCalls &m_agentCalls;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
