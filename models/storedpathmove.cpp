// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "storedpathmove.h"

#include "database.h"
#include "sqlhelpers.h"

namespace kandesk {

namespace {

// Columns that hold one path.
constexpr std::pair<const char *, const char *> kPathColumns[] = {
    {"task_sessions", "workspace_path"},
    {"executors_running", "workspace_path"},
    {"session_prepares", "workspace_path"},
};

// JSON text whose strings may hold paths.
constexpr std::pair<const char *, const char *> kJsonColumns[] = {
    {"executors_running", "metadata"},
    {"session_prepares", "steps"},
    {"messages", "payload"},
};

} // namespace

Expected<int> moveStoredPaths(Database &database, const QString &from, const QString &to)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction transaction(*db);
    if (const Status begun = transaction.begin(); !begun)
        return Error{begun.error()};
    int changed = 0;
    for (const auto &[table, column] : kPathColumns) {
        const QString statement = QStringLiteral("UPDATE %1 SET %2 = ? || substr(%2, length(?) + 1) "
                                                 "WHERE %2 = ? OR substr(%2, 1, length(?) + 1) = ? || '/'")
                                      .arg(QLatin1String(table), QLatin1String(column));
        auto query = sql::run(*db, statement, {to, from, from, from, from});
        if (!query)
            return Error{query.error()};
        changed += sql::changedRows(*query);
    }
    // Inside JSON a path is a whole string ("…") or begins one and goes on with a slash.
    const QString quote = QStringLiteral("\"");
    for (const auto &[table, column] : kJsonColumns) {
        const QString statement = QStringLiteral("UPDATE %1 SET %2 = replace(replace(%2, ? || '/', ? || '/'), ?, ?) "
                                                 "WHERE instr(%2, ?) > 0")
                                      .arg(QLatin1String(table), QLatin1String(column));
        auto query = sql::run(*db, statement, {from, to, QString(quote + from + quote), QString(quote + to + quote), from});
        if (!query)
            return Error{query.error()};
        changed += sql::changedRows(*query);
    }
    if (const Status committed = transaction.commit(); !committed)
        return Error{committed.error()};
    return changed;
}

} // namespace kandesk
