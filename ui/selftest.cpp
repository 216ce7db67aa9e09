// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "selftest.h"

#include "application/stores.h"
#include "application/taskrunnerruntime.h"
#include "application/agentctlversion.h"
#include "mainwindow.h"
#include "models/agents/agentregistry.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/items/taskmodel.h"
#include "models/migrations.h"
#include "ui/syntaxsupport.h"
#include "versioninfo.h"
#include "workbench.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTextStream>

namespace kandesk::ui {

namespace {

constexpr int kMinimumDefinitions = 300;

Expected<QString> checkDatabase(Database &database)
{
    if (auto status = database.open(); !status)
        return Error{status.error()};
    const int version = database.schemaVersion();
    if (version != latestSchemaVersion())
        return Error{QStringLiteral("database migrated to schema %1, expected %2").arg(version).arg(latestSchemaVersion())};
    return QStringLiteral("schema v%1").arg(version);
}

// The window as a normal start builds it: the runtime, the workbench and the board loaded from the
// database, shown and laid out once.
Expected<QString> checkMainWindow(Database &database, const QString &home)
{
    Stores stores(database, home);
    auto runtime = TaskRunnerRuntime::create(stores); // profile secrets from the stores' vault
    if (!runtime)
        return Error{runtime.error()};
    const AgentRegistry builtInAgents;
    QElapsedTimer timer;
    timer.start();
    auto window = std::make_unique<MainWindow>();
    window->setDataLocation(home);
    auto workbench = std::make_unique<Workbench>(Workbench::Services{stores, *runtime.value(), builtInAgents}, *window);
    const qint64 builtMs = timer.elapsed();
    window->show();
    QCoreApplication::processEvents();
    const qint64 shownMs = timer.elapsed() - builtMs;
    const bool menus = window->menuBar()->actions().size() >= 2;
    const int tasks = workbench->tasks().rowCount();
    // The views go before the models they show.
    window.reset();
    workbench.reset();
    if (!menus)
        return Error{QStringLiteral("the main window has no File and Help menus")};
    return QStringLiteral("window ok with %1 tasks on the board (built in %2 ms, shown in %3 ms)").arg(tasks).arg(builtMs).arg(shownMs);
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

// agentctl --version runs in lifecycle on a pool thread; the GUI thread keeps its events flowing.
Expected<QString> checkAgentctl()
{
    QEventLoop loop;
    QFutureWatcher<Expected<QString>> watcher;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(probeAgentctl());
    if (!watcher.isFinished())
        loop.exec();
    return watcher.result();
}

} // namespace

int runSelfTest(QTextStream &out, QTextStream &err, const QString &dataDir)
{
    QElapsedTimer timer;
    timer.start();
    auto fail = [&err](const char *name, const QString &message) {
        err << "kandesk self-test FAILED: " << name << ": " << message << Qt::endl;
        return 1;
    };
    // Without a home given, a throwaway one: the self-test must not touch a user's data by default.
    QTemporaryDir scratch;
    QString home = dataDir.isEmpty() ? qEnvironmentVariable("KANDESK_HOME") : dataDir;
    if (home.isEmpty()) {
        if (!scratch.isValid())
            return fail("database", QStringLiteral("cannot create a temporary folder: %1").arg(scratch.errorString()));
        home = scratch.path();
    }
    const auto layout = resolveHomeLayout(home);
    if (!layout)
        return fail("database", layout.error());
    const QString resolved = layout->data;

    QStringList results;
    Database database(databasePath(resolved));
    const auto opened = checkDatabase(database);
    if (!opened)
        return fail("database", opened.error());
    results.append(opened.value());
    const auto window = checkMainWindow(database, resolved);
    if (!window)
        return fail("main window", window.error());
    results.prepend(window.value());
    const std::pair<const char *, Expected<QString> (*)()> checks[] = {
        {"syntax definitions", checkSyntaxDefinitions},
        {"agentctl", checkAgentctl},
    };
    for (const auto &[name, check] : checks) {
        const auto result = check();
        if (!result)
            return fail(name, result.error());
        results.append(result.value());
    }
    out << "kandesk self-test ok: Kandesk " << kandeskVersion() << ", Qt " << qtRuntimeVersion() << "; "
        << results.join(QStringLiteral("; ")) << "; " << timer.elapsed() << " ms" << Qt::endl;
    return 0;
}

} // namespace kandesk::ui
