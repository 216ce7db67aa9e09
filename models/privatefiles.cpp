// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "privatefiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "PrivateFilesWords".
struct PrivateFilesWords {
    Q_DECLARE_TR_FUNCTIONS(PrivateFilesWords)
};


QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

QString octal(mode_t mode)
{
    return QStringLiteral("%1").arg(mode & 07777, 4, 8, QLatin1Char('0'));
}

} // namespace

Status makePrivateFolder(const QString &path)
{
    const QString absolute = QDir(path).absolutePath();
    const QByteArray native = QFile::encodeName(absolute);
    struct stat info {};
    if (::stat(native.constData(), &info) != 0) {
        if (errno != ENOENT) {
            const QString reason = systemError(); // errno, read before tr() can change it
            return Error{PrivateFilesWords::tr("cannot read %1: %2").arg(absolute, reason)};
        }
        if (!QDir().mkpath(QFileInfo(absolute).absolutePath()))
            return Error{PrivateFilesWords::tr("cannot create %1").arg(QFileInfo(absolute).absolutePath())};
        if (::mkdir(native.constData(), 0700) != 0 && errno != EEXIST) {
            const QString reason = systemError(); // errno, read before tr() can change it
            return Error{PrivateFilesWords::tr("cannot create %1: %2").arg(absolute, reason)};
        }
        if (::stat(native.constData(), &info) != 0) {
            const QString reason = systemError(); // errno, read before tr() can change it
            return Error{PrivateFilesWords::tr("cannot read %1: %2").arg(absolute, reason)};
        }
    }
    if (!S_ISDIR(info.st_mode))
        return Error{PrivateFilesWords::tr("%1 is not a folder").arg(absolute)};
    if (info.st_mode & (S_IWGRP | S_IWOTH)) {
        return Error{PrivateFilesWords::tr("%1 is writable by other users (mode %2): Kandesk keeps tasks, prompts and secrets there "
                                    "and will not use it. Make it yours alone (chmod 700 '%1') or choose another folder.")
                         .arg(absolute, octal(info.st_mode))};
    }
    if ((info.st_mode & 0777) != 0700 && ::chmod(native.constData(), 0700) != 0) {
        const QString reason = systemError(); // errno, read before tr() can change it
        return Error{PrivateFilesWords::tr("cannot make %1 private (mode %2): %3").arg(absolute, octal(info.st_mode), reason)};
    }
    return {};
}

Status makePrivateFile(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        const QString reason = systemError(); // errno, read before tr() can change it
        return Error{PrivateFilesWords::tr("cannot create %1: %2").arg(path, reason)};
    }
    ::close(fd);
    return tightenIfPresent(path);
}

Status tightenIfPresent(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    struct stat info {};
    if (::stat(native.constData(), &info) != 0) {
        if (errno == ENOENT)
            return {};
        const QString reason = systemError(); // errno, read before tr() can change it
        return Error{PrivateFilesWords::tr("cannot read %1: %2").arg(path, reason)};
    }
    if ((info.st_mode & 0077) != 0 && ::chmod(native.constData(), info.st_mode & 0700) != 0) {
        const QString reason = systemError(); // errno, read before tr() can change it
        return Error{PrivateFilesWords::tr("cannot make %1 private: %2").arg(path, reason)};
    }
    return {};
}

Status replaceFile(const QString &from, const QString &to)
{
#ifdef Q_OS_WIN
    QFile::remove(to);
#endif
    if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) != 0) {
        const QString reason = systemError(); // errno, read before tr() can change it
        return Error{PrivateFilesWords::tr("cannot replace %1: %2").arg(to, reason)};
    }
    return {};
}

} // namespace kandesk
