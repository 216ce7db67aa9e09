// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dockersettings.h"

#include "executorname.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

#include <cmath>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "DockerSettingsWords".
struct DockerSettingsWords {
    Q_DECLARE_TR_FUNCTIONS(DockerSettingsWords)
};


// Docker's --mount takes comma-separated key=value pairs, so a path with a comma cannot be given.
enum class MountEnd { Source, Destination };

QString mountPathProblem(MountEnd end, const QString &path)
{
    const bool source = end == MountEnd::Source;
    if (path.isEmpty())
        return source ? DockerSettingsWords::tr("the mount's source is missing") : DockerSettingsWords::tr("the mount's destination is missing");
    if (hasControlCharacter(path))
        return (source ? DockerSettingsWords::tr("the mount's source \"%1\" has a control character (a line break?)")
                       : DockerSettingsWords::tr("the mount's destination \"%1\" has a control character (a line break?)"))
            .arg(path);
    if (!path.startsWith(QLatin1Char('/')))
        return (source ? DockerSettingsWords::tr("the mount's source must be an absolute path, got \"%1\"")
                       : DockerSettingsWords::tr("the mount's destination must be an absolute path, got \"%1\""))
            .arg(path);
    if (path.contains(QLatin1Char(',')))
        return (source ? DockerSettingsWords::tr("the mount's source \"%1\" has a comma, which Docker's mount syntax cannot carry")
                       : DockerSettingsWords::tr("the mount's destination \"%1\" has a comma, which Docker's mount syntax cannot carry"))
            .arg(path);
    return {};
}

} // namespace

Expected<DockerMount> parseDockerMount(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(':'));
    if (parts.size() < 2 || parts.size() > 3)
        return Error { DockerSettingsWords::tr("the mount \"%1\" is not SOURCE:DESTINATION or SOURCE:DESTINATION:ro "
                                      "(both absolute paths, without colons)")
                           .arg(text) };
    DockerMount mount { parts.at(0), parts.at(1), false };
    if (parts.size() == 3) {
        if (parts.at(2) == QLatin1String("ro"))
            mount.readOnly = true;
        else if (parts.at(2) != QLatin1String("rw"))
            return Error { DockerSettingsWords::tr(
                "the mount \"%1\" ends in \"%2\"; only :ro (read-only) or :rw may follow the destination")
                               .arg(text, parts.at(2)) };
    }
    if (mount.target.isEmpty())
        return Error { DockerSettingsWords::tr("the mount \"%1\" has no destination: write SOURCE:DESTINATION, e.g. %2:/data")
                           .arg(text, mount.source.isEmpty() ? QStringLiteral("/srv/data") : mount.source) };
    if (QString problem = mountPathProblem(MountEnd::Source, mount.source); !problem.isEmpty())
        return Error { problem };
    if (QString problem = mountPathProblem(MountEnd::Destination, mount.target); !problem.isEmpty())
        return Error { problem };
    mount.source = QDir::cleanPath(mount.source);
    mount.target = QDir::cleanPath(mount.target);
    if (mount.target == QLatin1String("/"))
        return Error {
            DockerSettingsWords::tr("the mount \"%1\" would cover the container's whole file system (destination /)").arg(text)
        };
    return mount;
}

Expected<qint64> parseDockerMemory(const QString &text)
{
    // A number, then an optional unit: b, k/kb/kib, m/mb/mib, g/gb/gib, t/tb/tib (binary, as Docker counts).
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*([a-zA-Z]*)\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return Error { DockerSettingsWords::tr("the memory limit \"%1\" is not a size such as 512m, 2g or 1.5GiB").arg(text) };
    const double number = match.captured(1).toDouble();
    const QString unit = match.captured(2).toLower();
    double factor = 0;
    if (unit.isEmpty() || unit == QLatin1String("b"))
        factor = 1;
    else if (unit == QLatin1String("k") || unit == QLatin1String("kb") || unit == QLatin1String("kib"))
        factor = 1024.0;
    else if (unit == QLatin1String("m") || unit == QLatin1String("mb") || unit == QLatin1String("mib"))
        factor = 1024.0 * 1024;
    else if (unit == QLatin1String("g") || unit == QLatin1String("gb") || unit == QLatin1String("gib"))
        factor = 1024.0 * 1024 * 1024;
    else if (unit == QLatin1String("t") || unit == QLatin1String("tb") || unit == QLatin1String("tib"))
        factor = 1024.0 * 1024 * 1024 * 1024;
    else
        return Error { DockerSettingsWords::tr(
            "the memory limit \"%1\" has an unknown unit \"%2\" (use b, k, m, g or t): give a size such as 512m, 2g or 1.5GiB")
                           .arg(text, match.captured(2)) };
    const double bytes = std::floor(number * factor);
    if (bytes > 1e18)
        return Error { DockerSettingsWords::tr("the memory limit \"%1\" is too large").arg(text) };
    if (bytes < double(kDockerMinimumMemory))
        return Error { DockerSettingsWords::tr("the memory limit \"%1\" is below Docker's minimum of 6 MiB").arg(text) };
    return static_cast<qint64>(bytes);
}

Expected<double> parseDockerCpus(const QString &text)
{
    bool ok = false;
    const double cpus = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(cpus) || cpus <= 0)
        return Error {
            DockerSettingsWords::tr("the CPU limit \"%1\" is not a positive number of CPUs such as 2 or 0.5").arg(text)
        };
    if (cpus < 0.01)
        return Error {
            DockerSettingsWords::tr("the CPU limit \"%1\" is below 0.01 CPUs, the smallest Docker accepts").arg(text)
        };
    if (cpus > 1024)
        return Error { DockerSettingsWords::tr("the CPU limit \"%1\" is more CPUs than any machine has").arg(text) };
    return cpus;
}

QString formatDockerMemory(qint64 bytes)
{
    static const char *const units[] = { "B", "KiB", "MiB", "GiB", "TiB" };
    double value = double(bytes);
    int unit = 0;
    while (value >= 1024 && unit < 4) {
        value /= 1024;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(QString::number(value, 'g', 4), QLatin1String(units[unit]));
}

QString dockerSettingsProblem(const DockerSettings &settings)
{
    // A reference as Docker writes it: [registry[:port]/]name[:tag][@digest].
    static const QRegularExpression imagePattern(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._/:@+-]*$"));
    if (settings.image.isEmpty() && !settings.useDevcontainer)
        return DockerSettingsWords::tr("a Docker executor needs an image, or to take it from the repository's devcontainer.json");
    if (!settings.image.isEmpty()) {
        if (settings.image.startsWith(QLatin1Char('-')))
            return DockerSettingsWords::tr("the image \"%1\" starts with a dash (docker would read it as an option)")
                .arg(settings.image);
        if (!imagePattern.match(settings.image).hasMatch() || settings.image.size() > 512)
            return DockerSettingsWords::tr(
                "\"%1\" is not an image reference (like debian:bookworm or registry.example.org/team/image:tag)")
                .arg(settings.image);
    }
    for (const DockerMount &mount : settings.mounts) {
        if (QString problem = mountPathProblem(MountEnd::Source, mount.source); !problem.isEmpty())
            return problem;
        if (QString problem = mountPathProblem(MountEnd::Destination, mount.target); !problem.isEmpty())
            return problem;
    }
    if (settings.cpus < 0 || !std::isfinite(settings.cpus))
        return DockerSettingsWords::tr("the CPU limit must be a positive number of CPUs");
    if (settings.memoryBytes != 0 && settings.memoryBytes < kDockerMinimumMemory)
        return DockerSettingsWords::tr("the memory limit is below Docker's minimum of 6 MiB");
    if (!settings.network.isEmpty() && settings.network != kDockerNetworkAuto
        && settings.network != QLatin1String("host") && settings.network != QLatin1String("bridge"))
        return DockerSettingsWords::tr(
            "the network \"%1\" is not one Kandesk can reach its agent through (auto, host or bridge)")
            .arg(settings.network);
    return {};
}

} // namespace kandesk
