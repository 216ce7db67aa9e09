// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/ports/launchvalues.h"
#include "models/expected.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace kandesk {

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

    Status validate() const;
    bool sameTarget(const ContributionDestination &other) const;
};

// One repository of a launch.
struct RepoLaunchSpec {
    // Set by the front ends (TaskRunner::planLaunch).
    QString repositoryId;
    QString repositoryPath;
    QString repoName;
    QString baseBranch;
    QString repoSetupScript; // empty: the launch's own (buildEnvPrepareRequest)

    // Reference behaviour (see LaunchRequest); no front end sets it yet.
    // The workspace key's branch suffix (repositoryWorkspaceKey) and the branch identity handed to
    // the preparer: buildEnvPrepareRequestCarriesTopLevelBranchIdentity.
    QString branchSlug;
    QString branchIdentitySlug;
    // The launch's worktree id, handed to the preparer (the reference's preparer re-enters that
    // worktree; Kandesk's do not read it yet).
    QString worktreeId;
    // Where a managed fork pushes; distinct targets for one workspace key are refused:
    // collectContributionDestinationsRejectsDistinctIdentitiesWithSamePath.
    std::optional<ContributionDestination> contributionDestination;
};

// A launch's repositories: the explicit list, else the one repository the single-repository fields
// name (none when they name none). LaunchRequest and EnvPrepareRequest both carry such fields.
QList<RepoLaunchSpec> repoSpecsOrSingle(const QList<RepoLaunchSpec> &repositories, const RepoLaunchSpec &single);

// What one launch needs. The fields come in three groups: what the front ends set (the window, the
// quick chat and `kandesk run` all launch through application/TaskRunner::planLaunch), what only
// the reference launch path uses, and what the controller fills in itself.
//
// The second group is behaviour of the reference (shared/reference/manager_launch.go.txt) that the
// lifecycle ports and its scenarios exercise: set by the reference scenarios; no front end sets it
// yet. Each field names the scenario that covers it (tests/lifecycle/tst_launchscenarios.cpp,
// one ctest each as lifecycle.scenario.<name>; "capabilities" is tst_lifecyclecapabilities.cpp).
struct LaunchRequest {
    // --- Set by the front ends ---
    QString taskId;
    QString sessionId;
    QString workspaceId;
    QString taskTitle;
    QString taskDescription; // goes to the first prompt, never into the environment
    QString agentProfileId;  // the acting profile (KANDEV_AGENT_PROFILE_ID)
    QString executorType;
    QString acpSessionId; // a resume: the agent session to load (--resume where the agent can recover)

    // One repository travels in the top-level fields, several in `repositories`.
    QString repositoryId;
    QString repositoryPath;
    QString repoName;
    QString baseBranch;
    QString setupScript;
    QList<RepoLaunchSpec> repositories;

    bool useWorktree = false;
    QString branchTemplate;   // from the executor profile; empty: the repository's or the default
    QStringList copyGlobs;    // from the executor profile, on top of each repository's own
    bool isEphemeral = false; // quick chat: a session-scoped scratch folder
    QString workspacePath;    // a folder the user picked, used as is

    // --- Reference behaviour: set by the reference scenarios; no front end sets it yet ---

    // The profile that configures the agent when it is not the acting one (KANDEV_EXECUTION_PROFILE_ID):
    // buildEnvForExecutionSeparatesOfficeAndExecutionProfiles, buildEnvForExecutionNilSnapshotResolvesExecutionProfile,
    // executionProfileIdFallsBackToOfficeProfile, concreteExecutionProfileIgnoresLegacyRouteFlagsAndEnv.
    QString executionProfileId;
    // The task environment the execution belongs to, carried to the runtime and the execution like
    // the ones ensureExecutionForEnvironment() makes (Kandesk does not store task environments yet):
    // launchDeadlineDoesNotAbortLiveEnsureFollower, ensureLeaderDoesNotHideLaunchWaiterDeadline.
    QString taskEnvironmentId;
    // The single repository's branch slugs (see RepoLaunchSpec): buildEnvPrepareRequestCarriesTopLevelBranchIdentity.
    QString branchSlug;
    QString branchIdentitySlug;
    // The worktree a resume re-enters, reported with its workspace:
    // capabilities workspaceResolverHonoursRepositoryWorktreeAndRuntimeOwnership.
    QString worktreeId;
    // Marks the execution as a resumed session: launchPromotesWorkspaceOnlyExecution.
    QString previousExecutionId;
    // Wins over the profile's model (flag and AGENT_MODEL): capabilities modelFlagUsesTheOverrideOverTheProfile.
    QString modelOverride;
    // The launch keeps an activity lease for the agent start that follows, so maintenance waits:
    // launchKeepsInitialExecutionActivityAfterReturning.
    bool startAgent = false;
    // MCP providers handed to the runtime, and applied to agentctl when a workspace-only execution is
    // promoted: launchPromotesWorkspaceOnlyExecutionAppliesMcpProviders,
    // launchPromotesWorkspaceOnlyExecutionFailsWhenMcpProviderApplyFails.
    QStringList mcpProviders;
    // The reference's passthrough launch, set by the two MCP-provider scenarios above; in the
    // reference it skips a project-MCP step that Kandesk does not have, so nothing here reads it.
    bool isPassthrough = false;
    // A legacy model route: legacyRouteStillAppliesFlagsAndEnv, legacyRouteComposesIndexedGitConfig,
    // legacyRouteRejectsMalformedIndexedGitConfig, concreteExecutionProfileIgnoresLegacyRouteFlagsAndEnv,
    // launchPublishesPrepareCompletionOnLegacyRouteEnvError; capabilities legacyRouteFlagsFollowProfileFlags,
    // legacyRouteSelectsTheProviderUnlessAConcreteProfileOwnsTheLaunch.
    std::optional<RouteOverride> routeOverride;
    // A run-owned launch, admitted by its owner before anything is made and again at registration:
    // tst_launchguards runOwnedLaunchIsAdmittedByItsOwner (no front end owns launches by runs yet).
    ExecutionOwner owner;
    // Variables defined outside the profile (repository secrets), resolved when required; a managed
    // value for the same variable is a conflict naming both origins:
    // buildEnvForExecutionRejectsLateManagedValuesThatConflictWithRepositorySecrets; capabilities
    // repositorySecretThatCannotBeRevealedFailsClosed, conflictMessageNamesBothOrigins.
    QList<EnvironmentDefinition> environmentDefinitions;
    bool environmentResolutionRequired = false;
    // The caller's own variables (e.g. KANDEV_RUN_ID and a wake payload), the base of the composed
    // environment, which replaces them once composed: buildEnvForExecutionSpillsLargeWakePayloadToWorkspaceFile,
    // legacyRouteComposesIndexedGitConfig, managedGoCacheEnvironmentPropagatesToPrepareAndRuntime.
    EnvMap env;
    // The execution's metadata to start from. Its repo_setup_script is the setup script of the
    // repositories without one (capabilities prepareRequestKeepsEachRepositoryAndInheritsTheSetupScript);
    // the controller adds the managed Go cache to it (prepareManagedGoCacheEnvironmentOverridesLocalRequest).
    QVariantMap metadata;

    // --- Set by the controller (callers leave it empty) ---
    QString managedGoCachePath; // the managed Go build cache of local executors

    // The repositories of this launch: the explicit list, or one spec made from the top-level fields.
    QList<RepoLaunchSpec> repoSpecs() const;
};

// The profile that configures the agent: the execution profile, else the acting profile.
QString executionProfileId(const LaunchRequest &request);
bool hasConcreteRouteExecutionProfile(const LaunchRequest &request);
// Appends the legacy route flags unless a concrete execution profile owns the configuration.
QStringList appendRouteOverrideFlags(const QStringList &tokens, const LaunchRequest &request);
// Merges the legacy route env into request.env (indexed GIT_CONFIG_* composed, not overwritten).
Status mergeRouteOverrideEnv(LaunchRequest &request);
void applyRouteOverrideToProfile(AgentProfile &profile, const LaunchRequest &request);

// Merges two environments; GIT_CONFIG_COUNT/KEY_n/VALUE_n entries of both are renumbered into one
// list. Incomplete or malformed indexed entries are an error.
Expected<EnvMap> mergeGitConfigEnv(const EnvMap &base, const EnvMap &overlay);

// Workspace sub-path key of a repository: sanitized repository name, "-<branch slug>" when set.
QString repositoryWorkspaceKey(const RepoLaunchSpec &spec);
// Contribution destinations per workspace key; distinct targets for the same key are an error.
Expected<QMap<QString, ContributionDestination>> collectContributionDestinations(const LaunchRequest &request);

} // namespace kandesk
