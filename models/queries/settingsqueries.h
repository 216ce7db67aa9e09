// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

namespace kandesk {

// The agent profile the user last started a task or a chat with: New Task and Quick Chat preselect it.
inline const QString kLastAgentProfileKey = QStringLiteral("agent_profile/last_used");

// Reading application settings, text values by key (SettingsStore implements it).
class SettingsQueries
{
public:
    virtual ~SettingsQueries() = default;

    // The stored value, or fallback when the key was never set.
    virtual Expected<QString> value(const QString &key, const QString &fallback = {}) const = 0;
};

} // namespace kandesk
