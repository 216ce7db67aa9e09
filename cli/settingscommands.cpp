// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingscommands.h"

#include "application/admission/admissionpolicy.h"
#include "application/settings/configuration.h"
#include "application/stores.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "models/database.h"
#include "models/queries/settingsqueries.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "SettingsCommands".
struct SettingsCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(SettingsCommands)
};

struct Setting {
    QString name;    // on the command line
    QString key;     // in the settings table
    QString meaning;
    int most = 0;    // values are whole numbers from 0 to most
    std::function<QString()> fallback; // what holds while it is not set
};

QList<Setting> knownSettings()
{
    return {
        {QStringLiteral("max-running-agents"), QString(kMaxRunningAgentsKey),
         QStringLiteral("the most agents running at once on this machine; a start beyond it waits (0: any number)"), 1000,
         [] { return QString::number(defaultMaxRunningAgents()); }},
        {QStringLiteral("admission-cpu-pressure"), QString(kCpuPressureLimitKey),
         QStringLiteral("a start waits while CPU pressure (some, 10 s) is at least this percentage (0: CPU pressure holds no start)"), 100,
         [] { return QStringLiteral("0"); }},
        {QStringLiteral("agent-memory-limit-mb"), QString(kAgentMemoryLimitKey),
         QStringLiteral("MiB each task's agent and what it starts may use together; over it the system stops that agent alone (0: no limit; "
                        "needs cgroups Kandesk may write)"),
         1 << 20, [] { return QStringLiteral("0"); }},
        {QStringLiteral("agent-cpu-percent"), QString(kAgentCpuPercentKey),
         QStringLiteral("percent of one core each task's agent and what it starts may use together (0: no limit)"), 6400,
         [] { return QStringLiteral("0"); }},
    };
}

std::optional<Setting> settingNamed(const QString &name, const QString &command)
{
    for (const Setting &setting : knownSettings()) {
        if (setting.name == name)
            return setting;
    }
    QStringList names;
    for (const Setting &setting : knownSettings())
        names.append(setting.name);
    printError(
        SettingsCommandsWords::tr("%1: no setting named \"%2\" (known: %3)").arg(command, name, names.join(QStringLiteral(", "))));
    return std::nullopt;
}

QJsonObject settingJson(const Setting &setting, const Stores &stores)
{
    const auto stored = stores.settings().value(setting.key);
    const bool isSet = stored && !stored->isEmpty();
    return {{QStringLiteral("name"), setting.name},
            {QStringLiteral("value"), isSet ? *stored : setting.fallback()},
            {QStringLiteral("default"), !isSet},
            {QStringLiteral("meaning"), setting.meaning}};
}

void printSetting(const QJsonObject &setting)
{
    printLine(
        QStringLiteral("%1 = %2%3   %4")
            .arg(setting.value(QStringLiteral("name")).toString(), setting.value(QStringLiteral("value")).toString(),
                setting.value(QStringLiteral("default")).toBool() ? SettingsCommandsWords::tr(" (default)") : QString(),
                setting.value(QStringLiteral("meaning")).toString()));
}

} // namespace

QString settingsCommandsUsage()
{
    return QStringLiteral(
        "usage: kandesk settings COMMAND [options] [--data-dir DIR]   (kandesk settings COMMAND --help shows its options)\n"
        "  list [--json]             the settings, their values and what they mean\n"
        "  get NAME [--json]         one setting's value (max-running-agents, admission-cpu-pressure,\n"
        "                            agent-memory-limit-mb, agent-cpu-percent)\n"
        "  set NAME VALUE            change a setting; the window follows\n"
        "  unset NAME                back to its default");
}

int settingsCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    const QString sub = rest.value(1);
    rest.removeAt(1);
    const QString command = QStringLiteral("kandesk settings ") + sub;
    QCommandLineParser parser;
    const QCommandLineOption dataDir = dataDirOption();
    const QCommandLineOption json = jsonOption();
    parser.addOptions({dataDir, json});
    QString usage;
    int positional = 0;
    if (sub == QLatin1String("list")) {
        usage = QStringLiteral("usage: kandesk settings list [--json] [--data-dir DIR]");
    } else if (sub == QLatin1String("get")) {
        usage = QStringLiteral("usage: kandesk settings get NAME [--json] [--data-dir DIR]");
        positional = 1;
    } else if (sub == QLatin1String("set")) {
        usage = QStringLiteral("usage: kandesk settings set NAME VALUE [--data-dir DIR]");
        positional = 2;
    } else if (sub == QLatin1String("unset")) {
        usage = QStringLiteral("usage: kandesk settings unset NAME [--data-dir DIR]");
        positional = 1;
    } else {
        printError(SettingsCommandsWords::tr("kandesk settings: unknown command \"%1\" (known: list, get, set, unset)").arg(sub));
        return ExitUsage;
    }
    // A negative number would read as an option: it is a value, refused below with the others.
    QStringList negatives;
    for (qsizetype i = 1; i < rest.size(); ++i) {
        if (QRegularExpression(QStringLiteral("^-[0-9]+$")).match(rest.at(i)).hasMatch())
            negatives.append(rest.takeAt(i--));
    }
    rest.append(negatives.isEmpty() ? QStringList() : QStringList{QStringLiteral("--")} + negatives);
    const ParsedArguments parsed = parseArguments(parser, rest, command, usage, positional, positional);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    std::optional<Setting> setting;
    if (positional > 0 && !(setting = settingNamed(parsed.positional.value(0), command)))
        return ExitUsage;
    if (sub == QLatin1String("set")) {
        bool isNumber = false;
        const QString text = parsed.positional.value(1).trimmed();
        const int value = text.toInt(&isNumber);
        if (!isNumber || value < 0 || value > setting->most) {
            printError(SettingsCommandsWords::tr("%1: %2 takes a whole number from 0 to %3, not \"%4\"")
                           .arg(command, setting->name)
                           .arg(setting->most)
                           .arg(text));
            return ExitUsage;
        }
        auto home = openHome(command, parser.value(dataDir));
        if (!home)
            return ExitFailure;
        if (Status saved = Configuration(*home->stores).setValue(setting->key, QString::number(value)); !saved) {
            printError(command + QStringLiteral(": ") + saved.error());
            return ExitFailure;
        }
        return ExitOk;
    }
    auto home = openHome(command, parser.value(dataDir));
    if (!home)
        return ExitFailure;
    if (sub == QLatin1String("unset")) {
        if (Status saved = Configuration(*home->stores).setValue(setting->key, QString()); !saved) {
            printError(command + QStringLiteral(": ") + saved.error());
            return ExitFailure;
        }
        return ExitOk;
    }
    const Stores &stores = *home->stores;
    if (sub == QLatin1String("get")) {
        const QJsonObject shown = settingJson(*setting, stores);
        if (parser.isSet(json))
            printJson(shown);
        else
            printLine(shown.value(QStringLiteral("value")).toString());
        return ExitOk;
    }
    QJsonArray all;
    for (const Setting &each : knownSettings())
        all.append(settingJson(each, stores));
    if (parser.isSet(json)) {
        printJson({{QStringLiteral("settings"), all}});
        return ExitOk;
    }
    for (const QJsonValue &each : std::as_const(all))
        printSetting(each.toObject());
    return ExitOk;
}

} // namespace kandesk::cli
