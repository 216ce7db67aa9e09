// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dockerexecutorstore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"
#include "models/executors/executorname.h"
#include "models/stores/executorprofilerow.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk {

namespace {

QString mountsJson(const QList<DockerMount> &mounts)
{
    QJsonArray array;
    for (const DockerMount &mount : mounts)
        array.append(QJsonObject { { QStringLiteral("source"), mount.source },
            { QStringLiteral("target"), mount.target }, { QStringLiteral("read_only"), mount.readOnly } });
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QList<DockerMount> mountsFrom(const QString &json)
{
    QList<DockerMount> mounts;
    for (const QJsonValue &value : QJsonDocument::fromJson(json.toUtf8()).array()) {
        const QJsonObject object = value.toObject();
        mounts.append({ object.value(QStringLiteral("source")).toString(),
            object.value(QStringLiteral("target")).toString(), object.value(QStringLiteral("read_only")).toBool() });
    }
    return mounts;
}

const QString kDockerExecutorColumns = QStringLiteral("image, use_devcontainer, mounts, cpus, memory_bytes, network");

DockerSettings settingsFrom(const QSqlQuery &q, int first)
{
    DockerSettings settings;
    settings.image = q.value(first).toString();
    settings.useDevcontainer = q.value(first + 1).toBool();
    settings.mounts = mountsFrom(q.value(first + 2).toString());
    settings.cpus = q.value(first + 3).toDouble();
    settings.memoryBytes = q.value(first + 4).toLongLong();
    settings.network = q.value(first + 5).toString();
    return settings;
}

} // namespace

Expected<ExecutorProfile> DockerExecutorStore::add(const QString &name, DockerSettings settings)
{
    if (QString problem = executorNameProblem(name); !problem.isEmpty())
        return Error { problem };
    if (QString problem = dockerSettingsProblem(settings); !problem.isEmpty())
        return Error { problem };
    if (settings.network.isEmpty())
        settings.network = QString(kDockerNetworkAuto);
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    sql::Transaction transaction(*db);
    if (Status begun = transaction.begin(); !begun)
        return Error { begun.error() };
    auto profile = insertExecutorProfile(*db, name, kDockerExecutorType);
    if (!profile)
        return profile;
    if (Status inserted = sql::exec(*db,
            QStringLiteral("INSERT INTO executor_docker (profile_id, ") + kDockerExecutorColumns
                + QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?)"),
            { profile->id, settings.image, settings.useDevcontainer ? 1 : 0, mountsJson(settings.mounts), settings.cpus,
                settings.memoryBytes, settings.network });
        !inserted)
        return Error { inserted.error() };
    if (Status committed = transaction.commit(); !committed)
        return Error { committed.error() };
    return profile;
}

Status DockerExecutorStore::update(const QString &profileId, const QString &name, DockerSettings settings)
{
    if (QString problem = executorNameProblem(name); !problem.isEmpty())
        return Error { problem };
    if (QString problem = dockerSettingsProblem(settings); !problem.isEmpty())
        return Error { problem };
    if (settings.network.isEmpty())
        settings.network = QString(kDockerNetworkAuto);
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    sql::Transaction transaction(*db);
    if (Status begun = transaction.begin(); !begun)
        return begun;
    if (Status renamed = renameExecutorProfile(*db, profileId, name, kDockerExecutorType, QStringLiteral("Docker"));
        !renamed)
        return renamed;
    if (Status stored = sql::exec(*db,
            QStringLiteral("UPDATE executor_docker SET image = ?, use_devcontainer = ?, mounts = ?, cpus = ?, "
                           "memory_bytes = ?, network = ? WHERE profile_id = ?"),
            { settings.image, settings.useDevcontainer ? 1 : 0, mountsJson(settings.mounts), settings.cpus,
                settings.memoryBytes, settings.network, profileId });
        !stored)
        return stored;
    return transaction.commit();
}

Expected<QHash<QString, DockerSettings>> DockerExecutorStore::allSettings() const
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto q = sql::run(*db, QStringLiteral("SELECT profile_id, ") + kDockerExecutorColumns + QStringLiteral(" FROM executor_docker"));
    if (!q)
        return Error { q.error() };
    QHash<QString, DockerSettings> result;
    while (q->next())
        result.insert(q->value(0).toString(), settingsFrom(*q, 1));
    return result;
}

Expected<std::optional<DockerSettings>> DockerExecutorStore::settings(const QString &profileId) const
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto q = sql::run(*db,
        QStringLiteral("SELECT ") + kDockerExecutorColumns + QStringLiteral(" FROM executor_docker WHERE profile_id = ?"),
        { profileId });
    if (!q)
        return Error { q.error() };
    if (!q->next())
        return std::optional<DockerSettings> {};
    return std::optional<DockerSettings> { settingsFrom(*q, 0) };
}

} // namespace kandesk
