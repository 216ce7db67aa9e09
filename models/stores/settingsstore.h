// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/queries/settingsqueries.h"

#include <QString>

namespace kandesk {

class Database;

// Application settings as text values by key (theme, last workspace, …). Safe from any thread.
class SettingsStore final : public SettingsQueries
{
public:
    explicit SettingsStore(Database &database) : m_database(database) {}

    Expected<QString> value(const QString &key, const QString &fallback = {}) const override;
    Status setValue(const QString &key, const QString &value);
    Status remove(const QString &key);

private:
    Database &m_database;
};

} // namespace kandesk
