// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentinstalls.h"

#include "models/backgroundpool.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// npm changes Kandesk's one agents folder: one change at a time in the whole process, whichever
// window or dialog asked.
struct NpmChangesPool : QThreadPool {
    NpmChangesPool()
    {
        setObjectName(QStringLiteral("kandesk-agent-installs"));
        setMaxThreadCount(1);
    }
};

Q_GLOBAL_STATIC(NpmChangesPool, npmChanges)

void waitForNpmChanges()
{
    if (npmChanges.exists())
        npmChanges->waitForDone();
}

QThreadPool *changesPool()
{
    [[maybe_unused]] static const bool waitsAtExit = [] {
        qAddPostRoutine(waitForNpmChanges);
        return true;
    }();
    return npmChanges();
}

Expected<InstalledNpmAgent> installOnce(const ManagedNpmAgents &managed, const AgentDefinition &agent, const QString &spec,
                                        const NpmOutput &output)
{
    if (!spec.isEmpty()) {
        if (const auto already = managed.installedVersion(agent.npmPackage, spec))
            return *already;
    }
    return managed.install(agent, spec, output);
}

} // namespace

AgentInstalls::AgentInstalls(QString homeDir)
    : m_home(std::move(homeDir))
{
}

QFuture<NpmAgentState> AgentInstalls::state(const AgentDefinition &agent)
{
    return QtConcurrent::run(&backgroundPool(), [home = m_home, agent] {
        const ManagedNpmAgents managed(home);
        NpmAgentState state;
        for (const InstalledNpmAgent &one : managed.installed(agent.npmPackage))
            state.installed.append(one.version);
        state.pin = managed.pin(agent.id);
        if (auto cached = managed.cachedLatestVersion(agent.npmPackage)) {
            state.latest = cached->first;
            state.latestChecked = cached->second;
        }
        if (!state.installed.isEmpty() || !state.pin.isEmpty()) {
            if (auto launch = managed.resolve(agent))
                state.active = launch->installed.version;
            else
                state.problem = launch.error();
        }
        return state;
    });
}

QFuture<QHash<QString, QString>> AgentInstalls::launchVersions(const QList<AgentDefinition> &agents)
{
    return QtConcurrent::run(&backgroundPool(), [home = m_home, agents] {
        const ManagedNpmAgents managed(home);
        QHash<QString, QString> installed;
        for (const AgentDefinition &agent : agents) {
            const QString pin = managed.pin(agent.id);
            if (!pin.isEmpty() && managed.installedVersion(agent.npmPackage, pin))
                installed.insert(agent.id, pin);
            else if (const auto all = managed.installed(agent.npmPackage); !all.isEmpty() && pin.isEmpty())
                installed.insert(agent.id, all.constFirst().version);
        }
        return installed;
    });
}

QFuture<Expected<InstalledNpmAgent>> AgentInstalls::install(const AgentDefinition &agent, const QString &spec, NpmOutput output)
{
    return QtConcurrent::run(changesPool(), [home = m_home, agent, spec, output = std::move(output)] {
        return installOnce(ManagedNpmAgents(home), agent, spec, output);
    });
}

QFuture<Expected<NpmAgentUpdate>> AgentInstalls::update(const AgentDefinition &agent, const QSet<QString> &keep, NpmOutput output)
{
    return QtConcurrent::run(changesPool(), [home = m_home, agent, keep, output = std::move(output)]() -> Expected<NpmAgentUpdate> {
        const ManagedNpmAgents managed(home);
        auto installed = installOnce(managed, agent, managed.pin(agent.id), output);
        if (!installed)
            return Error{installed.error()};
        QSet<QString> kept = keep;
        kept.insert(installed->version);
        return NpmAgentUpdate{*installed, managed.removeOthers(agent, kept)};
    });
}

QFuture<Status> AgentInstalls::remove(const AgentDefinition &agent, const QString &version)
{
    return QtConcurrent::run(changesPool(), [home = m_home, agent, version]() -> Status {
        const ManagedNpmAgents managed(home);
        if (Status removed = managed.remove(agent, version); !removed)
            return removed;
        if (version.isEmpty() || managed.pin(agent.id) == version)
            return managed.setPin(agent.id, {});
        return {};
    });
}

QFuture<Status> AgentInstalls::setPin(const AgentDefinition &agent, const QString &version)
{
    return QtConcurrent::run(changesPool(), [home = m_home, agent, version] { return ManagedNpmAgents(home).setPin(agent.id, version); });
}

QFuture<Expected<QString>> AgentInstalls::latestVersion(const AgentDefinition &agent)
{
    return QtConcurrent::run(changesPool(), [home = m_home, agent] { return ManagedNpmAgents(home).latestVersion(agent.npmPackage, true); });
}

QList<QFuture<Expected<QString>>> AgentInstalls::latestVersions(const QList<AgentDefinition> &agents)
{
    QList<QFuture<Expected<QString>>> answers;
    for (const AgentDefinition &agent : agents) {
        answers.append(QtConcurrent::run(&backgroundPool(), [home = m_home, package = agent.npmPackage] {
            return ManagedNpmAgents(home).latestVersion(package, true);
        }));
    }
    return answers;
}

QString AgentInstalls::agentsDir() const
{
    return ManagedNpmAgents(m_home).agentsDir();
}

QString AgentInstalls::versionDir(const AgentDefinition &agent, const QString &version) const
{
    return ManagedNpmAgents(m_home).versionDir(agent.npmPackage, version);
}

} // namespace kandesk
