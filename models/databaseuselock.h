// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <memory>

namespace kandesk {

// Who has a home's database open. Every Database that opens a file holds a shared lock on
// "<database>.lock" until it goes; replacing the database (restoring a backup) takes the lock
// exclusively, so it never happens under a running Kandesk, a window or a command, and a Kandesk
// that starts meanwhile waits for the restore to end. The lock file is never inherited by the
// processes Kandesk starts (agentctl, agents): they would keep it held after Kandesk ended.
class DatabaseUseLock final
{
public:
    enum class Kind { Shared, Exclusive };

    // Shared: waits up to timeoutMs (polling with backoff) while a restore holds it. Exclusive:
    // fails at once when any other holder has it; the error says a Kandesk uses the database.
    static Expected<std::unique_ptr<DatabaseUseLock>> take(const QString &databasePath, Kind kind, int timeoutMs = 30000);
    static QString lockFilePath(const QString &databasePath);

    ~DatabaseUseLock();
    DatabaseUseLock(const DatabaseUseLock &) = delete;
    DatabaseUseLock &operator=(const DatabaseUseLock &) = delete;

private:
    explicit DatabaseUseLock(int descriptor) : m_descriptor(descriptor) {}
    int m_descriptor = -1;
};

} // namespace kandesk
