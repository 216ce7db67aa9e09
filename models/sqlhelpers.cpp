// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sqlhelpers.h"

#include <QSqlError>
#include <QUuid>

namespace kandesk::sql {

Error queryError(const QSqlQuery &query, const QString &what)
{
    return Error{QStringLiteral("database error while %1: %2").arg(what, query.lastError().text())};
}

Expected<QSqlQuery> run(const QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        return queryError(query, QStringLiteral("preparing \"%1\"").arg(statement.simplified().left(60)));
    for (const QVariant &value : values)
        query.addBindValue(bindable(value));
    if (!query.exec())
        return queryError(query, QStringLiteral("running \"%1\"").arg(statement.simplified().left(60)));
    return query;
}

Status exec(const QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    auto query = run(db, statement, values);
    if (!query)
        return Error{query.error()};
    return {};
}

int changedRows(QSqlQuery &query)
{
    return query.numRowsAffected();
}

Transaction::Transaction(QSqlDatabase db)
    : m_db(std::move(db))
{
}

Transaction::~Transaction()
{
    if (m_open)
        m_db.rollback();
}

Status Transaction::begin()
{
    // IMMEDIATE takes the write lock up front, so two writers wait on the busy timeout instead of
    // failing with SQLITE_BUSY when a read transaction tries to upgrade.
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return queryError(query, QStringLiteral("starting a transaction"));
    m_open = true;
    return {};
}

Status Transaction::commit()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("COMMIT")))
        return queryError(query, QStringLiteral("committing"));
    m_open = false;
    return {};
}

qint64 toStored(const QDateTime &time)
{
    return time.isValid() ? time.toMSecsSinceEpoch() : 0;
}

QDateTime fromStored(const QVariant &value)
{
    if (value.isNull())
        return {};
    return QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

qint64 nowStored()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QVariant bindable(const QVariant &value)
{
    if (!value.isNull() && value.typeId() == QMetaType::QString && value.toString().isNull())
        return QVariant(QString(QLatin1String("")));
    return value;
}

QVariant nullIfEmpty(const QString &value)
{
    return value.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(value);
}

QString newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

} // namespace kandesk::sql
