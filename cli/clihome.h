// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QStringList>

#include <memory>
#include <optional>

class QCommandLineOption;
class QCommandLineParser;

namespace kandesk {
class Database;
class Stores;
} // namespace kandesk

namespace kandesk::cli {

// The home a command works on (--data-dir, else $KANDESK_HOME, else the platform default), its
// database, open (WAL: the window may use it at the same time), and the application's stores over
// it (no runtime: commands that run agents make a TaskRunnerRuntime over them).
struct CliHome {
    QString path;
    std::unique_ptr<Database> database;
    std::unique_ptr<Stores> stores; // declared after the database: goes first

    CliHome();
    CliHome(CliHome &&) noexcept;
    CliHome &operator=(CliHome &&) noexcept;
    ~CliHome();
};

// Opens the home; on failure prints "<command>: <reason>" and returns nothing (exit 1).
std::optional<CliHome> openHome(const QString &command, const QString &dataDir);

// Parses arguments (arguments[0] is the program); on a bad flag or a wrong number of positional
// arguments prints the reason and the usage (exit 2). -h/--help prints the usage and sets helpShown.
struct ParsedArguments {
    bool ok = false;
    bool helpShown = false;
    QStringList positional;
};
ParsedArguments parseArguments(QCommandLineParser &parser, const QStringList &arguments, const QString &command,
                               const QString &usage, int minPositional, int maxPositional);

// A task by its id or an unambiguous beginning of it (as `kandesk task list` prints them).
Expected<Task> findTask(const Stores &stores, const QString &idOrPrefix);

// The home and the task a command on one task works on; on failure prints "<command>: <reason>"
// and returns nothing (exit 1).
struct HomeAndTask {
    CliHome home;
    Task task;
};
std::optional<HomeAndTask> openHomeAndTask(const QString &command, const QString &dataDir, const QString &idOrPrefix);

// A command on one task, "<name> ID [flags]", and its usage line.
// The options most commands share: --data-dir DIR and --json.
QCommandLineOption dataDirOption();
QCommandLineOption jsonOption();

struct TaskCommand {
    QString name;
    QString usage;
};
// Parses "ID [flags]" (the caller adds its own options, and dataDir, to parser first), opens the
// home and finds the task. exitCode >= 0: stop with it (help shown, bad usage, no such task).
struct OpenedTask {
    int exitCode = -1;
    std::optional<CliHome> home;
    Task task;
};
OpenedTask openTask(QCommandLineParser &parser, const QCommandLineOption &dataDir, const QStringList &arguments,
                    const TaskCommand &command);
// The same, adding --json and --data-dir first.
OpenedTask openTaskWithJson(QCommandLineParser &parser, const QStringList &arguments, const TaskCommand &command);
bool wantsJson(const QCommandLineParser &parser);
// Says "<command>: message" on stderr; yields ExitFailure.
int failCommand(const TaskCommand &command, const QString &message);

} // namespace kandesk::cli
