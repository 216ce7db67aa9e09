// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace kandesk::docker {

// The label of a container that holds a copy of its task's worktree (a remote engine): kept, stopped,
// while its session may resume, removed with its task.
inline constexpr QLatin1StringView kKeptWorkLabel { "kandesk.work" };

// What one docker command did.
struct DockerResult {
    bool started = false; // false: the docker command itself could not be run
    bool timedOut = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    bool ok() const { return started && !timedOut && exitCode == 0; }
};

// The container's state as the engine reports it after it stopped (docker inspect).
struct ContainerState {
    bool exists = false;
    QString status; // created, running, exited, …
    int exitCode = 0;
    bool oomKilled = false;
    QString error; // the engine's own error text (e.g. a failed exec of the entry point)
};

// Docker's own engine reached through the docker command line (the engine's API on its socket or
// DOCKER_HOST): nothing of our own runs beside it. Every call blocks, so call it on a pool thread,
// never on the GUI thread. Any thread; no state besides its configuration.
class DockerEngine final
{
public:
    struct Config {
        QString dockerPath = QStringLiteral("docker");
        QString host; // DOCKER_HOST for the commands; empty: the environment's, else the local socket
    };

    explicit DockerEngine(Config config);

    // Runs `docker args…`; stdinFile feeds its standard input; onLine gets each line of standard
    // output as it comes (the lines are in result.out too).
    DockerResult run(const QStringList &args, int timeoutMs, const QString &stdinFile = {},
        const std::function<void(const QString &line)> &onLine = {}) const;

    // The engine's version, or a failure in plain words (no engine, permission denied, …).
    DockerResult version() const;
    ContainerState inspect(const QString &container) const;
    // Removes every container (running or not) carrying label ("key=value"); the names removed,
    // or why the engine could not. keepCopies leaves those holding a copy of a worktree (labelled
    // kKeptWorkLabel): their work is not on this machine.
    Expected<QStringList> removeLabelled(const QString &label, int timeoutMs = 60'000, bool keepCopies = false) const;
    // Whether the engine has its default bridge network (named "bridge"); false for a dockerd started
    // with --bridge none. The error says why the engine could not be asked.
    Expected<bool> hasDefaultBridge(int timeoutMs = 60'000) const;
    // The port on this side's 127.0.0.1 the engine publishes containerPort (tcp) of a running
    // container on; an error in words when it publishes none there.
    Expected<int> publishedLoopbackPort(const QString &container, int containerPort, int timeoutMs = 60'000) const;
    // The names of the containers carrying label, running or not.
    Expected<QStringList> listLabelled(const QString &label, int timeoutMs = 60'000) const;
    // Where the engine listens, for messages: DOCKER_HOST or the default socket.
    QString hostDescription() const;
    // Whether the engine's file system is another machine's (a tcp:// or ssh:// engine, even one on
    // this machine's loopback, or KANDESK_DOCKER_REMOTE=1): host folders cannot be bind-mounted, so
    // the worktree is copied in. KANDESK_DOCKER_REMOTE=0 says a tcp engine shares this machine's files.
    bool isRemote() const;

    // A failed command's reason in words a user can act on: no docker command, no engine at the
    // socket, permission denied on the socket, a missing image, or docker's own last line.
    QString describeFailure(const DockerResult &result, const QString &what) const;
    // "ran out of memory (limit 64 MiB) and was killed", an exit code, or the engine's error.
    static QString describeStop(const ContainerState &state, qint64 memoryLimit);

private:
    Config m_config;
};

} // namespace kandesk::docker
