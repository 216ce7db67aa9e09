// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/agentctl/agentctlprocesshost.h"

#include <QString>

#include <functional>
#include <optional>

class QThreadPool;

namespace kandesk {

// An agentctl that listens, is healthy and has traded its bootstrap nonce for a token.
struct StartedAgentctl {
    SpawnedAgentctl process;
    QString token;
    QString nonce;
    QString logPath;
};

// One agentctl started ahead of need, so that a launch adopts a ready process instead of waiting for
// one to start. It is kept while instances of its backend run: once an instance's agent has
// started (so that the warm-up never takes a core from a start), a spare warms on a thread of its
// own; a launch takes it (none while it still warms) and the next one warms after that launch's
// start. When the last instance stops, the spare stops too, so an idle Kandesk runs no agentctl.
// All calls are thread-safe and may block briefly (a stop); never call them on the GUI thread.
class SpareAgentctl final
{
public:
    using Start = std::function<Expected<StartedAgentctl>()>;
    using Stop = std::function<void(const StartedAgentctl &)>;

    SpareAgentctl(Start start, Stop stop);
    // Retires the spare.
    ~SpareAgentctl();
    SpareAgentctl(const SpareAgentctl &) = delete;
    SpareAgentctl &operator=(const SpareAgentctl &) = delete;

    // The ready spare, now the caller's; none while none is ready.
    std::optional<StartedAgentctl> take();
    // An instance (its agentctl's pid) now runs.
    void instanceCreated(qint64 pid);
    // Warms a spare unless one is ready or warming, or no instance runs.
    void refill();
    // An instance stopped; the last one retires the spare.
    void instanceStopped(qint64 pid);
    // Waits for a warm-up under way and stops the spare.
    void retire();

    // The ready spare's process id; 0 while none is ready.
    qint64 readyPid() const;

private:
    struct State;
    std::shared_ptr<State> m_state;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
