// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The conflict radar on real repositories: git's merge-tree read into files, hunks and reasons; two
// task branches editing the same lines marked on both, different files not; a base that moves into
// a conflict noticed; thirty branches probed once, then only the pairs of the one that moved; the
// probes shared with another process through the database; the window's refresh announcing changes.
#include "application/review/conflictradar.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/shipfixture.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

const QByteArray kShared = "one\ntwo\nthree\nfour\nfive\n";

// A Kandesk home over one repository (main: shared.txt), its tasks on branches made in it.
struct RadarHome {
    QString root;
    QString repository;
    QString repositoryId;
    std::unique_ptr<Database> database;
    std::unique_ptr<Stores> stores;

    explicit RadarHome(const QString &scratch)
        : root(scratch)
    {
        const QString home = QDir(root).filePath(s("home"));
        QDir().mkpath(home);
        repository = makeGitRepository(QDir(root).filePath(s("repo")), { { s("shared.txt"), kShared } });
        database = std::make_unique<Database>(databasePath(home));
        if (!database->open().ok())
            qFatal("cannot open the database");
        stores = std::make_unique<Stores>(*database, home, s("KandeskRadarTest"));
        Repository row;
        row.workspaceId = s("default");
        row.name = s("repo");
        row.path = repository;
        row.defaultBranch = s("main");
        repositoryId = stores->repositories().add(row).value().id;
    }

    // A task on its own branch from main, with one commit writing files there.
    QString addTask(const QString &title, const QList<std::pair<QString, QByteArray>> &files)
    {
        Task task;
        task.workspaceId = s("default");
        task.title = title;
        task.repositories = { TaskRepository { repositoryId, s("main"), 0 } };
        const QString id = stores->tasks().create(task).value().id;
        const QString branch = s("task/") + QString(title).replace(QLatin1Char(' '), QLatin1Char('-'));
        gitOut(repository, { s("branch"), branch, s("main") });
        if (!files.isEmpty())
            commitOn(branch, files);
        if (!stores->tasks().setBranch(id, branch).ok())
            qFatal("cannot record the branch");
        return id;
    }

    void commitOn(const QString &branch, const QList<std::pair<QString, QByteArray>> &files) const
    {
        gitOut(repository, { s("checkout"), s("-q"), branch });
        for (const auto &[name, content] : files)
            writeTestFile(QDir(repository).filePath(name), content);
        gitOut(repository, { s("add"), s("--all") });
        gitOut(repository, { s("commit"), s("-q"), s("-m"), s("work on ") + branch });
        gitOut(repository, { s("checkout"), s("-q"), s("main") });
    }
};

QByteArray sharedWithLine2(const char *line)
{
    return QByteArray("one\n") + line + "\nthree\nfour\nfive\n";
}

} // namespace

class TestConflictRadar : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;

    QString fresh() { return m_dir.filePath(s("case%1").arg(++m_count)); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void conflictMarkersReadAsHunks()
    {
        const auto hunks = git::conflictHunks(
            s("a\n<<<<<<< one\nONE\n||||||| base\nb\n=======\nTWO\nTWO2\n>>>>>>> two\nc\n<<<<<<< one\n=======\nX\n>>>>>>> two\n"));
        QCOMPARE(hunks.size(), 2);
        QCOMPARE(hunks[0].line, 2);
        QCOMPARE(hunks[0].ours, QStringList { s("ONE") });
        QCOMPARE(hunks[0].theirs, (QStringList { s("TWO"), s("TWO2") }));
        QCOMPARE(hunks[1].line, 4); // a, ONE, c before it: their lines are not ours
        QVERIFY(hunks[1].ours.isEmpty());
        QCOMPARE(hunks[1].theirs, QStringList { s("X") });
    }

    void aProbeSaysFilesHunksAndReasons()
    {
        RadarHome home(fresh());
        writeTestFile(QDir(home.repository).filePath(s("gone.txt")), "kept\n");
        gitOut(home.repository, { s("add"), s("gone.txt") });
        gitOut(home.repository, { s("commit"), s("-q"), s("-m"), s("gone.txt") });
        home.addTask(s("one"), { { s("shared.txt"), sharedWithLine2("ONE") } });
        gitOut(home.repository, { s("checkout"), s("-q"), s("task/one") });
        gitOut(home.repository, { s("rm"), s("-q"), s("gone.txt") });
        gitOut(home.repository, { s("commit"), s("-q"), s("-m"), s("remove gone.txt") });
        gitOut(home.repository, { s("checkout"), s("-q"), s("main") });
        home.addTask(s("two"), { { s("shared.txt"), sharedWithLine2("TWO") }, { s("gone.txt"), "changed\n" } });

        auto files = git::probeMerge(home.repository, s("task/one"), s("task/two"));
        QVERIFY2(files.ok(), qPrintable(files.error()));
        QCOMPARE(files->size(), 2);
        const git::ConflictedFile &shared = files->at(files->at(0).path == s("shared.txt") ? 0 : 1);
        const git::ConflictedFile &gone = files->at(files->at(0).path == s("shared.txt") ? 1 : 0);
        QCOMPARE(shared.path, s("shared.txt"));
        QVERIFY(shared.reason.isEmpty());
        QCOMPARE(shared.hunks, (QList<git::ConflictHunk> { { 2, { s("ONE") }, { s("TWO") } } }));
        QCOMPARE(gone.path, s("gone.txt"));
        QVERIFY2(gone.reason.contains(s("deleted in")), qPrintable(gone.reason));
        QVERIFY(gone.hunks.isEmpty());

        auto clean = git::probeMerge(home.repository, s("main"), s("task/one"));
        QVERIFY(clean.ok());
        QVERIFY(clean->isEmpty());

        gitOut(home.repository, { s("checkout"), s("-q"), s("--orphan"), s("unrelated") });
        gitOut(home.repository, { s("commit"), s("-q"), s("-m"), s("unrelated") });
        gitOut(home.repository, { s("checkout"), s("-q"), s("main") });
        auto unrelated = git::probeMerge(home.repository, s("main"), s("unrelated"));
        QVERIFY(!unrelated.ok());
        QVERIFY2(unrelated.error().contains(s("unrelated")), qPrintable(unrelated.error()));
    }

    void twoTasksOnTheSameLinesAreMarkedOnBoth()
    {
        RadarHome home(fresh());
        const QString login = home.addTask(s("Add login"), { { s("shared.txt"), sharedWithLine2("login") } });
        const QString logout = home.addTask(s("Add logout"), { { s("shared.txt"), sharedWithLine2("logout") } });
        const QString other = home.addTask(s("Docs"), { { s("docs.md"), "# docs\n" } });

        ConflictRadar radar(*home.stores);
        auto scan = radar.scan(s("default"));
        QVERIFY2(scan.ok(), qPrintable(scan.error()));
        QCOMPARE(scan->scannedTasks.size(), 3);
        QVERIFY(!scan->byTask.contains(other));
        QCOMPARE(scan->byTask.value(login).size(), 1);
        const TaskConflict seenByLogin = scan->byTask.value(login).constFirst();
        QCOMPARE(seenByLogin.otherTaskId, logout);
        QCOMPARE(seenByLogin.otherBranch, s("task/Add-logout"));
        QCOMPARE(seenByLogin.files.size(), 1);
        QCOMPARE(seenByLogin.files[0].path, s("shared.txt"));
        QCOMPARE(seenByLogin.files[0].hunks.value(0).ours, QStringList { s("login") });
        QCOMPARE(seenByLogin.files[0].hunks.value(0).theirs, QStringList { s("logout") });
        const TaskConflict seenByLogout = scan->byTask.value(logout).constFirst();
        QCOMPARE(seenByLogout.otherTaskId, login);
        QCOMPARE(seenByLogout.files[0].hunks.value(0).ours, QStringList { s("logout") });

        QCOMPARE(conflictSummary(scan->byTask.value(login)), s("⚠ Conflicts with “Add logout” in shared.txt"));
        const QJsonObject json = taskConflictsJson(scan->byTask.value(login)).at(0).toObject();
        QCOMPARE(json.value(s("task")).toString(), logout);
        QCOMPARE(json.value(s("files")).toArray().at(0).toObject().value(s("path")).toString(), s("shared.txt"));
    }

    void differentFilesAreNotMarked()
    {
        RadarHome home(fresh());
        home.addTask(s("Front"), { { s("front.txt"), "f\n" } });
        home.addTask(s("Back"), { { s("back.txt"), "b\n" }, { s("shared.txt"), QByteArray(kShared).append("six\n") } });
        home.addTask(s("Top"), { { s("shared.txt"), QByteArray("zero\n").append(kShared) } });
        ConflictRadar radar(*home.stores);
        auto scan = radar.scan(s("default"));
        QVERIFY2(scan.ok(), qPrintable(scan.error()));
        QCOMPARE(scan->scannedTasks.size(), 3);
        QVERIFY(scan->byTask.isEmpty());
        QCOMPARE(scan->mergeTreeRuns, 6); // three pairs, three bases
    }

    void aBaseThatMovesIntoAConflictIsNoticed()
    {
        RadarHome home(fresh());
        const QString task = home.addTask(s("Rename"), { { s("shared.txt"), sharedWithLine2("renamed") } });
        ConflictRadar radar(*home.stores);
        QVERIFY(radar.scan(s("default"))->byTask.isEmpty());
        QVERIFY(radar.scan(s("default"))->behindBase.isEmpty()); // it has all of main

        writeTestFile(QDir(home.repository).filePath(s("shared.txt")), sharedWithLine2("changed on main"));
        gitOut(home.repository, { s("commit"), s("-q"), s("-am"), s("main moves on") });
        auto scan = radar.scan(s("default"));
        QVERIFY2(scan.ok(), qPrintable(scan.error()));
        QCOMPARE(scan->mergeTreeRuns, 1);
        QCOMPARE(scan->byTask.value(task).size(), 1);
        const TaskConflict withBase = scan->byTask.value(task).constFirst();
        QVERIFY(withBase.otherTaskId.isEmpty());
        QCOMPARE(withBase.otherTitle, s("main"));
        QCOMPARE(withBase.files.value(0).hunks.value(0).ours, QStringList { s("renamed") });
        QCOMPARE(withBase.files.value(0).hunks.value(0).theirs, QStringList { s("changed on main") });
        QCOMPARE(conflictSummary(scan->byTask.value(task)), s("⚠ Conflicts with main in shared.txt"));
        // And it says how far behind main the branch is now.
        QCOMPARE(scan->behindBase.value(task), (BaseLag { s("main"), 1 }));
        QCOMPARE(baseLagSummary(scan->behindBase.value(task)), s("↓ 1 behind main"));
    }

    void tasksThatAreNotOpenAreLeftOut()
    {
        RadarHome home(fresh());
        const QString open = home.addTask(s("Open"), { { s("shared.txt"), sharedWithLine2("open") } });
        const QString archived = home.addTask(s("Archived"), { { s("shared.txt"), sharedWithLine2("archived") } });
        const QString done = home.addTask(s("Done"), { { s("shared.txt"), sharedWithLine2("done") } });
        const QString fresh = home.addTask(s("Fresh"), {});
        QVERIFY(home.stores->tasks().setArchived(archived, true).ok());
        const WorkflowStep doneStep = home.stores->workspaces().doneStep(s("default")).value();
        QVERIFY(home.stores->tasks().move(done, doneStep.id, 0).ok());
        const QString noBranch = home.stores->tasks().create(Task { .workspaceId = s("default"), .title = s("No branch"),
            .repositories = { TaskRepository { home.repositoryId, s("main"), 0 } } }).value().id;
        Q_UNUSED(noBranch);

        ConflictRadar radar(*home.stores);
        auto scan = radar.scan(s("default"));
        QVERIFY2(scan.ok(), qPrintable(scan.error()));
        QCOMPARE(scan->scannedTasks, (QStringList { open, fresh }));
        QVERIFY(scan->byTask.isEmpty());
        QCOMPARE(scan->mergeTreeRuns, 1); // open against main; the fresh branch has nothing of its own
    }

    void onlyThePairsOfAMovedBranchAreProbedAgain()
    {
        RadarHome home(fresh());
        QStringList tasks;
        for (int i = 0; i < 30; ++i)
            tasks.append(home.addTask(s("Part %1").arg(i), { { s("part%1.txt").arg(i), "part\n" } }));
        ConflictRadar radar(*home.stores);
        auto first = radar.scan(s("default"));
        QVERIFY2(first.ok(), qPrintable(first.error()));
        QCOMPARE(first->mergeTreeRuns, 30 * 29 / 2 + 30);
        QVERIFY(first->byTask.isEmpty());
        QCOMPARE(radar.scan(s("default"))->mergeTreeRuns, 0);

        home.commitOn(s("task/Part-7"), { { s("part7.txt"), "more\n" } });
        auto second = radar.scan(s("default"));
        QVERIFY2(second.ok(), qPrintable(second.error()));
        QCOMPARE(second->mergeTreeRuns, 29 + 1);

        // Another process (the command line) finds every probe in the database.
        ConflictRadar elsewhere(*home.stores);
        QCOMPARE(elsewhere.scan(s("default"))->mergeTreeRuns, 0);
    }

    void theWindowsRefreshAnnouncesWhatChanged()
    {
        RadarHome home(fresh());
        const QString login = home.addTask(s("Add login"), { { s("shared.txt"), sharedWithLine2("login") } });
        const QString logout = home.addTask(s("Add logout"), { { s("shared.txt"), sharedWithLine2("logout") } });
        ConflictRadar radar(*home.stores);
        QSignalSpy changed(&radar, &ConflictRadar::conflictsChanged);
        radar.refresh(s("default"));
        radar.refresh(s("default")); // coalesced into one more, which changes nothing
        QVERIFY(changed.wait(30'000));
        QStringList first = changed.at(0).at(0).toStringList();
        first.sort();
        QStringList both { login, logout };
        both.sort();
        QCOMPARE(first, both);
        QCOMPARE(radar.conflictsOf(login).value(0).otherTaskId, logout);

        // The logout task gives up its change of line two: both are clear again.
        home.commitOn(s("task/Add-logout"), { { s("shared.txt"), kShared }, { s("logout.txt"), "x\n" } });
        radar.refresh(s("default"));
        QVERIFY(changed.wait(30'000));
        QStringList second = changed.last().at(0).toStringList();
        second.sort();
        QCOMPARE(second, both);
        QVERIFY(radar.conflictsOf(login).isEmpty());
        QCOMPARE(changed.size(), 2);

        // main moves on: both branches are behind it, said once.
        QSignalSpy lagging(&radar, &ConflictRadar::lagsChanged);
        writeTestFile(QDir(home.repository).filePath(s("other.txt")), "o\n");
        gitOut(home.repository, { s("add"), s("other.txt") });
        gitOut(home.repository, { s("commit"), s("-q"), s("-m"), s("main moves on") });
        radar.refresh(s("default"));
        QVERIFY(lagging.wait(30'000));
        QStringList behind = lagging.last().at(0).toStringList();
        behind.sort();
        QCOMPARE(behind, both);
        QCOMPARE(radar.lagOf(logout), (BaseLag { s("main"), 1 }));
        QSignalSpy landed(&radar, &ConflictRadar::refreshed);
        const qsizetype said = lagging.size();
        radar.refresh(s("default"));
        QVERIFY(landed.wait(30'000));
        QCOMPARE(lagging.size(), said); // nothing new
    }
};

QTEST_GUILESS_MAIN(TestConflictRadar)
#include "tst_conflictradar.moc"
