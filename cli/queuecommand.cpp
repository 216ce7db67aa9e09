// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "queuecommand.h"

#include "application/queuedprompts.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "models/queries/queuedpromptqueries.h"
#include "models/queries/sessionqueries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>


namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "QueueCommand".
struct QueueCommandWords {
    Q_DECLARE_TR_FUNCTIONS(QueueCommand)
};

QJsonObject promptJson(const QueuedPrompt &prompt, int position)
{
    return { { QStringLiteral("id"), prompt.id }, { QStringLiteral("position"), position },
        { QStringLiteral("text"), prompt.text },
        { QStringLiteral("created_at"), prompt.createdAt.toString(Qt::ISODateWithMs) } };
}

} // namespace

int taskQueueCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task queue");
    const QString usage = QStringLiteral("usage: kandesk task queue ID \"prompt\" [--json] [--data-dir DIR]\n"
                                         "       kandesk task queue ID --list [--json] [--data-dir DIR]");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption list(
        QStringLiteral("list"), QStringLiteral("Show the session's queue instead of adding to it."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    const QCommandLineOption dataDir(
        QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    parser.addOptions({ list, json, dataDir });
    const ParsedArguments parsed = parseArguments(parser, arguments, command, usage, 1, -1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    const QString text = parsed.positional.mid(1).join(QLatin1Char(' ')).trimmed();
    if (parser.isSet(list) != text.isEmpty()) {
        printError(command
            + (text.isEmpty() ? QueueCommandWords::tr(": a prompt is required (what the agent should do after its turn)")
                              : QueueCommandWords::tr(": --list takes no prompt")));
        printError(usage);
        return ExitUsage;
    }
    auto found = openHomeAndTask(command, parser.value(dataDir), parsed.positional.constFirst());
    if (!found)
        return ExitFailure;
    const Stores &stores = *found->home.stores;
    const Task &task = found->task;
    auto session = stores.sessions().latestForTask(task.id);
    if (!session) {
        printError(command
            + QueueCommandWords::tr(": task %1 has no session yet to queue for; start one with: kandesk task resume %1 \"prompt\"")
                  .arg(task.id));
        return ExitFailure;
    }
    if (!parser.isSet(list)) {
        auto added = QueuedPrompts(*found->home.stores).add(session->id, text);
        if (!added) {
            printError(command + QStringLiteral(": ") + added.error());
            return ExitFailure;
        }
    }
    auto queued = stores.queuedPrompts().forSession(session->id);
    if (!queued) {
        printError(command + QStringLiteral(": ") + queued.error());
        return ExitFailure;
    }
    const bool turnRuns = session->state == SessionState::Running || session->state == SessionState::Starting;
    if (parser.isSet(json)) {
        QJsonArray rows;
        for (int i = 0; i < queued->size(); ++i)
            rows.append(promptJson(queued->at(i), i));
        QJsonObject line { { QStringLiteral("task_id"), task.id }, { QStringLiteral("session_id"), session->id },
            { QStringLiteral("session_state"), sessionStateName(session->state) }, { QStringLiteral("queue"), rows } };
        if (!parser.isSet(list))
            line.insert(QStringLiteral("queued"), rows.last());
        printJson(line);
        return ExitOk;
    }
    if (parser.isSet(list)) {
        if (queued->isEmpty())
            printLine(QueueCommandWords::tr("Nothing is queued for session %1.").arg(session->id));
        for (int i = 0; i < queued->size(); ++i)
            printLine(QStringLiteral("%1. %2").arg(i + 1).arg(queued->at(i).text.section(QLatin1Char('\n'), 0, 0)));
        return ExitOk;
    }
    printLine(QueueCommandWords::tr("Queued as prompt %1 of %n for session %2.", nullptr, int(queued->size()))
                  .arg(queued->size())
                  .arg(session->id));
    printLine(turnRuns
            ? QueueCommandWords::tr("It goes to the agent when the turns before it end.")
            : QueueCommandWords::tr(
                "The session waits: a Kandesk window running it sends it now, else kandesk task resume %1 does.")
                  .arg(task.id));
    return ExitOk;
}

} // namespace kandesk::cli
