// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "queuedprompts.h"

#include "application/stores.h"
#include "models/stores/queuedpromptstore.h"

namespace kandesk {

Expected<QueuedPrompt> QueuedPrompts::add(const QString &sessionId, const QString &text)
{
    return m_stores.queuedPrompts().add(sessionId, text);
}

Expected<std::optional<QueuedPrompt>> QueuedPrompts::takeFirst(const QString &sessionId)
{
    return m_stores.queuedPrompts().take(sessionId);
}

Status QueuedPrompts::putBack(const QueuedPrompt &prompt)
{
    return m_stores.queuedPrompts().putBack(prompt);
}

} // namespace kandesk
