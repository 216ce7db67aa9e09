// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "crashnote.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QStringList>
#include <QtConcurrent>

#include <atomic>
#include <csignal>
#include <cstring>
#include <ctime>

#include <fcntl.h>
#include <unistd.h>

namespace kandesk {

namespace {

constexpr int kLines = 20;
constexpr size_t kTailBytes = 6 * 1024;
constexpr int kSignals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };

// Written before any crash, read by the handler: two tail buffers, the one published is whole.
char g_notePath[4096];
char g_header[256];
char g_tails[2][kTailBytes];
std::atomic<size_t> g_tailSizes[2];
std::atomic<int> g_published { -1 };

QMutex g_linesMutex;
QStringList g_lines;

const char *signalName(int signal)
{
    switch (signal) {
    case SIGSEGV:
        return "SIGSEGV (a bad memory access)";
    case SIGBUS:
        return "SIGBUS (a bad memory access)";
    case SIGFPE:
        return "SIGFPE (an arithmetic error)";
    case SIGILL:
        return "SIGILL (an illegal instruction)";
    case SIGABRT:
        return "SIGABRT (aborted)";
    }
    return "a fatal signal";
}

void writeAll(int fd, const char *text, size_t size)
{
    while (size > 0) {
        const ssize_t written = ::write(fd, text, size);
        if (written <= 0)
            return;
        text += written;
        size -= size_t(written);
    }
}

void writeText(int fd, const char *text)
{
    writeAll(fd, text, std::strlen(text));
}

void writeNumber(int fd, long long value)
{
    char digits[24];
    int at = sizeof digits;
    const bool negative = value < 0;
    unsigned long long rest = negative ? 0ULL - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
    do {
        digits[--at] = char('0' + rest % 10);
        rest /= 10;
    } while (rest > 0 && at > 1);
    if (negative)
        digits[--at] = '-';
    writeAll(fd, digits + at, sizeof digits - size_t(at));
}

void onFatalSignal(int signal)
{
    const int fd = ::open(g_notePath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd >= 0) {
        writeText(fd, g_header);
        writeText(fd, "Stopped by ");
        writeText(fd, signalName(signal));
        writeText(fd, " at ");
        writeNumber(fd, static_cast<long long>(::time(nullptr)));
        writeText(fd, " (seconds since 1970, UTC).\n");
        const int published = g_published.load();
        if (published >= 0) {
            writeText(fd, "The last lines it logged:\n");
            writeAll(fd, g_tails[published], g_tailSizes[published].load());
        }
        ::close(fd);
    }
    // SA_RESETHAND put the default action back: the signal ends the process as it would have.
    ::raise(signal);
}

void publishTail(const QStringList &lines)
{
    QByteArray text;
    for (const QString &line : lines)
        text += "  " + line.toUtf8().left(400) + '\n';
    if (size_t(text.size()) > kTailBytes)
        text = text.right(qsizetype(kTailBytes));
    const int spare = g_published.load() == 0 ? 1 : 0;
    std::memcpy(g_tails[spare], text.constData(), size_t(text.size()));
    g_tailSizes[spare].store(size_t(text.size()));
    g_published.store(spare);
}

} // namespace

QString crashNoteName()
{
    return QStringLiteral("crash-note.txt");
}

void installCrashNote(const QString &notePath)
{
    const QByteArray path = QFile::encodeName(notePath);
    if (size_t(path.size()) >= sizeof g_notePath)
        return;
    std::memcpy(g_notePath, path.constData(), size_t(path.size()) + 1);
    const QByteArray header = QByteArrayLiteral("Kandesk " KANDESK_VERSION " (Qt ") + qVersion() + ", pid "
        + QByteArray::number(QCoreApplication::applicationPid()) + ", started "
        + QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toUtf8() + ")\n";
    std::strncpy(g_header, header.constData(), sizeof g_header - 1);
    for (const int signal : kSignals) {
        struct sigaction action = {};
        action.sa_handler = onFatalSignal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND | SA_NODEFER;
        ::sigaction(signal, &action, nullptr);
    }
}

void rememberForCrashNote(const QString &line)
{
    const QMutexLocker lock(&g_linesMutex);
    g_lines.append(line);
    if (g_lines.size() > kLines)
        g_lines.removeFirst();
    publishTail(g_lines);
}

std::optional<QString> takeCrashNote(const QString &notePath)
{
    QFile note(notePath);
    if (!note.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QString text = QString::fromUtf8(note.read(64 * 1024));
    note.close();
    const QFileInfo info(notePath);
    const QString kept = info.dir().filePath(QStringLiteral("crash-note-%1.txt")
                                                 .arg(info.lastModified().toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    QFile::remove(kept);
    if (!QFile::rename(notePath, kept))
        QFile::remove(notePath); // shown once, whatever happens
    const QFileInfoList older
        = info.dir().entryInfoList({ QStringLiteral("crash-note-*.txt") }, QDir::Files, QDir::Name | QDir::Reversed);
    for (qsizetype i = 5; i < older.size(); ++i)
        QFile::remove(older.at(i).filePath());
    return text.trimmed().isEmpty() ? std::nullopt : std::optional<QString>(text);
}

QFuture<std::optional<QString>> takeCrashNoteLater(const QString &notePath)
{
    return QtConcurrent::run([notePath] { return takeCrashNote(notePath); });
}

} // namespace kandesk
