// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ui/task/preparelogmodel.h"
#include "ui/task/preparelogpanel.h"
#include "ui/task/preparestepdelegate.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QListView>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;

namespace {

const QString kSession = QStringLiteral("s-1");

PrepareProgressEvent progress(int index, int total, PrepareStep step)
{
    PrepareProgressEvent event;
    event.taskId = QStringLiteral("t-1");
    event.sessionId = kSession;
    event.step = std::move(step);
    event.index = index;
    event.total = total;
    return event;
}

PrepareStep finished(const QString &name, const QString &command, qint64 ms)
{
    PrepareStep step = PrepareStep::begin(name, command);
    step.succeed();
    step.endedAt = step.startedAt.addMSecs(ms);
    return step;
}

} // namespace

class TestPrepareLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelFollowsTheLaunch()
    {
        PrepareLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.begin(kSession);
        model.applyProgress(progress(0, 3, PrepareStep::begin(QStringLiteral("Validate repository"))));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.finishedSteps(), 0);
        model.applyProgress(progress(0, 3, finished(QStringLiteral("Validate repository"), {}, 12)));
        model.applyProgress(progress(1, 3, finished(QStringLiteral("Create worktree"), QStringLiteral("git worktree add …"), 80)));
        QCOMPARE(model.finishedSteps(), 2);
        QCOMPARE(model.index(1).data(PrepareLogModel::DurationMsRole).toLongLong(), 80);
        QCOMPARE(model.index(1).data(PrepareLogModel::CommandRole).toString(), QStringLiteral("git worktree add …"));
        // The runtime's steps come after the preparer's, at absolute indices.
        model.applyProgress(progress(3, 4, PrepareStep::begin(QStringLiteral("Start agentctl"))));
        QCOMPARE(model.rowCount(), 4);
        // Another session's progress is not ours.
        PrepareProgressEvent other = progress(5, 6, PrepareStep::begin(QStringLiteral("x")));
        other.sessionId = QStringLiteral("s-2");
        model.applyProgress(other);
        QCOMPARE(model.rowCount(), 4);
    }

    void panelShowsStepsOutputAndSuccess()
    {
        PrepareLogModel model;
        PrepareLogPanel panel(&model);
        panel.resize(640, 420);
        panel.show();
        model.begin(kSession);
        model.applyProgress(progress(0, 3, finished(QStringLiteral("Validate repository"), {}, 12)));
        model.applyProgress(progress(1, 3, finished(QStringLiteral("Create worktree"),
                                                    QStringLiteral("git worktree add -b feature/fix-login-1a2b3c4d …"), 80)));
        PrepareStep setup = PrepareStep::begin(QStringLiteral("Run setup script"), QStringLiteral("npm ci"));
        setup.output = QStringLiteral("added 12 packages");
        model.applyProgress(progress(2, 3, setup));
        auto *output = panel.findChild<QPlainTextEdit *>(QStringLiteral("prepareOutput"));
        QCOMPARE(output->toPlainText(), QStringLiteral("added 12 packages"));
        setup.output += QStringLiteral("\nadded 30 packages");
        model.applyProgress(progress(2, 3, setup));
        QCOMPARE(output->toPlainText(), QStringLiteral("added 12 packages\nadded 30 packages"));
        QVERIFY(panel.headline().contains(QStringLiteral("Preparing")));

        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(panel.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/prepare-log-running.png")));

        setup.succeed();
        PrepareCompletedEvent done;
        done.sessionId = kSession;
        done.success = true;
        done.durationMs = 1234;
        done.steps = {model.step(0), model.step(1), setup};
        model.applyCompleted(done);
        QCOMPARE(panel.headline(), QStringLiteral("Workspace ready in 1.2 s"));
        QVERIFY(!panel.retryVisible());
    }

    void aFailureShowsItsErrorAndRetry()
    {
        PrepareLogModel model;
        PrepareLogPanel panel(&model);
        panel.resize(640, 300);
        panel.show();
        model.begin(kSession);
        PrepareStep validate = PrepareStep::begin(QStringLiteral("Validate repository"));
        validate.fail(QStringLiteral("Repository not found at /home/maya/src/app"));
        model.applyProgress(progress(0, 1, validate));
        PrepareCompletedEvent failed;
        failed.sessionId = kSession;
        failed.success = false;
        failed.errorMessage = QStringLiteral("Repository not found at /home/maya/src/app");
        failed.steps = {validate};
        model.applyCompleted(failed);

        QCOMPARE(panel.headline(), QStringLiteral("Preparation failed"));
        QVERIFY(panel.retryVisible());
        QSignalSpy retry(&panel, &PrepareLogPanel::retryRequested);
        QTest::mouseClick(panel.findChild<QPushButton *>(QStringLiteral("prepareRetry")), Qt::LeftButton);
        QCOMPARE(retry.size(), 1);
        QCOMPARE(retry.at(0).at(0).toString(), kSession);
        QVERIFY(panel.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/prepare-log-failed.png")));
    }

    // A session shown again (another task in between, a restart) shows its last preparation from
    // the store, saying when it ended, until a launch of it is followed live.
    void aStoredPreparationShowsUntilALaunchIsFollowed()
    {
        PrepareLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        PrepareLogPanel panel(&model);
        panel.resize(640, 300);
        panel.show();
        PrepareStep setup = finished(QStringLiteral("Run setup script"), QStringLiteral("npm ci"), 900);
        setup.output = QStringLiteral("added 12 packages");
        PrepareCompletedEvent stored;
        stored.sessionId = kSession;
        stored.success = true;
        stored.durationMs = 1400;
        stored.steps = {finished(QStringLiteral("Validate repository"), {}, 12), setup};
        stored.finishedAt = QDateTime(QDate::currentDate(), QTime(7, 25));

        // Not for another session, and not while a launch is followed.
        model.showIdle(QStringLiteral("s-2"));
        QVERIFY(!model.showStored(stored));
        model.begin(kSession);
        QVERIFY(!model.showStored(stored));
        QCOMPARE(model.rowCount(), 0);

        model.showIdle(kSession);
        QCOMPARE(panel.headline(), QStringLiteral("No launch in progress"));
        QVERIFY(model.showStored(stored));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.outcome(), PrepareLogModel::Outcome::Succeeded);
        QVERIFY2(panel.headline().startsWith(QStringLiteral("Last launch, today ")), qPrintable(panel.headline()));
        QVERIFY2(panel.headline().endsWith(QStringLiteral(": workspace ready in 1.4 s")), qPrintable(panel.headline()));
        QVERIFY(!panel.findChild<QProgressBar *>()->isVisibleTo(&panel));
        auto *steps = panel.findChild<QListView *>();
        steps->setCurrentIndex(model.index(1));
        QCOMPARE(panel.findChild<QPlainTextEdit *>(QStringLiteral("prepareOutput"))->toPlainText(), QStringLiteral("added 12 packages"));
        QVERIFY(panel.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/prepare-log-stored.png")));

        // A new launch of the session replaces it from its first step.
        model.applyProgress(progress(0, 3, PrepareStep::begin(QStringLiteral("Validate repository"))));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.outcome(), PrepareLogModel::Outcome::Running);
        QVERIFY(!model.storedFinishedAt().isValid());
        QVERIFY(panel.headline().contains(QStringLiteral("Preparing")));

        // A stored failure reads as one, with its Retry.
        stored.success = false;
        stored.errorMessage = QStringLiteral("setup script exited with 2");
        model.showIdle(kSession);
        stored.finishedAt = stored.finishedAt.addDays(-1);
        QVERIFY(model.showStored(stored));
        QVERIFY2(panel.headline().startsWith(QStringLiteral("Last launch, yesterday ")), qPrintable(panel.headline()));
        QVERIFY(panel.retryVisible());
    }

    void durationsReadNaturally()
    {
        QCOMPARE(formatDuration(12), QStringLiteral("12 ms"));
        QCOMPARE(formatDuration(1400), QStringLiteral("1.4 s"));
        QCOMPARE(formatDuration(125'000), QStringLiteral("2 min 5 s"));
        QCOMPARE(formatDuration(-1), QString());
    }
};

QTEST_MAIN(TestPrepareLog)
#include "tst_preparelog.moc"
