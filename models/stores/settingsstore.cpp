// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsstore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"

namespace kandesk {

Expected<QString> SettingsStore::value(const QString &key, const QString &fallback) const
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT value FROM settings WHERE key = ?"), {key});
    if (!q)
        return Error{q.error()};
    return q->next() ? q->value(0).toString() : fallback;
}

Status SettingsStore::setValue(const QString &key, const QString &value)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db,
                     QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?) "
                                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                     {key, value});
}

Status SettingsStore::remove(const QString &key)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db, QStringLiteral("DELETE FROM settings WHERE key = ?"), {key});
}

} // namespace kandesk
