// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/npmagents/npmpackage.h"
#include "lifecycle/npmagents/npmtools.h"
#include "lifecycle/ports/npmagentlauncher.h"
#include "models/agents/agentregistry.h"

#include <QDateTime>
#include <QSet>

namespace kandesk {

// One installed version of an agent's package, as its install recorded it.
struct InstalledNpmAgent {
    QString package;
    QString version;
    QString entry; // absolute path of the file that starts it
    bool runWithNode = true;
    QString enginesNode;
    bool fromRegistry = true; // false: installed from a file: spec (the registry does not know it)
};

// What a launch of an agent would run.
struct ManagedLaunch {
    InstalledNpmAgent installed;
    QStringList argv; // program first, before the agent's extra arguments
};

// The built-in npm agents Kandesk installs into its home and starts with node directly:
//   <home>/agents/<package>/<version>/node_modules/<package>/…   (npm install --no-audit --no-fund)
//   <home>/agents/<package>/<version>/kandesk-install.json       (written last: the install is complete)
//   <home>/agents/pins.json                                       ({agent id: version})
//   <home>/agents/registry-cache.json                             (newest versions `npm view` gave)
// Only the registry npm is configured with is used. Every call that spawns npm or node blocks:
// call it on a pool thread (the launch does, the window through QtConcurrent); the command line
// may call it on its own thread.
class ManagedNpmAgents final : public NpmAgentLauncher
{
public:
    explicit ManagedNpmAgents(QString homeDir);

    QString agentsDir() const;
    QString versionDir(const QString &package, const QString &version) const;

    // Complete installs of package, newest first.
    QList<InstalledNpmAgent> installed(const QString &package) const;
    std::optional<InstalledNpmAgent> installedVersion(const QString &package, const QString &version) const;

    // Installs agent's package: spec is a version, a range or a dist-tag (empty: "latest"), or a
    // file:/folder/tarball spec of a package with the agent's package name. A package whose
    // engines.node the node found does not satisfy is refused (and not kept). Yields the version.
    Expected<InstalledNpmAgent> install(
        const AgentDefinition &agent, const QString &spec, const NpmOutput &onOutput = {}) const;
    // Removes one installed version, or every one when version is empty.
    Status remove(const AgentDefinition &agent, const QString &version = {}) const;
    // Removes the installed versions other than keep (and other than the agent's pin).
    QStringList removeOthers(const AgentDefinition &agent, const QSet<QString> &keep) const;

    // The agent's own pin (Settings ▸ Agents, `kandesk agent pin`): the version its launches use
    // unless a profile pins another. Empty: the newest installed.
    QString pin(const QString &agentId) const;
    Status setPin(const QString &agentId, const QString &version) const;

    // The version a launch would use and the argv that starts it (see NpmAgentLauncher).
    Expected<ManagedLaunch> resolve(const AgentDefinition &agent, const QString &profilePin = {}) const;
    Expected<QStringList> launchArgv(const AgentDefinition &agent, const QString &pinnedVersion) const override;

    // The registry's newest version (`npm view PACKAGE version`), remembered in registry-cache.json
    // for maxAge; refresh asks again.
    Expected<QString> latestVersion(const QString &package, bool refresh = false, qint64 maxAgeSeconds = 3600) const;
    // When the registry was last asked about package's newest version (invalid: never).
    std::optional<std::pair<QString, QDateTime>> cachedLatestVersion(const QString &package) const;
    // The newest published version of package whose engines.node node satisfies (empty: none).
    Expected<QString> newestFitting(const QString &package, const SemVer &node) const;
    // Nothing when the package runs on node; else the refusal a user can act on
    // ("claude-agent-acp 0.101.0 needs Node ≥ 22; this machine has 20.20. Install Node 22, or pin 0.49.0").
    // askRegistry: look up the newest version that fits (a network call).
    Status checkEngines(const AgentDefinition &agent, const QString &version, const QString &enginesNode,
        const NodeRuntime &node, bool askRegistry = true) const;

private:
    QString agentsDirOrHome() const; // where npm runs (its .npmrc lookups start there)

    QString m_home;
};

// The name people use for a package: without its scope ("@scope/name" -> "name").
QString packageShortName(const QString &package);

// The command that installs an agent ("`kandesk agent install ID[@VERSION]`"), as the refusals of
// agents that are not installed say it; and, read back from such a message (a failed launch), the
// agent and version it names, so that the window can offer to install it.
QString installCommandHint(const QString &agentId, const QString &version = {});
struct InstallHint {
    QString agentId;
    QString version;
};
std::optional<InstallHint> installHintIn(const QString &message);

} // namespace kandesk
