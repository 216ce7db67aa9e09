// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "childrun.h"

#include <QElapsedTimer>
#include <QFile>

#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <ctime>
#include <vector>

extern char **environ;

namespace kandesk::bench {

namespace {

// VmHWM of /proc/<pid>/status, 0 when it cannot be read (the process is gone).
qint64 highWaterKiB(const QString &statusPath)
{
    QFile status(statusPath);
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    }
    return 0;
}

} // namespace

Expected<ChildRun> runChild(const QString &program, const QStringList &arguments, const QStringList &extraEnv)
{
    std::vector<QByteArray> storage;
    storage.push_back(QFile::encodeName(program));
    for (const QString &argument : arguments)
        storage.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &arg : storage)
        argv.push_back(arg.data());
    argv.push_back(nullptr);

    std::vector<QByteArray> envStorage;
    for (char **entry = environ; *entry; ++entry)
        envStorage.emplace_back(*entry);
    for (const QString &entry : extraEnv)
        envStorage.push_back(entry.toLocal8Bit());
    std::vector<char *> envp;
    for (QByteArray &entry : envStorage)
        envp.push_back(entry.data());
    envp.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);

    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, argv.front(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return Error{QStringLiteral("cannot start %1: %2").arg(program, QString::fromLocal8Bit(strerror(spawned)))};

    // The child's own high-water mark from /proc while it runs: wait4's ru_maxrss would also count
    // this process's memory, which a posix_spawn child shares until it calls exec.
    int status = 0;
    rusage usage{};
    qint64 peakKiB = 0;
    const QString statusPath = QStringLiteral("/proc/%1/status").arg(pid);
    for (;;) {
        const pid_t waited = wait4(pid, &status, WNOHANG, &usage);
        if (waited == pid)
            break;
        if (waited < 0)
            return Error{QStringLiteral("lost track of %1").arg(program)};
        peakKiB = qMax(peakKiB, highWaterKiB(statusPath));
        const timespec pause{0, 500'000};
        nanosleep(&pause, nullptr);
    }
    ChildRun run;
    run.wallMs = double(timer.nsecsElapsed()) / 1e6;
    run.peakRssKiB = peakKiB;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return run;
}

} // namespace kandesk::bench
