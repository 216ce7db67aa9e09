// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "startmode.h"

#include "cli/clireference.h"

namespace kandesk::cli {

bool isCliVerb(const QString &argument)
{
    return cliVerbs().contains(argument);
}

namespace {

const QLatin1String kDataDir("--data-dir");

// The platform plugin Qt would load: -platform NAME (Qt takes one or two dashes), else QT_QPA_PLATFORM.
QString requestedPlatform(const QStringList &arguments, const QProcessEnvironment &environment)
{
    for (qsizetype i = 1; i + 1 < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("-platform") || arguments.at(i) == QLatin1String("--platform"))
            return arguments.at(i + 1);
    }
    return environment.value(QStringLiteral("QT_QPA_PLATFORM"));
}

// Plugins that need a display server: xcb and wayland (also "wayland-egl", "xcb:…", "wayland;xcb").
bool needsDisplayServer(const QString &platform)
{
    if (platform.isEmpty())
        return true; // the default on Linux is xcb (or wayland)
    const QStringList candidates = platform.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (const QString &candidate : candidates) {
        const QString name = candidate.section(QLatin1Char(':'), 0, 0).trimmed();
        if (!name.startsWith(QLatin1String("xcb")) && !name.startsWith(QLatin1String("wayland")))
            return false;
    }
    return true;
}

bool asksHelpOrVersion(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--"))
            return false;
        for (const char *option : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (argument == QLatin1String(option))
                return true;
        }
        if (argument == kDataDir)
            ++i; // its value
    }
    return false;
}

} // namespace

namespace {

// The index of the first argument after leading global options (arguments.size() when none).
qsizetype afterGlobalOptions(const QStringList &arguments)
{
    qsizetype i = 1;
    for (; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == kDataDir)
            ++i;
        else if (!argument.startsWith(kDataDir + QLatin1Char('=')) && argument != QLatin1String("--json"))
            return i;
    }
    return arguments.size();
}

// Moves the global options between arguments[0] and arguments[first] to the end (before a "--").
QStringList moveGlobalOptions(const QStringList &arguments, qsizetype first)
{
    if (first <= 1 || first >= arguments.size())
        return arguments;
    const QStringList global = arguments.mid(1, first - 1);
    QStringList result{arguments.constFirst()};
    result += arguments.mid(first);
    const qsizetype separator = result.indexOf(QStringLiteral("--"));
    const qsizetype at = separator < 0 ? result.size() : separator;
    for (qsizetype i = 0; i < global.size(); ++i)
        result.insert(at + i, global.at(i));
    return result;
}

} // namespace

qsizetype verbIndex(const QStringList &arguments)
{
    const qsizetype verb = afterGlobalOptions(arguments);
    return verb < arguments.size() && isCliVerb(arguments.at(verb)) ? verb : -1;
}

QStringList verbArguments(const QStringList &arguments)
{
    return moveGlobalOptions(arguments, verbIndex(arguments));
}

QStringList commandArguments(const QStringList &arguments)
{
    return moveGlobalOptions(arguments, afterGlobalOptions(arguments));
}

StartMode startMode(const QStringList &arguments, const QProcessEnvironment &environment)
{
    if (verbIndex(arguments) > 0)
        return StartMode::Cli;
    if (const qsizetype first = afterGlobalOptions(arguments); first < arguments.size() && !arguments.at(first).startsWith(QLatin1Char('-')))
        return StartMode::UnknownCommand;
    if (asksHelpOrVersion(arguments))
        return StartMode::HelpVersion;
    const bool hasDisplay = !environment.value(QStringLiteral("DISPLAY")).isEmpty()
        || !environment.value(QStringLiteral("WAYLAND_DISPLAY")).isEmpty();
    if (!hasDisplay && needsDisplayServer(requestedPlatform(arguments, environment)))
        return StartMode::NoDisplay;
    return StartMode::Window;
}

QString unknownCommandMessage(const QStringList &arguments)
{
    const qsizetype first = afterGlobalOptions(arguments);
    return QStringLiteral("kandesk: unknown command \"%1\" (the commands: run, task, secret, profile, executor, agent, session, backup, workflow; "
                          "kandesk --help lists them)")
        .arg(arguments.value(first));
}

QString noDisplayMessage()
{
    return QStringLiteral("kandesk: the window needs a display, and none is set (DISPLAY, WAYLAND_DISPLAY); "
                          "without one use the command line: kandesk run --repo PATH \"prompt\" (kandesk --help lists the commands)");
}

} // namespace kandesk::cli
