// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Real git repositories in temporary folders: worktree creation, reuse, naming and removal.
#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/git/taskworktrees.h"
#include "lifecycle/git/worktreenaming.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::git;

namespace {

QString runOk(const QString &dir, const QStringList &args)
{
    auto out = runGitChecked(dir, args);
    if (!out)
        qFatal("%s", qPrintable(out.error()));
    return out->trimmed();
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

// A repository on branch main with one commit, an ignored .env and an ignored config folder.
QString makeRepository(const QString &parent, const QString &name)
{
    const QString repo = QDir(parent).filePath(name);
    QDir().mkpath(repo);
    runOk(repo, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
    runOk(repo, {QStringLiteral("config"), QStringLiteral("user.email"), QStringLiteral("test@kandesk.invalid")});
    runOk(repo, {QStringLiteral("config"), QStringLiteral("user.name"), QStringLiteral("Test")});
    writeFile(repo + QStringLiteral("/login.cpp"), "int retries = 3;\n");
    writeFile(repo + QStringLiteral("/.gitignore"), ".env\nlocal/\nbuild/\n");
    writeFile(repo + QStringLiteral("/.env"), "TOKEN=abc\n");
    writeFile(repo + QStringLiteral("/local/settings.json"), "{}\n");
    writeFile(repo + QStringLiteral("/build/out.o"), "binary\n");
    runOk(repo, {QStringLiteral("add"), QStringLiteral(".")});
    runOk(repo, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("initial")});
    return QFileInfo(repo).canonicalFilePath();
}

WorktreeSpec specFor(const QString &repo, const QString &tasksRoot, const QString &taskId = QStringLiteral("task-1"))
{
    WorktreeSpec spec;
    spec.repositoryPath = repo;
    spec.taskId = taskId;
    spec.taskTitle = QStringLiteral("Fix the flaky login test");
    spec.tasksRoot = tasksRoot;
    return spec;
}

} // namespace

class TestGitWorktrees : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_tasks;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_tasks = m_dir.filePath(QStringLiteral("home/tasks"));
    }

    void slugs_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<int>("maxLength");
        QTest::addColumn<QString>("slug");
        QTest::newRow("words") << QStringLiteral("Fix the flaky login test") << 20 << QStringLiteral("fix-the-flaky-login");
        QTest::newRow("punctuation") << QStringLiteral("  Add --verbose; (quickly)!  ") << 40 << QStringLiteral("add-verbose-quickly");
        QTest::newRow("accents folded") << QStringLiteral("Réparer l'été") << 40 << QStringLiteral("reparer-l-ete");
        QTest::newRow("nothing usable") << QStringLiteral("!!! ✓ ???") << 20 << QStringLiteral("task");
        QTest::newRow("separators never survive") << QStringLiteral("../../etc/passwd") << 40 << QStringLiteral("etc-passwd");
    }
    void slugs()
    {
        QFETCH(QString, title);
        QFETCH(int, maxLength);
        QFETCH(QString, slug);
        QCOMPARE(slugify(title, maxLength), slug);
    }

    void taskDirectoryAndBranchNames()
    {
        // The hash is the first 8 hex digits of the id's SHA-256 (sha256sum of "t-42": e94d1f04…).
        QCOMPARE(taskIdHash(QStringLiteral("t-42")), QStringLiteral("e94d1f04"));
        QCOMPARE(taskIdHash(QStringLiteral("t-43")), QStringLiteral("02b976bf"));
        QCOMPARE(taskDirectoryName(QStringLiteral("Fix the flaky login test"), QStringLiteral("t-42")),
                 QStringLiteral("fix-the-flaky-login_e94d1f04"));
        QCOMPARE(branchNameFromTemplate({}, QStringLiteral("Fix it"), QStringLiteral("t-42")), QStringLiteral("feature/fix-it-e94d1f04"));
        QCOMPARE(branchNameFromTemplate(QStringLiteral("kandesk/{suffix}"), QStringLiteral("x"), QStringLiteral("t-42")),
                 QStringLiteral("kandesk/e94d1f04"));
    }

    void createsAWorktreeOnItsOwnBranch()
    {
        const QString repo = makeRepository(m_dir.path(), QStringLiteral("app"));
        WorktreeSpec spec = specFor(repo, m_tasks);
        spec.copyGlobs = {QStringLiteral(".env"), QStringLiteral("local")};
        QStringList lines;
        auto worktree = createWorktree(spec, [&lines](const QString &line) { lines.append(line); });
        QVERIFY2(worktree.ok(), qPrintable(worktree.error()));
        QCOMPARE(worktree->path, QDir(m_tasks).filePath(taskDirectoryName(spec.taskTitle, spec.taskId) + QStringLiteral("/app")));
        QCOMPARE(worktree->branch, QStringLiteral("feature/fix-the-flaky-login-test-") + taskIdHash(spec.taskId));
        QCOMPARE(worktree->baseRef, QStringLiteral("main"));
        QVERIFY(worktree->createdBranch);
        QVERIFY(!worktree->reused);
        QCOMPARE(runOk(worktree->path, {QStringLiteral("branch"), QStringLiteral("--show-current")}), worktree->branch);
        QCOMPARE(runOk(worktree->path, {QStringLiteral("rev-parse"), QStringLiteral("HEAD")}),
                 runOk(repo, {QStringLiteral("rev-parse"), QStringLiteral("main")}));
        QVERIFY(QFile::exists(worktree->path + QStringLiteral("/login.cpp")));
        // Ignored files come along only when a glob asks for them.
        QVERIFY(QFile::exists(worktree->path + QStringLiteral("/.env")));
        QVERIFY(QFile::exists(worktree->path + QStringLiteral("/local/settings.json")));
        QVERIFY(!QFile::exists(worktree->path + QStringLiteral("/build/out.o")));
        QVERIFY2(lines.join(QLatin1Char('\n')).contains(QStringLiteral("copied .env")), qPrintable(lines.join(QLatin1Char('\n'))));
    }

    void aRelaunchFindsTheSameWorktree()
    {
        const QString repo = makeRepository(m_dir.path(), QStringLiteral("again"));
        auto first = createWorktree(specFor(repo, m_tasks, QStringLiteral("task-again")));
        QVERIFY2(first.ok(), qPrintable(first.error()));
        auto second = createWorktree(specFor(repo, m_tasks, QStringLiteral("task-again")));
        QVERIFY2(second.ok(), qPrintable(second.error()));
        QVERIFY(second->reused);
        QCOMPARE(second->path, first->path);
        QCOMPARE(second->branch, first->branch);
    }

    void aBranchCheckedOutElsewhereGetsASuffix()
    {
        const QString repo = makeRepository(m_dir.path(), QStringLiteral("busy"));
        const WorktreeSpec spec = specFor(repo, m_tasks, QStringLiteral("task-busy"));
        const QString wanted = branchNameFromTemplate({}, spec.taskTitle, spec.taskId);
        runOk(repo, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"), wanted});
        auto worktree = createWorktree(spec);
        QVERIFY2(worktree.ok(), qPrintable(worktree.error()));
        QCOMPARE(worktree->branch, wanted + QStringLiteral("-2"));
    }

    // Refs are files and folders: a branch "feature" keeps git from making "feature/…" (a user's
    // branch named like the template's folder). The task's branch goes flat instead, and is still
    // known as the task's own when it is deleted.
    void aBranchNamedLikeTheTemplatesFolderGetsAFlatName()
    {
        const QString repo = makeRepository(m_dir.path(), QStringLiteral("folder-taken"));
        runOk(repo, {QStringLiteral("branch"), QStringLiteral("feature")});
        const WorktreeSpec spec = specFor(repo, m_tasks, QStringLiteral("task-flat"));
        auto worktree = createWorktree(spec);
        QVERIFY2(worktree.ok(), qPrintable(worktree.error()));
        const QString wanted = branchNameFromTemplate({}, spec.taskTitle, spec.taskId);
        QCOMPARE(worktree->branch, flatBranchName(wanted));
        QVERIFY(worktree->branch.startsWith(QLatin1String("feature-")));
        auto found = findTaskWorktrees(m_tasks, spec.taskTitle, spec.taskId);
        QVERIFY2(found.ok(), qPrintable(found.error()));
        QVERIFY(found->worktrees.constFirst().createdBranch);

        // And the other way round: a branch inside the folder the wanted name would be.
        const QString nested = makeRepository(m_dir.path(), QStringLiteral("folder-below"));
        const WorktreeSpec other = specFor(nested, m_tasks, QStringLiteral("task-flat-2"));
        runOk(nested, {QStringLiteral("branch"), branchNameFromTemplate({}, other.taskTitle, other.taskId) + QStringLiteral("/wip")});
        auto flat = createWorktree(other);
        QVERIFY2(flat.ok(), qPrintable(flat.error()));
        QCOMPARE(flat->branch, flatBranchName(branchNameFromTemplate({}, other.taskTitle, other.taskId)));
    }

    void badInputsSayWhatIsWrong_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("reason");
        QTest::newRow("missing folder") << QStringLiteral("missing") << QStringLiteral("Repository not found at");
        QTest::newRow("not a repository") << QStringLiteral("plain") << QStringLiteral("is not a git repository");
        QTest::newRow("unknown base branch") << QStringLiteral("base") << QStringLiteral("Base branch \"no-such-branch\" not found");
        QTest::newRow("invalid branch template") << QStringLiteral("template") << QStringLiteral("is not a valid branch name");
    }
    void badInputsSayWhatIsWrong()
    {
        QFETCH(QString, what);
        QFETCH(QString, reason);
        const QString repo = makeRepository(m_dir.path(), QStringLiteral("inputs-") + what);
        WorktreeSpec spec = specFor(repo, m_tasks, QStringLiteral("task-") + what);
        if (what == QLatin1String("missing"))
            spec.repositoryPath = m_dir.filePath(QStringLiteral("moved-away"));
        if (what == QLatin1String("plain")) {
            spec.repositoryPath = m_dir.filePath(QStringLiteral("plain-folder"));
            QDir().mkpath(spec.repositoryPath);
        }
        if (what == QLatin1String("base"))
            spec.baseBranch = QStringLiteral("no-such-branch");
        if (what == QLatin1String("template"))
            spec.branchTemplate = QStringLiteral("bad..name/{suffix}");
        auto worktree = createWorktree(spec);
        QVERIFY(!worktree.ok());
        QVERIFY2(worktree.error().contains(reason), qPrintable(worktree.error()));
        QVERIFY(!QFileInfo::exists(worktreePathFor(spec, repo)));
    }

    void aFailedRepositoryRemovesTheWorktreesAlreadyMade()
    {
        const QString good = makeRepository(m_dir.path(), QStringLiteral("multi-good"));
        const QString other = makeRepository(m_dir.path(), QStringLiteral("multi-bad"));
        const WorktreeSpec first = specFor(good, m_tasks, QStringLiteral("task-multi"));
        WorktreeSpec second = specFor(other, m_tasks, QStringLiteral("task-multi"));
        second.baseBranch = QStringLiteral("no-such-branch");
        auto worktrees = createWorktrees({first, second});
        QVERIFY(!worktrees.ok());
        QVERIFY(!QFileInfo::exists(worktreePathFor(first, good)));
        const QString branch = branchNameFromTemplate({}, first.taskTitle, first.taskId);
        QCOMPARE(runOk(good, {QStringLiteral("branch"), QStringLiteral("--list"), branch}), QString());
    }

    void deletingATaskAsksBeforeDroppingUncommittedWork()
    {
        const QString one = makeRepository(m_dir.path(), QStringLiteral("delete-one"));
        const QString two = makeRepository(m_dir.path(), QStringLiteral("delete-two"));
        const WorktreeSpec first = specFor(one, m_tasks, QStringLiteral("task-delete"));
        const WorktreeSpec second = specFor(two, m_tasks, QStringLiteral("task-delete"));
        auto made = createWorktrees({first, second});
        QVERIFY2(made.ok(), qPrintable(made.error()));
        writeFile(made->at(1).path + QStringLiteral("/login.cpp"), "int retries = 9;\n");

        auto found = findTaskWorktrees(m_tasks, first.taskTitle, first.taskId);
        QVERIFY2(found.ok(), qPrintable(found.error()));
        QCOMPARE(found->worktrees.size(), 2);
        QCOMPARE(found->dirtyPaths, QStringList{made->at(1).path});

        const auto refused = deleteTaskWorktrees(*found, false, first.taskId);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(made->at(1).path), qPrintable(refused.error()));
        QVERIFY(QFileInfo::exists(made->at(0).path));
        QVERIFY(QFileInfo::exists(made->at(1).path));

        const QString tip = runOk(one, {QStringLiteral("rev-parse"), made->at(0).branch}).trimmed();
        const auto deleted = deleteTaskWorktrees(*found, true, first.taskId, QStringLiteral("a note"));
        QVERIFY2(deleted.ok(), qPrintable(deleted.error()));
        QVERIFY(!QFileInfo::exists(made->at(0).path));
        QVERIFY(!QFileInfo::exists(made->at(1).path));
        QCOMPARE(runOk(one, {QStringLiteral("branch"), QStringLiteral("--list"), made->at(0).branch}), QString());
        QVERIFY(!QFileInfo::exists(QFileInfo(made->at(0).path).absolutePath()));
        // Each removed branch's last commit is kept, in its own repository.
        QCOMPARE(deleted->size(), 2);
        QCOMPARE(deleted->at(0).commit, tip);
        QCOMPARE(runOk(one, {QStringLiteral("rev-parse"), deleted->at(0).ref + QStringLiteral("^")}).trimmed(), tip);
        QVERIFY(runOk(one, {QStringLiteral("log"), QStringLiteral("-1"), QStringLiteral("--format=%B"), deleted->at(0).ref}).contains(QStringLiteral("a note")));
        QCOMPARE(QFileInfo(deleted->at(1).repositoryPath).canonicalFilePath(), QFileInfo(two).canonicalFilePath());
    }

    void removalNeverLosesUncommittedWorkSilently()
    {
        const QString repo = makeRepository(m_dir.path(), QStringLiteral("remove"));
        auto worktree = createWorktree(specFor(repo, m_tasks, QStringLiteral("task-remove")));
        QVERIFY2(worktree.ok(), qPrintable(worktree.error()));
        writeFile(worktree->path + QStringLiteral("/login.cpp"), "int retries = 5;\n");

        const Status refused = removeWorktree(*worktree, DirtyWorktree::Refuse, true);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(QStringLiteral("uncommitted changes")), qPrintable(refused.error()));
        QVERIFY(QFile::exists(worktree->path + QStringLiteral("/login.cpp")));

        const Status removed = removeWorktree(*worktree, DirtyWorktree::Discard, true);
        QVERIFY2(removed.ok(), qPrintable(removed.error()));
        QVERIFY(!QFileInfo::exists(worktree->path));
        QCOMPARE(runOk(repo, {QStringLiteral("branch"), QStringLiteral("--list"), worktree->branch}), QString());
    }
};

QTEST_GUILESS_MAIN(TestGitWorktrees)
#include "tst_gitworktrees.moc"
