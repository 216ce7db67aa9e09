// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptevents.h"
#include "ui/task/preparelogpanel.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"

#include <QDir>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using namespace kandesk::test::events;

namespace {

const QString kSession = QStringLiteral("s-1");

PrepareProgressEvent progress(int index, int total, const QString &name, const QString &command, bool done)
{
    PrepareStep step = PrepareStep::begin(name, command);
    if (done) {
        step.succeed();
        step.endedAt = step.startedAt.addMSecs(40 + 30 * index);
    }
    return {QStringLiteral("t-1"), kSession, step, index, total};
}

} // namespace

class TestTaskView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void followsALaunchFromPrepareToTranscript()
    {
        TaskView view;
        view.resize(1280, 760);
        view.show();
        view.showSession(QStringLiteral("t-1"), kSession, QStringLiteral("Fix the flaky login test"), {});
        QSignalSpy prompts(&view, &TaskView::promptSubmitted);
        QSignalSpy answers(&view, &TaskView::permissionAnswered);

        view.applyPrepareProgress(progress(0, 4, QStringLiteral("Validate repository"), {}, true));
        QCOMPARE(view.currentTabName(), QStringLiteral("prepare"));
        view.applyPrepareProgress(progress(1, 4, QStringLiteral("Create worktree"),
                                           QStringLiteral("git worktree add -b feature/fix-the-flaky-login-test-1a2b3c4d …"), true));
        view.applyPrepareProgress(progress(2, 4, QStringLiteral("Start agentctl"), {}, true));
        view.applyPrepareProgress(progress(3, 4, QStringLiteral("Create agent instance"), {}, true));
        // Another session's progress is not shown.
        PrepareProgressEvent other = progress(0, 1, QStringLiteral("Elsewhere"), {}, false);
        other.sessionId = QStringLiteral("s-2");
        view.applyPrepareProgress(other);

        view.applyAgentEvent(kSession, plan({{"Find the flaky wait", "completed"}, {"Replace the sleep", "in_progress"}}));
        view.applyAgentEvent(kSession, toolCall("tool-1", "Read tests/login_test.cpp", "read"));
        view.applyAgentEvent(kSession, toolUpdate("tool-1", "completed"));
        view.applyAgentEvent(kSession, chunk(sampleAnswer()));
        view.applyAgentEvent(kSession, permissionRequest("perm-1", "Edit tests/login_test.cpp"));
        view.applyAgentEvent(QStringLiteral("s-2"), chunk(QStringLiteral("not ours")));
        QCOMPARE(view.sessionPanel()->model()->rowCount(), 3); // the plan is pinned above, not a row
        QCOMPARE(view.sessionPanel()->model()->controls().plan.size(), 2);

        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(view.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/task-view-preparing.png")));

        PrepareCompletedEvent done;
        done.taskId = QStringLiteral("t-1");
        done.sessionId = kSession;
        done.success = true;
        done.durationMs = 240;
        view.applyPrepareCompleted(done);
        QCOMPARE(view.currentTabName(), QStringLiteral("review")); // the changes to come show there
        QVERIFY(view.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/task-view-midturn.png")));

        Q_EMIT view.sessionPanel()->promptSubmitted(QStringLiteral("Also add a comment."), {});
        QCOMPARE(prompts.size(), 1);
        QCOMPARE(prompts.at(0).at(0).toString(), kSession);
        Q_EMIT view.sessionPanel()->permissionAnswered(QStringLiteral("perm-1"), QStringLiteral("allow"));
        QCOMPARE(answers.at(0).at(1).toString(), QStringLiteral("perm-1"));
    }

    void aFailedPrepareStaysInViewWithRetry()
    {
        TaskView view;
        view.show();
        view.showSession(QStringLiteral("t-1"), kSession, QStringLiteral("Moved repository"), {});
        PrepareStep validate = PrepareStep::begin(QStringLiteral("Validate repository"));
        validate.fail(QStringLiteral("Repository not found at /home/maya/src/app"));
        view.applyPrepareProgress({QStringLiteral("t-1"), kSession, validate, 0, 1});
        PrepareCompletedEvent failed;
        failed.sessionId = kSession;
        failed.errorMessage = validate.error;
        failed.steps = {validate};
        view.applyPrepareCompleted(failed);
        QCOMPARE(view.currentTabName(), QStringLiteral("prepare"));
        QVERIFY(view.prepareLog()->retryVisible());
        QSignalSpy retry(&view, &TaskView::retryRequested);
        Q_EMIT view.prepareLog()->retryRequested(kSession);
        QCOMPARE(retry.size(), 1);
    }
};

QTEST_MAIN(TestTaskView)
#include "tst_taskview.moc"
