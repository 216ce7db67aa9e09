// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A task's checkpoints (lifecycle/git/checkpoints.h) in real repositories: a turn that edits, deletes
// and creates files (an untracked one, a binary one) and commits is undone byte for byte — the files'
// tree, HEAD and the index as they were, the user's stash and ignored files untouched; recording
// changes nothing of the user's; what a restore would change is said first; refusals change nothing.
#include "lifecycle/git/checkpoints.h"
#include "lifecycle/git/gitcommand.h"
#include "support/gitrepository.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QString run(const QString &dir, const QStringList &arguments)
{
    auto out = git::runGitChecked(dir, arguments);
    if (!out)
        qFatal("%s", qPrintable(out.error()));
    return out->trimmed();
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

// Everything that makes the checkout what it is: the files git does not ignore (as a tree), the
// index's tree, HEAD, the branch, the stash.
struct State {
    QString files, index, head, branch, stash, status;
    bool operator==(const State &) const = default;
};

State stateOf(const QString &repo)
{
    QTemporaryDir scratch;
    const QStringList env{s("GIT_INDEX_FILE=") + scratch.filePath(s("index"))};
    if (!git::runGitCheckedWith(repo, {s("add"), s("-A"), s(".")}, env))
        qFatal("add");
    State state;
    state.files = git::runGitCheckedWith(repo, {s("write-tree")}, env).value().trimmed();
    state.index = run(repo, {s("write-tree")});
    state.head = git::resolveCommit(repo, s("HEAD"));
    state.branch = run(repo, {s("branch"), s("--show-current")});
    state.stash = run(repo, {s("stash"), s("list"), s("--format=%H %s")});
    state.status = run(repo, {s("status"), s("--porcelain=v1"), s("--untracked-files=all")});
    return state;
}

} // namespace

class TestCheckpoints : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aTurnIsUndoneByteForByte()
    {
        QTemporaryDir dir;
        const QByteArray binary("\x00\x01\x02\xff\xfe binary\x00", 14);
        const QString repo = test::makeGitRepository(dir.filePath(s("app")), {{s("README.md"), "# app\n"},
                                                                              {s("src/main.c"), "int main() { return 0; }\n"},
                                                                              {s("logo.bin"), binary},
                                                                              {s(".gitignore"), "build/\n"}});
        // The user's own state: a stash, a staged change, an unstaged one, an untracked file, an ignored one.
        test::writeTestFile(repo + s("/README.md"), "# app, stashed\n");
        run(repo, {s("stash"), s("push"), s("-q"), s("-m"), s("mine")});
        test::writeTestFile(repo + s("/src/main.c"), "int main() { return 1; }\n");
        run(repo, {s("add"), s("src/main.c")});
        test::writeTestFile(repo + s("/src/main.c"), "int main() { return 2; }\n");
        test::writeTestFile(repo + s("/notes.txt"), "mine, untracked\n");
        test::writeTestFile(repo + s("/build/out.o"), "ignored\n");
        const State before = stateOf(repo);

        auto checkpoint = git::recordCheckpoint(repo, s("task-1"), s("session-1"), 3);
        QVERIFY2(checkpoint.ok(), qPrintable(checkpoint.error()));
        QCOMPARE(stateOf(repo), before); // recording touches nothing
        QCOMPARE(checkpoint->number, 1);
        QCOMPARE(checkpoint->ref, s("refs/kandesk/checkpoints/task-1/1"));
        QCOMPARE(run(repo, {s("rev-parse"), checkpoint->commit + s("^{tree}")}), before.files);

        // The agent's turn: edits, deletes, creates (untracked and binary), commits, and touches an ignored file.
        test::writeTestFile(repo + s("/README.md"), "# app, by the agent\n");
        QVERIFY(QFile::remove(repo + s("/logo.bin")));
        test::writeTestFile(repo + s("/src/util.c"), "void util(void) {}\n");
        run(repo, {s("add"), s("-A")});
        run(repo, {s("commit"), s("-q"), s("-m"), s("Agent: add util")});
        test::writeTestFile(repo + s("/new.bin"), QByteArray("\xff\x00\x10", 3));
        QVERIFY(QFile::remove(repo + s("/notes.txt")));
        test::writeTestFile(repo + s("/build/out.o"), "rebuilt by the agent\n");

        auto preview = git::previewRestore(repo, *checkpoint);
        QVERIFY2(preview.ok(), qPrintable(preview.error()));
        QVERIFY(preview->headMoves);
        QCOMPARE(preview->leavingCommits.size(), 1);
        QVERIFY2(preview->leavingCommits.constFirst().endsWith(s(" Agent: add util")), qPrintable(preview->leavingCommits.join(QLatin1Char(','))));
        QCOMPARE(preview->files, (QStringList{s("M README.md"), s("A logo.bin"), s("D new.bin"), s("A notes.txt"),
                                              s("D src/util.c")}));

        const Status restored = git::restoreCheckpoint(repo, *checkpoint);
        QVERIFY2(restored.ok(), qPrintable(restored.error()));
        QCOMPARE(stateOf(repo), before);
        QCOMPARE(read(repo + s("/logo.bin")), binary);
        QCOMPARE(read(repo + s("/src/main.c")), QByteArray("int main() { return 2; }\n"));
        QCOMPARE(run(repo, {s("show"), s(":src/main.c")}), s("int main() { return 1; }"));
        QVERIFY(!QFile::exists(repo + s("/new.bin")));
        QCOMPARE(read(repo + s("/build/out.o")), QByteArray("rebuilt by the agent\n")); // ignored: left alone
        // The commit that left the branch is still reachable from the reflog, not lost.
        QVERIFY(run(repo, {s("reflog"), s("-1"), s("--format=%gs")}).contains(s("kandesk: restore checkpoint 1")));
    }

    // Checkpoints count on per task, are listed oldest first with what they record, and go with the task.
    void checkpointsAreListedAndForgotten()
    {
        QTemporaryDir dir;
        const QString repo = test::makeGitRepository(dir.filePath(s("app")));
        QVERIFY(git::recordCheckpoint(repo, s("task-a"), s("s1"), 1).ok());
        test::writeTestFile(repo + s("/more.txt"), "more\n");
        QVERIFY(git::recordCheckpoint(repo, s("task-a"), s("s1"), 2).ok());
        QVERIFY(git::recordCheckpoint(repo, s("task-b"), s("s2"), 1).ok());
        auto listed = git::listCheckpoints(repo, s("task-a"));
        QVERIFY2(listed.ok(), qPrintable(listed.error()));
        QCOMPARE(listed->size(), 2);
        QCOMPARE(listed->at(0).number, 1);
        QCOMPARE(listed->at(1).number, 2);
        QCOMPARE(listed->at(1).turn, 2);
        QCOMPARE(listed->at(1).sessionId, s("s1"));
        QCOMPARE(listed->at(1).branch, s("main"));
        QCOMPARE(listed->at(1).head, git::resolveCommit(repo, s("HEAD")));
        QVERIFY(listed->at(1).createdAt.isValid());

        QVERIFY(git::deleteCheckpoints(repo, s("task-a")).ok());
        QCOMPARE(git::listCheckpoints(repo, s("task-a"))->size(), 0);
        QCOMPARE(git::listCheckpoints(repo, s("task-b"))->size(), 1);
    }

    // Another branch checked out, or a merge under way: refused, nothing changed.
    void aRestoreThatCannotBeExactIsRefused()
    {
        QTemporaryDir dir;
        const QString repo = test::makeGitRepository(dir.filePath(s("app")));
        auto checkpoint = git::recordCheckpoint(repo, s("task-1"), s("s1"), 1);
        QVERIFY(checkpoint.ok());
        run(repo, {s("checkout"), s("-q"), s("-b"), s("elsewhere")});
        test::writeTestFile(repo + s("/other.txt"), "other\n");
        const State before = stateOf(repo);
        const Status refused = git::restoreCheckpoint(repo, *checkpoint);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(s("was taken on branch main")) && refused.error().contains(s("check main out first")),
                 qPrintable(refused.error()));
        QCOMPARE(stateOf(repo), before);
    }

    // A checkout's linked worktree keeps its checkpoints beside the repository's, and restores on its own branch.
    void aLinkedWorktreeIsRestoredOnItsBranch()
    {
        QTemporaryDir dir;
        const QString repo = test::makeGitRepository(dir.filePath(s("app")));
        const QString worktree = dir.filePath(s("task"));
        run(repo, {s("worktree"), s("add"), s("-q"), s("-b"), s("kandesk/task"), worktree});
        const State before = stateOf(worktree);
        auto checkpoint = git::recordCheckpoint(worktree, s("task-w"), s("s1"), 1);
        QVERIFY2(checkpoint.ok(), qPrintable(checkpoint.error()));
        test::writeTestFile(worktree + s("/feature.txt"), "feature\n");
        run(worktree, {s("add"), s("-A")});
        run(worktree, {s("commit"), s("-q"), s("-m"), s("feature")});
        QVERIFY(git::restoreCheckpoint(worktree, *checkpoint).ok());
        QCOMPARE(stateOf(worktree), before);
        QCOMPARE(git::listCheckpoints(repo, s("task-w"))->size(), 1); // refs are the repository's
    }
};

QTEST_GUILESS_MAIN(TestCheckpoints)
#include "tst_checkpoints.moc"
