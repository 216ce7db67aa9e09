// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "detach.h"

#include <QByteArray>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace kandesk::agentctl {

namespace {

void writeAll(int fd, const QByteArray &bytes)
{
    qsizetype written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + written, static_cast<size_t>(bytes.size() - written));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;
        written += n;
    }
}

// In the starting process: relays the child's ready line, or says it ended first.
[[noreturn]] void waitForChild(int readFd, pid_t child, const QString &logPath)
{
    QByteArray line;
    char buffer[256];
    for (;;) {
        const ssize_t n = ::read(readFd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        line.append(buffer, n);
    }
    if (line.endsWith('\n')) {
        writeAll(STDOUT_FILENO, line);
        std::_Exit(EXIT_SUCCESS);
    }
    int status = 0;
    ::waitpid(child, &status, WNOHANG);
    const QByteArray where
        = logPath.isEmpty() ? QByteArray("(no --log given)") : QByteArray("see ") + logPath.toLocal8Bit();
    writeAll(STDERR_FILENO, "agentctl: the detached agentctl ended before it listened; " + where + '\n');
    std::_Exit(EXIT_FAILURE);
}

} // namespace

DetachRequest detachRequested(int argc, char *argv[])
{
    DetachRequest request;
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--detach" || argument == "-detach")
            request.requested = true;
        else if ((argument == "--log" || argument == "-log") && i + 1 < argc)
            request.logPath = QString::fromLocal8Bit(argv[++i]);
        else if (argument.startsWith("--log="))
            request.logPath = QString::fromLocal8Bit(argument.mid(6));
    }
    return request;
}

int detach(const DetachRequest &request)
{
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        std::fprintf(stderr, "agentctl: cannot detach: %s\n", std::strerror(errno));
        return -1;
    }
    std::fflush(nullptr);
    const pid_t child = ::fork();
    if (child < 0) {
        std::fprintf(stderr, "agentctl: cannot detach: %s\n", std::strerror(errno));
        return -1;
    }
    if (child > 0) {
        ::close(fds[1]);
        waitForChild(fds[0], child, request.logPath);
    }
    ::close(fds[0]);
    ::setsid(); // out of the starter's session and process group: its hang-up is not ours
    const int null = ::open("/dev/null", O_RDWR | O_CLOEXEC);
    int out = null;
    if (!request.logPath.isEmpty()) {
        out = ::open(request.logPath.toLocal8Bit().constData(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
        if (out < 0) {
            std::fprintf(stderr, "agentctl: cannot open the log %s: %s\n", request.logPath.toLocal8Bit().constData(),
                std::strerror(errno));
            return -1; // the starter reads the pipe's end and says so
        }
    }
    if (null >= 0)
        ::dup2(null, STDIN_FILENO);
    if (out >= 0) {
        ::dup2(out, STDOUT_FILENO);
        ::dup2(out, STDERR_FILENO);
    }
    return fds[1];
}

void reportDetachedReady(int fd, quint16 port)
{
    if (fd < 0)
        return;
    writeAll(fd,
        QByteArrayLiteral("agentctl listening on 127.0.0.1:") + QByteArray::number(port) + " pid "
            + QByteArray::number(::getpid()) + '\n');
    ::close(fd);
}

} // namespace kandesk::agentctl
