// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "profilestore.h"

#include <QCoreApplication>

#include "models/database.h"
#include "models/jsoncolumns.h"
#include "models/sqlhelpers.h"

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ProfileStoreWords".
struct ProfileStoreWords {
    Q_DECLARE_TR_FUNCTIONS(ProfileStoreWords)
};


const QString kAgentColumns = QStringLiteral(
    "id, name, agent_id, custom_command, model, mode, auto_approve, cli_flags, command_prefix, env_vars, created_at, "
    "allow_indexing, dangerously_skip_permissions, start_timeout_seconds, agent_version, run_with_npx, mcp_servers");
const QString kExecutorColumns = QStringLiteral("id, name, executor_type, config, created_at");

AgentProfile agentFrom(const QSqlQuery &q)
{
    AgentProfile p;
    p.id = q.value(0).toString();
    p.name = q.value(1).toString();
    p.agentId = q.value(2).toString();
    p.customCommand = q.value(3).toString();
    p.model = q.value(4).toString();
    p.mode = q.value(5).toString();
    p.autoApprove = q.value(6).toBool();
    p.cliFlags = json::cliFlagsFrom(q.value(7).toString());
    p.commandPrefix = q.value(8).toString();
    p.envVars = json::envVarsFrom(q.value(9).toString());
    p.createdAt = sql::fromStored(q.value(10));
    p.allowIndexing = q.value(11).toBool();
    p.dangerouslySkipPermissions = q.value(12).toBool();
    p.startTimeoutSeconds = q.value(13).toInt();
    p.agentVersion = q.value(14).toString();
    p.runWithNpx = q.value(15).toBool();
    p.mcpServers = json::mcpServersFrom(q.value(16).toString());
    return p;
}

ExecutorProfile executorFrom(const QSqlQuery &q)
{
    return {q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
            sql::fromStored(q.value(4))};
}

template<typename T, typename From>
Expected<QList<T>> selectAll(Database &database, const QString &statement, const QVariantList &values, From from)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, statement, values);
    if (!q)
        return Error{q.error()};
    QList<T> result;
    while (q->next())
        result.append(from(*q));
    return result;
}

Status removeById(Database &database, const QString &table, const QString &id)
{
    auto db = database.connection();
    if (!db)
        return Error{db.error()};
    return sql::exec(*db, QStringLiteral("DELETE FROM ") + table + QStringLiteral(" WHERE id = ?"), {id});
}

// Keeps the first creation time when a profile is saved again.
QDateTime createdAtOf(Database &database, const QString &table, const QString &id)
{
    auto db = database.connection();
    if (!db)
        return {};
    auto q = sql::run(*db, QStringLiteral("SELECT created_at FROM ") + table + QStringLiteral(" WHERE id = ?"), {id});
    if (q && q->next())
        return sql::fromStored(q->value(0));
    return QDateTime::fromMSecsSinceEpoch(sql::nowStored(), Qt::UTC);
}

} // namespace

Expected<QList<AgentProfile>> ProfileStore::agentProfiles() const
{
    return selectAll<AgentProfile>(m_database,
                                   QStringLiteral("SELECT ") + kAgentColumns
                                       + QStringLiteral(" FROM agent_profiles ORDER BY name, created_at"),
                                   {}, agentFrom);
}

Expected<AgentProfile> ProfileStore::agentProfile(const QString &id) const
{
    auto profiles = selectAll<AgentProfile>(
        m_database, QStringLiteral("SELECT ") + kAgentColumns + QStringLiteral(" FROM agent_profiles WHERE id = ?"), {id},
        agentFrom);
    if (!profiles)
        return Error{profiles.error()};
    if (profiles->isEmpty())
        return Error{ProfileStoreWords::tr("agent profile %1 does not exist").arg(id)};
    return profiles->constFirst();
}

Expected<AgentProfile> ProfileStore::saveAgentProfile(AgentProfile profile)
{
    if (profile.agentId.isEmpty())
        return Error{ProfileStoreWords::tr("an agent profile needs an agent")};
    auto keepReferencesOnly = [](QList<AgentProfile::EnvVar> &vars) {
        for (AgentProfile::EnvVar &var : vars) {
            if (!var.secretRef.isEmpty())
                var.value.clear();
        }
    };
    keepReferencesOnly(profile.envVars);
    for (AgentProfile::McpServer &server : profile.mcpServers) {
        keepReferencesOnly(server.env);
        keepReferencesOnly(server.headers);
    }
    if (profile.id.isEmpty())
        profile.id = sql::newId();
    if (profile.name.isEmpty())
        profile.name = profile.agentId;
    profile.createdAt = createdAtOf(m_database, QStringLiteral("agent_profiles"), profile.id);
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    // An upsert, not INSERT OR REPLACE: replacing deletes the row and clears the tasks' references.
    auto status = sql::exec(*db,
                            QStringLiteral("INSERT INTO agent_profiles (") + kAgentColumns
                                + QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
                                                 "name = excluded.name, agent_id = excluded.agent_id, "
                                                 "custom_command = excluded.custom_command, model = excluded.model, "
                                                 "mode = excluded.mode, auto_approve = excluded.auto_approve, "
                                                 "cli_flags = excluded.cli_flags, command_prefix = excluded.command_prefix, "
                                                 "env_vars = excluded.env_vars, allow_indexing = excluded.allow_indexing, "
                                                 "dangerously_skip_permissions = excluded.dangerously_skip_permissions, "
                                                 "start_timeout_seconds = excluded.start_timeout_seconds, "
                                                 "agent_version = excluded.agent_version, run_with_npx = excluded.run_with_npx, "
                                                 "mcp_servers = excluded.mcp_servers"),
                            {profile.id, profile.name, profile.agentId, profile.customCommand, profile.model,
                             profile.mode, profile.autoApprove ? 1 : 0, json::toText(profile.cliFlags),
                             profile.commandPrefix, json::toText(profile.envVars), sql::toStored(profile.createdAt),
                             profile.allowIndexing ? 1 : 0, profile.dangerouslySkipPermissions ? 1 : 0,
                             qMax(0, profile.startTimeoutSeconds), profile.agentVersion.trimmed(), profile.runWithNpx ? 1 : 0,
                             json::toText(profile.mcpServers)});
    if (!status)
        return Error{status.error()};
    return profile;
}

Status ProfileStore::removeAgentProfile(const QString &id)
{
    return removeById(m_database, QStringLiteral("agent_profiles"), id);
}

Expected<QList<ExecutorProfile>> ProfileStore::executorProfiles() const
{
    return selectAll<ExecutorProfile>(m_database,
                                      QStringLiteral("SELECT ") + kExecutorColumns
                                          + QStringLiteral(" FROM executor_profiles ORDER BY name, created_at"),
                                      {}, executorFrom);
}

Expected<ExecutorProfile> ProfileStore::executorProfile(const QString &id) const
{
    auto profiles = selectAll<ExecutorProfile>(
        m_database, QStringLiteral("SELECT ") + kExecutorColumns + QStringLiteral(" FROM executor_profiles WHERE id = ?"),
        {id}, executorFrom);
    if (!profiles)
        return Error{profiles.error()};
    if (profiles->isEmpty())
        return Error{ProfileStoreWords::tr("executor profile %1 does not exist").arg(id)};
    return profiles->constFirst();
}

Expected<ExecutorProfile> ProfileStore::saveExecutorProfile(ExecutorProfile profile)
{
    if (profile.executorType.isEmpty())
        return Error{ProfileStoreWords::tr("an executor profile needs an executor type")};
    if (profile.id.isEmpty())
        profile.id = sql::newId();
    if (profile.name.isEmpty())
        profile.name = profile.executorType;
    if (profile.configJson.isEmpty())
        profile.configJson = QStringLiteral("{}");
    profile.createdAt = createdAtOf(m_database, QStringLiteral("executor_profiles"), profile.id);
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto status = sql::exec(*db,
                            QStringLiteral("INSERT INTO executor_profiles (") + kExecutorColumns
                                + QStringLiteral(") VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET "
                                                 "name = excluded.name, executor_type = excluded.executor_type, "
                                                 "config = excluded.config"),
                            {profile.id, profile.name, profile.executorType, profile.configJson,
                             sql::toStored(profile.createdAt)});
    if (!status)
        return Error{status.error()};
    return profile;
}

Status ProfileStore::removeExecutorProfile(const QString &id)
{
    return removeById(m_database, QStringLiteral("executor_profiles"), id);
}

Status ProfileStore::ensureBuiltInExecutorProfiles()
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    const qint64 now = sql::toStored(QDateTime::currentDateTimeUtc());
    return sql::exec(*db,
                     QStringLiteral("INSERT OR IGNORE INTO executor_profiles (") + kExecutorColumns
                         + QStringLiteral(") VALUES ('worktree', 'Worktree', 'worktree', '{}', ?), ('local', 'Local', 'local', '{}', ?)"),
                     {now, now});
}

} // namespace kandesk
