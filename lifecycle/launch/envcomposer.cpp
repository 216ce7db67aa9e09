// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "envcomposer.h"

#include "lifecycle/launch/lifecyclelog.h"
#include "lifecycle/launch/workspaceresolver.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecycle/ports/secretstore.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QSaveFile>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "EnvComposerWords".
struct EnvComposerWords {
    Q_DECLARE_TR_FUNCTIONS(EnvComposerWords)
};

struct ManagedValue {
    QString key;
    QString value;
    QString origin;
};

} // namespace

EnvComposer::EnvComposer(SecretStore *secrets, ProfileResolver *profiles, CredentialProvider *credentials)
    : m_secrets(secrets), m_profiles(profiles), m_credentials(credentials)
{
}

Expected<EnvMap> EnvComposer::profileEnvironment(const AgentProfile &profile) const
{
    EnvMap env;
    for (const AgentProfile::EnvVar &var : profile.envVars) {
        if (var.name.isEmpty())
            continue;
        if (var.secretRef.isEmpty()) {
            env.insert(var.name, var.value);
            continue;
        }
        if (!m_secrets)
            return Error::failed(
                EnvComposerWords::tr("profile variable %1 refers to secret \"%2\" but no secret store is configured")
                    .arg(var.name, var.secretRef));
        auto value = m_secrets->reveal(var.secretRef);
        if (!value)
            return Error::failed(
                EnvComposerWords::tr("profile variable %1 refers to secret \"%2\", which is unavailable: %3")
                    .arg(var.name, var.secretRef, value.error()));
        env.insert(var.name, value.value());
    }
    return env;
}

Expected<EnvMap> EnvComposer::compose(const QString &executionId, const LaunchRequest &request,
                                     const AgentDefinition *agent, const AgentProfile *profile) const
{
    std::optional<AgentProfile> resolved;
    if (!profile && m_profiles && !executionProfileId(request).isEmpty()) {
        auto info = m_profiles->resolveProfile(executionProfileId(request));
        if (!info)
            return info.failure().wrapped(
                EnvComposerWords::tr("resolve execution profile %1").arg(executionProfileId(request)));
        resolved = std::move(info).value();
        profile = &*resolved;
    }

    EnvMap env = request.env;
    QHash<QString, QString> definedBy; // variable -> origin of a repository definition
    if (request.environmentResolutionRequired) {
        for (const EnvironmentDefinition &def : request.environmentDefinitions) {
            QString value = def.value;
            if (!def.secretId.isEmpty()) {
                if (!m_secrets)
                    return Error::failed(
                        EnvComposerWords::tr("%1 from %2 needs a secret store").arg(def.key, def.origin));
                auto revealed = m_secrets->reveal(def.secretId);
                if (!revealed)
                    return Error::failed(
                        EnvComposerWords::tr("resolve %1 from %2: %3").arg(def.key, def.origin, revealed.error()));
                value = revealed.value();
            }
            env.insert(def.key, value);
            definedBy.insert(def.key, def.origin);
        }
    }

    if (profile) {
        auto profileEnv = profileEnvironment(*profile);
        if (!profileEnv)
            return profileEnv.failure();
        for (auto it = profileEnv->cbegin(); it != profileEnv->cend(); ++it)
            env.insert(it.key(), it.value());
    }

    QList<ManagedValue> managed;
    if (profile && !profile->model.isEmpty())
        managed.append({ EnvKeys::AgentModel, request.modelOverride.isEmpty() ? profile->model : request.modelOverride,
            EnvComposerWords::tr("the agent profile's model") });
    if (profile && profile->autoApprove)
        managed.append({ EnvKeys::AutoApprove, QStringLiteral("true"),
            EnvComposerWords::tr("the agent profile's auto-approve setting") });
    if (!request.managedGoCachePath.isEmpty())
        managed.append(
            { EnvKeys::GoCache, request.managedGoCachePath, EnvComposerWords::tr("the managed Go build cache") });
    if (agent && m_credentials) {
        for (const QString &key : agent->requiredEnv) {
            const QString value = m_credentials->credentialValue(key);
            if (!value.isEmpty())
                managed.append({ key, value, EnvComposerWords::tr("Kandesk's managed credentials") });
        }
    }
    for (const ManagedValue &value : managed) {
        if (definedBy.contains(value.key)) {
            Error conflict;
            conflict.kind = ErrorKind::EnvironmentConflict;
            conflict.key = value.key;
            conflict.origins = QStringList{definedBy.value(value.key), value.origin};
            conflict.message
                = EnvComposerWords::tr("environment variable %1 is set by both %2 and %3; remove one of them")
                      .arg(value.key, conflict.origins.at(0), conflict.origins.at(1));
            return conflict;
        }
        env.insert(value.key, value.value);
    }

    if (!request.taskId.isEmpty())
        env.insert(EnvKeys::TaskId, request.taskId);
    if (!request.sessionId.isEmpty())
        env.insert(EnvKeys::SessionId, request.sessionId);
    if (!request.agentProfileId.isEmpty())
        env.insert(EnvKeys::AgentProfileId, request.agentProfileId);
    if (!executionProfileId(request).isEmpty())
        env.insert(EnvKeys::ExecutionProfileId, executionProfileId(request));
    if (!executionId.isEmpty())
        env.insert(EnvKeys::ExecutionId, executionId);
    env.remove(EnvKeys::TaskDescription);

    if (auto spilled = spillLargeWakePayloadEnv(env, request.workspacePath, executionId); !spilled)
        return spilled.failure();
    return env;
}

Status spillLargeWakePayloadEnv(EnvMap &env, const QString &workspacePath, const QString &fallbackStem)
{
    auto payload = env.constFind(EnvKeys::WakePayloadJson);
    if (payload == env.cend())
        return {};
    const QByteArray bytes = payload->toUtf8();
    if (bytes.size() <= WakePayloadInlineMax)
        return {};
    if (workspacePath.isEmpty())
        return Error::failed(EnvComposerWords::tr("the wake payload (%1 bytes) is too large for the environment and "
                                                  "there is no workspace to write it to")
                                 .arg(bytes.size()));
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    QString stem = env.value(EnvKeys::RunId, fallbackStem);
    stem.replace(unsafe, QStringLiteral("_"));
    if (stem.isEmpty() || stem == QLatin1String(".") || stem == QLatin1String(".."))
        stem = QStringLiteral("wake");
    const QString relative = QStringLiteral(".kandesk/wake/") + stem + QStringLiteral(".json");
    const QDir workspace(workspacePath);
    if (!workspace.mkpath(QStringLiteral(".kandesk/wake")))
        return Error::failed(
            EnvComposerWords::tr("cannot create %1").arg(workspace.filePath(QStringLiteral(".kandesk/wake"))));
    QSaveFile file(workspace.filePath(relative));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return Error::failed(
            EnvComposerWords::tr("cannot write the wake payload to %1: %2").arg(file.fileName(), file.errorString()));
    env.remove(EnvKeys::WakePayloadJson);
    env.insert(EnvKeys::WakePayloadPath, relative);
    // Keep Kandesk's own files out of the task's git status.
    if (const Status excluded = addGitExclude(workspacePath, QStringLiteral("/.kandesk/")); !excluded)
        qCWarning(lcLifecycle).noquote() << "the wake payload folder stays visible to git:" << excluded.error();
    return {};
}

} // namespace kandesk
