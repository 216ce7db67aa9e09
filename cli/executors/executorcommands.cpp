// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "executorcommands.h"

#include "application/settings/configuration.h"
#include "application/settings/settingsremovals.h"
#include "application/settings/sshhostkeys.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/executors/dockerexecutoradd.h"
#include "models/executors/executorname.h"
#include "models/queries/executorqueries.h"
#include "models/queries/profilequeries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "ExecutorCommands".
struct ExecutorCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(ExecutorCommands)
};

const QString kAddUsage = QStringLiteral(
    "usage: kandesk executor add --type ssh --name NAME --host HOST [--port N] [--user USER] [--identity FILE]\n"
    "                            [--known-hosts FILE] [--remote-dir DIR] [--json] [--data-dir DIR]\n"
    "  --identity: the private key (else ssh's defaults and your ssh-agent); --known-hosts: the host keys to trust\n"
    "  (else ~/.ssh/known_hosts; host keys are checked strictly: `kandesk executor trust NAME` adds a first-seen one);\n"
    "  --remote-dir: where agents work on the remote, absolute or ~/… (default ~/.kandesk)");

bool isBuiltIn(const ExecutorProfile &profile)
{
    return profile.id == QLatin1String("worktree") || profile.id == QLatin1String("local");
}

// "user@host:port" as a person would write it.
QString destination(const SshHost &host)
{
    QString text = host.user.isEmpty() ? host.host : host.user + QLatin1Char('@') + host.host;
    if (host.port != 22)
        text += QStringLiteral(":%1").arg(host.port);
    return text;
}

QJsonObject profileJson(const ExecutorProfile &profile, const std::optional<SshHost> &host)
{
    QJsonObject object{{QStringLiteral("id"), profile.id},
                       {QStringLiteral("name"), profile.name},
                       {QStringLiteral("type"), profile.executorType},
                       {QStringLiteral("built_in"), isBuiltIn(profile)},
                       {QStringLiteral("created_at"), profile.createdAt.toUTC().toString(Qt::ISODateWithMs)}};
    if (host) {
        object.insert(QStringLiteral("host"), host->host);
        object.insert(QStringLiteral("port"), host->port);
        object.insert(QStringLiteral("user"), host->user);
        object.insert(QStringLiteral("identity_file"), host->identityFile);
        object.insert(QStringLiteral("known_hosts_file"), host->effectiveKnownHostsFile());
        object.insert(QStringLiteral("known_hosts_default"), host->knownHostsFile.isEmpty());
        object.insert(QStringLiteral("remote_dir"), host->remoteDir);
    }
    return object;
}

int addExecutor(const QStringList &arguments)
{
    if (wantsDockerType(arguments))
        return addDockerExecutor(arguments);
    const QString command = QStringLiteral("kandesk executor add");
    QCommandLineParser parser;
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("The stored profile as JSON."));
    const QCommandLineOption type(QStringLiteral("type"), QStringLiteral("The executor type (ssh)."), QStringLiteral("TYPE"));
    const QCommandLineOption name(QStringLiteral("name"), QStringLiteral("The profile's name."), QStringLiteral("NAME"));
    const QCommandLineOption host(QStringLiteral("host"), QStringLiteral("The remote host."), QStringLiteral("HOST"));
    const QCommandLineOption port(QStringLiteral("port"), QStringLiteral("Its SSH port (22)."), QStringLiteral("N"));
    const QCommandLineOption user(QStringLiteral("user"), QStringLiteral("The remote user."), QStringLiteral("USER"));
    const QCommandLineOption identity(QStringLiteral("identity"), QStringLiteral("The private key file."), QStringLiteral("FILE"));
    const QCommandLineOption knownHosts(QStringLiteral("known-hosts"), QStringLiteral("The known_hosts file."), QStringLiteral("FILE"));
    const QCommandLineOption remoteDir(QStringLiteral("remote-dir"), QStringLiteral("The remote base directory."), QStringLiteral("DIR"));
    parser.addOptions({dataDir, json, type, name, host, port, user, identity, knownHosts, remoteDir});
    const ParsedArguments parsed = parseArguments(parser, arguments, command, kAddUsage, 0, 0);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto usageError = [&command](const QString &reason) {
        printError(command + QStringLiteral(": ") + reason);
        printError(kAddUsage);
        return ExitUsage;
    };

    const QString typeName = parser.value(type);
    if (typeName.isEmpty())
        return usageError(ExecutorCommandsWords::tr("--type is missing (known types: ssh, docker)"));
    if (typeName != kSshExecutorType)
        return usageError(ExecutorCommandsWords::tr("unknown executor type \"%1\" (known: ssh, docker)").arg(typeName));
    if (!parser.isSet(name))
        return usageError(ExecutorCommandsWords::tr("--name is missing"));
    if (!parser.isSet(host))
        return usageError(ExecutorCommandsWords::tr("--host is missing"));
    const QString profileName = parser.value(name);
    if (const QString problem = executorNameProblem(profileName); !problem.isEmpty())
        return usageError(problem);

    SshHost ssh;
    ssh.host = parser.value(host);
    ssh.user = parser.value(user);
    ssh.remoteDir = parser.value(remoteDir);
    if (parser.isSet(port)) {
        bool ok = false;
        ssh.port = parser.value(port).toInt(&ok);
        if (!ok)
            return usageError(ExecutorCommandsWords::tr("--port wants a number from 1 to 65535, got \"%1\"").arg(parser.value(port)));
    }
    if (parser.isSet(identity)) {
        const auto file = sshIdentityFile(parser.value(identity));
        if (!file)
            return usageError(QStringLiteral("--identity: ") + file.error());
        ssh.identityFile = *file;
    }
    if (parser.isSet(knownHosts)) {
        const auto file = sshKnownHostsFile(parser.value(knownHosts));
        if (!file)
            return usageError(QStringLiteral("--known-hosts: ") + file.error());
        ssh.knownHostsFile = *file;
    }
    if (const QString hostProblem = sshHostProblem(ssh); !hostProblem.isEmpty())
        return usageError(hostProblem);

    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    Configuration configuration(*home->stores);
    if (Status seeded = configuration.ensureBuiltInExecutorProfiles(); !seeded) {
        printError(command + QStringLiteral(": ") + seeded.error());
        return ExitFailure;
    }
    auto added = configuration.saveSshExecutor({}, profileName, ssh);
    if (!added) {
        printError(command + QStringLiteral(": ") + added.error());
        return ExitFailure;
    }
    auto stored = std::as_const(*home->stores).sshExecutors().host(added->id);
    if (!stored || !stored->has_value()) {
        printError(command + ExecutorCommandsWords::tr(": the profile was stored but cannot be read back: ")
            + (stored ? ExecutorCommandsWords::tr("no host") : stored.error()));
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        printJson(profileJson(*added, *stored));
        return ExitOk;
    }
    printError(ExecutorCommandsWords::tr("Added executor profile %1 (ssh %2, remote directory %3).")
                   .arg(added->name, destination(**stored), (*stored)->remoteDir));
    if ((*stored)->knownHostsFile.isEmpty() && !QFileInfo::exists((*stored)->effectiveKnownHostsFile()))
        printError(ExecutorCommandsWords::tr("Note: %1 does not exist yet; the host's key must be in it before Kandesk can connect "
                             "(host keys are checked strictly).")
                       .arg((*stored)->effectiveKnownHostsFile()));
    return ExitOk;
}

int listExecutors(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk executor list");
    QCommandLineParser parser;
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("A JSON array."));
    parser.addOptions({dataDir, json});
    const ParsedArguments parsed = parseArguments(parser, arguments, command,
                                                  QStringLiteral("usage: kandesk executor list [--json] [--data-dir DIR]"), 0, 0);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    if (Status seeded = Configuration(*home->stores).ensureBuiltInExecutorProfiles(); !seeded) {
        printError(command + QStringLiteral(": ") + seeded.error());
        return ExitFailure;
    }
    const Stores &stores = *home->stores;
    auto profiles = stores.profiles().executorProfiles();
    auto hosts = stores.sshExecutors().hosts();
    auto containers = stores.dockerExecutors().allSettings();
    if (!profiles || !hosts || !containers) {
        printError(command + QStringLiteral(": ")
                   + (!profiles ? profiles.error() : !hosts ? hosts.error() : containers.error()));
        return ExitFailure;
    }
    QJsonArray rows;
    for (const ExecutorProfile &profile : std::as_const(*profiles)) {
        const auto host = hosts->contains(profile.id) ? std::optional<SshHost>(hosts->value(profile.id)) : std::nullopt;
        QJsonObject row = profileJson(profile, host);
        if (containers->contains(profile.id))
            insertDockerJson(row, containers->value(profile.id));
        rows.append(row);
    }
    if (parser.isSet(json)) {
        printLine(QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Compact)));
        return ExitOk;
    }
    for (const ExecutorProfile &profile : std::as_const(*profiles)) {
        QString line = QStringLiteral("%1  (%2").arg(profile.name, profile.executorType);
        if (isBuiltIn(profile))
            line += ExecutorCommandsWords::tr(", built in");
        line += QLatin1Char(')');
        if (hosts->contains(profile.id)) {
            const SshHost host = hosts->value(profile.id);
            line += QStringLiteral("  %1  %2").arg(destination(host), host.remoteDir);
            if (!host.identityFile.isEmpty())
                line += ExecutorCommandsWords::tr("  key %1").arg(host.identityFile);
            if (!host.knownHostsFile.isEmpty())
                line += ExecutorCommandsWords::tr("  known hosts %1").arg(host.knownHostsFile);
        }
        if (containers->contains(profile.id))
            line += QStringLiteral("  ") + dockerSummary(containers->value(profile.id));
        printLine(line);
    }
    return ExitOk;
}

// The executor profile called name; on failure prints "<command>: <reason>" and returns nothing.
std::optional<ExecutorProfile> profileNamed(CliHome &home, const QString &command, const QString &name)
{
    auto found = std::as_const(*home.stores).sshExecutors().profileNamed(name);
    if (!found) {
        printError(command + QStringLiteral(": ") + found.error());
        return std::nullopt;
    }
    if (!found->has_value()) {
        printError(
            command + ExecutorCommandsWords::tr(": no executor profile named \"%1\" (kandesk executor list shows them)").arg(name));
        return std::nullopt;
    }
    return **found;
}

int deleteExecutor(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk executor delete");
    QCommandLineParser parser;
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    parser.addOption(dataDir);
    const ParsedArguments parsed = parseArguments(parser, arguments, command,
                                                  QStringLiteral("usage: kandesk executor delete NAME [--data-dir DIR]"), 1, 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    const QString name = parsed.positional.constFirst();
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    const std::optional<ExecutorProfile> found = profileNamed(*home, command, name);
    if (!found)
        return ExitFailure;
    const ExecutorProfile &profile = *found;
    if (isBuiltIn(profile)) {
        printError(command + ExecutorCommandsWords::tr(": %1 is built in and cannot be deleted").arg(profile.name));
        return ExitFailure;
    }
    SettingsRemovals removals(*home->stores);
    if (Status removed = removals.remove(SettingsItem::ExecutorProfile, profile.id, profile.name).result(); !removed) {
        printError(command + ExecutorCommandsWords::tr(": %1 not deleted: %2").arg(profile.name, removed.error()));
        return ExitFailure;
    }
    printError(ExecutorCommandsWords::tr("Deleted executor profile %1.").arg(profile.name));
    return ExitOk;
}

// `kandesk executor trust NAME [--yes]`: shows the SSH host's key fingerprints and, with --yes,
// adds a first-seen key to the profile's known-hosts file. A changed key stays refused.
int trustExecutor(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk executor trust");
    QCommandLineParser parser;
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption yes(QStringLiteral("yes"), QStringLiteral("Accept the key shown (after comparing its fingerprint)."));
    parser.addOption(dataDir);
    parser.addOption(yes);
    const ParsedArguments parsed = parseArguments(parser, arguments, command,
                                                  QStringLiteral("usage: kandesk executor trust NAME [--yes] [--data-dir DIR]\n"
                                                                 "  shows the SSH host's key fingerprints; --yes adds a first-seen key "
                                                                 "to the profile's known-hosts file"), 1, 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    const QString name = parsed.positional.constFirst();
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    const std::optional<ExecutorProfile> found = profileNamed(*home, command, name);
    if (!found)
        return ExitFailure;
    auto host = std::as_const(*home->stores).sshExecutors().host(found->id);
    if (!host || !host->has_value()) {
        printError(command + ExecutorCommandsWords::tr(": %1 is not an SSH executor: it has no host key to trust").arg(name));
        return ExitFailure;
    }
    SshHostKeys hostKeys;
    auto check = hostKeys.check(**host).result();
    if (!check) {
        printError(command + QStringLiteral(": ") + check.error());
        return ExitFailure;
    }
    printLine(check->description);
    switch (check->scan.trust) {
    case ssh::HostKeyScan::Trust::Known:
        return ExitOk;
    case ssh::HostKeyScan::Trust::Changed:
        printError(command + QStringLiteral(": ") + hostKeys.accept(*check).result().error());
        return ExitFailure;
    case ssh::HostKeyScan::Trust::Unknown:
        break;
    }
    if (!parser.isSet(yes)) {
        printError(ExecutorCommandsWords::tr("Not trusted yet: run it again with --yes once the fingerprint is the host's."));
        return ExitFailure;
    }
    if (Status accepted = hostKeys.accept(*check).result(); !accepted) {
        printError(command + QStringLiteral(": ") + accepted.error());
        return ExitFailure;
    }
    printLine(ExecutorCommandsWords::tr("Trusted: the key is in %1.").arg(check->scan.knownHostsFile));
    return ExitOk;
}

} // namespace

QString executorCommandsUsage()
{
    return QStringLiteral(
        "usage: kandesk executor COMMAND [options] [--data-dir DIR]   (kandesk executor COMMAND --help shows its options)\n"
        "  add --type ssh --name NAME --host HOST [--port N] [--user USER] [--identity FILE] [--known-hosts FILE] [--remote-dir DIR]\n"
        "                     add a profile that runs agents on another machine over SSH\n"
        "  add --type docker --name NAME (--image IMAGE | --devcontainer) [--mount SRC:DST[:ro]]… [--cpus N] [--memory SIZE]\n"
        "      [--network auto|host|bridge]   add a profile that runs each task in its own Docker container\n"
        "  list [--json]      the executor profiles (where agents run)\n"
        "  delete NAME        remove an executor profile\n"
        "  trust NAME [--yes]  show an SSH host's key fingerprint; --yes trusts a first-seen key");
}

int executorCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    const QString sub = rest.value(1);
    rest.removeAt(1);
    if (sub == QLatin1String("add"))
        return addExecutor(rest);
    if (sub == QLatin1String("list"))
        return listExecutors(rest);
    if (sub == QLatin1String("delete"))
        return deleteExecutor(rest);
    if (sub == QLatin1String("trust"))
        return trustExecutor(rest);
    printError(ExecutorCommandsWords::tr("kandesk executor: unknown command \"%1\" (known: add, list, delete, trust)").arg(sub));
    return ExitUsage;
}

} // namespace kandesk::cli
