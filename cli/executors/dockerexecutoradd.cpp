// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dockerexecutoradd.h"

#include "application/settings/configuration.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "models/executors/executorname.h"
#include "models/queries/executorqueries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "DockerExecutorAdd".
struct DockerExecutorAddWords {
    Q_DECLARE_TR_FUNCTIONS(DockerExecutorAdd)
};

const QString kUsage = QStringLiteral(
    "usage: kandesk executor add --type docker --name NAME (--image IMAGE | --devcontainer) [--mount SRC:DST[:ro]]…\n"
    "                            [--cpus N] [--memory SIZE] [--network auto|host|bridge] [--json] [--data-dir DIR]\n"
    "  each task runs in its own container with its worktree mounted at the same path (copied in, the\n"
    "  container kept until the task ends, when DOCKER_HOST is tcp:// or ssh:// or KANDESK_DOCKER_REMOTE=1);\n"
    "  --devcontainer: take the image (and more) from the repository's .devcontainer/devcontainer.json;\n"
    "  --mount: a host folder to mount too (repeatable); --memory: e.g. 512m or 2g; --cpus: e.g. 2 or 0.5;\n"
    "  --network: auto (the default) takes the engine's bridge when it has one, else the host's network;\n"
    "    bridge runs agentctl on the container's network with its ports published on 127.0.0.1 only;\n"
    "    host shares the host's network (agentctl on loopback)");

QString mountText(const DockerMount &mount)
{
    return mount.source + QLatin1Char(':') + mount.target + (mount.readOnly ? QStringLiteral(":ro") : QString());
}

} // namespace

bool wantsDockerType(const QStringList &arguments)
{
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--type=docker") || arguments.at(i) == QLatin1String("-type=docker"))
            return true;
        if ((arguments.at(i) == QLatin1String("--type") || arguments.at(i) == QLatin1String("-type"))
            && arguments.value(i + 1) == kDockerExecutorType)
            return true;
    }
    return false;
}

void insertDockerJson(QJsonObject &object, const DockerSettings &settings)
{
    QJsonArray mounts;
    for (const DockerMount &mount : settings.mounts)
        mounts.append(QJsonObject { { QStringLiteral("source"), mount.source },
            { QStringLiteral("target"), mount.target }, { QStringLiteral("read_only"), mount.readOnly } });
    object.insert(QStringLiteral("image"), settings.image);
    object.insert(QStringLiteral("devcontainer"), settings.useDevcontainer);
    object.insert(QStringLiteral("mounts"), mounts);
    object.insert(QStringLiteral("cpus"), settings.cpus);
    object.insert(QStringLiteral("memory_bytes"), settings.memoryBytes);
    object.insert(QStringLiteral("network"), settings.network);
}

QString dockerSummary(const DockerSettings &settings)
{
    QStringList parts;
    parts.append(settings.image.isEmpty() ? DockerExecutorAddWords::tr("devcontainer image") : settings.image);
    if (settings.useDevcontainer && !settings.image.isEmpty())
        parts.append(QStringLiteral("devcontainer"));
    for (const DockerMount &mount : settings.mounts)
        parts.append(DockerExecutorAddWords::tr("mount %1").arg(mountText(mount)));
    if (settings.cpus > 0)
        parts.append(QStringLiteral("%1 CPUs").arg(settings.cpus));
    if (settings.memoryBytes > 0)
        parts.append(DockerExecutorAddWords::tr("memory %1").arg(formatDockerMemory(settings.memoryBytes)));
    parts.append(DockerExecutorAddWords::tr("network %1").arg(settings.network));
    return parts.join(QStringLiteral("  "));
}

int addDockerExecutor(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk executor add");
    QCommandLineParser parser;
    const QCommandLineOption dataDir(
        QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("The stored profile as JSON."));
    const QCommandLineOption type(
        QStringLiteral("type"), QStringLiteral("The executor type (docker)."), QStringLiteral("TYPE"));
    const QCommandLineOption name(
        QStringLiteral("name"), QStringLiteral("The profile's name."), QStringLiteral("NAME"));
    const QCommandLineOption image(
        QStringLiteral("image"), QStringLiteral("The container image."), QStringLiteral("IMAGE"));
    const QCommandLineOption devcontainer(
        QStringLiteral("devcontainer"), QStringLiteral("Use the repository's devcontainer.json."));
    const QCommandLineOption mount(
        QStringLiteral("mount"), QStringLiteral("SRC:DST[:ro], repeatable."), QStringLiteral("MOUNT"));
    const QCommandLineOption cpus(QStringLiteral("cpus"), QStringLiteral("CPU limit."), QStringLiteral("N"));
    const QCommandLineOption memory(QStringLiteral("memory"), QStringLiteral("Memory limit."), QStringLiteral("SIZE"));
    const QCommandLineOption network(
        QStringLiteral("network"), QStringLiteral("auto, host or bridge."), QStringLiteral("MODE"));
    parser.addOptions({ dataDir, json, type, name, image, devcontainer, mount, cpus, memory, network });
    const ParsedArguments parsed = parseArguments(parser, arguments, command, kUsage, 0, 0);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto usageError = [&command](const QString &reason) {
        printError(command + QStringLiteral(": ") + reason);
        printError(kUsage);
        return ExitUsage;
    };

    if (!parser.isSet(name))
        return usageError(DockerExecutorAddWords::tr("--name is missing"));
    const QString profileName = parser.value(name);
    if (const QString problem = executorNameProblem(profileName); !problem.isEmpty())
        return usageError(problem);
    if (!parser.isSet(image) && !parser.isSet(devcontainer))
        return usageError(DockerExecutorAddWords::tr("give the container image (--image, e.g. --image debian:bookworm) "
                                    "or --devcontainer to take it from the repository's devcontainer.json"));

    DockerSettings settings;
    settings.image = parser.value(image);
    settings.useDevcontainer = parser.isSet(devcontainer);
    if (parser.isSet(image) && settings.image.isEmpty())
        return usageError(DockerExecutorAddWords::tr("--image is empty"));
    for (const QString &given : parser.values(mount)) {
        // A relative source is taken from the current folder, as a person typing it means.
        QString text = given;
        if (!text.startsWith(QLatin1Char('/')) && text.indexOf(QLatin1Char(':')) > 0)
            text = QDir::current().absoluteFilePath(text.section(QLatin1Char(':'), 0, 0)) + QLatin1Char(':')
                + text.section(QLatin1Char(':'), 1);
        auto parsedMount = parseDockerMount(text);
        if (!parsedMount)
            return usageError(QStringLiteral("--mount: ") + parsedMount.error());
        const QFileInfo source(parsedMount->source);
        if (!source.exists())
            return usageError(DockerExecutorAddWords::tr("--mount: no file or folder at %1 on this machine").arg(parsedMount->source));
        settings.mounts.append(*parsedMount);
    }
    if (parser.isSet(cpus)) {
        auto value = parseDockerCpus(parser.value(cpus));
        if (!value)
            return usageError(QStringLiteral("--cpus: ") + value.error());
        settings.cpus = *value;
    }
    if (parser.isSet(memory)) {
        auto value = parseDockerMemory(parser.value(memory));
        if (!value)
            return usageError(QStringLiteral("--memory: ") + value.error());
        settings.memoryBytes = *value;
    }
    settings.network = parser.isSet(network) ? parser.value(network) : QString(kDockerNetworkAuto);
    if (const QString problem = dockerSettingsProblem(settings); !problem.isEmpty()) {
        const bool noImage = settings.image.isEmpty() && !settings.useDevcontainer;
        return usageError(noImage ? problem + DockerExecutorAddWords::tr(" (--image IMAGE or --devcontainer)") : problem);
    }

    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    Configuration configuration(*home->stores);
    if (Status seeded = configuration.ensureBuiltInExecutorProfiles(); !seeded) {
        printError(command + QStringLiteral(": ") + seeded.error());
        return ExitFailure;
    }
    auto added = configuration.saveDockerExecutor({}, profileName, settings);
    if (!added) {
        printError(command + QStringLiteral(": ") + added.error());
        return ExitFailure;
    }
    auto stored = std::as_const(*home->stores).dockerExecutors().settings(added->id);
    if (!stored || !stored->has_value()) {
        printError(command + DockerExecutorAddWords::tr(": the profile was stored but cannot be read back: ")
            + (stored ? DockerExecutorAddWords::tr("no settings") : stored.error()));
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        QJsonObject object { { QStringLiteral("id"), added->id }, { QStringLiteral("name"), added->name },
            { QStringLiteral("type"), added->executorType }, { QStringLiteral("built_in"), false },
            { QStringLiteral("created_at"), added->createdAt.toUTC().toString(Qt::ISODateWithMs) } };
        insertDockerJson(object, **stored);
        printJson(object);
        return ExitOk;
    }
    printError(DockerExecutorAddWords::tr("Added executor profile %1 (docker: %2).").arg(added->name, dockerSummary(**stored)));
    return ExitOk;
}

} // namespace kandesk::cli
