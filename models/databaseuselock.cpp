// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "databaseuselock.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "DatabaseUseLockWords".
struct DatabaseUseLockWords {
    Q_DECLARE_TR_FUNCTIONS(DatabaseUseLockWords)
};

} // namespace

QString DatabaseUseLock::lockFilePath(const QString &databasePath)
{
    return databasePath + QStringLiteral(".lock");
}

Expected<std::unique_ptr<DatabaseUseLock>> DatabaseUseLock::take(const QString &databasePath, Kind kind, int timeoutMs)
{
    const QString path = lockFilePath(databasePath);
    const int descriptor = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (descriptor < 0) {
        const QString reason = QString::fromLocal8Bit(std::strerror(errno)); // before tr() can change errno
        return Error{DatabaseUseLockWords::tr("cannot open %1: %2").arg(path, reason)};
    }
    const int operation = (kind == Kind::Shared ? LOCK_SH : LOCK_EX) | LOCK_NB;
    const QDeadlineTimer deadline(kind == Kind::Shared ? timeoutMs : 0);
    int pauseMs = 5;
    while (::flock(descriptor, operation) != 0) {
        const int error = errno;
        if (error == EINTR)
            continue;
        if (error != EWOULDBLOCK || deadline.hasExpired()) {
            ::close(descriptor);
            if (error != EWOULDBLOCK)
                return Error{DatabaseUseLockWords::tr("cannot lock %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(error)))};
            if (kind == Kind::Exclusive)
                return Error{DatabaseUseLockWords::tr("a Kandesk uses %1 (a window, or a kandesk command still running); "
                                            "close it and try again").arg(databasePath)};
            return Error{DatabaseUseLockWords::tr("%1 is being restored from a backup and the restore did not end within %2 s")
                             .arg(databasePath).arg(timeoutMs / 1000)};
        }
        QThread::msleep(std::min<qint64>(pauseMs, std::max<qint64>(1, deadline.remainingTime())));
        pauseMs = std::min(pauseMs * 2, 200);
    }
    return std::unique_ptr<DatabaseUseLock>(new DatabaseUseLock(descriptor));
}

DatabaseUseLock::~DatabaseUseLock()
{
    if (m_descriptor >= 0)
        ::close(m_descriptor); // releases the lock
}

} // namespace kandesk
