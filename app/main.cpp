// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "application/admission/systempressure.h"
#include "application/crashnote.h"
#include "application/homemigration.h"
#include "application/logfiles.h"
#include "application/settings/homebackups.h"
#include "application/stores.h"
#include "application/taskrunnerruntime.h"
#include "application/translations.h"
#include "cli/cli.h"
#include "cli/startmode.h"
#include "models/agents/agentregistry.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/secretvault.h"
#include "models/whenfinished.h"
#include "ui/desktop/desktopintegration.h"
#include "ui/desktop/singleinstance.h"
#include "ui/flatscrollbarstyle.h"
#include "ui/mainwindow.h"
#include "ui/selftest.h"
#include "ui/workbench.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QMessageBox>
#include <QProcessEnvironment>
#include <QSystemTrayIcon>
#include <QTextStream>

namespace {

// The words main() says to users once the translations are installed, in the context "AppMainWords".
// What is printed before them (--help, an unknown verb, no display) stays English.
struct AppMainWordsWords {
    Q_DECLARE_TR_FUNCTIONS(AppMainWords)
};

// The window's options; `kandesk --help` shows them with the command-line verbs.
struct WindowOptions {
    QCommandLineOption selfTest{QStringLiteral("self-test"),
                                QStringLiteral("Check the installation (database of --data-dir or KANDESK_HOME, else a scratch one; window with its board; syntax definitions; agentctl) and exit.")};
    QCommandLineOption dataDir{QStringLiteral("data-dir"), QStringLiteral("Use DIR as Kandesk's home instead of the default."), QStringLiteral("DIR")};
    QCommandLineOption quickChat{kandesk::ui::SingleInstance::quickChatOption(),
                                 QStringLiteral("Open the quick chat (in the running Kandesk, if there is one).")};

    void addTo(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QStringLiteral("Run AI coding agents on many tasks at once, each in its own workspace.\n\n")
                                         + kandesk::cli::verbsHelp());
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(selfTest);
        parser.addOption(dataDir);
        parser.addOption(quickChat);
    }
};

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("Kandesk"));
    QCoreApplication::setOrganizationName(QStringLiteral("Kandesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KANDESK_VERSION));
}

// `kandesk --help` / `--version` print without a display (a QApplication would need one).
int showHelpOrVersion(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    setApplicationNames();
    QCommandLineParser parser;
    const WindowOptions options;
    options.addTo(parser);
    parser.parse(QCoreApplication::arguments()); // Qt's own options (-platform …) are not errors here
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    parser.showHelp(0);
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList given;
    for (int i = 0; i < argc; ++i)
        given.append(QString::fromLocal8Bit(argv[i]));
    switch (kandesk::cli::startMode(given, QProcessEnvironment::systemEnvironment())) {
    case kandesk::cli::StartMode::Cli: // `kandesk run …`, `kandesk task list …`: no window, no display needed.
        return kandesk::cli::runCli(argc, argv);
    case kandesk::cli::StartMode::HelpVersion:
        return showHelpOrVersion(argc, argv);
    case kandesk::cli::StartMode::NoDisplay:
        QTextStream(stderr) << kandesk::cli::noDisplayMessage() << Qt::endl;
        return 1;
    case kandesk::cli::StartMode::UnknownCommand:
        QTextStream(stderr) << kandesk::cli::unknownCommandMessage(given) << Qt::endl;
        return 2;
    case kandesk::cli::StartMode::Window:
        break;
    }

    QApplication app(argc, argv);
    setApplicationNames();
    kandesk::installTranslations(app);
    QApplication::setDesktopFileName(QStringLiteral("io.github.kandesk.Kandesk"));
    kandesk::ui::useFlatScrollBars();

    QCommandLineParser parser;
    const WindowOptions options;
    options.addTo(parser);
    const QCommandLineOption &selfTest = options.selfTest;
    const QCommandLineOption &dataDir = options.dataDir;
    const QCommandLineOption &quickChat = options.quickChat;
    parser.process(app);

    QTextStream out(stdout);
    QTextStream err(stderr);
    if (parser.isSet(selfTest))
        return kandesk::ui::runSelfTest(out, err, parser.value(dataDir));

    // Data, caches and logs by the XDG rules; an older home is moved there once.
    const auto settled = kandesk::settleHome(parser.value(dataDir));
    if (!settled) {
        err << "kandesk: " << settled.error() << Qt::endl;
        QMessageBox::critical(nullptr, QStringLiteral("Kandesk"), settled.error());
        return 1;
    }
    if (!settled->notice.isEmpty())
        err << "kandesk: " << settled->notice << Qt::endl;
    const kandesk::HomeLayout &layout = settled->layout;
    kandesk::ui::SingleInstance instance(layout.data);
    switch (instance.claim(QCoreApplication::arguments())) {
    case kandesk::ui::SingleInstance::Role::Secondary:
        out << (parser.isSet(quickChat) ? AppMainWordsWords::tr("Kandesk is already running on %1; its quick chat was opened.")
                                        : AppMainWordsWords::tr("Kandesk is already running on %1; its window was raised."))
                   .arg(layout.data)
            << Qt::endl;
        return 0;
    case kandesk::ui::SingleInstance::Role::Failed:
        err << "kandesk: " << instance.errorString() << Qt::endl;
        return 1;
    case kandesk::ui::SingleInstance::Role::Primary:
        break;
    }

    // The window's log goes to <logs>/kandesk.log too (2 MiB, three older files kept); the
    // agentctl logs of earlier launches are pruned meanwhile (two weeks, 64 MiB).
    const QString logs = layout.logsFolder();
    kandesk::RotatingLogFile logFile(QDir(logs).filePath(QStringLiteral("kandesk.log")), 2 * 1024 * 1024, 3);
    kandesk::installLogFile(&logFile);
    kandesk::pruneAgentctlLogsLater(logs);
    // A crash leaves a note there; the one the last run left is shown once the window is up.
    const QString crashNote = QDir(logs).filePath(kandesk::crashNoteName());
    auto lastCrash = kandesk::takeCrashNoteLater(crashNote);
    kandesk::installCrashNote(crashNote);

    // A restore chosen in Settings ▸ Home replaces the database before it opens.
    if (const auto restored = kandesk::applyStagedRestore(layout.data)) {
        const QString said = *restored ? AppMainWordsWords::tr("Restored %1 from %2. The database it replaced is kept at %3.")
                                             .arg(layout.data, (*restored)->backup.file, (*restored)->keptDatabase)
                                       : AppMainWordsWords::tr("The backup was not restored: %1").arg(restored->error());
        err << "kandesk: " << said << Qt::endl;
        if (*restored)
            QMessageBox::information(nullptr, QStringLiteral("Kandesk"), said);
        else
            QMessageBox::warning(nullptr, QStringLiteral("Kandesk"), said);
    }
    kandesk::Database database(kandesk::databasePath(layout.data));
    if (auto status = database.open(); !status) {
        err << "kandesk: " << status.error() << Qt::endl;
        QMessageBox::critical(nullptr, QStringLiteral("Kandesk"), status.error());
        return 1;
    }

    // The application's stores; secrets live in the keychain when a Secret Service answers, else in
    // a 0600 file.
    kandesk::Stores stores(database, layout);
    stores.vault().detectBackend(&app, [](kandesk::SecretBackendKind) {});
    kandesk::TaskRunnerRuntimeConfig config;
    config.admissionPressure = std::make_shared<kandesk::ProcPressureSource>(); // starts wait for room
    auto runtime = kandesk::TaskRunnerRuntime::create(stores, config);
    if (!runtime) {
        err << "kandesk: " << runtime.error() << Qt::endl;
        QMessageBox::critical(nullptr, QStringLiteral("Kandesk"), runtime.error());
        return 1;
    }
    const kandesk::AgentRegistry builtInAgents;

    auto window = std::make_unique<kandesk::ui::MainWindow>();
    window->setDataLocation(layout.data);
    if (!settled->notice.isEmpty())
        window->notify(settled->notice, 30'000); // a moved home, or one left for later: said once more in the window
    auto workbench = std::make_unique<kandesk::ui::Workbench>(
        kandesk::ui::Workbench::Services{stores, *runtime.value(), builtInAgents}, *window);
    // The tray, the quick chat and desktop notifications; closing the window ends Kandesk through
    // it (or keeps Kandesk in the tray while agents work).
    QApplication::setQuitOnLastWindowClosed(false);
    auto desktop = std::make_unique<kandesk::ui::DesktopIntegration>(
        kandesk::ui::DesktopIntegration::Services{stores, runtime.value()->runner()}, *window, *workbench,
        kandesk::ui::DesktopIntegration::Options{QSystemTrayIcon::isSystemTrayAvailable(), true});
    QObject::connect(desktop.get(), &kandesk::ui::DesktopIntegration::quitRequested, &app, &QCoreApplication::quit, Qt::QueuedConnection);
    // `kandesk --quick-chat` with a tray opens just the quick chat; the tray gives the window back.
    if (!parser.isSet(quickChat) || !desktop->tray())
        window->show();
    if (parser.isSet(quickChat))
        desktop->openQuickChat();

    // Sessions that were running when Kandesk last stopped become resumable, never lost.
    workbench->recoverAtStartup();
    kandesk::whenFinished(lastCrash, workbench.get(), [&workbench](const std::optional<QString> &note) {
        if (note)
            workbench->showCrashNote(*note);
    });

    QObject::connect(&instance, &kandesk::ui::SingleInstance::activated, desktop.get(), [&desktop, &err](const QStringList &arguments) {
        err << "kandesk: activated by another start (" << arguments.join(QLatin1Char(' ')) << ")" << Qt::endl;
        desktop->handleArguments(arguments);
    });
    const int exitCode = app.exec();
    // The views go before the models they show, the runtime (agents, agentctl, the start-up
    // recovery) before the stores and the database.
    desktop.reset();
    window.reset();
    workbench.reset();
    runtime.value().reset();
    return exitCode;
}
