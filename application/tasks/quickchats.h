// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

class Stores;

// What a quick chat (an ephemeral task) does besides chatting: stay alive while in use, and become
// a board task. One short write each, on the caller's thread.
class QuickChats final
{
public:
    explicit QuickChats(Stores &stores) : m_stores(stores) {}

    // Marks activity, so the sweep of idle chats leaves it.
    Status touch(const QString &taskId);
    // The chat becomes a task on its workspace's board, waiting for review like a task whose turn
    // ended. Yields it as stored.
    Expected<Task> makeTask(const QString &taskId);

private:
    Stores &m_stores;
};

} // namespace kandesk
