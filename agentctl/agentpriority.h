// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <sys/types.h>

class QTimer;

namespace kandesk::agentctl {

// An agent's priority. It starts at agentctl's own (the app's): its start is the part of a turn the
// user sits and waits for, and at the agents' lower priority beside a busy machine it took many
// times as long (README: first_token, agent_under_load). Its first word (a message, reasoning or a
// tool call), the end of its first turn, or the hold after its start, whichever comes first, moves
// its process group and agentctl's own threads to the nice value of AGENTCTL_AGENT_NICE, where they
// then yield to the user's build; later agents of this agentctl start there. Without that variable
// (an agentctl on another host) priorities are left alone. Only ever lowers: an unprivileged process
// cannot take it back.
class AgentPriority final : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultHoldMs = 10'000; // AGENTCTL_AGENT_PRIORITY_HOLD_MS sets another

    explicit AgentPriority(QObject *parent = nullptr);

    void agentStarted(pid_t processGroup);
    // The agent spoke or its turn ended: its start is over.
    void startEnded();
    void agentExited();

private:
    void lower(const char *why);

    QTimer *m_hold;
    pid_t m_group = 0;
};

} // namespace kandesk::agentctl
