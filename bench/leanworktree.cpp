// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "leanworktree.h"

#include "bench/rigs/benchresult.h"
#include "bench/rigs/stubhome.h"
#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/preparers/dependencyfolders.h"
#include "lifecycle/preparers/worktreepreparer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sys/statvfs.h>
#include <unistd.h>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("lean_worktree");
constexpr int kFileBytes = 50 * 1024;

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

qint64 freeBytes(const QString &path)
{
    struct statvfs info {};
    return ::statvfs(QFile::encodeName(path).constData(), &info) == 0 ? qint64(info.f_bavail) * qint64(info.f_frsize) : 0;
}

Status makeCheckout(const QString &repo, int megabytes)
{
    if (const QString why = makeBenchRepository(repo); !why.isEmpty())
        return Error{why};
    for (const auto &[name, content] : {std::pair{QStringLiteral("package.json"), QByteArrayLiteral("{\"name\": \"app\"}\n")},
                                        std::pair{QStringLiteral("package-lock.json"), QByteArrayLiteral("{\"lockfileVersion\": 3}\n")},
                                        std::pair{QStringLiteral(".gitignore"), QByteArrayLiteral("node_modules/\n")}}) {
        if (Status written = writeBenchFile(QDir(repo).filePath(name), content); !written)
            return written;
    }
    const int files = megabytes * 1024 * 1024 / kFileBytes;
    QByteArray block(kFileBytes, 'x');
    for (int i = 0; i < files; ++i) {
        block[0] = char('a' + i % 26); // not all the same, as a real folder's files are not
        const QString path = QDir(repo).filePath(QStringLiteral("node_modules/package%1/lib/file%2.js").arg(i / 20).arg(i));
        if (Status written = writeBenchFile(path, block); !written)
            return written;
    }
    return commitAll(repo, QStringLiteral("base"));
}

struct Sample {
    double ms = 0;
    qint64 usedBytes = 0;
};

// One worktree prepared with the folder brought along as `how` says, then removed.
Expected<Sample> prepareOnce(const QString &root, const QString &repo, const QString &how, int run)
{
    RepositorySettings settings;
    if (how == QLatin1String("none"))
        settings.dependencyFolders = QStringList();
    else
        settings.dependencyFallback = how == QLatin1String("hardlink") ? DependencyCopyMode::Hardlink : DependencyCopyMode::Copy;
    const QString home = QDir(root).filePath(QStringLiteral("home-%1-%2").arg(how).arg(run));
    WorktreePreparer preparer(home, [settings](const QString &) { return settings; });
    EnvPrepareRequest request;
    request.taskId = QStringLiteral("%1-%2").arg(how).arg(run);
    request.taskTitle = QStringLiteral("Bench %1").arg(request.taskId);
    request.repositoryPath = repo;
    request.baseBranch = QStringLiteral("main");
    request.useWorktree = true;
    ::sync();
    const qint64 before = freeBytes(root);
    QElapsedTimer timer;
    timer.start();
    const EnvPrepareResult result = preparer.prepare(request, {});
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    ::sync();
    const qint64 used = before - freeBytes(root);
    if (!result.success)
        return Error{result.errorMessage};
    git::Worktree made{repo, result.workspacePath, result.worktreeBranch, {}, false, true};
    if (Status removed = git::removeWorktree(made, git::DirtyWorktree::Discard, true); !removed)
        return Error{removed.error()};
    QDir(home).removeRecursively();
    return Sample{ms, used};
}

Expected<QJsonObject> measureIn(const QString &root, int megabytes, int runs)
{
    const QString repo = QDir(root).filePath(QStringLiteral("repo"));
    if (Status made = makeCheckout(repo, megabytes); !made)
        return Error{made.error()};
    const bool clones = canCloneInto(repo, QStringLiteral("node_modules"), root);
    // Where the disk clones, "copy" clones (clones are tried first); the fallbacks are measured
    // where it cannot.
    const QStringList ways = clones ? QStringList{QStringLiteral("none"), QStringLiteral("clone")}
                                    : QStringList{QStringLiteral("none"), QStringLiteral("hardlink"), QStringLiteral("copy")};
    QHash<QString, QList<double>> times;
    QHash<QString, QList<double>> used;
    for (int run = 0; run < runs; ++run) {
        for (const QString &how : ways) { // interleaved
            auto sample = prepareOnce(root, repo, how == QLatin1String("clone") ? QStringLiteral("copy") : how, run);
            if (!sample)
                return Error{sample.error()};
            times[how].append(sample->ms);
            used[how].append(double(sample->usedBytes) / (1024.0 * 1024.0));
        }
    }
    QJsonObject result{{QStringLiteral("clones"), clones}};
    for (const QString &how : ways) {
        const Distribution time = Distribution::of(times.value(how));
        const Distribution disk = Distribution::of(used.value(how));
        result.insert(how, QJsonObject{{QStringLiteral("prepare_ms"), time.toJson()},
                                       {QStringLiteral("disk_used_mib_p50"), std::round(disk.p50 * 10) / 10}});
    }
    return result;
}

} // namespace

QJsonObject measureLeanWorktree(int megabytes, int runs)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return failure(QStringLiteral("no temporary folder"));
    auto here = measureIn(dir.path(), megabytes, runs);
    if (!here)
        return failure(here.error());
    QJsonObject measured{{QStringLiteral("dependency_folder_mib"), megabytes},
                         {QStringLiteral("scratch_filesystem"), *here}};

    // Clones need a filesystem that shares blocks: an XFS image, where this machine lets us mount one.
    const QString mkfs = QStandardPaths::findExecutable(QStringLiteral("mkfs.xfs"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
    if (::geteuid() == 0 && !mkfs.isEmpty()) {
        const QString image = dir.filePath(QStringLiteral("xfs.img"));
        const QString mountPoint = dir.filePath(QStringLiteral("xfs"));
        QDir().mkpath(mountPoint);
        QFile file(image);
        const qint64 size = std::max<qint64>(512LL << 20, qint64(megabytes) * 6 << 20);
        const bool sized = file.open(QIODevice::WriteOnly) && file.resize(size);
        file.close();
        if (sized && QProcess::execute(mkfs, {QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("reflink=1"), image}) == 0
            && QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-o"), QStringLiteral("loop"), image, mountPoint}) == 0) {
            auto unmount = qScopeGuard([&mountPoint] { QProcess::execute(QStringLiteral("umount"), {mountPoint}); });
            auto xfs = measureIn(mountPoint, megabytes, runs);
            measured.insert(QStringLiteral("xfs_image"), xfs ? *xfs : QJsonObject{{QStringLiteral("error"), xfs.error()}});
        } else {
            measured.insert(QStringLiteral("xfs_image"), QJsonObject{{QStringLiteral("skipped"), QStringLiteral("could not make or mount the image")}});
        }
    } else {
        measured.insert(QStringLiteral("xfs_image"), QJsonObject{{QStringLiteral("skipped"), QStringLiteral("needs root and mkfs.xfs")}});
    }

    const QJsonObject scratch = measured.value(QStringLiteral("scratch_filesystem")).toObject();
    const double none = scratch.value(QStringLiteral("none")).toObject().value(QStringLiteral("prepare_ms")).toObject().value(QStringLiteral("p50_ms")).toDouble();
    const QJsonObject cheapest = measured.value(QStringLiteral("xfs_image")).toObject().value(QStringLiteral("clone")).toObject();
    const QJsonObject fallback = scratch.value(QStringLiteral("hardlink")).toObject();
    const double lean = (cheapest.isEmpty() ? fallback : cheapest).value(QStringLiteral("prepare_ms")).toObject().value(QStringLiteral("p50_ms")).toDouble();
    const QJsonObject baseline{{QStringLiteral("without_the_folder_ms"), none}};
    return benchResult(kName, measured, baseline, none > 0 ? lean / none : 0,
                       {{QStringLiteral("ratio_is"), QStringLiteral("prepare p50 with the folder cloned (XFS; else hard-linked) / without it")}});
}

} // namespace kandesk::bench
