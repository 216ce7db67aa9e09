// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "diagnosticscommand.h"

#include "application/diagnostics.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace kandesk::cli {

int diagnosticsCommand(const QStringList &arguments)
{
    const QString command = QStringLiteral("kandesk diagnostics");
    const QString usage = QStringLiteral("usage: kandesk diagnostics [--data-dir DIR]   (versions, system, agents and the log's tail for a bug "
                                         "report; no secret in it)");
    QCommandLineParser parser;
    const QCommandLineOption dataDir = dataDirOption();
    parser.addOptions({dataDir});
    const ParsedArguments parsed = parseArguments(parser, arguments, command, usage, 0, 0);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    printOut(collectDiagnostics(*home->stores, {{}, QStringLiteral("command line"), QCoreApplication::applicationFilePath()}).result());
    return ExitOk;
}

} // namespace kandesk::cli
