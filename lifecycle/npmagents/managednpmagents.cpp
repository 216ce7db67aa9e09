// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "managednpmagents.h"

#include "lifecycle/npmagents/semver.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QMutex>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryDir>

#include <algorithm>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ManagedNpmAgentsWords".
struct ManagedNpmAgentsWords {
    Q_DECLARE_TR_FUNCTIONS(ManagedNpmAgentsWords)
};

const QString kMarker = QStringLiteral("kandesk-install.json");

QJsonObject readJsonObject(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

Status writeJsonObject(const QString &path, const QJsonObject &object)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error { ManagedNpmAgentsWords::tr("cannot write %1: %2").arg(path, file.errorString()) };
    file.write(QJsonDocument(object).toJson());
    if (!file.commit())
        return Error { ManagedNpmAgentsWords::tr("cannot write %1: %2").arg(path, file.errorString()) };
    return {};
}

bool isFileSpec(const QString &spec)
{
    return spec.startsWith(QLatin1String("file:")) || spec.startsWith(QLatin1Char('/'))
        || spec.startsWith(QLatin1String("./")) || spec.startsWith(QLatin1String("../"));
}

// A package name npm accepts ("name" or "@scope/name"), so that it can be a folder of the home.
bool isPackageName(const QString &package)
{
    static const QRegularExpression valid(QStringLiteral("^(@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$"));
    return valid.match(package).hasMatch();
}

bool isVersionText(const QString &version)
{
    static const QRegularExpression valid(QStringLiteral("^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.+-]*)?$"));
    return valid.match(version).hasMatch();
}

QString agentLabel(const AgentDefinition &agent)
{
    return agent.displayName.isEmpty() || agent.displayName == agent.id
        ? agent.id
        : QStringLiteral("%1 (%2)").arg(agent.displayName, agent.id);
}

// The newest fitting versions asked of the registry in this process, by package and node.
QMutex g_fittingMutex;
QHash<QString, QString> g_fitting;

} // namespace

QString packageShortName(const QString &package)
{
    return package.section(QLatin1Char('/'), -1);
}

QString installCommandHint(const QString &agentId, const QString &version)
{
    return QStringLiteral("`kandesk agent install %1`")
        .arg(version.isEmpty() ? agentId : agentId + QLatin1Char('@') + version);
}

std::optional<InstallHint> installHintIn(const QString &message)
{
    // The command, not the sentence around it, which is translated: the hint is the command outside
    // parentheses (a version to pin, "(`kandesk agent install codex-acp@0.5.0`)", is not offered).
    static const QRegularExpression hint(QStringLiteral("(?<!\\()`kandesk agent install ([^`@\\s]+)(?:@([^`\\s]+))?`"));
    const auto match = hint.match(message);
    if (!match.hasMatch())
        return std::nullopt;
    return InstallHint { match.captured(1), match.captured(2) };
}

ManagedNpmAgents::ManagedNpmAgents(QString homeDir)
    : m_home(std::move(homeDir))
{ }

QString ManagedNpmAgents::agentsDir() const
{
    return QDir(m_home).filePath(QStringLiteral("agents"));
}

QString ManagedNpmAgents::versionDir(const QString &package, const QString &version) const
{
    return QDir(agentsDir()).filePath(package + QLatin1Char('/') + version);
}

std::optional<InstalledNpmAgent> ManagedNpmAgents::installedVersion(
    const QString &package, const QString &version) const
{
    if (!isPackageName(package) || !isVersionText(version))
        return std::nullopt;
    const QJsonObject marker = readJsonObject(QDir(versionDir(package, version)).filePath(kMarker));
    if (marker.value(QStringLiteral("version")).toString() != version)
        return std::nullopt;
    InstalledNpmAgent installed;
    installed.package = package;
    installed.version = version;
    installed.entry = marker.value(QStringLiteral("entry")).toString();
    installed.runWithNode = marker.value(QStringLiteral("run_with_node")).toBool(true);
    installed.enginesNode = marker.value(QStringLiteral("engines_node")).toString();
    installed.fromRegistry = marker.value(QStringLiteral("from_registry")).toBool(true);
    if (installed.entry.isEmpty() || !QFileInfo(installed.entry).isFile())
        return std::nullopt;
    return installed;
}

QList<InstalledNpmAgent> ManagedNpmAgents::installed(const QString &package) const
{
    QList<InstalledNpmAgent> found;
    if (!isPackageName(package))
        return found;
    const QStringList versions = QDir(QDir(agentsDir()).filePath(package)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &version : versions) {
        if (auto one = installedVersion(package, version))
            found.append(*one);
    }
    std::sort(found.begin(), found.end(), [](const InstalledNpmAgent &a, const InstalledNpmAgent &b) {
        const auto va = SemVer::parse(a.version);
        const auto vb = SemVer::parse(b.version);
        return va && vb ? *va > *vb : a.version > b.version;
    });
    return found;
}

Expected<InstalledNpmAgent> ManagedNpmAgents::install(
    const AgentDefinition &agent, const QString &spec, const NpmOutput &onOutput) const
{
    const QString package = agent.npmPackage;
    if (package.isEmpty())
        return Error {
            ManagedNpmAgentsWords::tr("%1 is not an npm package: Kandesk does not install it").arg(agentLabel(agent))
        };
    if (!isPackageName(package))
        return Error { ManagedNpmAgentsWords::tr("\"%1\" is not an npm package name").arg(package) };
    auto node = findNode();
    if (!node)
        return Error { node.error() };
    const QString packageDir = QDir(agentsDir()).filePath(package);
    if (!QDir().mkpath(packageDir))
        return Error { ManagedNpmAgentsWords::tr("cannot create %1").arg(packageDir) };

    // npm installs into a staging folder beside the versions, renamed once the version is known.
    QTemporaryDir staging(QDir(packageDir).filePath(QStringLiteral(".install-XXXXXX")));
    if (!staging.isValid())
        return Error {
            ManagedNpmAgentsWords::tr("cannot create a folder in %1: %2").arg(packageDir, staging.errorString())
        };
    if (auto written = writeJsonObject(staging.filePath(QStringLiteral("package.json")),
            { { QStringLiteral("name"), QStringLiteral("kandesk-managed-agent") },
                { QStringLiteral("private"), true } });
        !written)
        return Error { written.error() };
    const QString what
        = isFileSpec(spec) ? spec : package + QLatin1Char('@') + (spec.isEmpty() ? QStringLiteral("latest") : spec);
    // Asked before downloading: a version this node cannot run is refused without fetching it.
    if (!isFileSpec(spec)) {
        if (onOutput)
            onOutput(QStringLiteral("npm view %1 version engines.node").arg(what));
        auto viewed = runNpm({ QStringLiteral("view"), what, QStringLiteral("version"), QStringLiteral("engines.node"),
                                 QStringLiteral("--json") },
            packageDir, {}, 60'000);
        if (!viewed)
            return Error { ManagedNpmAgentsWords::tr("npm cannot find %1: %2").arg(what, viewed.error()) };
        const QJsonDocument answer = QJsonDocument::fromJson(QByteArray("{\"v\":") + viewed->trimmed() + '}');
        const QJsonValue value = answer.object().value(QStringLiteral("v"));
        if (value.isObject()) { // one version with engines ({"version", "engines.node"}); a bare string has none
            const QJsonObject fields = value.toObject();
            if (auto fits = checkEngines(agent, fields.value(QStringLiteral("version")).toString(),
                    fields.value(QStringLiteral("engines.node")).toString(), *node);
                !fits)
                return Error { fits.error() };
        }
    }
    if (onOutput)
        onOutput(QStringLiteral("npm install %1").arg(what));
    auto ran = runNpm({ QStringLiteral("install"), QStringLiteral("--no-audit"), QStringLiteral("--no-fund"),
                          QStringLiteral("--save-exact"), QStringLiteral("--no-package-lock"),
                          QStringLiteral("--prefix"), staging.path(), what },
        staging.path(), onOutput);
    if (!ran)
        return Error { ManagedNpmAgentsWords::tr("installing %1 failed: %2").arg(what, ran.error()) };

    auto read = NpmPackage::read(QDir(staging.path()).filePath(QStringLiteral("node_modules/") + package));
    if (!read)
        return Error {
            ManagedNpmAgentsWords::tr("npm installed %1 but not the package %2: %3").arg(what, package, read.error())
        };
    if (read->name != package)
        return Error { ManagedNpmAgentsWords::tr("%1 is the package %2, not %3").arg(what, read->name, package) };
    if (!isVersionText(read->version))
        return Error { ManagedNpmAgentsWords::tr("%1 has the version \"%2\", which Kandesk cannot file")
                           .arg(package, read->version) };
    if (auto fits = checkEngines(agent, read->version, read->enginesNode, *node, !isFileSpec(spec)); !fits)
        return Error { fits.error() };

    const QString target = versionDir(package, read->version);
    if (auto existing = installedVersion(package, read->version)) {
        if (onOutput)
            onOutput(ManagedNpmAgentsWords::tr("%1 %2 is already installed").arg(package, read->version));
        return *existing;
    }
    QDir(target).removeRecursively(); // an install that did not complete
    if (!QDir().rename(staging.path(), target))
        return Error { ManagedNpmAgentsWords::tr("cannot move the install into %1").arg(target) };
    staging.setAutoRemove(false);

    auto moved = NpmPackage::read(QDir(target).filePath(QStringLiteral("node_modules/") + package));
    if (!moved)
        return Error { moved.error() };
    auto entry = resolveNpmEntry(*moved, agent.npmEntry);
    if (!entry) {
        QDir(target).removeRecursively();
        return Error { entry.error() };
    }
    if (auto marked = writeJsonObject(QDir(target).filePath(kMarker),
            { { QStringLiteral("package"), package }, { QStringLiteral("version"), moved->version },
                { QStringLiteral("entry"), entry->path }, { QStringLiteral("run_with_node"), entry->runWithNode },
                { QStringLiteral("engines_node"), moved->enginesNode },
                { QStringLiteral("from_registry"), !isFileSpec(spec) },
                { QStringLiteral("installed_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) } });
        !marked)
        return Error { marked.error() };
    if (onOutput)
        onOutput(ManagedNpmAgentsWords::tr("installed %1 %2 into %3").arg(package, moved->version, target));
    return InstalledNpmAgent { package, moved->version, entry->path, entry->runWithNode, moved->enginesNode,
        !isFileSpec(spec) };
}

Status ManagedNpmAgents::remove(const AgentDefinition &agent, const QString &version) const
{
    if (agent.npmPackage.isEmpty() || !isPackageName(agent.npmPackage))
        return Error { ManagedNpmAgentsWords::tr("%1 is not an npm package Kandesk installs").arg(agentLabel(agent)) };
    const QString path
        = version.isEmpty() ? QDir(agentsDir()).filePath(agent.npmPackage) : versionDir(agent.npmPackage, version);
    if (!version.isEmpty() && !isVersionText(version))
        return Error { ManagedNpmAgentsWords::tr("\"%1\" is not a version").arg(version) };
    if (!QFileInfo::exists(path))
        return Error { version.isEmpty()
                ? ManagedNpmAgentsWords::tr("%1 is not installed").arg(agentLabel(agent))
                : ManagedNpmAgentsWords::tr("%1 %2 is not installed").arg(agentLabel(agent), version) };
    if (!QDir(path).removeRecursively())
        return Error { ManagedNpmAgentsWords::tr("cannot remove %1").arg(path) };
    return {};
}

QStringList ManagedNpmAgents::removeOthers(const AgentDefinition &agent, const QSet<QString> &keep) const
{
    QStringList removed;
    const QString pinned = pin(agent.id);
    for (const InstalledNpmAgent &one : installed(agent.npmPackage)) {
        if (keep.contains(one.version) || one.version == pinned)
            continue;
        if (remove(agent, one.version))
            removed.append(one.version);
    }
    return removed;
}

QString ManagedNpmAgents::pin(const QString &agentId) const
{
    return readJsonObject(QDir(agentsDir()).filePath(QStringLiteral("pins.json"))).value(agentId).toString();
}

Status ManagedNpmAgents::setPin(const QString &agentId, const QString &version) const
{
    if (!version.isEmpty() && !isVersionText(version))
        return Error {
            ManagedNpmAgentsWords::tr("\"%1\" is not a version (a pin names one, e.g. 0.49.0)").arg(version)
        };
    QDir().mkpath(agentsDir());
    QLockFile lock(QDir(agentsDir()).filePath(QStringLiteral("pins.json.lock")));
    if (!lock.tryLock(5'000))
        return Error { ManagedNpmAgentsWords::tr("another Kandesk is changing the pins: try again") };
    const QString path = QDir(agentsDir()).filePath(QStringLiteral("pins.json"));
    QJsonObject pins = readJsonObject(path);
    if (version.isEmpty())
        pins.remove(agentId);
    else
        pins.insert(agentId, version);
    return writeJsonObject(path, pins);
}

Expected<ManagedLaunch> ManagedNpmAgents::resolve(const AgentDefinition &agent, const QString &profilePin) const
{
    if (agent.npmPackage.isEmpty())
        return Error { ManagedNpmAgentsWords::tr("%1 is not an npm package").arg(agentLabel(agent)) };
    const QString agentPin = pin(agent.id);
    const QString wanted = profilePin.isEmpty() ? agentPin : profilePin;
    std::optional<InstalledNpmAgent> chosen;
    if (!wanted.isEmpty()) {
        chosen = installedVersion(agent.npmPackage, wanted);
        if (!chosen) {
            const QString by = profilePin.isEmpty() ? ManagedNpmAgentsWords::tr("the agent's pin")
                                                    : ManagedNpmAgentsWords::tr("its profile's pin");
            return Error { ManagedNpmAgentsWords::tr(
                "%1 %2 (%3) is not installed: install it with %4, or from Settings ▸ Agents")
                               .arg(agentLabel(agent), wanted, by, installCommandHint(agent.id, wanted)) };
        }
    } else {
        const QList<InstalledNpmAgent> all = installed(agent.npmPackage);
        if (all.isEmpty())
            return Error { ManagedNpmAgentsWords::tr(
                "%1 is not installed: install it with %2, or from Settings ▸ Agents")
                               .arg(agentLabel(agent), installCommandHint(agent.id)) };
        chosen = all.constFirst();
    }
    ManagedLaunch launch;
    launch.installed = *chosen;
    if (!chosen->runWithNode) {
        launch.argv = { chosen->entry };
        return launch;
    }
    auto node = findNode();
    if (!node)
        return Error { node.error() };
    if (auto fits = checkEngines(agent, chosen->version, chosen->enginesNode, *node, chosen->fromRegistry); !fits)
        return Error { fits.error() };
    launch.argv = { node->path, chosen->entry };
    return launch;
}

Expected<QStringList> ManagedNpmAgents::launchArgv(const AgentDefinition &agent, const QString &pinnedVersion) const
{
    auto resolved = resolve(agent, pinnedVersion);
    if (!resolved)
        return Error { resolved.error() };
    return resolved->argv;
}

std::optional<std::pair<QString, QDateTime>> ManagedNpmAgents::cachedLatestVersion(const QString &package) const
{
    const QJsonObject entry
        = readJsonObject(QDir(agentsDir()).filePath(QStringLiteral("registry-cache.json"))).value(package).toObject();
    const QString latest = entry.value(QStringLiteral("latest")).toString();
    if (latest.isEmpty())
        return std::nullopt;
    return std::pair { latest,
        QDateTime::fromString(entry.value(QStringLiteral("checked_at")).toString(), Qt::ISODate) };
}

Expected<QString> ManagedNpmAgents::latestVersion(const QString &package, bool refresh, qint64 maxAgeSeconds) const
{
    if (!isPackageName(package))
        return Error { ManagedNpmAgentsWords::tr("\"%1\" is not an npm package name").arg(package) };
    if (!refresh) {
        if (auto cached = cachedLatestVersion(package); cached && cached->second.isValid()
            && cached->second.secsTo(QDateTime::currentDateTimeUtc()) < maxAgeSeconds)
            return cached->first;
    }
    auto viewed = runNpm({ QStringLiteral("view"), package + QStringLiteral("@latest"), QStringLiteral("version") },
        agentsDirOrHome(), {}, 60'000);
    if (!viewed)
        return Error { viewed.error() };
    const QString latest = QString::fromUtf8(*viewed).trimmed();
    if (!isVersionText(latest))
        return Error { ManagedNpmAgentsWords::tr("npm view %1 printed \"%2\", not a version").arg(package, latest) };
    QDir().mkpath(agentsDir());
    QLockFile lock(QDir(agentsDir()).filePath(QStringLiteral("registry-cache.json.lock")));
    if (lock.tryLock(5'000)) {
        const QString path = QDir(agentsDir()).filePath(QStringLiteral("registry-cache.json"));
        QJsonObject cache = readJsonObject(path);
        cache.insert(package,
            QJsonObject { { QStringLiteral("latest"), latest },
                { QStringLiteral("checked_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) } });
        (void)writeJsonObject(path, cache);
    }
    return latest;
}

Expected<QString> ManagedNpmAgents::newestFitting(const QString &package, const SemVer &node) const
{
    const QString key = package + QLatin1Char('@') + node.toString();
    {
        const QMutexLocker lock(&g_fittingMutex);
        if (const auto it = g_fitting.constFind(key); it != g_fitting.cend())
            return it.value();
    }
    // Every published version with its engines.node: "name@1.2.3 version = '1.2.3'" and
    // "name@1.2.3 engines.node = '>=22'" lines (a version without engines has only the first).
    auto viewed = runNpm({ QStringLiteral("view"), package + QStringLiteral("@>=0.0.0"), QStringLiteral("version"),
                             QStringLiteral("engines.node") },
        agentsDirOrHome(), {}, 60'000);
    if (!viewed)
        return Error { viewed.error() };
    QHash<QString, QString> engines;
    QSet<QString> versions;
    static const QRegularExpression line(
        QStringLiteral("^\\S+@(\\S+)\\s+(?:(version|engines\\.node)\\s*=\\s*)?'(.*)'\\s*$"));
    for (const QString &text : QString::fromUtf8(*viewed).split(QLatin1Char('\n'))) {
        const auto match = line.match(text.trimmed());
        if (!match.hasMatch())
            continue;
        const QString version = match.captured(1);
        versions.insert(version);
        if (match.captured(2) == QLatin1String("engines.node"))
            engines.insert(version, match.captured(3));
    }
    std::optional<SemVer> best;
    for (const QString &version : std::as_const(versions)) {
        const auto parsed = SemVer::parse(version);
        if (!parsed || !parsed->prerelease.isEmpty())
            continue;
        const QString range = engines.value(version);
        if (!range.isEmpty() && !satisfiesRange(node, range).value_or(false))
            continue;
        if (!best || *parsed > *best)
            best = parsed;
    }
    const QString found = best ? best->toString() : QString();
    const QMutexLocker lock(&g_fittingMutex);
    g_fitting.insert(key, found);
    return found;
}

Status ManagedNpmAgents::checkEngines(const AgentDefinition &agent, const QString &version, const QString &enginesNode,
    const NodeRuntime &node, bool askRegistry) const
{
    if (enginesNode.isEmpty())
        return {};
    const auto fits = satisfiesRange(node.version, enginesNode);
    if (!fits.has_value() || *fits)
        return {}; // a range Kandesk cannot read is npm's business, not a refusal
    const QString needs = describeRange(enginesNode);
    QString install = ManagedNpmAgentsWords::tr("Install a Node that satisfies %1").arg(enginesNode);
    static const QRegularExpression atLeast(QStringLiteral("^≥ (\\d+)$"));
    if (const auto match = atLeast.match(needs); match.hasMatch())
        install = ManagedNpmAgentsWords::tr("Install Node %1").arg(match.captured(1));
    QString message
        = ManagedNpmAgentsWords::tr("%1 %2 needs Node %3; this machine has %4 (%5). %6")
              .arg(packageShortName(agent.npmPackage), version, needs, shortVersion(node.version), node.path, install);
    if (askRegistry) {
        if (auto fitting = newestFitting(agent.npmPackage, node.version); fitting && !fitting->isEmpty())
            message += ManagedNpmAgentsWords::tr(", or pin %1 (`kandesk agent install %2@%1`)").arg(*fitting, agent.id);
    }
    return Error { message + QLatin1Char('.') };
}

QString ManagedNpmAgents::agentsDirOrHome() const
{
    return QFileInfo(agentsDir()).isDir() ? agentsDir() : m_home;
}

} // namespace kandesk
