// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "executorprofilerow.h"

#include <QCoreApplication>

#include "models/executors/executorname.h"
#include "models/sqlhelpers.h"

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ExecutorProfileRowWords".
struct ExecutorProfileRowWords {
    Q_DECLARE_TR_FUNCTIONS(ExecutorProfileRowWords)
};


// A profile other than exceptProfileId named name, whatever its case: refused.
Status nameFree(const QSqlDatabase &db, const QString &name, const QString &exceptProfileId)
{
    auto taken = sql::run(db,
                          QStringLiteral("SELECT name FROM executor_profiles WHERE name = ? COLLATE NOCASE AND id <> ?"),
                          {name, exceptProfileId});
    if (!taken)
        return Error{taken.error()};
    if (taken->next())
        return Error{ExecutorProfileRowWords::tr("an executor profile named \"%1\" exists already").arg(taken->value(0).toString())};
    return {};
}

} // namespace

Expected<ExecutorProfile> insertExecutorProfile(const QSqlDatabase &db, const QString &name,
                                                QLatin1StringView executorType)
{
    if (Status free = nameFree(db, name, {}); !free)
        return Error{free.error()};
    ExecutorProfile profile;
    profile.id = sql::newId();
    profile.name = name;
    profile.executorType = QString(executorType);
    profile.createdAt = QDateTime::fromMSecsSinceEpoch(sql::nowStored(), Qt::UTC);
    if (Status inserted = sql::exec(db,
                                    QStringLiteral("INSERT INTO executor_profiles (id, name, executor_type, config, created_at) "
                                                   "VALUES (?, ?, ?, ?, ?)"),
                                    {profile.id, profile.name, profile.executorType, profile.configJson,
                                     sql::toStored(profile.createdAt)});
        !inserted)
        return Error{inserted.error()};
    return profile;
}

Status renameExecutorProfile(const QSqlDatabase &db, const QString &profileId, const QString &name,
                             QLatin1StringView executorType, const QString &kind)
{
    if (Status free = nameFree(db, name, profileId); !free)
        return free;
    auto renamed = sql::run(db, QStringLiteral("UPDATE executor_profiles SET name = ? WHERE id = ? AND executor_type = ?"),
                            {name, profileId, QString(executorType)});
    if (!renamed)
        return Error{renamed.error()};
    if (renamed->numRowsAffected() != 1)
        return Error{ExecutorProfileRowWords::tr("no %1 executor profile \"%2\"").arg(kind, profileId)};
    return {};
}

} // namespace kandesk
