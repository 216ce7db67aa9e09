// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "deletedrows.h"

#include "models/database.h"
#include "models/sqlhelpers.h"

#include <QCoreApplication>
#include <QSqlRecord>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "DeletedRowsWords".
struct DeletedRowsWords {
    Q_DECLARE_TR_FUNCTIONS(DeletedRowsWords)
};


// Names in SQL text come from the schema (sqlite_master, PRAGMA), never from a user.
QString quotedName(const QString &name)
{
    return QLatin1Char('"') + QString(name).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

struct ForeignKey {
    QString table;  // the referencing table
    QString from;   // its column
    QString to;     // the referenced column
    QString onDelete;
};

Expected<QList<ForeignKey>> foreignKeysTo(const QSqlDatabase &db, const QString &table)
{
    auto tables = sql::run(db, QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"));
    if (!tables)
        return Error{tables.error()};
    QStringList names;
    while (tables->next())
        names.append(tables->value(0).toString());
    QList<ForeignKey> keys;
    for (const QString &name : std::as_const(names)) {
        auto list = sql::run(db, QStringLiteral("SELECT \"table\", \"from\", \"to\", on_delete FROM pragma_foreign_key_list(?)"), {name});
        if (!list)
            return Error{list.error()};
        while (list->next()) {
            if (list->value(0).toString() == table)
                keys.append({name, list->value(1).toString(), list->value(2).toString(), list->value(3).toString()});
        }
    }
    return keys;
}

class Collector
{
public:
    explicit Collector(const QSqlDatabase &db)
        : m_db(db)
    {
    }

    // The rows of table where column = value, and what deleting them would do to other rows.
    Status collect(const QString &table, const QString &column, const QVariant &value, int depth)
    {
        if (depth > 4)
            return Error{DeletedRowsWords::tr("the rows referring to %1 nest too deep to keep").arg(table)};
        auto rows = sql::run(m_db, QStringLiteral("SELECT * FROM %1 WHERE %2 = ?").arg(quotedName(table), quotedName(column)), {value});
        if (!rows)
            return Error{rows.error()};
        QList<DeletedRows::Row> found;
        while (rows->next()) {
            const QSqlRecord record = rows->record();
            DeletedRows::Row row{table, {}, {}};
            for (int i = 0; i < record.count(); ++i) {
                row.columns.append(record.fieldName(i));
                row.values.append(record.value(i));
            }
            found.append(row);
        }
        if (found.isEmpty())
            return {};
        auto keys = foreignKeysTo(m_db, table);
        if (!keys)
            return Error{keys.error()};
        for (const DeletedRows::Row &row : std::as_const(found)) {
            m_deleted.rows.append(row);
            for (const ForeignKey &key : std::as_const(*keys)) {
                const QVariant referenced = row.values.value(row.columns.indexOf(key.to));
                if (key.onDelete.compare(QLatin1String("CASCADE"), Qt::CaseInsensitive) == 0) {
                    if (Status s = collect(key.table, key.from, referenced, depth + 1); !s)
                        return s;
                } else if (key.onDelete.compare(QLatin1String("SET NULL"), Qt::CaseInsensitive) == 0) {
                    if (Status s = collectCleared(key, referenced); !s)
                        return s;
                }
            }
        }
        return {};
    }

    DeletedRows take() { return std::move(m_deleted); }

private:
    Status collectCleared(const ForeignKey &key, const QVariant &value)
    {
        auto rows = sql::run(m_db, QStringLiteral("SELECT rowid FROM %1 WHERE %2 = ?").arg(quotedName(key.table), quotedName(key.from)), {value});
        if (!rows)
            return Error{rows.error()};
        DeletedRows::ClearedReference cleared{key.table, key.from, value, {}};
        while (rows->next())
            cleared.rowIds.append(rows->value(0).toLongLong());
        if (!cleared.rowIds.isEmpty())
            m_deleted.cleared.append(cleared);
        return {};
    }

    QSqlDatabase m_db;
    DeletedRows m_deleted;
};

Status insertRow(const QSqlDatabase &db, const DeletedRows::Row &row)
{
    QStringList columns;
    for (const QString &column : row.columns)
        columns.append(quotedName(column));
    const QString marks = QStringLiteral("?, ").repeated(row.columns.size()).chopped(2);
    return sql::exec(db, QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(quotedName(row.table), columns.join(QStringLiteral(", ")), marks),
                     row.values);
}

} // namespace

Expected<DeletedRows> deleteRowKeepingCopy(Database &database, const QString &table, const QString &id)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction tx(*db);
    if (Status s = tx.begin(); !s)
        return Error{s.error()};
    Collector collector(*db);
    if (Status s = collector.collect(table, QStringLiteral("id"), id, 0); !s)
        return Error{s.error()};
    DeletedRows deleted = collector.take();
    if (deleted.rows.isEmpty())
        return Error{DeletedRowsWords::tr("nothing to delete: no row %1 in %2").arg(id, table)};
    if (Status s = sql::exec(*db, QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(quotedName(table)), {id}); !s)
        return Error{s.error()};
    if (Status s = tx.commit(); !s)
        return Error{s.error()};
    return deleted;
}

Status restoreDeletedRows(Database &database, const DeletedRows &deleted)
{
    if (deleted.rows.isEmpty())
        return Error{DeletedRowsWords::tr("nothing to restore")};
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    sql::Transaction tx(*db);
    if (Status s = tx.begin(); !s)
        return s;
    if (Status s = insertRow(*db, deleted.rows.constFirst()); !s)
        return s;
    // A failed statement is undone by SQLite on its own; the transaction goes on.
    for (qsizetype i = 1; i < deleted.rows.size(); ++i)
        (void)insertRow(*db, deleted.rows.at(i));
    for (const DeletedRows::ClearedReference &cleared : deleted.cleared) {
        for (const qint64 rowId : cleared.rowIds) {
            (void)sql::exec(*db, QStringLiteral("UPDATE %1 SET %2 = ? WHERE rowid = ? AND %2 IS NULL").arg(quotedName(cleared.table), quotedName(cleared.column)),
                            {cleared.value, rowId});
        }
    }
    return tx.commit();
}

} // namespace kandesk
