// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ptyprocess.h"

#include "lifecycle/ssh/processexitwatch.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>
#include <vector>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "PtyProcessWords".
struct PtyProcessWords {
    Q_DECLARE_TR_FUNCTIONS(PtyProcessWords)
};

constexpr qsizetype kReadChunk = 64 * 1024;
// One activation of the read notifier takes at most this much, so a flood of output leaves the
// thread free for writes, resizes and a stop between chunks.
constexpr int kReadBudget = 256 * 1024;

QString resolveProgram(const QString &program, const QProcessEnvironment &environment)
{
    if (program.contains(QLatin1Char('/')))
        return QFileInfo(program).isExecutable() ? program : QString();
    const QStringList path = environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    return QStandardPaths::findExecutable(program, path);
}

std::vector<char *> pointersTo(std::vector<QByteArray> &strings)
{
    std::vector<char *> pointers;
    pointers.reserve(strings.size() + 1);
    for (QByteArray &string : strings)
        pointers.push_back(string.data());
    pointers.push_back(nullptr);
    return pointers;
}

// The child's side, between fork and exec: async-signal-safe calls only.
[[noreturn]] void becomeTerminalProgram(const char *slaveName, const char *directory, const char *program,
                                        char *const argv[], char *const envp[])
{
    ::setsid();
    const int slave = ::open(slaveName, O_RDWR);
    if (slave < 0)
        ::_exit(126);
    ::ioctl(slave, TIOCSCTTY, 0);
    ::dup2(slave, STDIN_FILENO);
    ::dup2(slave, STDOUT_FILENO);
    ::dup2(slave, STDERR_FILENO);
    if (slave > STDERR_FILENO)
        ::close(slave);
    sigset_t none;
    ::sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    for (int signal : { SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGTSTP, SIGTTIN, SIGTTOU, SIGWINCH })
        ::signal(signal, SIG_DFL);
    if (::chdir(directory) != 0)
        ::_exit(126);
    ::execve(program, argv, envp);
    static const char failed[] = "kandesk: the program could not be started\r\n";
    [[maybe_unused]] const auto written = ::write(STDERR_FILENO, failed, sizeof failed - 1);
    ::_exit(127);
}

} // namespace

PtyProcess::PtyProcess(QObject *parent)
    : QObject(parent)
{
}

PtyProcess::~PtyProcess()
{
    if (m_pid <= 0)
        return;
    hangUpSession(SIGKILL);
    closeMaster();
    if (m_finished)
        return;
    // Reaped here, so that no zombie waits for an exit watch that is going away; SIGKILL takes
    // effect at once unless the process is stuck in the kernel, and then it stays a zombie.
    for (int attempt = 0; attempt < 100; ++attempt) {
        if (::waitpid(static_cast<pid_t>(m_pid), nullptr, WNOHANG) != 0)
            return;
        ::usleep(1000);
    }
}

QString PtyProcess::start(const QStringList &argv, const QString &workingDirectory,
                          const QProcessEnvironment &environment, PtySize size)
{
    if (m_pid > 0)
        return PtyProcessWords::tr("This terminal already runs a program");
    if (argv.isEmpty() || argv.constFirst().isEmpty())
        return PtyProcessWords::tr("No program to run in the terminal");
    const QString program = resolveProgram(argv.constFirst(), environment);
    if (program.isEmpty())
        return PtyProcessWords::tr("%1 is not an executable program on PATH").arg(argv.constFirst());
    if (!QFileInfo(workingDirectory).isDir())
        return PtyProcessWords::tr("The folder %1 does not exist").arg(QDir::toNativeSeparators(workingDirectory));

    const int master = ::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0) {
        const QString why = QString::fromLocal8Bit(::strerror(errno));
        if (master >= 0)
            ::close(master);
        return PtyProcessWords::tr("No pseudo-terminal is available: %1").arg(why);
    }
    char slaveName[128] = {};
    if (::ptsname_r(master, slaveName, sizeof slaveName) != 0) {
        ::close(master);
        return PtyProcessWords::tr("The pseudo-terminal has no name");
    }
    ::fcntl(master, F_SETFL, ::fcntl(master, F_GETFL) | O_NONBLOCK);
    m_master = master;
    resize(size);

    QProcessEnvironment childEnvironment = environment;
    if (!childEnvironment.contains(QStringLiteral("TERM")))
        childEnvironment.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
    std::vector<QByteArray> argStrings;
    for (const QString &arg : argv)
        argStrings.push_back(arg.toLocal8Bit());
    std::vector<QByteArray> envStrings;
    for (const QString &entry : childEnvironment.toStringList())
        envStrings.push_back(entry.toLocal8Bit());
    const std::vector<char *> childArgv = pointersTo(argStrings);
    const std::vector<char *> childEnvp = pointersTo(envStrings);
    const QByteArray programPath = QFile::encodeName(program);
    const QByteArray directory = QFile::encodeName(workingDirectory);

    const pid_t pid = ::fork();
    if (pid == 0)
        becomeTerminalProgram(slaveName, directory.constData(), programPath.constData(), childArgv.data(), childEnvp.data());
    if (pid < 0) {
        const QString why = QString::fromLocal8Bit(::strerror(errno));
        closeMaster();
        return PtyProcessWords::tr("The terminal's program could not be started: %1").arg(why);
    }
    m_pid = pid;
    m_readNotifier = new QSocketNotifier(m_master, QSocketNotifier::Read, this);
    connect(m_readNotifier, &QSocketNotifier::activated, this, [this] { readAvailable(kReadBudget); });
    m_writeNotifier = new QSocketNotifier(m_master, QSocketNotifier::Write, this);
    m_writeNotifier->setEnabled(false);
    connect(m_writeNotifier, &QSocketNotifier::activated, this, &PtyProcess::flushWrites);
    m_exitWatch = new ssh::ProcessExitWatch(pid, this);
    connect(m_exitWatch, &ssh::ProcessExitWatch::exited, this, &PtyProcess::programExited);
    return {};
}

void PtyProcess::write(const QByteArray &bytes)
{
    if (m_master < 0 || bytes.isEmpty())
        return;
    m_pendingWrites += bytes;
    flushWrites();
}

void PtyProcess::flushWrites()
{
    while (m_master >= 0 && !m_pendingWrites.isEmpty()) {
        const ssize_t written = ::write(m_master, m_pendingWrites.constData(), size_t(m_pendingWrites.size()));
        if (written > 0) {
            m_pendingWrites.remove(0, written);
            continue;
        }
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            m_writeNotifier->setEnabled(true);
            return;
        }
        m_pendingWrites.clear(); // the terminal hung up: nobody reads it any more
    }
    if (m_writeNotifier)
        m_writeNotifier->setEnabled(false);
}

void PtyProcess::resize(PtySize size)
{
    if (m_master < 0)
        return;
    winsize window {};
    window.ws_col = static_cast<unsigned short>(qBound(1, size.columns, 10000));
    window.ws_row = static_cast<unsigned short>(qBound(1, size.rows, 10000));
    ::ioctl(m_master, TIOCSWINSZ, &window);
}

void PtyProcess::readAvailable(int budget)
{
    QByteArray chunk;
    while (m_master >= 0 && chunk.size() < budget) {
        const qsizetype before = chunk.size();
        chunk.resize(before + kReadChunk);
        const ssize_t got = ::read(m_master, chunk.data() + before, size_t(kReadChunk));
        chunk.resize(before + qMax<qsizetype>(got, 0));
        if (got > 0)
            continue;
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            break;
        // EIO: every process closed the terminal's other side; the exit watch says when the program ends.
        m_readNotifier->setEnabled(false);
        break;
    }
    if (!chunk.isEmpty())
        Q_EMIT output(chunk);
}

void PtyProcess::programExited()
{
    if (m_finished)
        return;
    readAvailable(16 * 1024 * 1024); // what it wrote before it ended
    int status = 0;
    const pid_t reaped = ::waitpid(static_cast<pid_t>(m_pid), &status, WNOHANG);
    m_finished = true;
    hangUpSession(SIGHUP);
    closeMaster();
    if (!m_killTimer && !PtyProcess::sessionMembers(m_pid).isEmpty())
        QTimer::singleShot(1000, this, [this] { hangUpSession(SIGKILL); });
    if (reaped == static_cast<pid_t>(m_pid) && WIFSIGNALED(status))
        Q_EMIT finished(WTERMSIG(status), true);
    else
        Q_EMIT finished(reaped == static_cast<pid_t>(m_pid) ? WEXITSTATUS(status) : -1, reaped != static_cast<pid_t>(m_pid));
}

void PtyProcess::stop(int gracePeriodMs)
{
    if (m_pid <= 0)
        return;
    hangUpSession(SIGHUP);
    closeMaster();
    if (!m_killTimer) {
        m_killTimer = new QTimer(this);
        m_killTimer->setSingleShot(true);
        connect(m_killTimer, &QTimer::timeout, this, [this] { hangUpSession(SIGKILL); });
        m_killTimer->start(gracePeriodMs);
    }
}

void PtyProcess::closeMaster()
{
    delete m_readNotifier;
    m_readNotifier = nullptr;
    delete m_writeNotifier;
    m_writeNotifier = nullptr;
    m_pendingWrites.clear();
    if (m_master >= 0)
        ::close(m_master);
    m_master = -1;
}

void PtyProcess::hangUpSession(int signal)
{
    for (const qint64 member : sessionMembers(m_pid)) {
        ::kill(static_cast<pid_t>(member), signal);
        if (signal == SIGHUP)
            ::kill(static_cast<pid_t>(member), SIGCONT); // a stopped job wakes up to its hang-up
    }
}

QList<qint64> PtyProcess::sessionMembers(qint64 sessionId)
{
    QList<qint64> members;
    if (sessionId <= 0)
        return members;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')');
        if (close < 0)
            continue;
        // After the name: state, ppid, pgrp, session.
        const QList<QByteArray> fields = text.mid(close + 2).split(' ');
        if (fields.size() < 4 || fields.at(0) == "Z" || fields.at(0) == "X")
            continue;
        if (fields.at(3).toLongLong() == sessionId)
            members.append(pid);
    }
    return members;
}

} // namespace kandesk
