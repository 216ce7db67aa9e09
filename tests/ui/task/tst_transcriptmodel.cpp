// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptevents.h"
#include "ui/task/transcriptitemsmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using namespace kandesk::test::events;
using transcript::ItemKind;
using transcript::PermissionState;

namespace {

ItemKind kindAt(const TranscriptItemsModel &model, int row)
{
    return ItemKind(model.index(row).data(transcript::KindRole).toInt());
}

QList<SessionEvent> realisticTurn()
{
    QList<SessionEvent> events;
    events.append(agentEvent("session_status", { { k("session_status"), k("new") } }));
    events.append(agentEvent("available_commands", { { k("available_commands"), QJsonArray {} } }));
    events.append(thought(k("The test sleeps; ")));
    events.append(thought(k("it should wait on a signal.")));
    for (const QString &token : tokens(k("Let me look at the test first.")))
        events.append(chunk(token));
    events.append(
        toolCall("tool-1", "Read tests/login_test.cpp", "read", { { k("path"), k("tests/login_test.cpp") } }));
    events.append(plan({ { "Find the flaky wait", "in_progress" }, { "Fix it", "pending" } }));
    events.append(toolUpdate("tool-1", "completed", { { k("content"), k("…") } },
        QJsonArray { QJsonObject { { k("path"), k("tests/login_test.cpp") }, { k("line"), 42 } } }));
    events.append(plan({ { "Find the flaky wait", "completed" }, { "Fix it", "in_progress" } }));
    events.append(
        permissionRequest("perm-1", "Edit tests/login_test.cpp", { { k("path"), k("tests/login_test.cpp") } }));
    events.append(
        agentEvent("permission_cancelled", { { k("pending_id"), k("perm-1") }, { k("reason"), k("cancelled") } }));
    for (const QString &token : tokens(sampleAnswer()))
        events.append(chunk(token));
    events.append(complete());
    return events;
}

} // namespace

class TestTranscriptModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void testerApprovesLiveAndBatchFeeding()
    {
        TranscriptItemsModel live;
        QAbstractItemModelTester liveTester(&live, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<SessionEvent> events = realisticTurn();
        live.appendUserPrompt(k("Fix the flaky login test"));
        for (const SessionEvent &e : events)
            live.appendEvent(e);

        TranscriptItemsModel batch;
        QAbstractItemModelTester batchTester(&batch, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&batch, &QAbstractItemModel::rowsInserted);
        QList<SessionEvent> all { agentEvent("user_prompt", { { k("text"), k("Fix the flaky login test") } }) };
        all.append(events);
        batch.appendEvents(all);
        QCOMPARE(inserted.size(), 1); // a stored transcript arrives as one insert

        QCOMPARE(batch.rowCount(), live.rowCount());
        for (int row = 0; row < live.rowCount(); ++row) {
            QCOMPARE(kindAt(batch, row), kindAt(live, row));
            QCOMPARE(batch.index(row).data(transcript::TextRole), live.index(row).data(transcript::TextRole));
        }
        const QList<ItemKind> expected { ItemKind::UserPrompt, ItemKind::Reasoning, ItemKind::AgentText,
            ItemKind::ToolCall, ItemKind::Permission, ItemKind::AgentText, ItemKind::TurnEnded };
        QCOMPARE(live.rowCount(), expected.size());
        for (int row = 0; row < expected.size(); ++row)
            QCOMPARE(kindAt(live, row), expected.at(row));
        QVERIFY(!live.turnActive());

        live.clear();
        QCOMPARE(live.rowCount(), 0);
    }

    void earlierTurnsGoAboveWithoutDisturbingTheLiveTurn()
    {
        QList<SessionEvent> firstTurn { agentEvent("user_prompt", { { k("text"), k("one") } }), chunk(k("First ")),
            chunk(k("answer.")), agentEvent("complete") };
        QList<SessionEvent> all = firstTurn;
        all.append(realisticTurn());
        TranscriptItemsModel whole;
        whole.appendEvents(all);

        // The newest turn first (as a session opens), the older one on request, then a live update.
        TranscriptItemsModel paged;
        QAbstractItemModelTester tester(&paged, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QList<SessionEvent> newest = realisticTurn();
        qsizetype split = 0; // just after the tool call, so its update and the open reasoning come later
        while (newest.at(split).kind != SessionEvent::Kind::ToolCall)
            ++split;
        paged.appendEvents(newest.mid(0, 3));
        QSignalSpy inserted(&paged, &QAbstractItemModel::rowsInserted);
        paged.prependEvents(firstTurn);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 0);
        paged.appendEvents(newest.mid(3, split - 2));
        paged.appendEvents(newest.mid(split + 1));

        QCOMPARE(paged.rowCount(), whole.rowCount());
        for (int row = 0; row < whole.rowCount(); ++row) {
            QCOMPARE(kindAt(paged, row), kindAt(whole, row));
            QCOMPARE(paged.index(row).data(transcript::TextRole), whole.index(row).data(transcript::TextRole));
        }
        QCOMPARE(paged.index(1).data(transcript::TextRole).toString(), k("First answer."));
    }

    void kandesksOwnRemarksAreNotices()
    {
        TranscriptItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendEvents({ agentEvent("launch_notice", { { k("text"), k("Left out the CLI flag --x \"y") } }),
            chunk(k("Working on it")),
            agentEvent("session_interrupted", { { k("message"), k("interrupted: agentctl no longer answers") } }),
            agentEvent("session_stopped", { { k("message"), k("stopped from the command line") } }) });
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(3).data(transcript::TextRole).toString(), k("stopped from the command line"));
        QCOMPARE(kindAt(model, 0), ItemKind::Notice);
        QVERIFY(model.index(0).data(transcript::TextRole).toString().contains(k("--x")));
        QCOMPARE(kindAt(model, 2), ItemKind::Notice);
        QVERIFY(model.index(2).data(transcript::TextRole).toString().contains(k("resume")));
        QVERIFY(!model.turnActive());
    }

    void chunksOfOneRoleGrowOneRow()
    {
        TranscriptItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const QStringList parts = tokens(sampleAnswer());
        for (const QString &part : parts)
            model.appendEvent(chunk(part));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(changed.size(), parts.size() - 1);
        QCOMPARE(changed.last().at(0).toModelIndex().row(), 0);
        QCOMPARE(model.index(0).data(transcript::TextRole).toString(), sampleAnswer());
        QVERIFY(model.turnActive());

        // A user chunk is a different speaker; a tool call in between starts a new text row.
        model.appendEvent(chunk(k("again"), "user"));
        model.appendEvent(chunk(k("Sure.")));
        model.appendEvent(toolCall("t", "ls", "execute"));
        model.appendEvent(chunk(k("Done.")));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(kindAt(model, 1), ItemKind::UserPrompt);
        QCOMPARE(model.index(4).data(transcript::TextRole).toString(), k("Done."));
        const quint64 revision = model.index(4).data(transcript::RevisionRole).toULongLong();
        model.appendEvent(chunk(k(" More.")));
        QVERIFY(model.index(4).data(transcript::RevisionRole).toULongLong() > revision);
    }

    void reasoningAggregatesAndStartsCollapsed()
    {
        TranscriptItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendEvents({ thought(k("one ")), thought(k("two")) });
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(kindAt(model, 0), ItemKind::Reasoning);
        QCOMPARE(model.index(0).data(transcript::TextRole).toString(), k("one two"));
        QCOMPARE(model.index(0).data(transcript::ExpandedRole).toBool(), false);
        QVERIFY(model.setData(model.index(0), true, transcript::ExpandedRole));
        QCOMPARE(model.index(0).data(transcript::ExpandedRole).toBool(), true);
    }

    void toolUpdateChangesItsRowInPlace()
    {
        TranscriptItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendEvent(toolCall("tool-1", "Run ls", "execute", { { k("command"), k("ls") } }));
        model.appendEvent(toolCall("tool-2", "Read a.txt", "read"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.appendEvent(toolUpdate("tool-1", "in_progress"));
        model.appendEvent(toolUpdate("tool-1", "completed", { { k("stdout"), k("a b c") } },
            QJsonArray { QJsonObject { { k("path"), k("/w/a") }, { k("line"), 3 } } }));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(changed.size(), 2);
        QCOMPARE(changed.last().at(0).toModelIndex().row(), 0);
        const QModelIndex row = model.index(0);
        QCOMPARE(row.data(transcript::ToolStatusRole).toString(), k("completed"));
        QCOMPARE(row.data(transcript::ToolTitleRole).toString(), k("Run ls")); // kept: the update had no title
        QCOMPARE(row.data(transcript::ToolKindRole).toString(), k("execute"));
        QCOMPARE(row.data(transcript::ToolInputRole).toJsonValue().toObject().value(k("command")).toString(), k("ls"));
        QCOMPARE(
            row.data(transcript::ToolOutputRole).toJsonValue().toObject().value(k("stdout")).toString(), k("a b c"));
        QCOMPARE(row.data(transcript::ToolLocationsRole).toStringList(), QStringList { k("/w/a:3") });
        QCOMPARE(row.data(Qt::AccessibleTextRole).toString(), k("Tool call Run ls, completed"));
        QCOMPARE(model.index(1).data(transcript::ToolStatusRole).toString(), k("pending"));

        // An update for a call never announced still shows up.
        model.appendEvent(toolUpdate("tool-9", "failed"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(2).data(transcript::ToolStatusRole).toString(), k("failed"));
    }

    // Tool call ids are scoped to their turn: the ACP SDK's example agent calls every turn's tool
    // "call_1". A later turn's call is a row of its own and leaves the earlier one as it ended, with
    // or without a user prompt between the turns (Kandesk's own prompts, a resumed turn).
    void aToolCallIdUsedAgainInALaterTurnIsANewCall()
    {
        TranscriptItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto toolRows = [&model] {
            QList<QModelIndex> rows;
            for (int row = 0; row < model.rowCount(); ++row) {
                if (kindAt(model, row) == ItemKind::ToolCall)
                    rows.append(model.index(row));
            }
            return rows;
        };
        model.appendUserPrompt(k("first"));
        model.appendEvent(toolCall("call_1", "Read a.txt", "read"));
        model.appendEvent(toolUpdate("call_1", "completed"));
        model.appendEvent(complete());
        model.appendUserPrompt(k("second"));
        model.appendEvent(toolCall("call_1", "Edit b.txt", "edit"));
        QCOMPARE(toolRows().size(), 2);
        QCOMPARE(toolRows().at(0).data(transcript::ToolTitleRole).toString(), k("Read a.txt"));
        QCOMPARE(toolRows().at(0).data(transcript::ToolStatusRole).toString(), k("completed"));
        QCOMPARE(toolRows().at(1).data(transcript::ToolTitleRole).toString(), k("Edit b.txt"));
        QCOMPARE(toolRows().at(1).data(transcript::ToolStatusRole).toString(), k("pending"));
        model.appendEvent(toolUpdate("call_1", "in_progress"));
        QCOMPARE(toolRows().at(1).data(transcript::ToolStatusRole).toString(), k("in_progress"));
        QCOMPARE(toolRows().at(0).data(transcript::ToolStatusRole).toString(), k("completed"));
        model.appendEvent(complete());

        // A turn with no prompt row of its own.
        model.appendEvent(toolCall("call_1", "Run tests", "execute"));
        QCOMPARE(toolRows().size(), 3);
        QCOMPARE(toolRows().at(2).data(transcript::ToolTitleRole).toString(), k("Run tests"));
        QCOMPARE(toolRows().at(1).data(transcript::ToolTitleRole).toString(), k("Edit b.txt"));
    }

    // The plan is the session's checklist beside the transcript (SessionControls), not a row in it,
    // and it does not split the text streaming around it.
    // The composer shows its prompt at once; the runner then announces every prompt it records
    // (also those Kandesk sends for the user), and the one already shown is not shown twice.
    void aPromptShownByTheComposerIsNotShownAgainWhenTheRunnerSaysIt()
    {
        TranscriptItemsModel model;
        const auto prompt = [](const QString &text) { return SessionEvent::make(SessionEvent::Kind::UserPrompt, text); };
        model.appendUserPrompt(k("refused: an image to an agent without images"));
        model.appendUserPrompt(k("Fix the test"));
        model.appendEvent(prompt(k("Fix the test")));
        QCOMPARE(model.rowCount(), 2);
        model.appendEvent(prompt(k("Please address these review comments")));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(kindAt(model, 2), ItemKind::UserPrompt);
        // The refused one was passed over: the same words sent again later show again.
        model.appendEvent(prompt(k("refused: an image to an agent without images")));
        QCOMPARE(model.rowCount(), 4);
    }

    void thePlanIsKeptAsTheSessionsControlsNotAsRows()
    {
        TranscriptItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &TranscriptItemsModel::controlsChanged);
        model.appendEvent(chunk(k("Reading ")));
        model.appendEvent(plan({ { "Read", "in_progress" }, { "Fix", "pending" } }));
        model.appendEvent(chunk(k("the test.")));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0).data(transcript::TextRole).toString(), k("Reading the test."));
        QCOMPARE(changed.size(), 1);
        model.appendEvent(plan({ { "Read", "completed" }, { "Fix", "in_progress" }, { "Test", "pending" } }));
        QCOMPARE(changed.size(), 2);
        QCOMPARE(model.controls().plan.size(), 3);
        QCOMPARE(model.controls().plan.at(0).status, k("completed"));
        QCOMPARE(model.controls().plan.at(1).content, k("Fix"));
        model.clear();
        QVERIFY(model.controls().plan.isEmpty());
        QCOMPARE(changed.size(), 3);
    }

    void permissionIsAnsweredOrCancelled()
    {
        TranscriptItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendEvent(permissionRequest("perm-1", "Edit config", { { k("path"), k("config.json") } }));
        model.appendEvent(permissionRequest("perm-2", "Run rm", {}));
        const QModelIndex first = model.index(0);
        QCOMPARE(first.data(transcript::PendingIdRole).toString(), k("perm-1"));
        QCOMPARE(first.data(transcript::PermissionTitleRole).toString(), k("Edit config"));
        QCOMPARE(first.data(transcript::PermissionOptionsRole).toJsonArray().size(), 2);
        QCOMPARE(PermissionState(first.data(transcript::PermissionStateRole).toInt()), PermissionState::Pending);

        model.markPermissionAnswered(k("perm-1"), k("proceed_once"));
        QCOMPARE(PermissionState(first.data(transcript::PermissionStateRole).toInt()), PermissionState::Answered);
        QCOMPARE(first.data(transcript::PermissionChosenRole).toString(), k("Allow"));
        // A late cancellation does not undo the answer.
        model.appendEvent(agentEvent("permission_cancelled", { { k("pending_id"), k("perm-1") } }));
        QCOMPARE(PermissionState(first.data(transcript::PermissionStateRole).toInt()), PermissionState::Answered);

        model.appendEvent(
            agentEvent("permission_cancelled", { { k("pending_id"), k("perm-2") }, { k("reason"), k("cancelled") } }));
        const QModelIndex second = model.index(1);
        QCOMPARE(PermissionState(second.data(transcript::PermissionStateRole).toInt()), PermissionState::Cancelled);
        QCOMPARE(second.data(transcript::PermissionChosenRole).toString(), k("cancelled"));

        // A stored transcript replays the answer.
        TranscriptItemsModel replay;
        replay.appendEvents({ permissionRequest("perm-1", "Edit config"),
            agentEvent("permission_answered", { { k("pending_id"), k("perm-1") }, { k("option_id"), k("no") } }) });
        QCOMPARE(replay.index(0).data(transcript::PermissionChosenRole).toString(), k("Reject"));

        // A turn that ends leaves no question open.
        TranscriptItemsModel ended;
        ended.appendEvents({ permissionRequest("perm-7", "Edit"), complete("cancelled") });
        QCOMPARE(
            PermissionState(ended.index(0).data(transcript::PermissionStateRole).toInt()), PermissionState::Cancelled);
        QCOMPARE(ended.index(1).data(transcript::StopReasonRole).toString(), k("cancelled"));
    }

    void errorShowsMessageExitCodeAndStderrTail()
    {
        TranscriptItemsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy turn(&model, &TranscriptItemsModel::turnActiveChanged);
        model.appendEvent(toolCall("tool-1", "npm run migrate", "execute"));
        model.appendEvent(chunk(k("about to crash")));
        QString stderrText;
        for (int i = 1; i <= 30; ++i)
            stderrText += QStringLiteral("line %1\n").arg(i);
        stderrText += k("stub agent: simulated crash\n");
        model.appendEvent(agentError("the agent crashed", stderrText, 3));
        QCOMPARE(model.rowCount(), 3);
        const QModelIndex error = model.index(2);
        QCOMPARE(kindAt(model, 2), ItemKind::Error);
        // The tool call the crash interrupted says it stopped.
        QCOMPARE(model.index(0).data(transcript::ToolStatusRole).toString(), QString(transcript::kToolStatusStopped));
        QCOMPARE(error.data(transcript::TextRole).toString(), k("the agent crashed"));
        QCOMPARE(error.data(transcript::ExitCodeRole).toInt(), 3);
        const QString tail = error.data(transcript::StderrRole).toString();
        QVERIFY(tail.endsWith(k("stub agent: simulated crash")));
        QVERIFY(!tail.contains(k("line 5\n")));
        QCOMPARE(tail.count(QLatin1Char('\n')), 19);
        QCOMPARE(turn.size(), 2); // on with the first chunk, off with the error
        QVERIFY(!model.turnActive());

        // A prompt failure has no agent details.
        model.appendEvent(agentEvent("error", { { k("error"), k("stub prompt failed") } }));
        QVERIFY(!model.index(3).data(transcript::ExitCodeRole).isValid());
        QCOMPARE(model.index(3).data(transcript::StderrRole).toString(), QString());
    }

    void sessionEventsWithoutTalkAddNoRows()
    {
        TranscriptItemsModel model;
        model.appendEvents({ agentEvent("session_mode", { { k("current_mode_id"), k("code") } }),
            agentEvent("agent_capabilities", {}), agentEvent("available_commands", {}),
            agentEvent("session_status", { { k("session_status"), k("new") } }), agentEvent("something_new", {}) });
        QCOMPARE(model.rowCount(), 0);
        model.appendEvent(agentEvent("session_status", { { k("session_status"), k("resumed") } }));
        QCOMPARE(kindAt(model, 0), ItemKind::Notice);
    }
};

QTEST_MAIN(TestTranscriptModel)
#include "tst_transcriptmodel.moc"
