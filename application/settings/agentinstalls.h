// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/npmagents/managednpmagents.h"
#include "models/agents/agentregistry.h"
#include "models/expected.h"

#include <QFuture>
#include <QHash>
#include <QSet>
#include <QStringList>


namespace kandesk {

// What Kandesk's home holds of one built-in npm agent.
struct NpmAgentState {
    QStringList installed; // newest first
    QString pin;
    QString active;  // the version a launch would start, empty when it cannot
    QString problem; // why it cannot, in words a user acts on
    QString latest;  // the registry's newest, as last asked
    QDateTime latestChecked;
};

struct NpmAgentUpdate {
    InstalledNpmAgent installed;
    QStringList removed; // the versions removed after it
};

// Installing built-in agents from npm into Kandesk's home, one way for Settings ▸ Agents, the
// window's offer to install a missing agent and `kandesk agent`: install, update, remove, pin, ask
// npm for the newest, and read what is installed. Changes run one at a time in the whole process
// (npm works in one folder), on a thread of their own; reads run on the background pool, so they
// never wait behind an install. npm's output comes a line at a time on that thread. The futures
// return at once; the work holds nothing of the service, so a dialog closed meanwhile does not wait.
class AgentInstalls final
{
public:
    explicit AgentInstalls(QString homeDir);

    QFuture<NpmAgentState> state(const AgentDefinition &agent);
    // Per agent id, the version its launches start: its pin when installed, else the newest installed.
    QFuture<QHash<QString, QString>> launchVersions(const QList<AgentDefinition> &agents);

    // spec: a version, a range or a dist-tag (empty: "latest"). A version already installed needs no npm.
    QFuture<Expected<InstalledNpmAgent>> install(const AgentDefinition &agent, const QString &spec, NpmOutput output);
    // To the agent's pin, else the newest; then the versions not in keep (nor the one installed) go.
    QFuture<Expected<NpmAgentUpdate>> update(const AgentDefinition &agent, const QSet<QString> &keep, NpmOutput output);
    // One version, or every one (empty); a pin on what went is dropped.
    QFuture<Status> remove(const AgentDefinition &agent, const QString &version = {});
    // Empty: the newest installed version.
    QFuture<Status> setPin(const AgentDefinition &agent, const QString &version);
    // Asks npm now (a network call), remembered for the state's `latest`.
    QFuture<Expected<QString>> latestVersion(const AgentDefinition &agent);
    // The same for several agents at once, each on a thread of its own (each waits on the network):
    // one answer per agent, in the agents' order.
    QList<QFuture<Expected<QString>>> latestVersions(const QList<AgentDefinition> &agents);

    // Where the agents are installed, and the folder of one installed version (names only).
    QString agentsDir() const;
    QString versionDir(const AgentDefinition &agent, const QString &version) const;

private:
    QString m_home;
};

} // namespace kandesk
