// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "backupcommands.h"

#include "application/homemigration.h"
#include "application/settings/homebackups.h"
#include "cli/clihome.h"
#include "cli/clioutput.h"
#include "models/database.h"
#include "models/datahome.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk::cli {

namespace {

// The words this file says to users, translated in the context "BackupCommands".
struct BackupCommandsWords {
    Q_DECLARE_TR_FUNCTIONS(BackupCommands)
};

QJsonObject backupJson(const HomeBackupInfo &backup)
{
    return {{QStringLiteral("file"), backup.file},
            {QStringLiteral("created_at"), backup.createdAt.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("home"), backup.home},
            {QStringLiteral("schema_version"), backup.schemaVersion},
            {QStringLiteral("tasks"), backup.taskCount},
            {QStringLiteral("secrets_file"), backup.hasSecretsFile},
            {QStringLiteral("keychain_secrets"), QJsonArray::fromStringList(backup.keychainSecrets)}};
}

QString describe(const HomeBackupInfo &backup)
{
    QString text = BackupCommandsWords::tr("%1: %n task(s), made %2 of %3 (schema version %4)", nullptr, backup.taskCount)
                       .arg(backup.file, backup.createdAt.toUTC().toString(Qt::ISODate), backup.home)
                       .arg(backup.schemaVersion);
    if (!backup.keychainSecrets.isEmpty())
        text += BackupCommandsWords::tr("\nThese secrets live in the keychain, not in the backup: %1 "
                          "(on another machine, set them again with kandesk secret set NAME).")
                    .arg(backup.keychainSecrets.join(QStringLiteral(", ")));
    return text;
}

void printJson(const QJsonObject &object)
{
    printLine(QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)));
}

int createBackup(const QString &dataDir, const QString &file, bool json)
{
    const QString command = QStringLiteral("kandesk backup create");
    auto home = openHome(command, dataDir);
    if (!home)
        return ExitFailure;
    HomeBackups backups(home->path, home->database.get());
    const auto made = backups.create(file).result();
    if (!made) {
        printError(command + QStringLiteral(": ") + made.error());
        return ExitFailure;
    }
    if (json)
        printJson(backupJson(*made));
    else
        printLine(BackupCommandsWords::tr("Saved a backup of ") + describe(*made));
    return ExitOk;
}

int restoreBackup(const QString &dataDir, const QString &file, bool json)
{
    const QString command = QStringLiteral("kandesk backup restore");
    // The home is not opened: its database must be closed for the restore to replace it.
    const auto settled = settleHome(dataDir);
    if (!settled) {
        printError(command + QStringLiteral(": ") + settled.error());
        return ExitFailure;
    }
    const QString home = settled->layout.data;
    HomeBackups backups(home);
    const auto restored = backups.restore(file).result();
    if (!restored) {
        printError(command + QStringLiteral(": ") + restored.error());
        return ExitFailure;
    }
    if (json) {
        QJsonObject object = backupJson(restored->backup);
        object.insert(QStringLiteral("kept_database"), restored->keptDatabase);
        object.insert(QStringLiteral("kept_secrets_file"), restored->keptSecretsFile);
        printJson(object);
        return ExitOk;
    }
    printLine(BackupCommandsWords::tr("Restored %1 from %2").arg(home, describe(restored->backup)));
    if (!restored->keptDatabase.isEmpty())
        printLine(BackupCommandsWords::tr("The database it replaced is kept at %1").arg(restored->keptDatabase));
    if (!restored->keptSecretsFile.isEmpty())
        printLine(BackupCommandsWords::tr("The secrets file it replaced is kept at %1").arg(restored->keptSecretsFile));
    return ExitOk;
}

int showBackup(const QString &file, bool json)
{
    HomeBackups backups(QString{});
    const auto backup = backups.inspect(file).result();
    if (!backup) {
        printError(QStringLiteral("kandesk backup show: ") + backup.error());
        return ExitFailure;
    }
    if (json)
        printJson(backupJson(*backup));
    else
        printLine(describe(*backup));
    return ExitOk;
}

} // namespace

QString backupCommandsUsage()
{
    return QStringLiteral(
        "usage: kandesk backup COMMAND [options] [--data-dir DIR]   (kandesk backup COMMAND --help shows its options)\n"
        "  create [FILE] [--json]    save the home's database and secrets file (default: a new file in <home>/backups)\n"
        "  restore FILE [--json]     put a backup in place of the home's (not while a Kandesk uses it; the old one is kept)\n"
        "  show FILE [--json]        what a backup holds");
}

int backupCommand(const QStringList &arguments)
{
    QStringList rest = arguments;
    const QString sub = rest.value(1);
    rest.removeAt(1);
    const QString command = QStringLiteral("kandesk backup ") + sub;
    QCommandLineParser parser;
    const QCommandLineOption dataDir(QStringLiteral("data-dir"), QStringLiteral("Kandesk's home folder."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    parser.addOption(dataDir);
    parser.addOption(json);
    QString usage;
    int minPositional = 1;
    if (sub == QLatin1String("create")) {
        usage = QStringLiteral("usage: kandesk backup create [FILE] [--json] [--data-dir DIR]");
        minPositional = 0;
    } else if (sub == QLatin1String("restore")) {
        usage = QStringLiteral("usage: kandesk backup restore FILE [--json] [--data-dir DIR]");
    } else if (sub == QLatin1String("show")) {
        usage = QStringLiteral("usage: kandesk backup show FILE [--json]");
    } else {
        printError(BackupCommandsWords::tr("kandesk backup: unknown command \"%1\" (known: create, restore, show)").arg(sub));
        return ExitUsage;
    }
    const ParsedArguments parsed = parseArguments(parser, rest, command, usage, minPositional, 1);
    if (parsed.helpShown)
        return ExitOk;
    if (!parsed.ok)
        return ExitUsage;
    const QString file = parsed.positional.value(0);
    if (sub == QLatin1String("create"))
        return createBackup(parser.value(dataDir), file, parser.isSet(json));
    if (sub == QLatin1String("restore"))
        return restoreBackup(parser.value(dataDir), file, parser.isSet(json));
    return showBackup(file, parser.isSet(json));
}

} // namespace kandesk::cli
