// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "diagnostics.h"

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

// `program --version`'s first line, or why there is none.
QString versionOf(const QString &program)
{
    QProcess process;
    process.start(program, {QStringLiteral("--version")});
    if (!process.waitForStarted(kProgramTimeoutMs))
        return QStringLiteral("not found");
    if (!process.waitForFinished(kProgramTimeoutMs)) {
        process.kill();
        process.waitForFinished(1'000);
        return QStringLiteral("did not answer within %1 s").arg(kProgramTimeoutMs / 1000);
    }
    return QString::fromUtf8(process.readAllStandardOutput()).section(QLatin1Char('\n'), 0, 0).trimmed();
}

// A log line that might carry a secret (a token, a key, a password, an authorization) is withheld whole.
QString withheldIfSecret(const QString &line)
{
    static const QRegularExpression risky(QStringLiteral("token|secret|passw|bearer|authori[sz]|api[_-]?key|credential|cookie"),
                                          QRegularExpression::CaseInsensitiveOption);
    return risky.match(line).hasMatch() ? QStringLiteral("[a line withheld: it may carry a secret]") : line;
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
    text << QStringLiteral("Node.js: %1").arg(versionOf(QStringLiteral("node"))) << QStringLiteral("npm: %1").arg(versionOf(QStringLiteral("npm")))
         << QStringLiteral("git: %1").arg(versionOf(QStringLiteral("git")));
    text << QStringLiteral("Home: %1 (schema %2)").arg(stores.home()).arg(stores.database().schemaVersion());

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
    const QStringList npmAgents = installedNpmAgents(stores.home());
    for (const QString &agent : npmAgents)
        text << QStringLiteral("  ") + agent;
    if (npmAgents.isEmpty())
        text << QStringLiteral("  (none)");

    SecretVault &vault = stores.vault();
    const auto secrets = vault.list();
    text << QStringLiteral("Secrets: new ones kept in %1; %2 stored (names and values not shown)")
                .arg(SecretVault::backendName(vault.backend()))
                .arg(secrets ? QString::number(secrets->size()) : secrets.error());
    text << newestLogTail(logsFolder(stores), QStringLiteral("kandesk.log"))
         << newestLogTail(logsFolder(stores), QStringLiteral("agentctl-*.log"));
    return text.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace

QString logsFolder(const Stores &stores)
{
    return QDir(stores.home()).filePath(QStringLiteral("logs"));
}

QFuture<QString> collectDiagnostics(Stores &stores, const DiagnosticsContext &context)
{
    return QtConcurrent::run([&stores, context] { return collect(stores, context); });
}

} // namespace kandesk
