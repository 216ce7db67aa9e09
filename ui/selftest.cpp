// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "selftest.h"

#include "lifecycle/agentctllocator.h"
#include "mainwindow.h"
#include "models/database.h"
#include "models/migrations.h"
#include "syntaxsupport.h"
#include "versioninfo.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>

#include <QElapsedTimer>
#include <QMenuBar>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

namespace kandesk::ui {

namespace {

constexpr int kMinimumDefinitions = 300;

Expected<QString> checkMainWindow()
{
    MainWindow window;
    window.show();
    if (window.menuBar()->actions().size() < 2)
        return Error{QStringLiteral("the main window has no File and Help menus")};
    return QStringLiteral("window ok");
}

Expected<QString> checkDatabase()
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return Error{QStringLiteral("cannot create a temporary folder: %1").arg(dir.errorString())};
    Database database(dir.filePath(QStringLiteral("kandesk.db")));
    if (auto status = database.open(); !status)
        return Error{status.error()};
    const int version = database.schemaVersion();
    if (version != latestSchemaVersion())
        return Error{QStringLiteral("database migrated to schema %1, expected %2").arg(version).arg(latestSchemaVersion())};
    return QStringLiteral("schema v%1").arg(version);
}

Expected<QString> checkSyntaxDefinitions()
{
    const auto &repository = syntaxRepository();
    const auto count = repository.definitions().size();
    if (count < kMinimumDefinitions)
        return Error{QStringLiteral("KSyntaxHighlighting has %1 definitions, fewer than %2").arg(count).arg(kMinimumDefinitions)};
    for (const auto *name : {"Diff", "C++"}) {
        if (!repository.definitionForName(QString::fromLatin1(name)).isValid())
            return Error{QStringLiteral("KSyntaxHighlighting lacks the \"%1\" definition").arg(QLatin1String(name))};
    }
    return QStringLiteral("KSyntaxHighlighting %1 with %2 definitions").arg(syntaxHighlightingVersion()).arg(count);
}

Expected<QString> checkAgentctl()
{
    auto path = locateAgentctl();
    if (!path)
        return Error{path.error()};
    QProcess process;
    process.start(*path, {QStringLiteral("--version")});
    if (!process.waitForFinished(10'000)) {
        process.kill();
        return Error{QStringLiteral("%1 --version did not finish: %2").arg(*path, process.errorString())};
    }
    const QString version = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 || version.isEmpty())
        return Error{QStringLiteral("%1 --version failed: %2").arg(*path, QString::fromUtf8(process.readAllStandardError()).trimmed())};
    return QStringLiteral("%1 (%2)").arg(version, *path);
}

} // namespace

int runSelfTest(QTextStream &out, QTextStream &err)
{
    QElapsedTimer timer;
    timer.start();
    QStringList results;
    const std::pair<const char *, Expected<QString> (*)()> checks[] = {
        {"main window", checkMainWindow},
        {"database", checkDatabase},
        {"syntax definitions", checkSyntaxDefinitions},
        {"agentctl", checkAgentctl},
    };
    for (const auto &[name, check] : checks) {
        const auto result = check();
        if (!result) {
            err << "kandesk self-test FAILED: " << name << ": " << result.error() << Qt::endl;
            return 1;
        }
        results.append(result.value());
    }
    out << "kandesk self-test ok: Kandesk " << kandeskVersion() << ", Qt " << qtRuntimeVersion() << "; "
        << results.join(QStringLiteral("; ")) << "; " << timer.elapsed() << " ms" << Qt::endl;
    return 0;
}

} // namespace kandesk::ui
