// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "removalimpact.h"

#include "application/stores.h"
#include "models/stores/profilestore.h"
#include "models/stores/taskstore.h"

#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>

namespace kandesk {

namespace {

Expected<RemovalImpact> tasksUsing(const Stores &stores, TaskStore::Use use, const QString &id)
{
    auto count = stores.tasks().countUsing(use, id);
    if (!count)
        return Error{count.error()};
    return RemovalImpact{*count, {}};
}

template<typename Uses>
Expected<RemovalImpact> profilesThat(const Stores &stores, Uses uses)
{
    auto profiles = stores.profiles().agentProfiles();
    if (!profiles)
        return Error{profiles.error()};
    RemovalImpact impact;
    for (const AgentProfile &profile : std::as_const(*profiles)) {
        if (uses(profile))
            impact.profileNames.append(profile.name);
    }
    return impact;
}

} // namespace

RemovalImpacts::RemovalImpacts(const Stores &stores)
    : m_stores(stores)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-removal-impacts"));
    m_pool->setMaxThreadCount(1);
}

RemovalImpacts::~RemovalImpacts()
{
    m_pool->waitForDone();
}

QFuture<Expected<RemovalImpact>> RemovalImpacts::of(SettingsItem item, const QString &id)
{
    return QtConcurrent::run(m_pool.get(), [this, item, id]() -> Expected<RemovalImpact> {
        switch (item) {
        case SettingsItem::Repository:
            return tasksUsing(m_stores, TaskStore::Use::Repository, id);
        case SettingsItem::AgentProfile:
            return tasksUsing(m_stores, TaskStore::Use::AgentProfile, id);
        case SettingsItem::ExecutorProfile:
            return tasksUsing(m_stores, TaskStore::Use::ExecutorProfile, id);
        case SettingsItem::Secret:
            return profilesThat(m_stores, [&id](const AgentProfile &profile) {
                return std::any_of(profile.envVars.cbegin(), profile.envVars.cend(),
                                   [&id](const AgentProfile::EnvVar &env) { return env.secretRef == id; });
            });
        case SettingsItem::CustomAgent:
            return profilesThat(m_stores, [&id](const AgentProfile &profile) { return profile.agentId == id; });
        }
        return RemovalImpact{};
    });
}

} // namespace kandesk
