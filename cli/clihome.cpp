// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "clihome.h"

#include "application/homemigration.h"
#include "application/stores.h"
#include "cli/clioutput.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/queries/taskqueries.h"
#include "models/queries/workspacequeries.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "CliHome".
struct CliHomeWords {
    Q_DECLARE_TR_FUNCTIONS(CliHome)
};

} // namespace

CliHome::CliHome() = default;
CliHome::CliHome(CliHome &&) noexcept = default;
CliHome &CliHome::operator=(CliHome &&) noexcept = default;
CliHome::~CliHome() = default;

std::optional<CliHome> openHome(const QString &command, const QString &dataDir)
{
    const auto home = settleHome(dataDir);
    if (!home) {
        printError(command + QStringLiteral(": ") + home.error());
        return std::nullopt;
    }
    if (!home->notice.isEmpty())
        printError(home->notice);
    CliHome opened;
    opened.path = home->layout.data;
    opened.database = std::make_unique<Database>(databasePath(opened.path));
    if (auto status = opened.database->open(); !status) {
        printError(command + QStringLiteral(": ") + status.error());
        return std::nullopt;
    }
    opened.stores = std::make_unique<Stores>(*opened.database, home->layout);
    return opened;
}

ParsedArguments parseArguments(QCommandLineParser &parser, const QStringList &arguments, const QString &command,
                               const QString &usage, int minPositional, int maxPositional)
{
    ParsedArguments parsed;
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    parser.addOption(help);
    auto fail = [&](const QString &reason) {
        printError(command + QStringLiteral(": ") + reason);
        printError(usage);
        return parsed;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(help)) {
        printLine(usage);
        parsed.helpShown = true;
        return parsed;
    }
    parsed.positional = parser.positionalArguments();
    if (parsed.positional.size() < minPositional)
        return fail(CliHomeWords::tr("missing argument"));
    if (maxPositional >= 0 && parsed.positional.size() > maxPositional)
        return fail(CliHomeWords::tr("unexpected argument \"%1\"").arg(parsed.positional.at(maxPositional)));
    parsed.ok = true;
    return parsed;
}

Expected<Task> findTask(const Stores &stores, const QString &idOrPrefix)
{
    const TaskQueries &tasks = stores.tasks();
    if (idOrPrefix.isEmpty())
        return Error { CliHomeWords::tr("a task id is required") };
    if (auto exact = tasks.get(idOrPrefix))
        return exact;
    auto workspaces = stores.workspaces().list();
    if (!workspaces)
        return Error{workspaces.error()};
    QList<Task> matches;
    for (const Workspace &workspace : std::as_const(*workspaces)) {
        auto listed = tasks.list(workspace.id, true);
        if (!listed)
            return Error{listed.error()};
        auto chats = tasks.quickChats(workspace.id);
        if (chats)
            listed->append(chats.value());
        for (const Task &task : std::as_const(*listed)) {
            if (task.id.startsWith(idOrPrefix))
                matches.append(task);
        }
    }
    if (matches.isEmpty())
        return Error { CliHomeWords::tr("no task with id \"%1\" (kandesk task list shows them)").arg(idOrPrefix) };
    if (matches.size() > 1)
        return Error {
            CliHomeWords::tr("\"%1\" matches %n task(s): give more of the id", nullptr, int(matches.size())).arg(idOrPrefix)
        };
    return matches.constFirst();
}

std::optional<HomeAndTask> openHomeAndTask(const QString &command, const QString &dataDir, const QString &idOrPrefix)
{
    auto home = openHome(command, dataDir);
    if (!home)
        return std::nullopt;
    auto task = findTask(*home->stores, idOrPrefix);
    if (!task) {
        printError(command + QStringLiteral(": ") + task.error());
        return std::nullopt;
    }
    return HomeAndTask{std::move(*home), task.value()};
}

OpenedTask openTask(QCommandLineParser &parser, const QCommandLineOption &dataDir, const QStringList &arguments,
                    const TaskCommand &command)
{
    OpenedTask opened;
    const ParsedArguments parsed = parseArguments(parser, arguments, command.name, command.usage, 1, 1);
    if (parsed.helpShown || !parsed.ok) {
        opened.exitCode = parsed.helpShown ? ExitOk : ExitUsage;
        return opened;
    }
    auto found = openHomeAndTask(command.name, parser.value(dataDir), parsed.positional.constFirst());
    if (!found) {
        opened.exitCode = ExitFailure;
        return opened;
    }
    opened.home = std::move(found->home);
    opened.task = found->task;
    return opened;
}

OpenedTask openTaskWithJson(QCommandLineParser &parser, const QStringList &arguments, const TaskCommand &command)
{
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({ jsonOption(), dataDir });
    return openTask(parser, dataDir, arguments, command);
}

bool wantsJson(const QCommandLineParser &parser)
{
    return parser.isSet(QStringLiteral("json"));
}

int failCommand(const TaskCommand &command, const QString &message)
{
    printError(command.name + QStringLiteral(": ") + message);
    return ExitFailure;
}

QCommandLineOption dataDirOption()
{
    return QCommandLineOption(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
}

QCommandLineOption jsonOption()
{
    return QCommandLineOption(QStringLiteral("json"), QStringLiteral("One JSON object."));
}

} // namespace kandesk::cli
