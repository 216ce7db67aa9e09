// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsremovals.h"

#include "application/stores.h"
#include "customagents.h"
#include "models/secretvault.h"
#include "models/stores/deletedrows.h"
#include "models/stores/settingsstore.h"

#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

struct SettingsRemovals::Kept {
    SettingsItem item = SettingsItem::Repository;
    QString name;
    DeletedRows rows;
    QString secretName;
    QString secretValue;
    CustomAgent agent;
    bool restorable = true; // false: deleted, but nothing kept to put it back (an unreadable secret)
};

namespace {

QString tableOf(SettingsItem item)
{
    switch (item) {
    case SettingsItem::Repository:
        return QStringLiteral("repositories");
    case SettingsItem::AgentProfile:
        return QStringLiteral("agent_profiles");
    case SettingsItem::ExecutorProfile:
        return QStringLiteral("executor_profiles");
    case SettingsItem::Secret:
    case SettingsItem::CustomAgent:
        break;
    }
    return {};
}

QString describe(SettingsItem item, const QString &name)
{
    switch (item) {
    case SettingsItem::Repository:
        return SettingsRemovals::tr("the repository “%1”").arg(name);
    case SettingsItem::AgentProfile:
        return SettingsRemovals::tr("the agent profile “%1”").arg(name);
    case SettingsItem::ExecutorProfile:
        return SettingsRemovals::tr("the executor profile “%1”").arg(name);
    case SettingsItem::Secret:
        return SettingsRemovals::tr("the secret %1").arg(name);
    case SettingsItem::CustomAgent:
        return SettingsRemovals::tr("the custom agent %1").arg(name);
    }
    return name;
}

} // namespace

SettingsRemovals::SettingsRemovals(Stores &stores, QObject *parent)
    : QObject(parent)
    , m_stores(stores)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-settings-removals"));
    m_pool->setMaxThreadCount(1); // deletes and undos in the order asked
}

SettingsRemovals::~SettingsRemovals()
{
    m_pool->waitForDone();
}

QFuture<Status> SettingsRemovals::remove(SettingsItem item, const QString &id, const QString &name)
{
    return QtConcurrent::run(m_pool.get(), [this, item, id, name]() -> Status {
        auto kept = std::make_unique<Kept>();
        kept->item = item;
        kept->name = name.isEmpty() ? id : name;
        if (Status removed = removeKeeping(item, id, *kept); !removed)
            return removed;
        {
            QMutexLocker lock(&m_mutex);
            m_last = kept->restorable ? std::move(kept) : nullptr;
        }
        Q_EMIT undoableChanged();
        return {};
    });
}

Status SettingsRemovals::removeKeeping(SettingsItem item, const QString &id, Kept &kept)
{
    switch (item) {
    case SettingsItem::Repository:
    case SettingsItem::AgentProfile:
    case SettingsItem::ExecutorProfile: {
        auto deleted = deleteRowKeepingCopy(m_stores.database(), tableOf(item), id);
        if (!deleted)
            return Error{deleted.error()};
        kept.rows = std::move(*deleted);
        return {};
    }
    case SettingsItem::Secret: {
        // A secret whose value cannot be read (its keychain entry gone) can still be deleted.
        auto value = m_stores.vault().readBlocking(id);
        kept.restorable = value.ok();
        kept.secretName = id;
        kept.secretValue = value.ok() ? *value : QString();
        return m_stores.vault().removeBlocking(id);
    }
    case SettingsItem::CustomAgent: {
        auto agents = loadCustomAgents(m_stores.settings());
        if (!agents)
            return Error{agents.error()};
        const auto found = std::find_if(agents->cbegin(), agents->cend(), [&id](const CustomAgent &a) { return a.id == id; });
        if (found == agents->cend())
            return Error { tr("no custom agent \"%1\"").arg(id) };
        kept.agent = *found;
        agents->removeIf([&id](const CustomAgent &a) { return a.id == id; });
        return saveCustomAgents(m_stores.settings(), *agents);
    }
    }
    return Error { tr("this cannot be deleted here") };
}

Status SettingsRemovals::putBack(const Kept &kept)
{
    switch (kept.item) {
    case SettingsItem::Repository:
    case SettingsItem::AgentProfile:
    case SettingsItem::ExecutorProfile:
        return restoreDeletedRows(m_stores.database(), kept.rows);
    case SettingsItem::Secret:
        return m_stores.vault().writeBlocking(kept.secretName, kept.secretValue);
    case SettingsItem::CustomAgent: {
        auto agents = loadCustomAgents(m_stores.settings());
        if (!agents)
            return Error{agents.error()};
        for (const CustomAgent &agent : std::as_const(*agents)) {
            if (agent.id == kept.agent.id)
                return Error { tr("a custom agent \"%1\" was added since").arg(agent.id) };
        }
        agents->append(kept.agent);
        return saveCustomAgents(m_stores.settings(), *agents);
    }
    }
    return Error { tr("this cannot be put back") };
}

QString SettingsRemovals::undoable() const
{
    QMutexLocker lock(&m_mutex);
    return m_last ? describe(m_last->item, m_last->name) : QString();
}

QFuture<Expected<SettingsItem>> SettingsRemovals::undo()
{
    return QtConcurrent::run(m_pool.get(), [this]() -> Expected<SettingsItem> {
        std::unique_ptr<Kept> kept;
        {
            QMutexLocker lock(&m_mutex);
            kept = std::move(m_last);
        }
        if (!kept)
            return Error { tr("nothing to undo") };
        if (Status put = putBack(*kept); !put) {
            const QString what = describe(kept->item, kept->name);
            {
                QMutexLocker lock(&m_mutex);
                if (!m_last)
                    m_last = std::move(kept); // still there to try again
            }
            return Error { tr("%1 could not be put back: %2").arg(what, put.error()) };
        }
        Q_EMIT undoableChanged();
        return kept->item;
    });
}

} // namespace kandesk
