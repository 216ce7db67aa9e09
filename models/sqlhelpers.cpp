// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sqlhelpers.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QUuid>

namespace kandesk::sql {

namespace {

// The words this file says to users, translated in the context "SqlHelpersWords".
struct SqlHelpersWords {
    Q_DECLARE_TR_FUNCTIONS(SqlHelpersWords)
};

} // namespace

Error queryError(const QSqlQuery &query, const QString &sentence, const QString &subject)
{
    return Error{sentence.arg(subject, query.lastError().text())};
}

Expected<QSqlQuery> run(const QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        return queryError(query, SqlHelpersWords::tr("database error while preparing \"%1\": %2"), statement.simplified().left(60));
    for (const QVariant &value : values)
        query.addBindValue(bindable(value));
    if (!query.exec())
        return queryError(query, SqlHelpersWords::tr("database error while running \"%1\": %2"), statement.simplified().left(60));
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
        return Error{SqlHelpersWords::tr("database error while starting a transaction: %1").arg(query.lastError().text())};
    m_open = true;
    return {};
}

Status Transaction::commit()
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("COMMIT")))
        return Error{SqlHelpersWords::tr("database error while committing: %1").arg(query.lastError().text())};
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
