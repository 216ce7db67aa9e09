// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "profileagentcalls.h"

#include "application/settings/customagents.h"
#include "application/stores.h"
#include "lifecycle/agentctl/agentctlcall.h"
#include "lifecycle/launch/lifecyclecontroller.h"
#include "models/stores/profilestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ProfileAgentCalls".
struct ProfileAgentCallsWords {
    Q_DECLARE_TR_FUNCTIONS(ProfileAgentCalls)
};

QString str(const char *text)
{
    return QString::fromLatin1(text);
}

// The agent's refusal in the user's words: a sign-in it wants is said as such.
Error inWords(const AgentProfile &profile, const Error &failure)
{
    if (agentWantsSignIn(failure))
        return Error::failed(
            ProfileAgentCallsWords::tr("%1 wants you to sign in first (start a task with it and use Sign In).").arg(profile.name));
    return failure.wrapped(profile.name);
}

AgentSessionEntry entryFromJson(const QJsonObject &json)
{
    AgentSessionEntry entry;
    entry.acpSessionId = json.value(str("session_id")).toString();
    entry.cwd = json.value(str("cwd")).toString();
    entry.title = json.value(str("title")).toString();
    entry.updatedAt = QDateTime::fromString(json.value(str("updated_at")).toString(), Qt::ISODateWithMs);
    for (const QJsonValue &folder : json.value(str("additional_directories")).toArray())
        entry.additionalDirectories.append(folder.toString());
    return entry;
}

} // namespace

ProfileAgentCalls::ProfileAgentCalls(Stores &stores, LifecycleController &controller, QString agentctlPath)
    : m_stores(stores)
    , m_controller(controller)
    , m_agentctlPath(std::move(agentctlPath))
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setMaxThreadCount(2);
}

ProfileAgentCalls::~ProfileAgentCalls()
{
    m_pool->waitForDone();
}

// One call of the profile's agent, started in folder (the home folder when empty).
static Expected<AgentCallAnswer> callProfileAgent(Stores &stores, LifecycleController &controller, const QString &agentctlPath,
                                                  const AgentProfile &profile, AgentCall call, const QString &folder)
{
    // A custom agent as Settings keeps it now (the window registers them at its start and on change).
    if (auto custom = loadCustomAgents(std::as_const(stores).settings())) {
        for (const CustomAgent &agent : std::as_const(*custom)) {
            if (agent.id == profile.agentId) {
                if (auto added = controller.addCustomAgent(agent.id, agent.name, agent.commandLine); !added)
                    return added.failure().wrapped(profile.name);
            }
        }
    }
    auto command = controller.profileAgentCommand(profile);
    if (!command)
        return command.failure().wrapped(profile.name);
    call.agentArgv = command->argv;
    call.environment = command->environment;
    call.workingDirectory = folder.isEmpty() ? QDir::homePath() : folder;
    if (profile.startTimeoutSeconds > 0)
        call.timeoutMs = profile.startTimeoutSeconds * 1000;
    auto answer = callAgentOnce(agentctlPath, call);
    if (!answer)
        return inWords(profile, answer.failure());
    return answer;
}

QFuture<Expected<QList<AgentSessionEntry>>> ProfileAgentCalls::listSessions(const QString &profileId, const QString &folder)
{
    return QtConcurrent::run(m_pool.get(), [this, profileId, folder]() -> Expected<QList<AgentSessionEntry>> {
        auto profile = m_stores.profiles().agentProfile(profileId);
        if (!profile)
            return Error::failed(ProfileAgentCallsWords::tr("agent profile \"%1\": %2").arg(profileId, profile.error()));
        QList<AgentSessionEntry> sessions;
        QString cursor;
        for (int page = 0; page < kMaxPages; ++page) {
            AgentCall call;
            call.action = AgentCall::Action::ListSessions;
            if (!folder.isEmpty())
                call.payload.insert(str("cwd"), QDir::cleanPath(QFileInfo(folder).absoluteFilePath()));
            if (!cursor.isEmpty())
                call.payload.insert(str("cursor"), cursor);
            auto answer = callProfileAgent(m_stores, m_controller, m_agentctlPath, profile.value(), call, folder);
            if (!answer)
                return answer.failure();
            for (const QJsonValue &session : answer->result.value(str("sessions")).toArray())
                sessions.append(entryFromJson(session.toObject()));
            cursor = answer->result.value(str("next_cursor")).toString();
            if (cursor.isEmpty())
                break;
        }
        std::stable_sort(sessions.begin(), sessions.end(),
                         [](const AgentSessionEntry &a, const AgentSessionEntry &b) { return a.updatedAt > b.updatedAt; });
        return sessions;
    });
}

QFuture<Status> ProfileAgentCalls::logout(const QString &agentId)
{
    return QtConcurrent::run(m_pool.get(), [this, agentId]() -> Status {
        auto profiles = m_stores.profiles().agentProfiles();
        if (!profiles)
            return profiles.failure();
        QList<AgentProfile> ofAgent;
        for (const AgentProfile &profile : profiles.value()) {
            if (profile.agentId == agentId)
                ofAgent.append(profile);
        }
        std::sort(ofAgent.begin(), ofAgent.end(), [](const AgentProfile &a, const AgentProfile &b) { return a.name < b.name; });
        AgentProfile profile;
        if (!ofAgent.isEmpty()) {
            profile = ofAgent.constFirst();
        } else {
            profile.agentId = agentId;
            profile.name = agentId;
        }
        AgentCall call;
        call.action = AgentCall::Action::Logout;
        auto answer = callProfileAgent(m_stores, m_controller, m_agentctlPath, profile, call, {});
        if (!answer)
            return answer.failure();
        return {};
    });
}

QFuture<Status> ProfileAgentCalls::deleteSession(const QString &profileId, const QString &acpSessionId, const QString &folder)
{
    return QtConcurrent::run(m_pool.get(), [this, profileId, acpSessionId, folder]() -> Status {
        auto profile = m_stores.profiles().agentProfile(profileId);
        if (!profile)
            return Error::failed(ProfileAgentCallsWords::tr("agent profile \"%1\": %2").arg(profileId, profile.error()));
        AgentCall call;
        call.action = AgentCall::Action::DeleteSession;
        call.payload.insert(str("session_id"), acpSessionId);
        auto answer = callProfileAgent(m_stores, m_controller, m_agentctlPath, profile.value(), call, QFileInfo(folder).isDir() ? folder : QString());
        if (!answer)
            return answer.failure();
        return {};
    });
}

} // namespace kandesk
