// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "issuecommands.h"

#include "application/intake/issueintake.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "cli/runcommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "IssueCommands".
struct IssueCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(IssueCommands)
};

QJsonObject integrationJson(const Integration &integration)
{
    return { { QStringLiteral("id"), integration.id }, { QStringLiteral("kind"), integration.kind },
        { QStringLiteral("name"), integration.name }, { QStringLiteral("site"), integration.site },
        { QStringLiteral("token_secret"), integration.tokenSecret }, { QStringLiteral("user_secret"), integration.userSecret },
        { QStringLiteral("comment_on_land"), integration.commentOnLand }, { QStringLiteral("close_on_land"), integration.closeOnLand },
        { QStringLiteral("close_state"), integration.closeState } };
}

QJsonObject issueJson(const issues::Issue &issue)
{
    return { { QStringLiteral("ref"), issue.ref.toString() }, { QStringLiteral("title"), issue.title },
        { QStringLiteral("url"), issue.url }, { QStringLiteral("state"), issue.state },
        { QStringLiteral("labels"), QJsonArray::fromStringList(issue.labels) } };
}

// A connection by its id, an unambiguous beginning of it, or its name (any case).
Expected<Integration> findConnection(Stores &stores, const QString &wanted)
{
    auto known = IssueIntake(stores).connections().result();
    if (!known)
        return known.failure();
    QList<Integration> matches;
    for (const Integration &each : std::as_const(*known)) {
        if (each.id == wanted || each.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return each;
        if (each.id.startsWith(wanted))
            matches.append(each);
    }
    if (matches.size() == 1)
        return matches.constFirst();
    return Error::failed(matches.isEmpty()
            ? IssueCommandsWords::tr("no connection “%1” (kandesk integration list shows them)").arg(wanted)
            : IssueCommandsWords::tr("“%1” names %n connection(s): give more of the id", nullptr, int(matches.size())).arg(wanted));
}

QString canonicalFolder(const QString &path)
{
    const QFileInfo folder(path);
    return folder.isDir() ? folder.canonicalFilePath() : QString();
}

int importQuery(QCommandLineParser &parser, CliHome &home, const QString &command, const QString &connectionName,
                const QString &repoPath)
{
    Stores &stores = *home.stores;
    const bool json = wantsJson(parser);
    if (connectionName.isEmpty()) {
        printError(command + IssueCommandsWords::tr(": --query and --jql search one connection: name it with --connection"));
        return ExitUsage;
    }
    auto connection = findConnection(stores, connectionName);
    if (!connection) {
        printError(command + QStringLiteral(": --connection: ") + connection.error());
        return ExitUsage;
    }
    bool limitOk = false;
    const int limit = parser.isSet(QStringLiteral("limit")) ? parser.value(QStringLiteral("limit")).toInt(&limitOk) : 20;
    if (parser.isSet(QStringLiteral("limit")) && (!limitOk || limit < 1 || limit > 500)) {
        printError(command
            + IssueCommandsWords::tr(": --limit takes a whole number from 1 to 500, not “%1”")
                  .arg(parser.value(QStringLiteral("limit"))));
        return ExitUsage;
    }
    issues::IssueQuery query;
    query.text = parser.value(QStringLiteral("query"));
    query.jql = parser.value(QStringLiteral("jql"));
    query.project = parser.value(QStringLiteral("project"));
    query.labels = parser.values(QStringLiteral("label"));
    query.assignedToMe = parser.isSet(QStringLiteral("mine"));
    query.includeClosed = parser.isSet(QStringLiteral("closed"));
    query.pageSize = std::min(limit, 100);
    IssueIntake intake(stores);
    QList<issues::Issue> found;
    QString cursor;
    do {
        auto page = intake.search(connection->id, query, cursor).result();
        if (!page) {
            printError(command + QStringLiteral(": ") + page.error());
            return ExitFailure;
        }
        found.append(page->issues);
        cursor = page->next;
    } while (!cursor.isEmpty() && found.size() < limit);
    found = found.mid(0, limit);
    QJsonArray rows;
    int failures = 0;
    for (const issues::Issue &issue : std::as_const(found)) {
        QJsonObject row = issueJson(issue);
        if (!parser.isSet(QStringLiteral("dry-run"))) {
            IssueImportOptions options;
            options.integrationId = connection->id;
            options.repositoryPath = repoPath;
            auto imported = intake.importIssue(issue.ref.toString(), options).result();
            if (!imported) {
                ++failures;
                row.insert(QStringLiteral("error"), imported.error());
                if (!json)
                    printError(QStringLiteral("%1: %2").arg(issue.ref.toString(), imported.error()));
            } else {
                row.insert(QStringLiteral("task_id"), imported->task.id);
                row.insert(QStringLiteral("existed"), imported->existed);
                if (!json)
                    printLine(QStringLiteral("%1  %2  %3%4")
                                  .arg(imported->task.id.left(8), issue.ref.toString(), issue.title,
                                      imported->existed ? IssueCommandsWords::tr("  (imported before)") : QString()));
            }
        } else if (!json) {
            printLine(QStringLiteral("%1  %2  [%3]").arg(issue.ref.toString(), issue.title, issue.state));
        }
        rows.append(row);
    }
    if (json)
        printJson({ { QStringLiteral("connection"), connection->id }, { QStringLiteral("issues"), rows } });
    else if (found.isEmpty())
        printLine(IssueCommandsWords::tr("No issue matches."));
    return failures == 0 ? ExitOk : ExitFailure;
}

} // namespace

void printIssueLanding(const IssueLanding &landing, bool json)
{
    for (const QString &problem : landing.problems)
        printError(QStringLiteral("kandesk: ") + problem);
    if (json || landing.issueRef.isEmpty() || (!landing.commented && !landing.closed))
        return;
    QStringList done;
    if (landing.commented)
        done.append(IssueCommandsWords::tr("commented"));
    if (landing.closed)
        done.append(IssueCommandsWords::tr("closed"));
    printLine(IssueCommandsWords::tr("Told %1: %2.").arg(landing.issueRef, done.join(QStringLiteral(", "))));
}

QString taskImportUsage()
{
    return QStringLiteral(
        "usage: kandesk task import REF [--repo PATH] [--connection ID|NAME] [--run [--auto-approve]] [--json] [--data-dir DIR]\n"
        "       kandesk task import --query TEXT | --jql JQL --connection ID|NAME [--project P] [--label L]… [--mine] [--closed]\n"
        "                           [--limit N] [--dry-run] [--repo PATH] [--json] [--data-dir DIR]\n"
        "REF: github:OWNER/REPO#N, gitlab:GROUP/PROJECT#N, linear:KEY-N or jira:KEY-N");
}

int taskImportCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk task import");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({ dataDir, jsonOption(),
        { QStringLiteral("repo"), QStringLiteral("The repository to work in (else the issue's own, or the workspace's only one)."),
            QStringLiteral("PATH") },
        { QStringLiteral("connection"), QStringLiteral("The connection to read through (kandesk integration list)."),
            QStringLiteral("ID|NAME") },
        { QStringLiteral("run"), QStringLiteral("Start the task's agent with the issue as its prompt.") },
        { QStringLiteral("auto-approve"), QStringLiteral("With --run: allow every permission the agent asks for.") },
        { QStringLiteral("query"), QStringLiteral("Import the issues a search finds (free text)."), QStringLiteral("TEXT") },
        { QStringLiteral("jql"), QStringLiteral("Jira: import the issues a JQL query finds."), QStringLiteral("JQL") },
        { QStringLiteral("project"), QStringLiteral("Search one repository, project or team."), QStringLiteral("P") },
        { QStringLiteral("label"), QStringLiteral("Search issues with this label (again for more)."), QStringLiteral("L") },
        { QStringLiteral("mine"), QStringLiteral("Search issues assigned to me.") },
        { QStringLiteral("closed"), QStringLiteral("Search closed issues too.") },
        { QStringLiteral("limit"), QStringLiteral("The most issues a search imports (default 20)."), QStringLiteral("N") },
        { QStringLiteral("dry-run"), QStringLiteral("List what a search finds; import nothing.") } });
    const bool searching = arguments.contains(QStringLiteral("--query")) || arguments.contains(QStringLiteral("--jql"))
        || std::any_of(arguments.cbegin(), arguments.cend(), [](const QString &each) {
               return each.startsWith(QLatin1String("--query=")) || each.startsWith(QLatin1String("--jql="));
           });
    const ParsedArguments parsed = parseArguments(parser, arguments, command, taskImportUsage(), searching ? 0 : 1, searching ? 0 : 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    const auto usageError = [&](const QString &why) {
        printError(command + QStringLiteral(": ") + why);
        printError(taskImportUsage());
        return ExitUsage;
    };
    if (parser.isSet(QStringLiteral("auto-approve")) && !parser.isSet(QStringLiteral("run")))
        return usageError(IssueCommandsWords::tr("--auto-approve goes with --run"));
    if (searching && parser.isSet(QStringLiteral("run")))
        return usageError(IssueCommandsWords::tr("--run starts one task: import one issue by its reference"));
    QString repoPath;
    if (parser.isSet(QStringLiteral("repo"))) {
        repoPath = canonicalFolder(parser.value(QStringLiteral("repo")));
        if (repoPath.isEmpty())
            return usageError(IssueCommandsWords::tr("--repo: no folder %1").arg(parser.value(QStringLiteral("repo"))));
    }
    QString ref;
    if (!searching) {
        auto parsedRef = issues::parseIssueRef(parsed.positional.constFirst());
        if (!parsedRef)
            return usageError(parsedRef.error());
        ref = parsedRef->toString();
    }
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    const QString connectionName = parser.value(QStringLiteral("connection"));
    if (searching)
        return importQuery(parser, *home, command, connectionName, repoPath);

    IssueImportOptions options;
    options.repositoryPath = repoPath;
    if (!connectionName.isEmpty()) {
        auto connection = findConnection(*home->stores, connectionName);
        if (!connection)
            return usageError(QStringLiteral("--connection: ") + connection.error());
        options.integrationId = connection->id;
    }
    IssueIntake intake(*home->stores);
    auto imported = intake.importIssue(ref, options).result();
    if (!imported) {
        printError(command + QStringLiteral(": ") + imported.error());
        return ExitFailure;
    }
    if (parser.isSet(QStringLiteral("run"))) {
        ResumeOptions resume;
        resume.command = command;
        resume.autoApprove = parser.isSet(QStringLiteral("auto-approve"));
        resume.json = wantsJson(parser);
        if (!resume.json)
            printLine((imported->existed ? IssueCommandsWords::tr("Task “%1” from %2") : IssueCommandsWords::tr("Imported “%1” from %2"))
                          .arg(imported->task.title, ref));
        return resumeTask(resume, *home, imported->task, imported->task.description);
    }
    if (wantsJson(parser)) {
        QJsonObject out = issueJson(imported->issue);
        out.insert(QStringLiteral("task_id"), imported->task.id);
        out.insert(QStringLiteral("title"), imported->task.title);
        out.insert(QStringLiteral("existed"), imported->existed);
        printJson(out);
        return ExitOk;
    }
    printLine(imported->existed
            ? IssueCommandsWords::tr("%1 was imported before: task %2 “%3”")
                  .arg(ref, imported->task.id.left(8), imported->task.title)
            : IssueCommandsWords::tr("Imported %1 as task %2 “%3”").arg(ref, imported->task.id.left(8), imported->task.title));
    return ExitOk;
}

QString integrationCommandsUsage()
{
    return QStringLiteral(
        "usage: kandesk integration COMMAND [options] [--data-dir DIR]   (kandesk integration COMMAND --help shows its options)\n"
        "  list [--json]                                  the workspace's issue tracker connections\n"
        "  add KIND [--name N] [--site S] [--token-secret NAME] [--user-secret NAME] [--no-comment] [--close [--close-state S]]\n"
        "                                                 connect github, gitlab, linear or jira (credentials: kandesk secret set)\n"
        "  test ID|NAME [--json]                          who the connection's token belongs to\n"
        "  delete ID|NAME                                 remove a connection (its tasks stay)");
}

int integrationCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    const QString sub = rest.value(1);
    rest.removeAt(1);
    const QString command = QStringLiteral("kandesk integration ") + sub;
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({ dataDir, jsonOption() });
    QString usage;
    int positional = 0;
    if (sub == QLatin1String("list")) {
        usage = QStringLiteral("usage: kandesk integration list [--json] [--data-dir DIR]");
    } else if (sub == QLatin1String("add")) {
        usage = QStringLiteral("usage: kandesk integration add KIND [--name N] [--site S] [--token-secret NAME] "
                               "[--user-secret NAME] [--no-comment] [--close [--close-state S]] [--json] [--data-dir DIR]");
        positional = 1;
        parser.addOptions({ { QStringLiteral("name"), QStringLiteral("What to call it."), QStringLiteral("N") },
            { QStringLiteral("site"), QStringLiteral("GitHub's or GitLab's host, Jira's site."), QStringLiteral("S") },
            { QStringLiteral("token-secret"), QStringLiteral("The secret holding its token or API key."), QStringLiteral("NAME") },
            { QStringLiteral("user-secret"), QStringLiteral("Jira: the secret holding the account's e-mail."), QStringLiteral("NAME") },
            { QStringLiteral("no-comment"), QStringLiteral("Do not comment on an issue when its task's work lands.") },
            { QStringLiteral("close"), QStringLiteral("Close the issue (or move it to --close-state) when its work lands.") },
            { QStringLiteral("close-state"), QStringLiteral("Linear's state or Jira's transition to move it to."),
                QStringLiteral("S") } });
    } else if (sub == QLatin1String("test") || sub == QLatin1String("delete")) {
        usage = QStringLiteral("usage: kandesk integration %1 ID|NAME%2 [--data-dir DIR]")
                    .arg(sub, sub == QLatin1String("test") ? QStringLiteral(" [--json]") : QString());
        positional = 1;
    } else {
        printError(IssueCommandsWords::tr("kandesk integration: unknown command \"%1\" (known: list, add, test, delete)").arg(sub));
        return ExitUsage;
    }
    const ParsedArguments parsed = parseArguments(parser, rest, command, usage, positional, positional);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    if (parser.isSet(QStringLiteral("close-state")) && !parser.isSet(QStringLiteral("close"))) {
        printError(command + IssueCommandsWords::tr(": --close-state goes with --close"));
        return ExitUsage;
    }
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    IssueIntake intake(*home->stores);
    const bool json = wantsJson(parser);
    if (sub == QLatin1String("list")) {
        auto known = intake.connections().result();
        if (!known) {
            printError(command + QStringLiteral(": ") + known.error());
            return ExitFailure;
        }
        QJsonArray rows;
        for (const Integration &each : std::as_const(*known)) {
            rows.append(integrationJson(each));
            if (!json)
                printLine(IssueCommandsWords::tr("%1  %2  %3%4  (token: %5%6)%7")
                              .arg(each.id.left(8), each.kind, each.name,
                                  each.site.isEmpty() ? QString() : IssueCommandsWords::tr(" at ") + each.site, each.tokenSecret,
                                  each.userSecret.isEmpty() ? QString() : IssueCommandsWords::tr(", e-mail: ") + each.userSecret,
                                  each.closeOnLand ? IssueCommandsWords::tr(" closes issues") : QString()));
        }
        if (json)
            printJson({ { QStringLiteral("integrations"), rows } });
        else if (known->isEmpty())
            printLine(IssueCommandsWords::tr("No connections (kandesk integration add KIND)."));
        return ExitOk;
    }
    if (sub == QLatin1String("add")) {
        if (!issues::trackerKindFromName(parsed.positional.constFirst())) {
            printError(command
                + IssueCommandsWords::tr(": “%1” is no tracker Kandesk knows: github, gitlab, linear or jira")
                      .arg(parsed.positional.constFirst()));
            return ExitUsage;
        }
        Integration wanted;
        wanted.kind = parsed.positional.constFirst();
        wanted.name = parser.value(QStringLiteral("name"));
        wanted.site = parser.value(QStringLiteral("site"));
        wanted.tokenSecret = parser.value(QStringLiteral("token-secret"));
        wanted.userSecret = parser.value(QStringLiteral("user-secret"));
        wanted.commentOnLand = !parser.isSet(QStringLiteral("no-comment"));
        wanted.closeOnLand = parser.isSet(QStringLiteral("close"));
        wanted.closeState = parser.value(QStringLiteral("close-state"));
        auto added = intake.addConnection(wanted).result();
        if (!added) {
            printError(command + QStringLiteral(": ") + added.error());
            return ExitFailure;
        }
        if (json)
            printJson(integrationJson(*added));
        else
            printLine(IssueCommandsWords::tr("Added %1 “%2” (%3); its token is read from the secret %4.")
                          .arg(added->kind, added->name, added->id.left(8), added->tokenSecret));
        return ExitOk;
    }
    auto connection = findConnection(*home->stores, parsed.positional.constFirst());
    if (!connection) {
        printError(command + QStringLiteral(": ") + connection.error());
        return ExitFailure;
    }
    if (sub == QLatin1String("delete")) {
        if (Status removed = intake.removeConnection(connection->id).result(); !removed) {
            printError(command + QStringLiteral(": ") + removed.error());
            return ExitFailure;
        }
        printLine(IssueCommandsWords::tr("Removed the connection “%1”.").arg(connection->name));
        return ExitOk;
    }
    auto tested = intake.testConnection(connection->id).result();
    if (json)
        printJson({ { QStringLiteral("id"), connection->id }, { QStringLiteral("ok"), tested.ok() },
            { tested.ok() ? QStringLiteral("said") : QStringLiteral("error"), tested.ok() ? *tested : tested.error() } });
    else if (tested)
        printLine(QStringLiteral("%1: %2").arg(connection->name, *tested));
    else
        printError(command + QStringLiteral(": ") + tested.error());
    return tested ? ExitOk : ExitFailure;
}

} // namespace kandesk::cli
