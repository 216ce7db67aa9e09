// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentreadiness.h"

#include "application/settings/customagents.h"
#include "application/stores.h"
#include "lifecycle/npmagents/managednpmagents.h"
#include "lifecycle/npmagents/semver.h"
#include "models/queries/profilequeries.h"
#include "models/queries/settingsqueries.h"
#include "models/secretvault.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>

namespace kandesk {

namespace {

// Debian 12's nodejs package (and Ubuntu 24.04's) is Node 18.
const SemVer kAptNode{18, 19, 0, {}};
// The current long-term Node.js release, offered (through `n`) when apt's is too old.
constexpr int kNewerNodeMajor = 22;

QString shellJoin(const QStringList &argv)
{
    QStringList quoted;
    for (const QString &arg : argv) {
        const bool plain = !arg.isEmpty() && !arg.contains(QLatin1Char(' ')) && !arg.contains(QLatin1Char('"'))
            && !arg.contains(QLatin1Char('\''));
        if (plain)
            quoted.append(arg);
        else
            quoted.append(QLatin1Char('\'') + QString(arg).replace(QLatin1String("'"), QLatin1String("'\\''")) + QLatin1Char('\''));
    }
    return quoted.join(QLatin1Char(' '));
}

QString findProgram(const QString &name, const QProcessEnvironment &environment)
{
    if (QFileInfo(name).isAbsolute())
        return QFileInfo(name).isExecutable() ? name : QString();
    const QStringList paths = environment.value(QStringLiteral("PATH")).split(QDir::listSeparator(), Qt::SkipEmptyParts);
    // An empty list would make Qt search the process's PATH instead.
    return paths.isEmpty() ? QString() : QStandardPaths::findExecutable(name, paths);
}


void readProfiles(Stores &stores, ReadinessFacts &facts)
{
    auto profiles = std::as_const(stores).profiles().agentProfiles();
    if (!profiles)
        return;
    for (const AgentProfile &profile : std::as_const(*profiles)) {
        for (const AgentProfile::EnvVar &variable : profile.envVars) {
            if (!variable.secretRef.isEmpty()) {
                const Expected<bool> stored = stores.vault().contains(variable.secretRef);
                if (stored && !*stored) {
                    facts.missingSecrets[profile.agentId].insert(variable.name, variable.secretRef);
                    continue;
                }
            } else if (variable.value.isEmpty()) {
                continue;
            }
            facts.profileKeys[profile.agentId].insert(variable.name);
        }
    }
}

void readInstalls(const QString &home, const QList<AgentDefinition> &agents, ReadinessFacts &facts)
{
    const ManagedNpmAgents managed(home);
    QHash<QString, InstalledAgentVersion> installed;
    for (const AgentDefinition &agent : agents) {
        if (agent.isCustom() || agent.npmPackage.isEmpty())
            continue;
        std::optional<InstalledNpmAgent> launched;
        if (const QString pin = managed.pin(agent.id); !pin.isEmpty()) {
            launched = managed.installedVersion(agent.npmPackage, pin);
            if (!launched)
                facts.pins.insert(agent.id, pin);
        } else if (const QList<InstalledNpmAgent> all = managed.installed(agent.npmPackage); !all.isEmpty()) {
            launched = all.constFirst();
        }
        if (launched)
            installed.insert(agent.id, InstalledAgentVersion{launched->version, launched->enginesNode, launched->runWithNode});
    }
    facts.installed = installed;
}

// The engines.node that applies to agent: its installed version's, else the registry's.
QString requiredRange(const AgentDefinition &agent, const ReadinessFacts &facts)
{
    if (facts.installed && facts.installed->contains(agent.id))
        return facts.installed->value(agent.id).enginesNode;
    return agent.enginesNode;
}

bool nodeFits(const ToolVersion &node, const QString &range)
{
    const auto version = SemVer::parse(node.version);
    return range.isEmpty() || !version || satisfiesRange(*version, range).value_or(true);
}

ReadinessNeed commandNeed(ReadinessNeed::Kind kind, const QString &text, const QString &command)
{
    ReadinessNeed need;
    need.kind = kind;
    need.text = text;
    need.fix.command = command;
    return need;
}

} // namespace

ToolVersion readToolVersion(const QString &name, const QString &overrideVariable, const QProcessEnvironment &environment,
                     int timeoutMs)
{
    ToolVersion tool;
    const QString chosen = environment.value(overrideVariable);
    tool.path = chosen.isEmpty() ? findProgram(name, environment) : chosen;
    if (tool.path.isEmpty())
        return tool;
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(tool.path, {QStringLiteral("--version")});
    if (!process.waitForStarted(timeoutMs)) {
        tool.problem = AgentReadiness::tr("%1 does not start: %2").arg(tool.path, process.errorString());
        tool.path.clear(); // as good as not installed
        return tool;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1'000);
        tool.problem = AgentReadiness::tr("%1 --version did not answer within %n s", nullptr, timeoutMs / 1000).arg(tool.path);
        return tool;
    }
    QString version = QString::fromUtf8(process.readAllStandardOutput()).section(QLatin1Char('\n'), 0, 0).trimmed();
    if (version.startsWith(QLatin1Char('v')))
        version.remove(0, 1);
    tool.version = version;
    if (version.isEmpty())
        tool.problem = AgentReadiness::tr("%1 --version printed no version").arg(tool.path);
    return tool;
}

const AgentCheck *ReadinessReport::find(const QString &agentId) const
{
    for (const AgentCheck &check : agents) {
        if (check.agentId == agentId)
            return &check;
    }
    return nullptr;
}

AgentReadiness::AgentReadiness(Stores &stores, ReadinessConfig config)
    : m_stores(stores)
    , m_config(std::move(config))
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-agent-readiness"));
    m_pool->setMaxThreadCount(2);
}

AgentReadiness::~AgentReadiness()
{
    m_pool->waitForDone();
}

QProcessEnvironment AgentReadiness::environment() const
{
    return m_config.environment.value_or(QProcessEnvironment::systemEnvironment());
}

QList<AgentDefinition> AgentReadiness::knownAgents() const
{
    AgentRegistry registry;
    if (auto custom = loadCustomAgents(std::as_const(m_stores).settings()))
        registerCustomAgents(registry, *custom);
    return registry.agents();
}

QFuture<ReadinessReport> AgentReadiness::check()
{
    return QtConcurrent::run(m_pool.get(), [this, environment = environment()] { return checkWith(knownAgents(), environment); });
}

QFuture<ReadinessReport> AgentReadiness::check(QList<AgentDefinition> agents)
{
    return QtConcurrent::run(m_pool.get(), [this, agents = std::move(agents), environment = environment()] {
        return checkWith(agents, environment);
    });
}

ReadinessReport AgentReadiness::checkBlocking(const QList<AgentDefinition> &agents) const
{
    return checkWith(agents, environment());
}

ReadinessReport AgentReadiness::checkWith(const QList<AgentDefinition> &agents, const QProcessEnvironment &environment) const
{
    ReadinessReport report;
    ReadinessFacts &facts = report.facts;
    facts.node = readToolVersion(QStringLiteral("node"), QStringLiteral("KANDESK_NODE"), environment, m_config.versionTimeoutMs);
    facts.npm = readToolVersion(QStringLiteral("npm"), QStringLiteral("KANDESK_NPM"), environment, m_config.versionTimeoutMs);
    for (const AgentDefinition &agent : agents) {
        for (const QString &variable : agent.requiredEnv + agent.keyVariables) {
            if (!environment.value(variable).isEmpty())
                facts.environment.insert(variable);
        }
        if (agent.isCustom()) {
            const QString program = agent.customArgv.constFirst();
            if (const QString path = findProgram(program, environment); !path.isEmpty())
                facts.programs.insert(program, path);
        }
    }
    readProfiles(m_stores, facts);
    readInstalls(m_stores.layout().cache, agents, facts);
    QStringList ranges;
    int tooOld = 0;
    bool nodeWanted = false;
    bool npmWanted = false;
    for (const AgentDefinition &agent : agents) {
        report.agents.append(checkAgent(agent, facts));
        for (const ReadinessNeed &need : std::as_const(report.agents.constLast().needs)) {
            nodeWanted = nodeWanted || need.kind == ReadinessNeed::Kind::Node;
            npmWanted = npmWanted || need.kind == ReadinessNeed::Kind::Npm;
            tooOld += need.kind == ReadinessNeed::Kind::NewerNode ? 1 : 0;
            if (need.kind == ReadinessNeed::Kind::Node || need.kind == ReadinessNeed::Kind::NewerNode)
                ranges.append(requiredRange(agent, facts));
        }
    }
    if (nodeWanted)
        report.machine.append(commandNeed(ReadinessNeed::Kind::Node, tr("Node.js is not installed"), nodeInstallCommand(ranges)));
    else if (tooOld > 0)
        report.machine.append(commandNeed(ReadinessNeed::Kind::NewerNode,
                                          tr("Node.js %1 is too old for %n agent(s)", nullptr, tooOld).arg(facts.node.version),
                                          nodeInstallCommand(ranges)));
    if (npmWanted)
        report.machine.append(commandNeed(ReadinessNeed::Kind::Npm, tr("npm is not installed"), QStringLiteral("sudo apt install npm")));
    return report;
}

QString AgentReadiness::nodeInstallCommand(const QStringList &ranges)
{
    const auto fitsAll = [&ranges](const SemVer &node) {
        return std::all_of(ranges.cbegin(), ranges.cend(),
                           [&node](const QString &range) { return range.isEmpty() || satisfiesRange(node, range).value_or(true); });
    };
    if (fitsAll(kAptNode))
        return QStringLiteral("sudo apt install nodejs npm");
    int major = kNewerNodeMajor;
    for (const int candidate : {kNewerNodeMajor, kNewerNodeMajor + 2, 20, 26, 28}) {
        if (fitsAll(SemVer{candidate, 0, 0, {}})) {
            major = candidate;
            break;
        }
    }
    // The distribution's npm installs `n`, which puts that Node.js release first on PATH (/usr/local).
    return QStringLiteral("sudo apt install nodejs npm && sudo npm install -g n && sudo n %1").arg(major);
}

AgentCheck AgentReadiness::checkAgent(const AgentDefinition &agent, const ReadinessFacts &facts)
{
    AgentCheck check;
    check.agentId = agent.id;
    check.displayName = agent.displayName;
    check.custom = agent.isCustom();
    QStringList words; // Settings' "Needs: …"
    QStringList steps; // and its exact steps
    QString runs;
    if (agent.isCustom()) {
        const QString program = agent.customArgv.constFirst();
        check.version = facts.programs.value(program);
        if (check.version.isEmpty()) {
            ReadinessNeed need;
            need.kind = ReadinessNeed::Kind::Program;
            need.text = tr("%1 is not on PATH").arg(program);
            need.fix.action = ReadinessFix::Action::EditAgent;
            need.fix.agentId = agent.id;
            check.needs.append(need);
            words.append(tr("%1 on PATH").arg(program));
            steps.append(tr("install \"%1\" or give its full path in the command").arg(program));
        }
    } else if (!agent.npmPackage.isEmpty()) {
        const bool installsRead = facts.installed.has_value();
        const std::optional<InstalledAgentVersion> installed
            = installsRead && facts.installed->contains(agent.id) ? std::optional(facts.installed->value(agent.id)) : std::nullopt;
        const QString range = requiredRange(agent, facts);
        const bool needsNode = !installed || installed->runWithNode;
        const bool needsNpm = !installed; // an installed agent starts without npm
        check.version = installed ? installed->version : QString();
        check.nodeRange = needsNode && !range.isEmpty() ? describeRange(range) : QString();
        const QString install = installCommandHint(agent.id, facts.pins.value(agent.id)).remove(QLatin1Char('`'));
        const bool noNode = needsNode && !facts.node.installed();
        const bool noNpm = needsNpm && !facts.npm.installed();
        if (noNode) {
            const QString text = check.nodeRange.isEmpty() ? tr("needs Node.js") : tr("needs Node.js %1").arg(check.nodeRange);
            check.needs.append(commandNeed(ReadinessNeed::Kind::Node, text, nodeInstallCommand({range})));
        } else if (noNpm) {
            check.needs.append(commandNeed(ReadinessNeed::Kind::Npm, tr("needs npm to install it"), QStringLiteral("sudo apt install npm")));
        }
        if (noNode || noNpm) {
            words.append(tr("Node.js with npm"));
            steps.append(tr("%1, then install %2 here (or %3)").arg(check.needs.constLast().fix.command, agent.npmPackage, install));
        } else if (needsNode && !nodeFits(facts.node, range)) {
            const QString has = shortVersion(*SemVer::parse(facts.node.version));
            const QString command = nodeInstallCommand({range});
            check.needs.append(commandNeed(ReadinessNeed::Kind::NewerNode,
                                           tr("needs Node.js %1; this computer has %2").arg(check.nodeRange, has), command));
            words.append(tr("Node.js %1").arg(check.nodeRange));
            steps.append(tr("%1 (this computer has Node.js %2)").arg(command, has));
        }
        if (installsRead && !installed && !noNode && !noNpm) {
            ReadinessNeed need;
            need.kind = ReadinessNeed::Kind::Install;
            const QString pin = facts.pins.value(agent.id);
            need.text = pin.isEmpty() ? tr("not installed") : tr("%1 (its pin) is not installed").arg(pin);
            need.fix.action = ReadinessFix::Action::InstallAgent;
            need.fix.agentId = agent.id;
            need.fix.version = pin;
            need.fix.command = install;
            check.needs.append(need);
            words.append(tr("installing"));
            steps.append(tr("select it and click Install (or %1)").arg(install));
        }
        if (installed)
            runs = tr("node · %1 %2 (installed by Kandesk)").arg(agent.npmPackage, installed->version);
    }

    const auto has = [&facts, &agent](const QString &variable) {
        return facts.environment.contains(variable) || facts.profileKeys.value(agent.id).contains(variable);
    };
    for (const QString &variable : agent.requiredEnv) {
        if (has(variable))
            continue;
        if (check.key != KeyState::Missing) {
            check.key = KeyState::Missing;
            check.keyVariable = variable;
        }
        ReadinessNeed need;
        need.kind = ReadinessNeed::Kind::Key;
        need.fix.agentId = agent.id;
        need.fix.variable = variable;
        if (const QString secret = facts.missingSecrets.value(agent.id).value(variable); !secret.isEmpty()) {
            need.text = tr("needs the secret “%1” its profile gives as %2").arg(secret, variable);
            need.fix.action = ReadinessFix::Action::AddSecret;
            need.fix.secret = secret;
            need.fix.command = QStringLiteral("kandesk secret set %1").arg(secret);
        } else {
            need.text = tr("needs %1").arg(variable);
            need.fix.action = ReadinessFix::Action::AddKey;
        }
        check.needs.append(need);
        words.append(tr("set %1").arg(variable));
        steps.append(tr("export %1=… or add it to the agent profile's environment (as a secret)").arg(variable));
    }
    if (check.key == KeyState::None) {
        const QStringList named = agent.requiredEnv.isEmpty() ? agent.keyVariables : agent.requiredEnv;
        for (const QString &variable : named) {
            if (has(variable)) {
                check.key = KeyState::Set;
                check.keyVariable = variable;
                break;
            }
        }
        if (check.key == KeyState::None && !named.isEmpty()) {
            check.key = KeyState::SignIn;
            check.keyVariable = named.constFirst();
        }
    }

    check.ready = check.needs.isEmpty();
    check.summary = check.ready ? tr("Ready") : tr("Needs: %1").arg(words.join(QStringLiteral(", ")));
    check.command = runs.isEmpty() ? shellJoin(agent.defaultArgv()) : runs;
    check.detail = check.ready ? tr("Runs: %1").arg(check.command) : steps.join(QStringLiteral("; "));
    return check;
}

} // namespace kandesk
