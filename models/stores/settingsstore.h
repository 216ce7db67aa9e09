// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

namespace kandesk {

class Database;

// The agent profile the user last started a task or a chat with: New Task and Quick Chat preselect it.
inline const QString kLastAgentProfileKey = QStringLiteral("agent_profile/last_used");

// Application settings as text values by key (theme, last workspace, …). Safe from any thread.
class SettingsStore final
{
public:
    explicit SettingsStore(Database &database) : m_database(database) {}

    // The stored value, or fallback when the key was never set.
    Expected<QString> value(const QString &key, const QString &fallback = {}) const;
    Status setValue(const QString &key, const QString &value);
    Status remove(const QString &key);

private:
    Database &m_database;
};

} // namespace kandesk
