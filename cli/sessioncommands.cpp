// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessioncommands.h"

#include "application/sessions/profileagentcalls.h"
#include "application/sessions/sessionimport.h"
#include "application/taskrunner.h"
#include "application/settings/agentprofiles.h"
#include "application/stores.h"
#include "application/taskrunnerruntime.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/taskinputs.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "SessionCommands".
struct SessionCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(SessionCommands)
};

const QString kListUsage = QStringLiteral(
    "usage: kandesk session list [--profile NAME|ID | --agent ID] [--repo PATH] [--json] [--data-dir DIR]   (the sessions "
    "the profile's agent keeps, for the folder PATH when given; --profile may be left out when only one profile exists)");

const QString kImportUsage = QStringLiteral(
    "usage: kandesk session import SESSION_ID [--profile NAME|ID | --agent ID] [--json] [--data-dir DIR]   (brings the agent's "
    "session in as a task, its history in the transcript; go on with kandesk task resume)");

// A future the runner fulfils through this thread's event loop (its writes and announcements are
// queued here), waited for with that loop running.
template<typename T>
T awaitRunning(QFuture<T> future)
{
    QEventLoop loop;
    QFutureWatcher<T> watcher;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    watcher.setFuture(future);
    if (!future.isFinished())
        loop.exec();
    return future.result();
}

QJsonObject entryJson(const AgentSessionEntry &entry)
{
    QJsonObject json { { QStringLiteral("session_id"), entry.acpSessionId }, { QStringLiteral("cwd"), entry.cwd },
                       { QStringLiteral("title"), entry.title } };
    if (entry.updatedAt.isValid())
        json.insert(QStringLiteral("updated_at"), entry.updatedAt.toUTC().toString(Qt::ISODate));
    if (!entry.additionalDirectories.isEmpty())
        json.insert(QStringLiteral("additional_directories"), QJsonArray::fromStringList(entry.additionalDirectories));
    return json;
}

// The profile --profile names, else the one profile of the agent --agent names, else the only one
// there is.
Expected<QString> profileOf(Stores &stores, const QString &wanted, const QString &agentId)
{
    auto known = AgentProfiles(stores).list().result();
    if (!known)
        return Error { known.error() };
    if (!wanted.isEmpty() && !agentId.isEmpty())
        return Error { SessionCommandsWords::tr("--profile and --agent exclude each other") };
    if (!wanted.isEmpty())
        return namedProfile(*known, wanted);
    if (!agentId.isEmpty()) {
        QStringList ofAgent;
        for (const AgentProfile &candidate : std::as_const(*known)) {
            if (candidate.agentId == agentId)
                ofAgent.append(candidate.id);
        }
        if (ofAgent.size() == 1)
            return ofAgent.constFirst();
        return Error { ofAgent.isEmpty()
                ? SessionCommandsWords::tr("no agent profile runs the agent %1 (kandesk profile list)").arg(agentId)
                : SessionCommandsWords::tr(
                    "%n agent profile(s) run the agent %1: pick one with --profile NAME", nullptr, int(ofAgent.size()))
                      .arg(agentId) };
    }
    if (known->size() == 1)
        return known->constFirst().id;
    return Error { known->isEmpty()
            ? SessionCommandsWords::tr("no agent profile exists yet (kandesk profile add)")
            : SessionCommandsWords::tr("%n agent profile(s) exist: pick one with --profile NAME", nullptr, int(known->size())) };
}

// The home, the profile asked for (else the only one) and a runtime over the home; on failure
// prints why and yields nothing (exit 1).
struct ProfileRuntime {
    CliHome home;
    QString profileId;
    std::unique_ptr<TaskRunnerRuntime> runtime; // after the home: goes first
};

std::optional<ProfileRuntime> openProfileRuntime(const QString &command, const QString &dataDir, const QString &profile,
                                                 const QString &agentId)
{
    auto home = openHome(command, dataDir);
    if (!home)
        return std::nullopt;
    const Expected<QString> profileId = profileOf(*home->stores, profile, agentId);
    if (!profileId) {
        printError(command + QStringLiteral(": ") + profileId.error());
        return std::nullopt;
    }
    TaskRunnerRuntimeConfig config;
    config.keepSpareAgentctl = false; // one session, then the process ends
    auto runtime = TaskRunnerRuntime::create(*home->stores, config);
    if (!runtime) {
        printError(command + QStringLiteral(": ") + runtime.error());
        return std::nullopt;
    }
    return ProfileRuntime{std::move(*home), *profileId, std::move(runtime).value()};
}

int listSessions(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk session list");
    QCommandLineParser parser;
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    const QCommandLineOption profile(QStringLiteral("profile"), QStringLiteral("The agent profile, by name or id."), QStringLiteral("NAME"));
    const QCommandLineOption agent(QStringLiteral("agent"), QStringLiteral("The agent, by id: its one agent profile."), QStringLiteral("ID"));
    const QCommandLineOption repo(QStringLiteral("repo"), QStringLiteral("Only the sessions of this folder."), QStringLiteral("PATH"));
    parser.addOptions({ dataDir, json, profile, agent, repo });
    const ParsedArguments parsed = parseArguments(parser, arguments, command, kListUsage, 0, 0);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    QString folder;
    if (parser.isSet(repo)) {
        const QFileInfo info(parser.value(repo));
        if (!info.isDir()) {
            printError(SessionCommandsWords::tr("%1: --repo: no such folder: %2").arg(command, info.absoluteFilePath()));
            return ExitFailure;
        }
        folder = info.canonicalFilePath();
    }
    auto opened = openProfileRuntime(command, parser.value(dataDir), parser.value(profile), parser.value(agent));
    if (!opened)
        return ExitFailure;
    const auto listed = opened->runtime->agentCalls().listSessions(opened->profileId, folder).result();
    if (!listed) {
        printError(command + QStringLiteral(": ") + listed.error());
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        QJsonArray sessions;
        for (const AgentSessionEntry &entry : *listed)
            sessions.append(entryJson(entry));
        printJson({ { QStringLiteral("sessions"), sessions } });
        return ExitOk;
    }
    if (listed->isEmpty()) {
        printLine(folder.isEmpty()
                ? SessionCommandsWords::tr("The agent keeps no sessions.")
                : SessionCommandsWords::tr("The agent keeps no sessions for %1.").arg(QDir::toNativeSeparators(folder)));
        return ExitOk;
    }
    for (const AgentSessionEntry &entry : *listed) {
        const QString when = entry.updatedAt.isValid() ? entry.updatedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QStringLiteral("-");
        printLine(QStringLiteral("%1  %2  %3  %4")
                      .arg(entry.acpSessionId, when, entry.title.isEmpty() ? SessionCommandsWords::tr("(untitled)") : entry.title,
                          entry.cwd));
    }
    return ExitOk;
}

int importSession(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk session import");
    QCommandLineParser parser;
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    const QCommandLineOption profile(QStringLiteral("profile"), QStringLiteral("The agent profile, by name or id."), QStringLiteral("NAME"));
    const QCommandLineOption agent(QStringLiteral("agent"), QStringLiteral("The agent, by id: its one agent profile."), QStringLiteral("ID"));
    parser.addOptions({ dataDir, json, profile, agent });
    parser.addPositionalArgument(QStringLiteral("SESSION_ID"), QStringLiteral("The agent's session, as kandesk session list shows it."));
    const ParsedArguments parsed = parseArguments(parser, arguments, command, kImportUsage, 1, 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto opened = openProfileRuntime(command, parser.value(dataDir), parser.value(profile), parser.value(agent));
    if (!opened)
        return ExitFailure;
    TaskRunner &runner = opened->runtime->runner();
    for (const QString &warning : runner.syncCustomAgents())
        printError(command + QStringLiteral(": ") + warning);
    SessionToImport wanted;
    wanted.profileId = opened->profileId;
    wanted.session.acpSessionId = parser.positionalArguments().constFirst();
    Expected<ImportedSession> imported = Error { QString() };
    {
        SessionImport sessions(*opened->home.stores, runner, opened->runtime->agentCalls());
        imported = awaitRunning(sessions.import(wanted));
    }
    if (!imported) {
        printError(command + QStringLiteral(": ") + imported.error());
        return ExitFailure;
    }
    // The command line keeps no agent running: the session waits, resumable, for the next prompt.
    if (runner.isRunning(imported->sessionId)) {
        if (const Status stopped = awaitRunning(runner.stop(imported->sessionId)); !stopped)
            printError(command + SessionCommandsWords::tr(": stopping the agent failed: ") + stopped.error());
    }
    runner.flush();
    const Task &task = imported->task;
    if (parser.isSet(json)) {
        printJson({ { QStringLiteral("task_id"), task.id }, { QStringLiteral("session_id"), imported->sessionId },
                    { QStringLiteral("title"), task.title }, { QStringLiteral("already_imported"), imported->alreadyThere } });
        return ExitOk;
    }
    printLine((imported->alreadyThere ? SessionCommandsWords::tr("Brought in before as task “%1” (%2).")
                                      : SessionCommandsWords::tr("Brought in as task “%1” (%2), its history in the transcript."))
                  .arg(task.title, task.id));
    printLine(SessionCommandsWords::tr("Go on with: kandesk task resume %1 \"…\"").arg(task.id));
    return ExitOk;
}

} // namespace

QString sessionCommandsUsage()
{
    return QStringLiteral(
        "usage: kandesk session COMMAND [options] [--data-dir DIR]   (kandesk session COMMAND --help shows its options)\n"
        "  list [--profile NAME|ID | --agent ID] [--repo PATH] [--json]   the sessions the profile's agent keeps (ACP session/list)\n"
        "  import SESSION_ID [--profile NAME|ID | --agent ID] [--json]    one of them brought in as a task, its history loaded");
}

int sessionCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    const QString sub = rest.value(1);
    rest.removeAt(1);
    if (sub == QLatin1String("list"))
        return listSessions(rest);
    if (sub == QLatin1String("import"))
        return importSession(rest);
    printError(SessionCommandsWords::tr("kandesk session: unknown command \"%1\" (known: list, import)").arg(sub));
    return ExitUsage;
}

} // namespace kandesk::cli
