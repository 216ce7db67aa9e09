// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QProcessEnvironment>

#include <memory>

class QObject;
class QProcess;

namespace kandesk {

class EventLoopThread;

// Whether a process with this id exists on this machine (one of another user counts too).
bool processRuns(qint64 pid);

struct SpawnedAgentctl {
    qint64 pid = 0;
    quint16 port = 0;
};

// Starts and stops agentctl processes from one long-lived thread, at the app's priority; each
// moves itself and its agent to agentProcessNice() (agentpriority.h) once the agent's start is
// over (agentctl/agentpriority.h). agentctl dies with the thread
// that started it (PR_SET_PDEATHSIG), so the short-lived threads of a pool must never fork it;
// this host's thread lives as long as the host, and the host as long as the app.
// The blocking calls are for pool threads, never the GUI thread.
class AgentctlProcessHost final
{
public:
    AgentctlProcessHost();
    // Stops every agentctl still running (each ends its agents first).
    ~AgentctlProcessHost();
    AgentctlProcessHost(const AgentctlProcessHost &) = delete;
    AgentctlProcessHost &operator=(const AgentctlProcessHost &) = delete;

    // Starts program on a free loopback port and waits for it to say which. Its standard error
    // goes to logPath (appended).
    Expected<SpawnedAgentctl> spawn(const QString &program, const QProcessEnvironment &environment,
                                   const QString &logPath, int timeoutMs = 10'000);

    // SIGTERM, then SIGKILL after graceMs; waits until the process is gone. An agentctl this host did
    // not start (taken back after a restart) is signalled directly.
    Status stop(qint64 pid, int graceMs = 2'000);

    int runningCount() const;

private:
    void forget(QProcess *process);
    static Status stopForeign(qint64 pid, int graceMs);

    struct State;
    std::shared_ptr<State> m_state;
    std::unique_ptr<EventLoopThread> m_thread;
    QObject *m_context = nullptr; // m_thread's; parent of the QProcess objects
};

} // namespace kandesk
