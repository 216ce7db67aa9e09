// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/: small helpers the stores share. Not for other rooms.

#include "models/expected.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariantList>

namespace kandesk::sql {

// Prepares, binds positionally and runs one statement.
Expected<QSqlQuery> run(const QSqlDatabase &db, const QString &statement, const QVariantList &values = {});
// Same, for statements whose result rows do not matter.
Status exec(const QSqlDatabase &db, const QString &statement, const QVariantList &values = {});
// How many rows the last run() of a write statement changed.
int changedRows(QSqlQuery &query);

// An error that names what failed and SQLite's reason: sentence is a whole, translated sentence
// whose %1 is subject (a statement, a session id) and %2 SQLite's own text.
Error queryError(const QSqlQuery &query, const QString &sentence, const QString &subject);

// A transaction on one connection that rolls back unless committed.
class Transaction final
{
public:
    explicit Transaction(QSqlDatabase db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    Status begin();
    Status commit();

private:
    QSqlDatabase m_db;
    bool m_open = false;
};

// Runs insert(db, item) for each item in one transaction: every item is stored or none is.
template<typename Item, typename Insert>
Status insertEach(const QSqlDatabase &db, QList<Item> &items, Insert insert)
{
    Transaction tx(db);
    if (auto s = tx.begin(); !s)
        return s;
    for (Item &item : items) {
        if (auto s = insert(db, item); !s)
            return s;
    }
    return tx.commit();
}

// Timestamps are stored as Unix milliseconds (UTC).
qint64 toStored(const QDateTime &time);
QDateTime fromStored(const QVariant &value);
qint64 nowStored();

// A value as it should be bound: a null QString becomes '' (Qt binds it as NULL otherwise);
// a QVariant that is null itself (see nullIfEmpty) stays NULL.
QVariant bindable(const QVariant &value);

// NULL for an empty string, so optional references stay NULL in the database.
QVariant nullIfEmpty(const QString &value);

QString newId();

} // namespace kandesk::sql
