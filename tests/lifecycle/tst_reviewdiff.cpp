// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A worktree's review diff (against its base branch, or uncommitted) and the discard, undo, stage
// and unstage actions, on real git repositories in temporary folders.
#include "lifecycle/git/reviewactions.h"
#include "lifecycle/git/reviewdiff.h"
#include "support/gitrepository.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kandesk;
using namespace kandesk::git;

namespace {

const QByteArray kLogo = QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);

void runGitOk(const QString &dir, const QStringList &arguments)
{
    auto out = runGitChecked(dir, arguments);
    if (!out)
        qFatal("%s", qPrintable(out.error()));
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray numbered(int count, int changed = -1, const char *word = "changed")
{
    QByteArray text;
    for (int i = 1; i <= count; ++i)
        text += i == changed ? QByteArray(QByteArray("line ") + word + '\n') : QByteArray("line " + QByteArray::number(i) + '\n');
    return text;
}

QStringList paths(const ReviewDiff &diff)
{
    QStringList out;
    for (const FileChange &file : diff.files)
        out << file.path;
    return out;
}

} // namespace

class TestReviewDiff : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_repo;

    ReviewDiff read(DiffScope scope, int largeLines = 3'000)
    {
        auto diff = reviewDiff(m_repo, {scope, QStringLiteral("main"), largeLines});
        if (!diff)
            qFatal("%s", qPrintable(diff.error()));
        return *diff;
    }
    QString file(const QString &name) const { return QDir(m_repo).filePath(name); }

private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_repo = test::makeGitRepository(m_dir->path() + QStringLiteral("/repo"),
                                         {{QStringLiteral("login.cpp"), "int retries = 3;\nint timeoutMs = 100;\n"},
                                          {QStringLiteral("big.txt"), numbered(40)},
                                          {QStringLiteral("old name.txt"), numbered(10)},
                                          {QStringLiteral("logo.png"), kLogo}});
        runGitOk(m_repo, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("feature/task")});
    }

    void branchWithoutCommitsHasNoChanges()
    {
        const ReviewDiff diff = read(DiffScope::AgainstBase);
        QVERIFY(diff.files.isEmpty());
        QCOMPARE(diff.baseBranch, QStringLiteral("main"));
        QVERIFY(!diff.baseCommit.isEmpty());
    }

    void twoTurnsWithACommitBetween()
    {
        // Turn one: an edit, committed.
        test::writeTestFile(file(QStringLiteral("login.cpp")), "int retries = 3;\nint timeoutMs = 1000;\n");
        runGitOk(m_repo, {QStringLiteral("commit"), QStringLiteral("-qam"), QStringLiteral("turn one")});
        // Turn two: another edit, left uncommitted, and a new file.
        test::writeTestFile(file(QStringLiteral("big.txt")), numbered(40, 20));
        test::writeTestFile(file(QStringLiteral("notes.md")), "# Why the wait\nbecause\n");

        const ReviewDiff base = read(DiffScope::AgainstBase);
        QCOMPARE(paths(base), (QStringList{QStringLiteral("big.txt"), QStringLiteral("login.cpp"), QStringLiteral("notes.md")}));
        const FileChange *login = base.file(QStringLiteral("login.cpp"));
        QCOMPARE(login->status, ChangeStatus::Modified);
        QCOMPARE(login->additions, 1);
        QCOMPARE(login->deletions, 1);
        QCOMPARE(login->hunks.size(), 1);
        const DiffHunk &hunk = login->hunks.first();
        QCOMPARE(hunk.lines.size(), 3);
        QCOMPARE(hunk.lines.at(0).kind, DiffLine::Kind::Context);
        QCOMPARE(hunk.lines.at(1).kind, DiffLine::Kind::Removed);
        QCOMPARE(hunk.lines.at(1).oldLine, 2);
        QCOMPARE(hunk.lines.at(1).text, QStringLiteral("int timeoutMs = 100;"));
        QCOMPARE(hunk.lines.at(2).kind, DiffLine::Kind::Added);
        QCOMPARE(hunk.lines.at(2).newLine, 2);
        QCOMPARE(base.file(QStringLiteral("big.txt"))->hunks.first().newStart, 17);
        const FileChange *notes = base.file(QStringLiteral("notes.md"));
        QCOMPARE(notes->status, ChangeStatus::Untracked);
        QCOMPARE(notes->additions, 2);
        QCOMPARE(notes->hunks.first().lines.at(1).newLine, 2);

        const ReviewDiff uncommitted = read(DiffScope::Uncommitted);
        QCOMPARE(paths(uncommitted), (QStringList{QStringLiteral("big.txt"), QStringLiteral("notes.md")}));
        QCOMPARE(uncommitted.file(QStringLiteral("big.txt"))->staged, StageState::Unstaged);
    }

    void renamesBinaryUnicodeAndLargeFiles()
    {
        runGitOk(m_repo, {QStringLiteral("mv"), QStringLiteral("old name.txt"), QStringLiteral("new name.txt")});
        test::writeTestFile(file(QStringLiteral("logo.png")), kLogo + QByteArray("\0more", 5));
        test::writeTestFile(file(QStringLiteral("docs/café ünï.md")), "Grüße\n");
        test::writeTestFile(file(QStringLiteral("generated.txt")), numbered(200));
        runGitOk(m_repo, {QStringLiteral("add"), QStringLiteral("-A")});
        runGitOk(m_repo, {QStringLiteral("commit"), QStringLiteral("-qm"), QStringLiteral("turn")});

        const ReviewDiff diff = read(DiffScope::AgainstBase, 100);
        QCOMPARE(paths(diff), (QStringList{QStringLiteral("docs/café ünï.md"), QStringLiteral("generated.txt"),
                                           QStringLiteral("logo.png"), QStringLiteral("new name.txt")}));
        const FileChange *renamed = diff.file(QStringLiteral("new name.txt"));
        QCOMPARE(renamed->status, ChangeStatus::Renamed);
        QCOMPARE(renamed->oldPath, QStringLiteral("old name.txt"));
        QCOMPARE(renamed->similarity, 100);
        QVERIFY(renamed->hunks.isEmpty());
        const FileChange *logo = diff.file(QStringLiteral("logo.png"));
        QVERIFY(logo->binary);
        QVERIFY(!logo->hunksLoaded());
        const FileChange *unicode = diff.file(QStringLiteral("docs/café ünï.md"));
        QCOMPARE(unicode->status, ChangeStatus::Added);
        QCOMPARE(unicode->hunks.first().lines.first().text, QStringLiteral("Grüße"));
        const FileChange *generated = diff.file(QStringLiteral("generated.txt"));
        QVERIFY(generated->tooLarge);
        QCOMPARE(generated->additions, 200);
        QVERIFY(generated->hunks.isEmpty());

        auto loaded = loadFileChange(m_repo, {DiffScope::AgainstBase, QStringLiteral("main"), 100}, *generated);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QVERIFY(!loaded->tooLarge);
        QCOMPARE(loaded->hunks.size(), 1);
        QCOMPARE(loaded->hunks.first().lines.size(), 200);
    }

    void missingBaseAndNoRepositoryAreClearErrors()
    {
        auto missing = reviewDiff(m_repo, {DiffScope::AgainstBase, QStringLiteral("no-such-branch"), 3000});
        QVERIFY(!missing);
        QVERIFY2(missing.error().contains(QStringLiteral("\"no-such-branch\" does not exist")), qPrintable(missing.error()));
        QTemporaryDir plain;
        auto outside = reviewDiff(plain.path(), {DiffScope::Uncommitted, {}, 3000});
        QVERIFY(!outside);
        QVERIFY2(outside.error().contains(QStringLiteral("not a git worktree")), qPrintable(outside.error()));
    }

    void repositoryWithoutCommits()
    {
        const QString fresh = m_dir->path() + QStringLiteral("/fresh");
        QDir().mkpath(fresh);
        runGitOk(fresh, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")});
        test::writeTestFile(fresh + QStringLiteral("/a.txt"), "one\n");
        auto diff = reviewDiff(fresh, {DiffScope::Uncommitted, {}, 3000});
        QVERIFY2(diff, qPrintable(diff.error()));
        QCOMPARE(diff->files.size(), 1);
        QCOMPARE(diff->files.first().status, ChangeStatus::Untracked);
        QVERIFY(diff->baseCommit.isEmpty());
    }

    void discardAHunkAndUndo()
    {
        // Two hunks in one file: change line 3 and line 35.
        QByteArray text = numbered(40, 3);
        text.replace("line 35\n", "line thirty-five\n");
        test::writeTestFile(file(QStringLiteral("big.txt")), text);
        ReviewDiff diff = read(DiffScope::Uncommitted);
        const FileChange *big = diff.file(QStringLiteral("big.txt"));
        QCOMPARE(big->hunks.size(), 2);

        auto undo = discardHunk(diff, *big, 1);
        QVERIFY2(undo, qPrintable(undo.error()));
        QByteArray expected = numbered(40, 3);
        QCOMPARE(readAll(file(QStringLiteral("big.txt"))), expected);
        QCOMPARE(read(DiffScope::Uncommitted).file(QStringLiteral("big.txt"))->hunks.size(), 1);

        QVERIFY(undoDiscard(*undo).ok());
        QCOMPARE(readAll(file(QStringLiteral("big.txt"))), text);
    }

    void discardAStagedHunkFromTheIndexTooAndUndo()
    {
        QByteArray text = numbered(40, 3);
        text.replace("line 35\n", "line thirty-five\n");
        test::writeTestFile(file(QStringLiteral("big.txt")), text);
        runGitOk(m_repo, {QStringLiteral("add"), QStringLiteral("big.txt")});
        ReviewDiff diff = read(DiffScope::Uncommitted);
        QCOMPARE(diff.file(QStringLiteral("big.txt"))->staged, StageState::Staged);

        auto undo = discardHunk(diff, *diff.file(QStringLiteral("big.txt")), 0);
        QVERIFY2(undo, qPrintable(undo.error()));
        QVERIFY(undo->patchInIndex);
        const QString cached = runGitChecked(m_repo, {QStringLiteral("diff"), QStringLiteral("--cached")}).value();
        QVERIFY2(!cached.contains(QStringLiteral("line changed")) && cached.contains(QStringLiteral("thirty-five")), qPrintable(cached));
        QCOMPARE(read(DiffScope::Uncommitted).file(QStringLiteral("big.txt"))->staged, StageState::Staged);

        QVERIFY(undoDiscard(*undo).ok());
        QCOMPARE(readAll(file(QStringLiteral("big.txt"))), text);
        QVERIFY(runGitChecked(m_repo, {QStringLiteral("diff"), QStringLiteral("--cached")})->contains(QStringLiteral("+line changed")));
    }

    void discardFilesAndUndo()
    {
        test::writeTestFile(file(QStringLiteral("login.cpp")), "int retries = 9;\n");
        runGitOk(m_repo, {QStringLiteral("add"), QStringLiteral("login.cpp")}); // staged: the index goes back too
        test::writeTestFile(file(QStringLiteral("dir with space/new é.txt")), "fresh\n");
        ReviewDiff diff = read(DiffScope::Uncommitted);
        QCOMPARE(diff.file(QStringLiteral("login.cpp"))->staged, StageState::Staged);

        auto login = discardFile(diff, *diff.file(QStringLiteral("login.cpp")));
        QVERIFY2(login, qPrintable(login.error()));
        auto fresh = discardFile(diff, *diff.file(QStringLiteral("dir with space/new é.txt")));
        QVERIFY2(fresh, qPrintable(fresh.error()));
        QVERIFY(read(DiffScope::Uncommitted).files.isEmpty());
        QVERIFY(!QFile::exists(file(QStringLiteral("dir with space/new é.txt"))));

        QVERIFY(undoDiscard(*login).ok());
        QVERIFY(undoDiscard(*fresh).ok());
        const ReviewDiff back = read(DiffScope::Uncommitted);
        QCOMPARE(back.file(QStringLiteral("login.cpp"))->staged, StageState::Staged);
        QCOMPARE(readAll(file(QStringLiteral("dir with space/new é.txt"))), QByteArray("fresh\n"));
    }

    void discardABinaryChangeAndAStagedRenameAndUndo()
    {
        const QByteArray changedLogo = kLogo + QByteArray("\0\1\2", 3);
        test::writeTestFile(file(QStringLiteral("logo.png")), changedLogo);
        runGitOk(m_repo, {QStringLiteral("mv"), QStringLiteral("old name.txt"), QStringLiteral("renamed é.txt")});
        ReviewDiff diff = read(DiffScope::Uncommitted);
        QCOMPARE(diff.file(QStringLiteral("renamed é.txt"))->status, ChangeStatus::Renamed);

        auto logo = discardFile(diff, *diff.file(QStringLiteral("logo.png")));
        QVERIFY2(logo, qPrintable(logo.error()));
        QCOMPARE(readAll(file(QStringLiteral("logo.png"))), kLogo);
        auto renamed = discardFile(diff, *diff.file(QStringLiteral("renamed é.txt")));
        QVERIFY2(renamed, qPrintable(renamed.error()));
        QVERIFY(QFile::exists(file(QStringLiteral("old name.txt"))));
        QVERIFY(!QFile::exists(file(QStringLiteral("renamed é.txt"))));
        QVERIFY(read(DiffScope::Uncommitted).files.isEmpty());

        QVERIFY(undoDiscard(*logo).ok());
        QVERIFY(undoDiscard(*renamed).ok());
        QCOMPARE(readAll(file(QStringLiteral("logo.png"))), changedLogo);
        const ReviewDiff back = read(DiffScope::Uncommitted);
        QCOMPARE(back.file(QStringLiteral("renamed é.txt"))->status, ChangeStatus::Renamed);
        QCOMPARE(back.file(QStringLiteral("renamed é.txt"))->staged, StageState::Staged);
    }

    void discardACommittedChangeAgainstBase()
    {
        test::writeTestFile(file(QStringLiteral("login.cpp")), "int retries = 4;\nint timeoutMs = 100;\n");
        runGitOk(m_repo, {QStringLiteral("commit"), QStringLiteral("-qam"), QStringLiteral("turn")});
        ReviewDiff diff = read(DiffScope::AgainstBase);
        auto undo = discardHunk(diff, *diff.file(QStringLiteral("login.cpp")), 0);
        QVERIFY2(undo, qPrintable(undo.error()));
        QVERIFY(read(DiffScope::AgainstBase).files.isEmpty());
        QVERIFY(undoDiscard(*undo).ok());
        QCOMPARE(read(DiffScope::AgainstBase).files.size(), 1);
    }

    void stageAndUnstageAHunk()
    {
        QByteArray text = numbered(40, 3, "three");
        text.replace("line 35\n", "line thirty-five\n");
        test::writeTestFile(file(QStringLiteral("big.txt")), text);
        ReviewDiff diff = read(DiffScope::Uncommitted);
        QVERIFY(stageHunk(m_repo, *diff.file(QStringLiteral("big.txt")), 0).ok());

        auto cached = runGitChecked(m_repo, {QStringLiteral("diff"), QStringLiteral("--cached")});
        QVERIFY(cached->contains(QStringLiteral("+line three")));
        QVERIFY(!cached->contains(QStringLiteral("thirty-five")));
        diff = read(DiffScope::Uncommitted);
        QCOMPARE(diff.file(QStringLiteral("big.txt"))->staged, StageState::PartlyStaged);

        QVERIFY(unstageHunk(m_repo, *diff.file(QStringLiteral("big.txt")), 0).ok());
        QVERIFY(runGitChecked(m_repo, {QStringLiteral("diff"), QStringLiteral("--cached")})->isEmpty());
        QCOMPARE(read(DiffScope::Uncommitted).file(QStringLiteral("big.txt"))->staged, StageState::Unstaged);

        QVERIFY(stageFile(m_repo, *diff.file(QStringLiteral("big.txt"))).ok());
        QCOMPARE(read(DiffScope::Uncommitted).file(QStringLiteral("big.txt"))->staged, StageState::Staged);
        QVERIFY(unstageFile(m_repo, *diff.file(QStringLiteral("big.txt"))).ok());
        QCOMPARE(read(DiffScope::Uncommitted).file(QStringLiteral("big.txt"))->staged, StageState::Unstaged);
    }

    void hunkPatchQuotesAnyPath()
    {
        FileChange change;
        change.path = change.oldPath = QStringLiteral("a \"b\"/ü.txt");
        DiffHunk hunk{1, 1, 1, 1, {}, {{DiffLine::Kind::Removed, 1, 0, QStringLiteral("x"), false},
                                       {DiffLine::Kind::Added, 0, 1, QStringLiteral("y"), true}}};
        const QByteArray patch = hunkPatch(change, hunk);
        QVERIFY2(patch.contains("--- \"a/a \\\"b\\\"/\\303\\274.txt\"\n"), patch.constData());
        QVERIFY(patch.endsWith("+y\n\\ No newline at end of file\n"));
    }
};

QTEST_GUILESS_MAIN(TestReviewDiff)
#include "tst_reviewdiff.moc"
