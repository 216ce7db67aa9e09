// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "diagnostics.h"

#include "application/logfiles.h"
#include "application/settings/agentreadiness.h"
#include "application/settings/worktreesfolder.h"
#include "application/stores.h"
#include "models/database.h"
#include "models/secretvault.h"
#include "models/stores/profilestore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSysInfo>
#include <QtConcurrent>

namespace kandesk {

namespace {

constexpr int kLogLines = 30;
constexpr int kProgramTimeoutMs = 5'000;

// The program a launch would run and its version, in the diagnostics' own (English) words.
QString versionOf(const QString &program, const QString &overrideVariable = {})
{
    const ToolVersion tool
        = readToolVersion(program, overrideVariable, QProcessEnvironment::systemEnvironment(), kProgramTimeoutMs);
    if (!tool.installed())
        return QStringLiteral("not found");
    if (tool.version.isEmpty())
        return QStringLiteral("%1 gave no version").arg(tool.path);
    return QStringLiteral("%1 (%2)").arg(tool.version, tool.path);
}

// `kandesk --self-test` on a scratch home (never this one, which the window has open): its one line.
QString selfTestLine(const QString &program)
{
    if (program.isEmpty())
        return QStringLiteral("not run");
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("KANDESK_HOME"));
    process.setProcessEnvironment(environment);
    process.start(program, { QStringLiteral("--self-test"), QStringLiteral("-platform"), QStringLiteral("offscreen") });
    constexpr int kSelfTestMs = 60'000;
    if (!process.waitForFinished(kSelfTestMs)) {
        process.kill();
        process.waitForFinished(1'000);
        return QStringLiteral("did not end within %1 s").arg(kSelfTestMs / 1000);
    }
    // Its verdict is one line, on standard output when it passed, on standard error among Qt's
    // warnings when it did not.
    const QStringList lines = QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError())
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("kandesk self-test")))
            return withheldIfSecret(line.trimmed());
    }
    return QStringLiteral("no verdict (exit code %1)").arg(process.exitCode());
}

// The first lines of the newest crash note the logs folder keeps.
QStringList lastCrash(const QString &folder)
{
    const QFileInfoList notes = QDir(folder).entryInfoList({ QStringLiteral("crash-note-*.txt") }, QDir::Files, QDir::Name | QDir::Reversed);
    if (notes.isEmpty())
        return { QStringLiteral("Last crash: none noted") };
    QFile file(notes.constFirst().filePath());
    if (!file.open(QIODevice::ReadOnly))
        return { QStringLiteral("Last crash: %1 cannot be read").arg(file.fileName()) };
    QStringList lines { QStringLiteral("Last crash (%1):").arg(file.fileName()) };
    const QStringList said = QString::fromUtf8(file.read(8 * 1024)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &line : said.mid(0, 2))
        lines.append(QStringLiteral("  ") + withheldIfSecret(line));
    return lines;
}

// The last lines of the newest file in folder whose name fits pattern.
QStringList newestLogTail(const QString &folder, const QString &pattern)
{
    const QFileInfoList logs = QDir(folder).entryInfoList({pattern}, QDir::Files, QDir::Time);
    if (logs.isEmpty())
        return {QStringLiteral("(no %1 in %2)").arg(pattern, folder)};
    QFile file(logs.constFirst().filePath());
    if (!file.open(QIODevice::ReadOnly))
        return {QStringLiteral("(%1 cannot be read: %2)").arg(file.fileName(), file.errorString())};
    constexpr qint64 kTailBytes = 64 * 1024;
    if (file.size() > kTailBytes)
        file.seek(file.size() - kTailBytes);
    QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    lines = lines.mid(std::max<qsizetype>(0, lines.size() - kLogLines));
    QStringList tail{QStringLiteral("%1 (last %2 lines):").arg(file.fileName()).arg(lines.size())};
    for (const QString &line : std::as_const(lines))
        tail.append(QStringLiteral("  ") + withheldIfSecret(line));
    return tail;
}

QStringList installedNpmAgents(const QString &home)
{
    // <home>/agents/<package>/<version>/, a scoped package one level deeper.
    QStringList found;
    const QDir agents(QDir(home).filePath(QStringLiteral("agents")));
    for (const QFileInfo &entry : agents.entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QStringList packages = entry.fileName().startsWith(QLatin1Char('@'))
                                         ? QDir(entry.filePath()).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)
                                         : QStringList{QString()};
        for (const QString &inner : packages) {
            const QString package = inner.isEmpty() ? entry.fileName() : entry.fileName() + QLatin1Char('/') + inner;
            const QStringList versions = QDir(agents.filePath(package)).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
            found.append(QStringLiteral("%1 %2").arg(package, versions.join(QStringLiteral(", "))));
        }
    }
    return found;
}

QString collect(Stores &stores, const DiagnosticsContext &context)
{
    QStringList text;
    text << QStringLiteral("Kandesk %1 (%2)").arg(QStringLiteral(KANDESK_VERSION), context.frontEnd)
         << QStringLiteral("Qt %1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))
         << QStringLiteral("System: %1, kernel %2 %3, %4").arg(QSysInfo::prettyProductName(), QSysInfo::kernelType(), QSysInfo::kernelVersion(),
                                                                 QSysInfo::currentCpuArchitecture());
    if (!context.platformName.isEmpty())
        text << QStringLiteral("Qt platform: %1").arg(context.platformName);
    text << QStringLiteral("Node.js: %1").arg(versionOf(QStringLiteral("node"), QStringLiteral("KANDESK_NODE")))
         << QStringLiteral("npm: %1").arg(versionOf(QStringLiteral("npm"), QStringLiteral("KANDESK_NPM")))
         << QStringLiteral("git: %1").arg(versionOf(QStringLiteral("git")));
    text << QStringLiteral("Home: %1 (schema %2)").arg(stores.home()).arg(stores.database().schemaVersion());
    if (!stores.layout().isOneFolder())
        text << QStringLiteral("Cache: %1").arg(stores.layout().cache) << QStringLiteral("Logs: %1").arg(logsFolder(stores));
    text << QStringLiteral("Worktrees: %1").arg(worktreesFolders(stores).join(QStringLiteral(", ")));

    text << QStringLiteral("Agent profiles:");
    if (auto profiles = stores.profiles().agentProfiles(); !profiles) {
        text << QStringLiteral("  (cannot be read: %1)").arg(profiles.error());
    } else {
        for (const AgentProfile &profile : std::as_const(*profiles))
            text << QStringLiteral("  %1: agent %2%3%4").arg(profile.name, profile.agentId,
                                                            profile.model.isEmpty() ? QString() : QStringLiteral(", model ") + profile.model,
                                                            profile.customCommand.isEmpty() ? QString() : QStringLiteral(", a custom command"));
        if (profiles->isEmpty())
            text << QStringLiteral("  (none)");
    }
    text << QStringLiteral("npm agents installed:");
    const QStringList npmAgents = installedNpmAgents(stores.layout().cache);
    for (const QString &agent : npmAgents)
        text << QStringLiteral("  ") + agent;
    if (npmAgents.isEmpty())
        text << QStringLiteral("  (none)");

    SecretVault &vault = stores.vault();
    const auto secrets = vault.list();
    text << QStringLiteral("Secrets: new ones kept in %1; %2 stored (names and values not shown)")
                .arg(SecretVault::backendName(vault.backend()))
                .arg(secrets ? QString::number(secrets->size()) : secrets.error());
    text << QStringLiteral("Self-test: %1").arg(selfTestLine(context.selfTestProgram));
    text << lastCrash(logsFolder(stores));
    text << newestLogTail(logsFolder(stores), QStringLiteral("kandesk.log"))
         << newestLogTail(logsFolder(stores), QStringLiteral("agentctl-*.log"));
    return text.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace

QString logsFolder(const Stores &stores)
{
    return stores.layout().logsFolder();
}

QFuture<QString> collectDiagnostics(Stores &stores, const DiagnosticsContext &context)
{
    return QtConcurrent::run([&stores, context] { return collect(stores, context); });
}

} // namespace kandesk
