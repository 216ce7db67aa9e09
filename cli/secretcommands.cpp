// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "secretcommands.h"

#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "models/agents/profilevalidation.h"
#include "models/backgroundpool.h"
#include "models/secretvault.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtConcurrent>

#include <cstdio>
#include <termios.h>
#include <unistd.h>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "SecretCommands".
struct SecretCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(SecretCommands)
};

// Secrets the lifecycle keeps for running executions (agentctl tokens): not the user's.
bool isRuntimeSecret(const QString &name)
{
    return name.startsWith(QLatin1String("runtime/"));
}

// The whole of standard input, without one trailing line break. On a terminal: one line, typed
// without echo after a prompt on standard error.
QByteArray readValue(const QString &name)
{
    QByteArray value;
    if (::isatty(STDIN_FILENO) == 1) {
        printOut(QString()); // flush
        std::fputs(qPrintable(SecretCommandsWords::tr("Value for %1 (not shown): ").arg(name)), stderr);
        std::fflush(stderr);
        termios saved{};
        const bool quiet = ::tcgetattr(STDIN_FILENO, &saved) == 0;
        if (quiet) {
            termios hidden = saved;
            hidden.c_lflag &= ~tcflag_t(ECHO);
            hidden.c_lflag |= ECHONL;
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &hidden);
        }
        char c = 0;
        while (::read(STDIN_FILENO, &c, 1) == 1 && c != '\n')
            value.append(c);
        if (quiet)
            ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved);
    } else {
        char chunk[4096];
        ssize_t got = 0;
        while ((got = ::read(STDIN_FILENO, chunk, sizeof chunk)) > 0)
            value.append(chunk, got);
    }
    if (value.endsWith('\n'))
        value.chop(1);
    if (value.endsWith('\r'))
        value.chop(1);
    return value;
}

// The vault's keychain calls must not wait on the main thread: they run on a pool thread here.
template<typename Fn>
auto offMainThread(Fn fn)
{
    auto future = QtConcurrent::run(&backgroundPool(), std::move(fn));
    future.waitForFinished();
    return future.result();
}

int setSecret(CliHome &home, const QString &name, const QString &label)
{
    const QString command = QStringLiteral("kandesk secret set");
    const QByteArray value = readValue(name);
    if (value.isEmpty()) {
        printError(command + SecretCommandsWords::tr(": no value on standard input (pipe it in, or type it on a terminal)"));
        return ExitUsage;
    }
    SecretVault &vault = home.stores->vault();
    const Status saved = offMainThread([&vault, &name, &label, text = QString::fromUtf8(value)] {
        if (auto backend = vault.detectBackendBlocking(); !backend)
            return Status(Error{backend.error()});
        return vault.writeBlocking(name, text, label);
    });
    if (!saved) {
        printError(command + SecretCommandsWords::tr(": %1 not saved: %2").arg(name, saved.error()));
        return ExitFailure;
    }
    printError(SecretCommandsWords::tr("Saved secret %1.").arg(name));
    return ExitOk;
}

int listSecrets(CliHome &home, bool json)
{
    SecretVault &vault = home.stores->vault();
    auto secrets = vault.list();
    if (!secrets) {
        printError(QStringLiteral("kandesk secret list: ") + secrets.error());
        return ExitFailure;
    }
    QJsonArray rows;
    for (const SecretInfo &secret : std::as_const(*secrets)) {
        if (isRuntimeSecret(secret.name))
            continue;
        rows.append(QJsonObject{{QStringLiteral("name"), secret.name},
                                {QStringLiteral("label"), secret.label},
                                {QStringLiteral("backend"), SecretVault::backendName(secret.backend)},
                                {QStringLiteral("updated_at"), secret.updatedAt.toUTC().toString(Qt::ISODateWithMs)}});
    }
    if (json) {
        printLine(QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Compact)));
        return ExitOk;
    }
    if (rows.isEmpty())
        printLine(SecretCommandsWords::tr("No secrets."));
    for (const QJsonValue &row : std::as_const(rows)) {
        const QJsonObject secret = row.toObject();
        const QString label = secret.value(QStringLiteral("label")).toString();
        printLine(QStringLiteral("%1  (%2)%3").arg(secret.value(QStringLiteral("name")).toString(),
                                                   secret.value(QStringLiteral("backend")).toString(),
                                                   label.isEmpty() ? QString() : QStringLiteral("  ") + label));
    }
    return ExitOk;
}

int deleteSecret(CliHome &home, const QString &name)
{
    const QString command = QStringLiteral("kandesk secret delete");
    SecretVault &vault = home.stores->vault();
    auto known = vault.contains(name);
    if (!known) {
        printError(command + QStringLiteral(": ") + known.error());
        return ExitFailure;
    }
    if (!*known) {
        printError(command + SecretCommandsWords::tr(": no secret named %1 (kandesk secret list shows them)").arg(name));
        return ExitFailure;
    }
    const Status removed = offMainThread([&vault, &name] { return vault.removeBlocking(name); });
    if (!removed) {
        printError(command + SecretCommandsWords::tr(": %1 not deleted: %2").arg(name, removed.error()));
        return ExitFailure;
    }
    printError(SecretCommandsWords::tr("Deleted secret %1.").arg(name));
    return ExitOk;
}

} // namespace

int secretCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    const QString sub = rest.value(1);
    rest.removeAt(1);
    const QString command = QStringLiteral("kandesk secret ") + sub;
    QCommandLineParser parser;
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("A JSON array."));
    const QCommandLineOption label(QStringLiteral("label"), QStringLiteral("What Settings shows for it."), QStringLiteral("TEXT"));
    parser.addOption(dataDir);
    QString usage;
    int positional = 1;
    if (sub == QLatin1String("set")) {
        parser.addOption(label);
        usage = QStringLiteral("usage: kandesk secret set NAME [--label TEXT] [--data-dir DIR]  (the value is read from standard input)");
    } else if (sub == QLatin1String("list")) {
        parser.addOption(json);
        usage = QStringLiteral("usage: kandesk secret list [--json] [--data-dir DIR]");
        positional = 0;
    } else if (sub == QLatin1String("delete")) {
        usage = QStringLiteral("usage: kandesk secret delete NAME [--data-dir DIR]");
    } else {
        printError(SecretCommandsWords::tr("kandesk secret: unknown command \"%1\" (known: set, list, delete)").arg(sub));
        return ExitUsage;
    }
    const ParsedArguments parsed = parseArguments(parser, rest, command, usage, positional, positional);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    const QString name = parsed.positional.value(0);
    if (positional == 1) {
        if (const QString problem = secretNameProblem(name); !problem.isEmpty()) {
            printError(command + QStringLiteral(": ") + problem);
            return ExitUsage;
        }
    }
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    if (sub == QLatin1String("set"))
        return setSecret(*home, name, parser.value(label));
    if (sub == QLatin1String("list"))
        return listSecrets(*home, parser.isSet(json));
    return deleteSecret(*home, name);
}

} // namespace kandesk::cli
