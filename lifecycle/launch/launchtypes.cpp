// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "launchtypes.h"

#include "models/executors/dockersettings.h"
#include "models/types.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "LaunchTypesWords".
struct LaunchTypesWords {
    Q_DECLARE_TR_FUNCTIONS(LaunchTypesWords)
};

const QString GitConfigCount = QStringLiteral("GIT_CONFIG_COUNT");
const QString GitConfigKeyPrefix = QStringLiteral("GIT_CONFIG_KEY_");
const QString GitConfigValuePrefix = QStringLiteral("GIT_CONFIG_VALUE_");

bool isGitConfigVariable(const QString &name)
{
    return name == GitConfigCount || name.startsWith(GitConfigKeyPrefix) || name.startsWith(GitConfigValuePrefix);
}

using GitConfigEntries = QList<std::pair<QString, QString>>;

Expected<GitConfigEntries> gitConfigEntries(const EnvMap &env, const QString &side)
{
    GitConfigEntries entries;
    const bool hasIndexed = std::any_of(env.keyBegin(), env.keyEnd(), [](const QString &k) {
        return k.startsWith(GitConfigKeyPrefix) || k.startsWith(GitConfigValuePrefix);
    });
    if (!env.contains(GitConfigCount)) {
        if (hasIndexed)
            return Error::failed(
                LaunchTypesWords::tr("%1 has GIT_CONFIG_KEY/VALUE entries without GIT_CONFIG_COUNT").arg(side));
        return entries;
    }
    bool isNumber = false;
    const int count = env.value(GitConfigCount).trimmed().toInt(&isNumber);
    if (!isNumber || count < 0)
        return Error::failed(
            LaunchTypesWords::tr("%1 has an invalid GIT_CONFIG_COUNT \"%2\"").arg(side, env.value(GitConfigCount)));
    for (int i = 0; i < count; ++i) {
        const QString keyName = GitConfigKeyPrefix + QString::number(i);
        const QString valueName = GitConfigValuePrefix + QString::number(i);
        if (!env.contains(keyName) || env.value(keyName).trimmed().isEmpty() || !env.contains(valueName))
            return Error::failed(LaunchTypesWords::tr("%1 declares %2 Git config entries but entry %3 is incomplete")
                                     .arg(side)
                                     .arg(count)
                                     .arg(i));
        entries.append({env.value(keyName), env.value(valueName)});
    }
    for (auto it = env.cbegin(); it != env.cend(); ++it) {
        if (it.key() == GitConfigCount || !isGitConfigVariable(it.key()))
            continue;
        const QString index = it.key().mid(it.key().startsWith(GitConfigKeyPrefix) ? GitConfigKeyPrefix.size()
                                                                                     : GitConfigValuePrefix.size());
        bool indexOk = false;
        const int n = index.toInt(&indexOk);
        if (!indexOk || n < 0 || n >= count)
            return Error::failed(
                LaunchTypesWords::tr("%1 has %2 outside GIT_CONFIG_COUNT %3").arg(side, it.key()).arg(count));
    }
    return entries;
}

QString sanitizePathSegment(const QString &text)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    QString out = text.trimmed();
    out.replace(unsafe, QStringLiteral("-"));
    while (out.startsWith(QLatin1Char('-')) || out.startsWith(QLatin1Char('.')))
        out.remove(0, 1);
    while (out.endsWith(QLatin1Char('-')) || out.endsWith(QLatin1Char('.')))
        out.chop(1);
    return out;
}

} // namespace

QString runtimeForExecutorType(const QString &executorType)
{
    if (executorType == kDockerExecutorType || executorType == ExecutorTypes::LocalDocker
        || executorType == ExecutorTypes::RemoteDocker)
        return RuntimeNames::Docker;
    if (executorType == ExecutorTypes::Ssh)
        return RuntimeNames::Ssh;
    if (executorType == ExecutorTypes::Sprites)
        return RuntimeNames::Sprites;
    if (executorType == ExecutorTypes::Kubernetes)
        return RuntimeNames::Kubernetes;
    return RuntimeNames::Standalone;
}

bool isLocalExecutorType(const QString &executorType)
{
    return executorType.isEmpty() || executorType == ExecutorTypes::Local || executorType == ExecutorTypes::LegacyLocalPc
        || executorType == ExecutorTypes::Worktree;
}

Status ContributionDestination::validate() const
{
    if (version != CurrentVersion)
        return Error::failed(LaunchTypesWords::tr("unsupported contribution destination version %1").arg(version));
    if (provider != QLatin1String("github"))
        return Error::failed(LaunchTypesWords::tr("unsupported contribution provider \"%1\"").arg(provider));
    for (const ContributionRepository *repo : {&sourceRepository, &targetRepository}) {
        if (repo->host.isEmpty() || repo->path.isEmpty() || repo->remoteUrl.isEmpty())
            return Error::failed(
                LaunchTypesWords::tr("contribution destination repositories need host, path and remote URL"));
    }
    return {};
}

bool ContributionDestination::sameTarget(const ContributionDestination &other) const
{
    return targetRepository.host.compare(other.targetRepository.host, Qt::CaseInsensitive) == 0
        && targetRepository.path == other.targetRepository.path
        && targetRepository.providerId == other.targetRepository.providerId
        && targetRepository.remoteUrl == other.targetRepository.remoteUrl;
}

QList<RepoLaunchSpec> repoSpecsOrSingle(const QList<RepoLaunchSpec> &repositories, const RepoLaunchSpec &single)
{
    if (!repositories.isEmpty())
        return repositories;
    if (single.repositoryPath.isEmpty() && single.repositoryId.isEmpty() && single.repoName.isEmpty())
        return {};
    return {single};
}

QList<RepoLaunchSpec> LaunchRequest::repoSpecs() const
{
    return repoSpecsOrSingle(repositories, {.repositoryId = repositoryId,
                                            .repositoryPath = repositoryPath,
                                            .repoName = repoName,
                                            .baseBranch = baseBranch,
                                            .repoSetupScript = {},
                                            .branchSlug = branchSlug,
                                            .branchIdentitySlug = branchIdentitySlug,
                                            .worktreeId = worktreeId,
                                            .contributionDestination = {}});
}

QString executionProfileId(const LaunchRequest &request)
{
    return request.executionProfileId.isEmpty() ? request.agentProfileId : request.executionProfileId;
}

bool hasConcreteRouteExecutionProfile(const LaunchRequest &request)
{
    return request.routeOverride && !request.routeOverride->executionProfileId.isEmpty();
}

QStringList appendRouteOverrideFlags(const QStringList &tokens, const LaunchRequest &request)
{
    if (!request.routeOverride || hasConcreteRouteExecutionProfile(request))
        return tokens;
    return tokens + request.routeOverride->flags;
}

Status mergeRouteOverrideEnv(LaunchRequest &request)
{
    if (!request.routeOverride || hasConcreteRouteExecutionProfile(request) || request.routeOverride->env.isEmpty())
        return {};
    auto merged = mergeGitConfigEnv(request.env, request.routeOverride->env);
    if (!merged)
        return merged.failure().wrapped(LaunchTypesWords::tr("compose legacy route environment"));
    request.env = std::move(merged).value();
    return {};
}

void applyRouteOverrideToProfile(AgentProfile &profile, const LaunchRequest &request)
{
    if (!request.routeOverride)
        return;
    const RouteOverride &route = *request.routeOverride;
    if (!route.providerId.isEmpty())
        profile.agentId = route.providerId;
    if (!route.model.isEmpty())
        profile.model = route.model;
    profile.mode = route.mode;
}

Expected<EnvMap> mergeGitConfigEnv(const EnvMap &base, const EnvMap &overlay)
{
    auto baseEntries = gitConfigEntries(base, LaunchTypesWords::tr("the base environment"));
    if (!baseEntries)
        return baseEntries.failure();
    auto overlayEntries = gitConfigEntries(overlay, LaunchTypesWords::tr("the overlay environment"));
    if (!overlayEntries)
        return overlayEntries.failure();

    EnvMap merged;
    for (const EnvMap *side : {&base, &overlay}) {
        for (auto it = side->cbegin(); it != side->cend(); ++it) {
            if (!isGitConfigVariable(it.key()))
                merged.insert(it.key(), it.value());
        }
    }
    const GitConfigEntries all = baseEntries.value() + overlayEntries.value();
    if (!all.isEmpty()) {
        merged.insert(GitConfigCount, QString::number(all.size()));
        for (int i = 0; i < all.size(); ++i) {
            merged.insert(GitConfigKeyPrefix + QString::number(i), all.at(i).first);
            merged.insert(GitConfigValuePrefix + QString::number(i), all.at(i).second);
        }
    }
    return merged;
}

QString repositoryWorkspaceKey(const RepoLaunchSpec &spec)
{
    QString name = sanitizePathSegment(spec.repoName);
    if (name.isEmpty())
        name = spec.repoName;
    const QString slug = sanitizePathSegment(spec.branchSlug);
    return slug.isEmpty() ? name : name + QLatin1Char('-') + slug;
}

Expected<QMap<QString, ContributionDestination>> collectContributionDestinations(const LaunchRequest &request)
{
    QMap<QString, ContributionDestination> destinations;
    const QList<RepoLaunchSpec> specs = request.repoSpecs();
    for (int index = 0; index < specs.size(); ++index) {
        const RepoLaunchSpec &spec = specs.at(index);
        if (!spec.contributionDestination)
            continue;
        if (auto valid = spec.contributionDestination->validate(); !valid)
            return valid.failure().wrapped(
                LaunchTypesWords::tr("validate contribution destination for repository \"%1\"").arg(spec.repoName));
        const QString key = index == 0 ? QString() : repositoryWorkspaceKey(spec);
        auto existing = destinations.constFind(key);
        if (existing != destinations.cend()) {
            if (!existing->sameTarget(*spec.contributionDestination))
                return Error::failed(
                    LaunchTypesWords::tr("multiple contribution destinations target workspace repository \"%1\"")
                        .arg(key));
            continue;
        }
        destinations.insert(key, *spec.contributionDestination);
    }
    return destinations;
}

} // namespace kandesk
