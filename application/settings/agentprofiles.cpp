// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentprofiles.h"

#include "application/stores.h"
#include "models/agents/agentregistry.h"
#include "models/agents/profilevalidation.h"
#include "models/stores/profilestore.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentProfiles".
struct AgentProfilesWords {
    Q_DECLARE_TR_FUNCTIONS(AgentProfiles)
};

} // namespace

AgentProfiles::AgentProfiles(Stores &stores, const AgentRegistry *registry)
    : m_stores(stores)
    , m_registry(registry)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-agent-profiles"));
    m_pool->setMaxThreadCount(1);
}

AgentProfiles::~AgentProfiles()
{
    m_pool->waitForDone();
}

QFuture<Expected<QList<AgentProfile>>> AgentProfiles::list()
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores] { return stores.profiles().agentProfiles(); });
}

QFuture<Expected<AgentProfile>> AgentProfiles::find(const QString &id)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, id] { return stores.profiles().agentProfile(id); });
}

QFuture<Expected<AgentProfile>> AgentProfiles::save(const AgentProfile &profile)
{
    if (const QString refused = problem(profile); !refused.isEmpty())
        return QtFuture::makeReadyFuture(Expected<AgentProfile>(Error{refused}));
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, profile] { return stores.profiles().saveAgentProfile(profile); });
}

QFuture<Status> AgentProfiles::remove(const QString &id)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, id]() -> Status {
        if (auto known = stores.profiles().agentProfile(id); !known)
            return Error { AgentProfilesWords::tr("no agent profile \"%1\"").arg(id) };
        return stores.profiles().removeAgentProfile(id);
    });
}

QString AgentProfiles::problem(const AgentProfile &profile) const
{
    if (const QString problem = agentProfileProblem(profile); !problem.isEmpty())
        return problem;
    if ((profile.agentVersion.isEmpty() && !profile.runWithNpx) || !m_registry)
        return {};
    const AgentDefinition *agent = m_registry->find(profile.agentId);
    if (!agent || agent->isCustom() || agent->npmPackage.isEmpty() || !profile.customCommand.isEmpty())
        return AgentProfilesWords::tr("an agent version and npx are for built-in npm agents; \"%1\" is not one")
            .arg(profile.agentId);
    return {};
}

} // namespace kandesk
