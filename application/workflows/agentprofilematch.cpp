// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentprofilematch.h"

#include "application/settings/customagents.h"
#include "application/stores.h"
#include "models/agents/agentregistry.h"
#include "models/stores/profilestore.h"
#include "models/stores/settingsstore.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentProfileMatch".
struct AgentProfileMatchWords {
    Q_DECLARE_TR_FUNCTIONS(AgentProfileMatch)
};

} // namespace

QString profileText(const AgentProfileRef &ref)
{
    QStringList parts{ref.agentName};
    if (!ref.model.isEmpty())
        parts.append(ref.model);
    if (!ref.mode.isEmpty())
        parts.append(AgentProfileMatchWords::tr("mode %1").arg(ref.mode));
    return parts.join(QStringLiteral(", "));
}

Expected<AgentProfileMatch> AgentProfileMatch::read(Stores &stores)
{
    AgentProfileMatch match;
    auto profiles = stores.profiles().agentProfiles();
    if (!profiles)
        return Error{profiles.error()};
    match.m_profiles = *profiles;
    const AgentRegistry builtIn;
    for (const AgentDefinition &agent : builtIn.agents())
        match.m_agentNames.insert(agent.id, agent.displayName);
    auto custom = loadCustomAgents(std::as_const(stores).settings());
    if (!custom)
        return Error{custom.error()};
    for (const CustomAgent &agent : std::as_const(*custom))
        match.m_agentNames.insert(agent.id, agent.name.isEmpty() ? agent.id : agent.name);
    return match;
}

QString AgentProfileMatch::idOf(const AgentProfileRef &ref) const
{
    if (ref.isEmpty())
        return {};
    for (const AgentProfile &profile : m_profiles) {
        if (refOf(profile.id) == ref)
            return profile.id;
    }
    return {};
}

AgentProfileRef AgentProfileMatch::refOf(const QString &profileId) const
{
    for (const AgentProfile &profile : m_profiles) {
        if (profile.id == profileId)
            return {m_agentNames.value(profile.agentId, profile.agentId), profile.model, profile.mode};
    }
    return {};
}

} // namespace kandesk
