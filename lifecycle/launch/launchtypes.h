// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/outcome.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace kandesk {

using EnvMap = QMap<QString, QString>;

// The executor taxonomy of a task ("where does it run") and the runtime backends behind it.
namespace ExecutorTypes {
inline const QString Local = QStringLiteral("local");
inline const QString LegacyLocalPc = QStringLiteral("local_pc");
inline const QString Worktree = QStringLiteral("worktree");
inline const QString LocalDocker = QStringLiteral("local_docker");
inline const QString RemoteDocker = QStringLiteral("remote_docker");
inline const QString Ssh = QStringLiteral("ssh");
inline const QString Sprites = QStringLiteral("sprites");
inline const QString Kubernetes = QStringLiteral("kubernetes");
} // namespace ExecutorTypes

namespace RuntimeNames {
inline const QString Standalone = QStringLiteral("standalone");
inline const QString Docker = QStringLiteral("docker");
inline const QString Ssh = QStringLiteral("ssh");
inline const QString Sprites = QStringLiteral("sprites");
inline const QString Kubernetes = QStringLiteral("kubernetes");
} // namespace RuntimeNames

// The runtime backend an executor type runs on; local, worktree and the empty legacy type share standalone.
QString runtimeForExecutorType(const QString &executorType);
// Runs on this machine's file system (the empty legacy type counts as local).
bool isLocalExecutorType(const QString &executorType);

// The agent profile a launch runs with (the execution profile when one is set) is models'
// AgentProfile, as ProfileResolver reads it (models/types.h).
struct AgentProfile;

// A legacy model-only route overlay. When it names a concrete execution profile, that profile is
// authoritative and the overlay's flags and env are ignored.
struct RouteOverride {
    QString executionProfileId;
    QString providerId;
    QString model;
    QString mode;
    QStringList flags;
    EnvMap env;
};

// A variable defined outside the profile (e.g. a repository secret), with where it came from.
struct EnvironmentDefinition {
    QString key;
    QString value;
    QString secretId;
    QString origin;
    QString workspaceId;
};

struct ContributionRepository {
    QString host;
    QString path;
    QString providerId;
    QString remoteUrl;
};

// Where a managed fork pushes: the source repository and the fork it targets.
struct ContributionDestination {
    static constexpr int CurrentVersion = 1;
    int version = CurrentVersion;
    QString provider = QStringLiteral("github");
    ContributionRepository sourceRepository;
    ContributionRepository targetRepository;

    LaunchStatus validate() const;
    bool sameTarget(const ContributionDestination &other) const;
};

struct RepoLaunchSpec {
    QString taskRepositoryId;
    QString repositoryId;
    QString repositoryPath;
    QString repoName;
    QString baseBranch;
    QString branchSlug;
    QString branchIdentitySlug;
    QString worktreeId;
    QString repoSetupScript;
    std::optional<ContributionDestination> contributionDestination;
};

struct LaunchRequest {
    QString taskId;
    QString sessionId;
    QString workspaceId;
    QString taskTitle;
    QString taskDescription; // goes to the first prompt, never into the environment
    QString taskEnvironmentId;
    QString agentProfileId;     // the acting profile (KANDEV_AGENT_PROFILE_ID)
    QString executionProfileId; // the profile that configures the agent, when it differs
    QString executorType;

    QString repositoryId;
    QString taskRepositoryId;
    QString repositoryPath;
    QString repoName;
    QString baseBranch;
    QString branchSlug;
    QString branchIdentitySlug;
    QString worktreeId;
    QString setupScript;
    QString taskDirName;
    QList<RepoLaunchSpec> repositories;
    std::optional<ContributionDestination> contributionDestination;

    bool useWorktree = false;
    QString branchTemplate;  // from the executor profile; empty: the repository's or the default
    QStringList copyGlobs;   // from the executor profile, on top of each repository's own
    bool isEphemeral = false; // quick chat: a session-scoped scratch folder
    bool isPassthrough = false;
    bool startAgent = false;
    QString workspacePath; // a folder the user picked, used as is

    QString acpSessionId;
    QString previousExecutionId;
    QString modelOverride;

    EnvMap env;
    QVariantMap metadata;
    std::optional<RouteOverride> routeOverride;
    QList<EnvironmentDefinition> environmentDefinitions;
    bool environmentResolutionRequired = false;
    QStringList mcpProviders;

    QString managedGoCachePath; // set by the controller for local executors

    // The repositories of this launch: the explicit list, or one spec made from the top-level fields.
    QList<RepoLaunchSpec> repoSpecs() const;
};

// The profile that configures the agent: the execution profile, else the acting profile.
QString executionProfileId(const LaunchRequest &request);
bool hasConcreteRouteExecutionProfile(const LaunchRequest &request);
// Appends the legacy route flags unless a concrete execution profile owns the configuration.
QStringList appendRouteOverrideFlags(const QStringList &tokens, const LaunchRequest &request);
// Merges the legacy route env into request.env (indexed GIT_CONFIG_* composed, not overwritten).
LaunchStatus mergeRouteOverrideEnv(LaunchRequest &request);
void applyRouteOverrideToProfile(AgentProfile &profile, const LaunchRequest &request);

// Merges two environments; GIT_CONFIG_COUNT/KEY_n/VALUE_n entries of both are renumbered into one
// list. Incomplete or malformed indexed entries are an error.
Outcome<EnvMap> mergeGitConfigEnv(const EnvMap &base, const EnvMap &overlay);

// Workspace sub-path key of a repository: sanitized repository name, "-<branch slug>" when set.
QString repositoryWorkspaceKey(const RepoLaunchSpec &spec);
// Contribution destinations per workspace key; distinct targets for the same key are an error.
Outcome<QMap<QString, ContributionDestination>> collectContributionDestinations(const LaunchRequest &request);

} // namespace kandesk
