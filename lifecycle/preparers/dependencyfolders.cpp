// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dependencyfolders.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "DependencyFoldersWords".
struct DependencyFoldersWords {
    Q_DECLARE_TR_FUNCTIONS(DependencyFoldersWords)
};

struct Kind {
    const char *folder;
    QStringList markers;   // files that say the checkout uses this folder
    QStringList lockfiles; // files whose change makes a copy stale
};

const QList<Kind> &kinds()
{
    static const QList<Kind> known {
        { "node_modules", { QStringLiteral("package.json") },
            { QStringLiteral("package-lock.json"), QStringLiteral("npm-shrinkwrap.json"), QStringLiteral("yarn.lock"),
                QStringLiteral("pnpm-lock.yaml"), QStringLiteral("bun.lockb"), QStringLiteral("package.json") } },
        { ".venv", { QStringLiteral("pyproject.toml"), QStringLiteral("requirements.txt") },
            { QStringLiteral("poetry.lock"), QStringLiteral("uv.lock"), QStringLiteral("Pipfile.lock"),
                QStringLiteral("requirements.txt"), QStringLiteral("pyproject.toml") } },
        { "target", { QStringLiteral("Cargo.toml") }, { QStringLiteral("Cargo.lock"), QStringLiteral("Cargo.toml") } },
        { "vendor", { QStringLiteral("composer.json"), QStringLiteral("go.mod") },
            { QStringLiteral("composer.lock"), QStringLiteral("go.sum"), QStringLiteral("go.mod") } },
    };
    return known;
}

Error systemError(const QString &what, const QString &path)
{
    const QString reason = QString::fromLocal8Bit(std::strerror(errno)); // before anything else can touch errno
    return Error { QStringLiteral("%1: %2").arg(what.arg(path), reason) };
}

// A plain copy of the bytes (never a clone, whatever the filesystem would offer).
bool copyBytes(int in, int out)
{
    char buffer[1 << 16];
    for (;;) {
        const ssize_t got = ::read(in, buffer, sizeof buffer);
        if (got == 0)
            return true;
        if (got < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        for (ssize_t written = 0; written < got;) {
            const ssize_t put = ::write(out, buffer + written, size_t(got - written));
            if (put < 0) {
                if (errno == EINTR)
                    continue;
                return false;
            }
            written += put;
        }
    }
}

Status copyFile(const QString &source, const QString &target, mode_t permissions, DependencyCopyMode mode, DependencyCopy &tally)
{
    const QByteArray from = QFile::encodeName(source);
    const QByteArray to = QFile::encodeName(target);
    if (mode == DependencyCopyMode::Hardlink) {
        if (::link(from.constData(), to.constData()) == 0) {
            ++tally.linked;
            return {};
        }
        if (errno != EXDEV && errno != EPERM && errno != EMLINK)
            return systemError(DependencyFoldersWords::tr("cannot link %1"), target);
    }
    const int in = ::open(from.constData(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        return systemError(DependencyFoldersWords::tr("cannot read %1"), source);
    const int out = ::open(to.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions & 07777);
    if (out < 0) {
        ::close(in);
        return systemError(DependencyFoldersWords::tr("cannot write %1"), target);
    }
    bool done = false;
    if (mode == DependencyCopyMode::Reflink && ::ioctl(out, FICLONE, in) == 0) {
        ++tally.cloned;
        done = true;
    }
    if (!done) {
        done = copyBytes(in, out);
        if (done)
            ++tally.copied;
    }
    ::fchmod(out, permissions & 07777); // the umask took bits the original has
    ::close(in);
    ::close(out);
    return done ? Status {} : systemError(DependencyFoldersWords::tr("cannot copy %1"), source);
}

QString stampFile(const QString &worktree)
{
    // A worktree's .git is a file naming its own folder in the repository's git folder.
    QFile dotGit(QDir(worktree).filePath(QStringLiteral(".git")));
    if (!dotGit.open(QIODevice::ReadOnly))
        return {};
    const QByteArray line = dotGit.readLine().trimmed();
    if (!line.startsWith("gitdir: "))
        return {};
    QString gitDir = QString::fromUtf8(line.mid(8));
    if (QDir::isRelativePath(gitDir))
        gitDir = QDir(worktree).filePath(gitDir);
    return QDir(gitDir).filePath(QStringLiteral("kandesk-dependency-stamps.json"));
}

QJsonObject readStamps(const QString &file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(in.readAll()).object() : QJsonObject();
}

} // namespace

QString dependencyCopyModeName(DependencyCopyMode mode)
{
    switch (mode) {
    case DependencyCopyMode::Off:
        return QStringLiteral("off");
    case DependencyCopyMode::Reflink:
        return QStringLiteral("reflink");
    case DependencyCopyMode::Hardlink:
        return QStringLiteral("hardlink");
    case DependencyCopyMode::Copy:
        return QStringLiteral("copy");
    }
    return QStringLiteral("off");
}

std::optional<DependencyCopyMode> dependencyCopyModeFromName(const QString &name)
{
    for (DependencyCopyMode mode : { DependencyCopyMode::Off, DependencyCopyMode::Reflink, DependencyCopyMode::Hardlink,
             DependencyCopyMode::Copy }) {
        if (name == dependencyCopyModeName(mode))
            return mode;
    }
    return std::nullopt;
}

QStringList defaultDependencyFolders(const QString &checkout)
{
    const QDir dir(checkout);
    QStringList found;
    for (const Kind &kind : kinds()) {
        const QString folder = QString::fromLatin1(kind.folder);
        const bool used = std::any_of(kind.markers.cbegin(), kind.markers.cend(),
            [&dir](const QString &marker) { return dir.exists(marker); });
        if (used && QFileInfo(dir.filePath(folder)).isDir())
            found.append(folder);
    }
    return found;
}

QStringList lockfilesFor(const QString &checkout, const QString &folder)
{
    const QDir dir(checkout);
    for (const Kind &kind : kinds()) {
        if (folder != QLatin1String(kind.folder))
            continue;
        QStringList present;
        for (const QString &lockfile : kind.lockfiles) {
            if (dir.exists(lockfile))
                present.append(lockfile);
        }
        return present;
    }
    return {};
}

QByteArray dependencyStamp(const QString &checkout, const QString &folder)
{
    const QStringList lockfiles = lockfilesFor(checkout, folder);
    if (lockfiles.isEmpty())
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &lockfile : lockfiles) {
        QFile file(QDir(checkout).filePath(lockfile));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        hash.addData(lockfile.toUtf8());
        hash.addData(&file);
    }
    return hash.result().toHex();
}

Expected<DependencyCopy> copyDependencyFolder(const QString &from, const QString &to, const QString &folder,
                                              DependencyCopyMode mode)
{
    QElapsedTimer timer;
    timer.start();
    DependencyCopy tally;
    tally.folder = folder;
    const QString sourceRoot = QDir(from).filePath(folder);
    if (!QFileInfo(sourceRoot).isDir())
        return Error { DependencyFoldersWords::tr("%1 has no folder %2 to copy").arg(from, folder) };
    const QString targetRoot = QDir(to).filePath(folder);
    const QString scratch = QDir(to).filePath(QStringLiteral(".%1.kandesk-%2").arg(folder, QUuid::createUuid().toString(QUuid::Id128).left(8)));
    auto fail = [&scratch](const Error &error) -> Expected<DependencyCopy> {
        QDir(scratch).removeRecursively();
        return error;
    };
    if (!QDir().mkpath(scratch))
        return Error { DependencyFoldersWords::tr("cannot make %1").arg(scratch) };
    const QString canonicalFrom = QFileInfo(from).canonicalFilePath();
    QDirIterator it(sourceRoot, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString relative = source.mid(sourceRoot.size() + 1);
        const QString target = QDir(scratch).filePath(relative);
        struct stat info {};
        if (::lstat(QFile::encodeName(source).constData(), &info) != 0)
            return fail(systemError(DependencyFoldersWords::tr("cannot read %1"), source));
        if (S_ISDIR(info.st_mode)) {
            if (::mkdir(QFile::encodeName(target).constData(), info.st_mode & 07777) != 0 && errno != EEXIST)
                return fail(systemError(DependencyFoldersWords::tr("cannot make %1"), target));
            continue;
        }
        if (S_ISLNK(info.st_mode)) {
            char buffer[4096];
            const ssize_t length = ::readlink(QFile::encodeName(source).constData(), buffer, sizeof buffer - 1);
            if (length < 0)
                return fail(systemError(DependencyFoldersWords::tr("cannot read the link %1"), source));
            QString pointsAt = QFile::decodeName(QByteArray(buffer, int(length)));
            // An absolute link into the source checkout would reach into the other checkout.
            for (const QString &root : { canonicalFrom, QDir::cleanPath(from) }) {
                if (!root.isEmpty() && pointsAt.startsWith(root + QLatin1Char('/'))) {
                    pointsAt = QDir::cleanPath(to + pointsAt.mid(root.size()));
                    break;
                }
            }
            if (::symlink(QFile::encodeName(pointsAt).constData(), QFile::encodeName(target).constData()) != 0)
                return fail(systemError(DependencyFoldersWords::tr("cannot link %1"), target));
            continue;
        }
        if (!S_ISREG(info.st_mode))
            continue; // sockets, fifos: nothing a build reads
        if (Status copied = copyFile(source, target, info.st_mode, mode, tally); !copied)
            return fail(Error { copied.error() });
        ++tally.files;
        tally.bytes += info.st_size;
    }
    // Into place: the old folder (a stale copy) goes only once the new one is complete.
    const QString old = scratch + QStringLiteral(".old");
    const bool hadOne = QFileInfo::exists(targetRoot) || QFileInfo(targetRoot).isSymLink();
    if (hadOne && !QDir().rename(targetRoot, old))
        return fail(Error { DependencyFoldersWords::tr("cannot move the old %1 aside").arg(targetRoot) });
    if (!QDir().rename(scratch, targetRoot)) {
        if (hadOne)
            QDir().rename(old, targetRoot);
        return fail(Error { DependencyFoldersWords::tr("cannot move the copy into %1").arg(targetRoot) });
    }
    if (hadOne) {
        if (QFileInfo(old).isSymLink())
            QFile::remove(old);
        else
            QDir(old).removeRecursively();
    }
    tally.milliseconds = timer.elapsed();
    return tally;
}

bool canCloneInto(const QString &from, const QString &folder, const QString &to)
{
    QDirIterator it(QDir(from).filePath(folder), QDir::Files | QDir::Hidden | QDir::NoSymLinks, QDirIterator::Subdirectories);
    if (!it.hasNext())
        return false;
    const QByteArray source = QFile::encodeName(it.next());
    const QByteArray probe = QFile::encodeName(QDir(to).filePath(QStringLiteral(".kandesk-clone-probe-%1").arg(::getpid())));
    const int in = ::open(source.constData(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        return false;
    const int out = ::open(probe.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    const bool cloned = out >= 0 && ::ioctl(out, FICLONE, in) == 0;
    ::close(in);
    if (out >= 0) {
        ::close(out);
        ::unlink(probe.constData());
    }
    return cloned;
}

QByteArray copiedStamp(const QString &worktree, const QString &folder)
{
    const QString file = stampFile(worktree);
    if (file.isEmpty())
        return {};
    return readStamps(file).value(folder).toString().toUtf8();
}

Status recordCopiedStamp(const QString &worktree, const QString &folder, const QByteArray &stamp)
{
    const QString file = stampFile(worktree);
    if (file.isEmpty())
        return Error { DependencyFoldersWords::tr("%1 is not a git worktree").arg(worktree) };
    QJsonObject stamps = readStamps(file);
    stamps.insert(folder, QString::fromUtf8(stamp));
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(QJsonDocument(stamps).toJson()) < 0)
        return Error { DependencyFoldersWords::tr("cannot write %1").arg(file) };
    return {};
}

} // namespace kandesk
