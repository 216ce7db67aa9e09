// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/queuedpromptqueries.h"

#include <optional>

namespace kandesk {

class Stores;

// A session's queue of prompts changed from a process that does not run the session
// (`kandesk task queue`, `kandesk task resume` with nothing to say): one short write each, on the
// caller's thread. The process that runs it sends them (PromptQueue, promptqueue.h).
class QueuedPrompts final
{
public:
    explicit QueuedPrompts(Stores &stores) : m_stores(stores) {}

    // Appends text (refused when blank) to the session's queue; yields it as stored.
    Expected<QueuedPrompt> add(const QString &sessionId, const QString &text);
    // Removes and yields the first prompt of the queue (nothing when it is empty).
    Expected<std::optional<QueuedPrompt>> takeFirst(const QString &sessionId);
    // Puts a prompt that could not be sent back at the front of its session's queue.
    Status putBack(const QueuedPrompt &prompt);

private:
    Stores &m_stores;
};

} // namespace kandesk
