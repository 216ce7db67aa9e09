// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Lean worktrees: a repository's dependency folders found by what it contains; copied into a new
// worktree as plain copies (own inodes) or hard links (shared inodes), file modes kept, a link into
// the main checkout pointing into the worktree; through the worktree preparer, copied once, left
// alone while the lockfiles are the same, copied again when they change, a worktree's own folder
// kept; clones that share blocks (FICLONE) on a loop-mounted XFS image, and on a filesystem that
// cannot clone, "not copied" said with what to do, or the fallback the repository chose.
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/preparers/dependencyfolders.h"
#include "lifecycle/preparers/worktreepreparer.h"
#include "support/gitrepository.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace kandesk;
using kandesk::test::writeTestFile;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

ino_t inodeOf(const QString &path)
{
    struct stat info {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_ino : 0;
}

mode_t modeOf(const QString &path)
{
    struct stat info {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_mode & 07777 : 0;
}

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

qint64 freeBytes(const QString &path)
{
    struct statvfs info {};
    return ::statvfs(QFile::encodeName(path).constData(), &info) == 0 ? qint64(info.f_bavail) * qint64(info.f_frsize) : -1;
}

// A JavaScript checkout: package.json, its lockfile, node_modules ignored by git with a nested
// package, an executable, a relative link (.bin) and an absolute one into the checkout.
QString makeNodeCheckout(const QString &dir)
{
    const QString repo = kandesk::test::makeGitRepository(dir,
        { { s("package.json"), "{\"name\": \"app\"}\n" }, { s("package-lock.json"), "{\"lockfileVersion\": 3}\n" },
            { s(".gitignore"), "node_modules/\n" } });
    writeTestFile(repo + s("/node_modules/left-pad/index.js"), "module.exports = 1;\n");
    writeTestFile(repo + s("/node_modules/left-pad/package.json"), "{\"name\": \"left-pad\"}\n");
    writeTestFile(repo + s("/node_modules/tool/cli.js"), "#!/usr/bin/env node\n");
    ::chmod(QFile::encodeName(repo + s("/node_modules/tool/cli.js")).constData(), 0755);
    QDir().mkpath(repo + s("/node_modules/.bin"));
    QFile::link(s("../tool/cli.js"), repo + s("/node_modules/.bin/tool"));
    QFile::link(repo + s("/package.json"), repo + s("/node_modules/root-package.json"));
    return repo;
}

EnvPrepareRequest requestFor(const QString &repo, const QString &taskId)
{
    EnvPrepareRequest request;
    request.taskId = taskId;
    request.taskTitle = s("Lean ") + taskId;
    request.repositoryPath = repo;
    request.baseBranch = s("main");
    request.useWorktree = true;
    return request;
}

QString stepOutput(const EnvPrepareResult &result, const QString &name)
{
    for (const PrepareStep &step : result.steps) {
        if (step.name == name)
            return step.output + step.warningDetail;
    }
    return s("(no step %1)").arg(name);
}

} // namespace

class TestDependencyFolders : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString fresh() { return m_dir.filePath(s("case%1").arg(++m_count)); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void foldersAreFoundByWhatTheCheckoutHolds()
    {
        const QString dir = fresh();
        writeTestFile(dir + s("/package.json"), "{}");
        writeTestFile(dir + s("/node_modules/a.js"), "a");
        writeTestFile(dir + s("/pyproject.toml"), "[project]");
        writeTestFile(dir + s("/.venv/bin/python"), "py");
        writeTestFile(dir + s("/Cargo.toml"), "[package]"); // no target yet: nothing to copy
        writeTestFile(dir + s("/vendor/lib.php"), "<?php"); // no composer.json or go.mod: not a dependency folder
        QCOMPARE(defaultDependencyFolders(dir), (QStringList { s("node_modules"), s(".venv") }));
        QCOMPARE(lockfilesFor(dir, s("node_modules")), QStringList { s("package.json") });
        const QByteArray before = dependencyStamp(dir, s("node_modules"));
        writeTestFile(dir + s("/package.json"), "{\"dependencies\": {}}");
        QVERIFY(dependencyStamp(dir, s("node_modules")) != before);
        QVERIFY(!dependencyStamp(dir, s("target")).isEmpty()); // Cargo.toml
        QVERIFY(dependencyStamp(dir, s("vendor")).isEmpty());
        QCOMPARE(dependencyCopyModeFromName(s("hardlink")), DependencyCopyMode::Hardlink);
        QCOMPARE(dependencyCopyModeFromName(s("sideways")), std::nullopt);
    }

    void copiesAndHardLinksMakeTheSameTree_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("copy") << int(DependencyCopyMode::Copy);
        QTest::newRow("hardlink") << int(DependencyCopyMode::Hardlink);
    }

    void copiesAndHardLinksMakeTheSameTree()
    {
        QFETCH(int, mode);
        const QString repo = makeNodeCheckout(fresh());
        const QString target = fresh();
        QDir().mkpath(target);
        auto copied = copyDependencyFolder(repo, target, s("node_modules"), DependencyCopyMode(mode));
        QVERIFY2(copied.ok(), qPrintable(copied.error()));
        QCOMPARE(copied->files, 3);
        QCOMPARE(mode == int(DependencyCopyMode::Hardlink) ? copied->linked : copied->copied, 3);
        QCOMPARE(bytesOf(target + s("/node_modules/left-pad/index.js")), QByteArray("module.exports = 1;\n"));
        QCOMPARE(modeOf(target + s("/node_modules/tool/cli.js")), mode_t(0755));
        const bool sameInode = inodeOf(target + s("/node_modules/left-pad/index.js")) == inodeOf(repo + s("/node_modules/left-pad/index.js"));
        QCOMPARE(sameInode, mode == int(DependencyCopyMode::Hardlink));
        QCOMPARE(QFile::symLinkTarget(target + s("/node_modules/.bin/tool")), QFileInfo(target + s("/node_modules/tool/cli.js")).absoluteFilePath());
        QCOMPARE(QFile::symLinkTarget(target + s("/node_modules/root-package.json")), QDir::cleanPath(target + s("/package.json")));
        QVERIFY(QDir(target).entryList(QDir::Hidden | QDir::AllEntries | QDir::NoDotAndDotDot) == QStringList { s("node_modules") });

        // Again over the first: replaced whole, nothing of the scratch left.
        writeTestFile(repo + s("/node_modules/left-pad/index.js"), "module.exports = 2;\n");
        QVERIFY(copyDependencyFolder(repo, target, s("node_modules"), DependencyCopyMode::Copy).ok());
        QCOMPARE(bytesOf(target + s("/node_modules/left-pad/index.js")), QByteArray("module.exports = 2;\n"));
        QCOMPARE(QDir(target).entryList(QDir::Hidden | QDir::AllEntries | QDir::NoDotAndDotDot), QStringList { s("node_modules") });
        QVERIFY(!copyDependencyFolder(repo, target, s("no-such-folder"), DependencyCopyMode::Copy).ok());
    }

    void aWorktreeGetsItsFoldersOnceAndAgainWhenTheLockfileChanges()
    {
        const QString repo = makeNodeCheckout(fresh());
        const QString home = fresh();
        RepositorySettings settings;
        settings.dependencyFallback = DependencyCopyMode::Copy;
        WorktreePreparer preparer(home, [&settings](const QString &) { return settings; });
        EnvPrepareRequest request = requestFor(repo, s("1"));
        const EnvPrepareResult first = preparer.prepare(request, {});
        QVERIFY2(first.success, qPrintable(first.errorMessage));
        const QString worktree = first.workspacePath;
        QVERIFY2(stepOutput(first, s("Copy dependency folders")).contains(s("node_modules: 3 files")),
            qPrintable(stepOutput(first, s("Copy dependency folders"))));
        QVERIFY(QFileInfo::exists(worktree + s("/node_modules/left-pad/index.js")));
        QVERIFY(!QFileInfo::exists(worktree + s("/.kandesk-deps"))); // nothing of ours among its files
        QCOMPARE(git::runGitChecked(worktree, { s("status"), s("--porcelain") }).value(), QString());

        request.resume = true;
        request.workspacePath = worktree;
        const EnvPrepareResult same = preparer.prepare(request, {});
        QVERIFY(same.success);
        QVERIFY2(stepOutput(same, s("Copy dependency folders")).contains(s("node_modules: up to date")),
            qPrintable(stepOutput(same, s("Copy dependency folders"))));

        writeTestFile(repo + s("/package-lock.json"), "{\"lockfileVersion\": 3, \"packages\": {}}\n");
        writeTestFile(repo + s("/node_modules/new-dep/index.js"), "new\n");
        const EnvPrepareResult changed = preparer.prepare(request, {});
        QVERIFY(changed.success);
        QVERIFY2(stepOutput(changed, s("Copy dependency folders")).contains(s("node_modules: 4 files")),
            qPrintable(stepOutput(changed, s("Copy dependency folders"))));
        QVERIFY(QFileInfo::exists(worktree + s("/node_modules/new-dep/index.js")));

        // A folder the worktree made itself (npm install there) is its own.
        const EnvPrepareResult other = preparer.prepare(requestFor(repo, s("2")), {});
        QVERIFY(other.success);
        QVERIFY(QDir(other.workspacePath + s("/node_modules")).removeRecursively());
        writeTestFile(other.workspacePath + s("/node_modules/own/index.js"), "own\n");
        EnvPrepareRequest again = requestFor(repo, s("2"));
        again.resume = true;
        again.workspacePath = other.workspacePath;
        const QString gitDir = git::runGitChecked(other.workspacePath, { s("rev-parse"), s("--git-dir") }).value().trimmed();
        QVERIFY(QFile::remove(QDir(other.workspacePath).absoluteFilePath(gitDir) + s("/kandesk-dependency-stamps.json")));
        const EnvPrepareResult kept = preparer.prepare(again, {});
        QVERIFY2(stepOutput(kept, s("Copy dependency folders")).contains(s("the worktree has its own, kept")),
            qPrintable(stepOutput(kept, s("Copy dependency folders"))));
        QVERIFY(QFileInfo::exists(other.workspacePath + s("/node_modules/own/index.js")));

        // No folders wanted: no step at all.
        settings.dependencyFolders = QStringList();
        const EnvPrepareResult none = preparer.prepare(requestFor(repo, s("3")), {});
        QCOMPARE(stepOutput(none, s("Copy dependency folders")), s("(no step Copy dependency folders)"));
    }

    void withoutClonesTheFallbackDecides()
    {
        const QString repo = makeNodeCheckout(fresh());
        if (canCloneInto(repo, s("node_modules"), m_dir.path()))
            QSKIP("this scratch filesystem clones (btrfs or XFS): the fallback needs one that cannot; clones are tested below");
        WorktreePreparer preparer(fresh(), [](const QString &) { return RepositorySettings {}; });
        const EnvPrepareResult result = preparer.prepare(requestFor(repo, s("1")), {});
        QVERIFY(result.success);
        QVERIFY2(stepOutput(result, s("Copy dependency folders")).contains(s("node_modules: not copied — this filesystem cannot share blocks")),
            qPrintable(stepOutput(result, s("Copy dependency folders"))));
        QVERIFY(!QFileInfo::exists(result.workspacePath + s("/node_modules")));
    }

    // On a filesystem that shares blocks (XFS, made in an image and mounted here), a 64 MiB folder
    // is cloned: every file, and the free space barely moves.
    void clonesShareBlocksOnXfs()
    {
        const QString mkfs = QStandardPaths::findExecutable(s("mkfs.xfs"), { s("/usr/sbin"), s("/sbin") });
        if (::geteuid() != 0 || mkfs.isEmpty())
            QSKIP("needs root and mkfs.xfs (xfsprogs, which ./dev test installs) to mount an XFS image");
        const QString image = m_dir.filePath(s("xfs.img"));
        const QString mountPoint = m_dir.filePath(s("xfs"));
        QDir().mkpath(mountPoint);
        QFile file(image);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(400LL << 20));
        file.close();
        QProcess made;
        made.start(mkfs, { s("-q"), s("-m"), s("reflink=1"), image });
        QVERIFY(made.waitForFinished(60'000) && made.exitCode() == 0);
        QProcess mounted;
        mounted.start(s("mount"), { s("-o"), s("loop"), image, mountPoint });
        QVERIFY2(mounted.waitForFinished(60'000) && mounted.exitCode() == 0, mounted.readAllStandardError().constData());
        auto unmount = qScopeGuard([&mountPoint] { QProcess::execute(s("umount"), { mountPoint }); });

        const QString repo = makeNodeCheckout(mountPoint + s("/repo"));
        for (int i = 0; i < 64; ++i)
            writeTestFile(repo + s("/node_modules/big/chunk%1.bin").arg(i), QByteArray(1 << 20, char('a' + i % 26)));
        QVERIFY(canCloneInto(repo, s("node_modules"), mountPoint));
        const QString target = mountPoint + s("/worktree");
        QDir().mkpath(target);
        const qint64 before = freeBytes(mountPoint);
        auto cloned = copyDependencyFolder(repo, target, s("node_modules"), DependencyCopyMode::Reflink);
        QVERIFY2(cloned.ok(), qPrintable(cloned.error()));
        QCOMPARE(cloned->cloned, cloned->files);
        QCOMPARE(cloned->files, 67);
        QVERIFY2(before - freeBytes(mountPoint) < (8LL << 20), qPrintable(s("%1 bytes used").arg(before - freeBytes(mountPoint))));
        QCOMPARE(bytesOf(target + s("/node_modules/big/chunk3.bin")), QByteArray(1 << 20, 'd'));
        // Blocks shared, files not: a write to the clone leaves the original as it was.
        writeTestFile(target + s("/node_modules/big/chunk3.bin"), "changed");
        QCOMPARE(bytesOf(repo + s("/node_modules/big/chunk3.bin")), QByteArray(1 << 20, 'd'));

        // Through the preparer: the step says it cloned.
        WorktreePreparer preparer(mountPoint + s("/home"), [](const QString &) { return RepositorySettings {}; });
        const EnvPrepareResult result = preparer.prepare(requestFor(repo, s("1")), {});
        QVERIFY2(result.success, qPrintable(result.errorMessage));
        QVERIFY2(stepOutput(result, s("Copy dependency folders")).contains(s("cloned (blocks shared, no space used)")),
            qPrintable(stepOutput(result, s("Copy dependency folders"))));
    }
};

QTEST_GUILESS_MAIN(TestDependencyFolders)
#include "tst_dependencyfolders.moc"
