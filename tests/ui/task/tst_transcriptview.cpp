// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "lifecycle/agentctl/agentfailuredescription.h"
#include "models/expected.h"
#include "support/palettes.h"
#include "transcriptevents.h"
#include "ui/task/composerwidget.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/transcriptdetail.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptview.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QJsonArray>
#include <QTextDocument>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace kandesk;
using kandesk::test::darkPalette;
using namespace kandesk::ui;
using namespace kandesk::test::events;
using transcript::ItemKind;

namespace {


// A turn caught in the middle: prompt, thought, text with a code block, tool calls, a plan and a
// permission request waiting for the user.
QList<SessionEvent> midTurn()
{
    QList<SessionEvent> events;
    events.append(
        agentEvent("user_prompt", { { k("text"), k("Fix the flaky login test in `tests/login_test.cpp`.") } }));
    events.append(thought(k("The test sleeps for a fixed time; the session cookie can arrive later on slow machines. "
                            "Waiting on the signal is the robust fix.")));
    events.append(plan({ { "Find the flaky wait", "completed" },
        { "Replace the sleep with a signal wait", "in_progress" }, { "Run the test 50 times", "pending" } }));
    events.append(
        toolCall("tool-1", "Read tests/login_test.cpp", "read", { { k("path"), k("tests/login_test.cpp") } }));
    events.append(toolUpdate("tool-1", "completed", { { k("lines"), 182 } },
        QJsonArray { QJsonObject { { k("path"), k("tests/login_test.cpp") }, { k("line"), 42 } } }));
    events.append(
        toolCall("tool-3", "git grep -n qWait tests/", "execute", { { k("command"), k("git grep -n qWait tests/") } }));
    events.append(toolUpdate("tool-3", "failed", { { k("stderr"), k("fatal: not a git repository") } }));
    for (const QString &token : tokens(sampleAnswer()))
        events.append(chunk(token));
    events.append(toolCall("tool-2", "Edit tests/login_test.cpp", "edit"));
    events.append(toolUpdate("tool-2", "in_progress"));
    events.append(permissionRequest("perm-1", "Edit tests/login_test.cpp",
        { { k("path"), k("tests/login_test.cpp") }, { k("old_string"), k("QTest::qWait(200);") } }));
    return events;
}

// Shows view (600×400) on model, streams a first paragraph into it and returns that row's laid-out
// height (-1 when the view never settled).
int showFirstParagraph(TranscriptItemsModel &model, TranscriptView &view)
{
    view.setModel(&model);
    view.resize(600, 400);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return -1;
    model.appendEvent(chunk(k("First line.\n\n")));
    if (!QTest::qWaitFor([&] { return !view.hasPendingUpdates(); }))
        return -1;
    view.doItemsLayout();
    return view.visualRect(model.index(0)).height();
}

QList<QPushButton *> optionButtons(const TranscriptView &view)
{
    QList<QPushButton *> buttons;
    const auto all = view.findChildren<QPushButton *>(QStringLiteral("permissionOption"));
    for (QPushButton *button : all) {
        if (button->isVisible())
            buttons.append(button);
    }
    return buttons;
}

void saveArtifact(QWidget *widget, const QString &name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name));
}

} // namespace

class TestTranscriptView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The three failures a user meets most, as their cards read: what happened, the agent's last
    // words on stderr, what to do, and buttons where there is something to click.
    void showsWhyAnAgentFailed_data()
    {
        QTest::addColumn<QString>("artifact");
        QTest::addColumn<QJsonObject>("details");
        QTest::addColumn<QString>("step");
        QTest::addColumn<QStringList>("buttons");
        QTest::newRow("exited with stderr")
            << QStringLiteral("failure-agent-exited.png")
            << QJsonObject{{QStringLiteral("agent_exit"),
                            QJsonObject{{QStringLiteral("exit_code"), 3},
                                        {QStringLiteral("stderr_tail"), QJsonArray{QStringLiteral("codex-acp 0.4.2 starting"),
                                                                                   QStringLiteral("Error: OPENAI_API_KEY is not set")}}}}}
            << QStringLiteral("initialize") << QStringList{QStringLiteral("Open Agent Profiles…")};
        QTest::newRow("authentication needed")
            << QStringLiteral("failure-sign-in.png")
            << QJsonObject{{QStringLiteral("rpc_error"), QJsonObject{{QStringLiteral("code"), -32000}, {QStringLiteral("message"), QStringLiteral("Authentication required")}}}}
            << QStringLiteral("session/new") << QStringList{QStringLiteral("Sign In: Log in with ChatGPT…"), QStringLiteral("Open Agent Profiles…")};
        QTest::newRow("timed out")
            << QStringLiteral("failure-timed-out.png")
            << QJsonObject{{ErrorDetails::kTimedOut, true}, {ErrorDetails::kTimeoutMs, 60000}}
            << QStringLiteral("initialize") << QStringList{QStringLiteral("Open Agent Profiles…")};
    }

    void showsWhyAnAgentFailed()
    {
        QFETCH(QString, artifact);
        QFETCH(QJsonObject, details);
        QFETCH(QString, step);
        QFETCH(QStringList, buttons);
        AgentFailureContext context;
        context.agentName = QStringLiteral("Codex");
        context.keyVariables = {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("CODEX_API_KEY")};
        context.step = step;
        context.authMethods = QJsonArray{QJsonObject{
            {QStringLiteral("id"), QStringLiteral("chatgpt")},
            {QStringLiteral("name"), QStringLiteral("Log in with ChatGPT")},
            {QStringLiteral("type"), QStringLiteral("terminal")},
            {QStringLiteral("args"), QJsonArray{QStringLiteral("--login")}}}};
        context.agentArgv = {QStringLiteral("npx"), QStringLiteral("@zed-industries/codex-acp")};
        Error error = Error::failed(QStringLiteral("agent.%1: failed").arg(step));
        error.details = details;
        const AgentFailure failure = describeStartFailure(context, error);

        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(900, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendEvents({agentEvent("user_prompt", {{k("text"), k("Add a --dry-run flag to the deploy script.")}}),
                            agentEvent("error", {{k("error"), failure.message}, {k("failure"), failure.toJson()}})});
        view.doItemsLayout();
        const QModelIndex card = model.index(model.rowCount() - 1, 0);
        QCOMPARE(ItemKind(card.data(transcript::KindRole).toInt()), ItemKind::Error);
        QCOMPARE(card.data(transcript::TextRole).toString(), failure.message);
        QCOMPARE(card.data(transcript::AdviceRole).toStringList(), failure.advice);
        QStringList labels;
        QTRY_VERIFY(!(labels = [&view] {
                         QStringList found;
                         for (const QPushButton *button : view.findChildren<QPushButton *>(QStringLiteral("failureAction")))
                             found.append(button->text());
                         return found;
                     }()).isEmpty());
        QCOMPARE(labels, buttons);
        QSignalSpy actions(&view, &TranscriptView::failureActionRequested);
        view.findChildren<QPushButton *>(QStringLiteral("failureAction")).constFirst()->click();
        QCOMPARE(actions.size(), 1);
        if (buttons.constFirst().startsWith(QLatin1String("Sign In"))) {
            QCOMPARE(actions.at(0).at(0).toString(), QStringLiteral("sign_in")); // in the task's terminal, then started again
            QCOMPARE(actions.at(0).at(1).toStringList(),
                     (QStringList{QStringLiteral("npx"), QStringLiteral("@zed-industries/codex-acp"), QStringLiteral("--login")}));
        }
        saveArtifact(&view, artifact);
    }

    void initTestCase() { QApplication::setStyle(QStringLiteral("Fusion")); }

    void showsATurnMidway_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void showsATurnMidway()
    {
        QFETCH(bool, dark);
        TranscriptItemsModel model;
        TranscriptView view;
        if (dark)
            view.setPalette(darkPalette());
        view.setModel(&model);
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendEvents(midTurn());
        // The reasoning row starts closed; open the failed tool call to show its detail.
        QModelIndex failedTool;
        for (int row = 0; row < model.rowCount() && !failedTool.isValid(); ++row) {
            if (model.index(row).data(transcript::ToolStatusRole).toString() == QLatin1String("failed"))
                failedTool = model.index(row);
        }
        QCOMPARE(ItemKind(failedTool.data(transcript::KindRole).toInt()), ItemKind::ToolCall);
        QVERIFY(model.setData(failedTool, true, transcript::ExpandedRole));
        view.doItemsLayout();
        QTRY_COMPARE_WITH_TIMEOUT(optionButtons(view).size(), 2, 2000);
        QTRY_VERIFY(view.followsOutput());
        QTRY_COMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
        saveArtifact(
            &view, dark ? QStringLiteral("transcript-midturn-dark.png") : QStringLiteral("transcript-midturn.png"));
        // Opening the reasoning row (Enter on it) shows the thought, dimmed and indented.
        const QModelIndex reasoning = model.index(1);
        QCOMPARE(ItemKind(reasoning.data(transcript::KindRole).toInt()), ItemKind::Reasoning);
        view.setFocus();
        view.setCurrentIndex(reasoning);
        QTest::keyClick(&view, Qt::Key_Enter);
        QVERIFY(reasoning.data(transcript::ExpandedRole).toBool());
        // Shorter than the turn whatever the fonts, so that there is somewhere to scroll to.
        view.resize(900, 320);
        view.doItemsLayout();
        QTRY_VERIFY(view.verticalScrollBar()->maximum() > 0);
        view.verticalScrollBar()->setValue(0);
        QVERIFY(!view.followsOutput());
        saveArtifact(&view, dark ? QStringLiteral("transcript-top-dark.png") : QStringLiteral("transcript-top.png"));
    }

    void permissionButtonsAreTheAgentsOptions()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(900, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendEvent(chunk(k("I need to edit the config.")));
        model.appendEvent(permissionRequest("perm-1", "Edit config", { { k("path"), k("config.json") } }));
        QTRY_COMPARE(optionButtons(view).size(), 2);
        const QList<QPushButton *> buttons = optionButtons(view);
        QCOMPARE(buttons.at(0)->text(), k("Allow"));
        QCOMPARE(buttons.at(1)->text(), k("Reject"));
        // The buttons sit inside the permission row.
        QTRY_VERIFY(view.visualRect(model.index(1)).contains(buttons.at(0)->parentWidget()->geometry()));

        QSignalSpy answered(&view, &TranscriptView::permissionAnswered);
        QTest::mouseClick(buttons.at(1), Qt::LeftButton);
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(0).toString(), k("perm-1"));
        QCOMPARE(answered.at(0).at(1).toString(), k("no"));
        QTRY_COMPARE(optionButtons(view).size(), 0);
        QCOMPARE(model.index(1).data(transcript::PermissionChosenRole).toString(), k("Reject"));
        saveArtifact(&view, QStringLiteral("transcript-permission-answered.png"));

        // A request that the agent withdraws loses its buttons too.
        model.appendEvent(permissionRequest("perm-2", "Run rm -rf build"));
        QTRY_COMPARE(optionButtons(view).size(), 2);
        QVERIFY2(optionButtons(view).at(0)->toolTip().contains(k("Alt+1")), qPrintable(optionButtons(view).at(0)->toolTip()));
        model.appendEvent(
            agentEvent("permission_cancelled", { { k("pending_id"), k("perm-2") }, { k("reason"), k("cancelled") } }));
        QTRY_COMPARE(optionButtons(view).size(), 0);
    }

    void aPermissionIsAnsweredFromTheKeyboard()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(900, 500);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        model.appendEvent(permissionRequest("perm-1", "Edit config", { { k("path"), k("config.json") } }));
        QTRY_COMPARE(optionButtons(view).size(), 2);
        QSignalSpy answered(&view, &TranscriptView::permissionAnswered);
        QTest::keyClick(&view, Qt::Key_2, Qt::AltModifier); // the second option: Reject
        QCOMPARE(answered.size(), 1);
        QCOMPARE(answered.at(0).at(1).toString(), k("no"));
        QTRY_COMPARE(optionButtons(view).size(), 0);
        // Nothing is pending any more: the keys do nothing.
        QTest::keyClick(&view, Qt::Key_1, Qt::AltModifier);
        QCOMPARE(answered.size(), 1);
    }

    void anAgentCrashShowsTheErrorAndItsStderr()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(900, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendUserPrompt(k("Run the migration"));
        model.appendEvent(thought(k("I will run the migration script.")));
        model.appendEvent(toolCall("tool-1", "npm run migrate", "execute", { { k("command"), k("npm run migrate") } }));
        model.appendEvent(chunk(k("Running the migration now…")));
        model.appendEvent(agentError("the agent crashed",
            k("node:internal/process/promises:288\n            triggerUncaughtException(err, true);\n"
              "Error: ENOMEM: not enough memory, read\n    at Object.readSync (node:fs:749:3)\n"
              "    at tryReadSync (node:fs:449:20)\nstub agent: simulated crash"),
            3));
        const QModelIndex error = model.index(model.rowCount() - 1);
        QCOMPARE(ItemKind(error.data(transcript::KindRole).toInt()), ItemKind::Error);
        const int lines = error.data(transcript::StderrRole).toString().count(QLatin1Char('\n')) + 1;
        QCOMPARE(lines, 6);
        QTRY_VERIFY(view.visualRect(error).height() > lines * view.fontMetrics().height());
        QTRY_COMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
        saveArtifact(&view, QStringLiteral("transcript-agent-crashed.png"));
    }

    // What a task's workflow did is said between the turns, each with why ("Moved to
    // Implementation: …"); the notes open no turn.
    void theWorkflowsMovesAreSaidInTheTranscript()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(900, 520);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto note = [](const char *text) { return SessionEvent::make(SessionEvent::Kind::WorkflowStep, k(text)); };
        model.appendEvent(note("Plan mode on."));
        model.appendUserPrompt(k("Plan this task; do not change any file yet. Add a login page"));
        model.appendEvent(chunk(k("1. Add a `/login` route.\n2. A form that posts to `/api/session`.\n3. Tests for both.")));
        model.appendEvent(complete());
        model.appendEvent(note("Moved to Implementation: you moved the card."));
        model.appendEvent(note("Plan mode off."));
        model.appendUserPrompt(k("The plan is approved. Implement it."));
        model.appendEvent(chunk(k("Done: the route, the form and their tests.")));
        model.appendEvent(complete());
        model.appendEvent(note("Moved to Review: the turn completed."));
        const QModelIndex last = model.index(model.rowCount() - 1);
        QCOMPARE(last.data(Qt::DisplayRole).toString(), k("⇢ Moved to Review: the turn completed."));
        QTRY_COMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
        saveArtifact(&view, QStringLiteral("transcript-workflow-moves.png"));
    }

    void linksInTheAgentsTextAreClickable()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(700, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendEvent(chunk(k("See [the QListView docs](https://doc.qt.io/qt-6/qlistview.html) for details.")));
        QTRY_VERIFY(view.visualRect(model.index(0)).height() > 0);
        const QRect row = view.visualRect(model.index(0));
        QSignalSpy links(&view, &TranscriptView::linkActivated);
        const int y = row.top() + 6 + view.fontMetrics().height() / 2;
        for (int x = row.left() + 16; x < row.right() && links.isEmpty(); x += 6)
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(x, y));
        QCOMPARE(links.size(), 1);
        QCOMPARE(links.at(0).at(0).toUrl(), QUrl(k("https://doc.qt.io/qt-6/qlistview.html")));
    }

    void aHiddenTranscriptCatchesUpWhenShown()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        const int before = showFirstParagraph(model, view);
        QVERIFY(before > 0);
        view.hide(); // another task is selected
        for (int i = 0; i < 20; ++i)
            model.appendEvent(chunk(QStringLiteral("Paragraph %1 arrived while hidden.\n\n").arg(i)));
        QTRY_VERIFY(!view.hasPendingUpdates());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.visualRect(model.index(0)).height() > before * 10);
        QTRY_COMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
    }

    // Opening a row renders it at once and lays it out on the next pass of the event loop; a bench
    // or test that waits for the view to settle must not look in between.
    void noPendingUpdatesMeansTheRowIsLaidOut()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        QVERIFY(showFirstParagraph(model, view) > 0);
        QString reasoning;
        for (int i = 0; i < 20; ++i)
            reasoning += QStringLiteral("Step %1 of the agent's reasoning, which the user opens.\n\n").arg(i);
        model.appendEvent(thought(reasoning));
        const QModelIndex row = model.index(model.rowCount() - 1);
        QCOMPARE(ItemKind(row.data(transcript::KindRole).toInt()), ItemKind::Reasoning);
        QTRY_VERIFY(!view.hasPendingUpdates());
        view.doItemsLayout();
        const int closed = view.visualRect(row).height();

        model.setData(row, true, transcript::ExpandedRole);
        // One pass of the event loop at a time, so the moment before the layout is seen.
        const QDeadlineTimer deadline(10'000);
        while (view.hasPendingUpdates() && !deadline.hasExpired())
            QCoreApplication::processEvents(QEventLoop::AllEvents);
        QVERIFY(!view.hasPendingUpdates());
        // The scroll range, which the layout sets (asking for a row's rectangle would lay out first).
        const int settledRange = view.verticalScrollBar()->maximum();
        view.doItemsLayout();
        QVERIFY2(view.visualRect(row).height() > closed * 5,
                 qPrintable(QStringLiteral("%1 px, closed %2 px").arg(view.visualRect(row).height()).arg(closed)));
        QVERIFY(view.verticalScrollBar()->maximum() > 0);
        QCOMPARE(settledRange, view.verticalScrollBar()->maximum());
    }

    void aTranscriptShownAgainKeepsItsRowHeights()
    {
        TranscriptItemsModel model;
        model.appendEvents(midTurn());
        model.appendEvent(toolCall("tool-9", "Run the tests", "execute", { { k("command"), k("ctest") } }));
        TranscriptView view;
        view.setModel(&model);
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(!view.hasPendingUpdates());
        view.doItemsLayout();
        QList<int> heights;
        for (int row = 0; row < model.rowCount(); ++row)
            heights.append(view.visualRect(model.index(row)).height());
        const QImage shown = view.viewport()->grab().toImage();

        // The user looks at another session: the hidden view lets its rows' renderings go.
        view.hide();
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.doItemsLayout();
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(view.visualRect(model.index(row)).height(), heights.at(row));
        QCOMPARE(view.viewport()->grab().toImage(), shown);
    }

    void toolRowsOpenOnClickAndEnter()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(700, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendEvent(toolCall("tool-1", "Run ls", "execute", { { k("command"), k("ls -la") } }));
        model.appendEvent(toolUpdate("tool-1", "completed", { { k("stdout"), k("a b c") } }));
        const QModelIndex row = model.index(0);
        view.doItemsLayout();
        const int closedHeight = view.visualRect(row).height();
        QVERIFY(closedHeight > 0);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.visualRect(row).center());
        QVERIFY(row.data(transcript::ExpandedRole).toBool());
        QTRY_VERIFY(view.visualRect(row).height() > closedHeight + 40);
        view.setFocus();
        view.setCurrentIndex(row);
        QTest::keyClick(&view, Qt::Key_Return);
        QVERIFY(!row.data(transcript::ExpandedRole).toBool());
        QTRY_COMPARE(view.visualRect(row).height(), closedHeight);
    }

    void staysAtTheBottomOnlyWhileTheUserIsThere()
    {
        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (int i = 0; i < 30; ++i)
            model.appendEvent(chunk(QStringLiteral("Line %1 of a long answer.\n\n").arg(i)));
        QScrollBar *bar = view.verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        QTRY_COMPARE(bar->value(), bar->maximum());
        const int before = bar->maximum();
        model.appendEvent(chunk(k("More text.\n\nAnd more.\n\nAnd more.\n\n")));
        QTRY_VERIFY(bar->maximum() > before);
        QTRY_COMPARE(bar->value(), bar->maximum());

        bar->setValue(0);
        QVERIFY(!view.followsOutput());
        const int maximum = bar->maximum();
        model.appendEvent(chunk(k("Even more.\n\nAnd more.\n\n")));
        QTRY_VERIFY(bar->maximum() > maximum);
        QCOMPARE(bar->value(), 0);
    }

    void sessionPanelRunsATurn_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void sessionPanelRunsATurn()
    {
        QFETCH(bool, dark);
        SessionPanel panel;
        if (dark)
            panel.setPalette(darkPalette());
        panel.setTitle(k("Fix the flaky login test"));
        panel.resize(900, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&panel));

        QSignalSpy prompts(&panel, &SessionPanel::promptSubmitted);
        QSignalSpy answers(&panel, &SessionPanel::permissionAnswered);
        panel.composer()->editor()->setFocus();
        QTest::keyClicks(panel.composer()->editor(), k("Fix the flaky login test in `tests/login_test.cpp`."));
        QTest::keyClick(panel.composer()->editor(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(prompts.size(), 1);
        QCOMPARE(panel.model()->rowCount(), 1);
        QVERIFY(panel.composer()->turnRunning());
        QVERIFY(panel.statusText().contains(k("working")));

        QList<SessionEvent> turn = midTurn();
        turn.removeFirst(); // the prompt came from the composer
        for (const SessionEvent &e : std::as_const(turn))
            panel.model()->appendEvent(e);
        QTRY_COMPARE(optionButtons(*panel.view()).size(), 2);
        QVERIFY2(panel.statusText().contains(k("Waiting for your answer")), qPrintable(panel.statusText())); // not "working"
        QTRY_COMPARE(panel.view()->verticalScrollBar()->value(), panel.view()->verticalScrollBar()->maximum());
        panel.composer()->setText(k("Also add a comment that explains the wait."));
        saveArtifact(&panel,
            dark ? QStringLiteral("session-panel-midturn-dark.png") : QStringLiteral("session-panel-midturn.png"));

        QTest::mouseClick(optionButtons(*panel.view()).at(0), Qt::LeftButton);
        QCOMPARE(answers.size(), 1);
        QCOMPARE(answers.at(0).at(1).toString(), k("proceed_once"));
        panel.model()->appendEvent(toolUpdate("tool-2", "completed"));
        panel.model()->appendEvent(chunk(k("Done: the test now waits for `sessionReady`.")));
        panel.model()->appendEvent(complete());
        QVERIFY(!panel.composer()->turnRunning());
        QVERIFY2(panel.statusText().contains(k("Waiting for your prompt")), qPrintable(panel.statusText()));
        QTRY_COMPARE(optionButtons(*panel.view()).size(), 0);
        QTRY_COMPARE(panel.view()->verticalScrollBar()->value(), panel.view()->verticalScrollBar()->maximum());
        saveArtifact(
            &panel, dark ? QStringLiteral("session-panel-ended-dark.png") : QStringLiteral("session-panel-ended.png"));
    }

    void composerSendsWithCtrlEnter()
    {
        ComposerWidget composer;
        composer.resize(700, 120);
        composer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&composer));
        composer.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&composer));
        auto *send = composer.findChild<QPushButton *>(QStringLiteral("composerSend"));
        auto *cancel = composer.findChild<QPushButton *>(QStringLiteral("composerCancel"));
        auto *stop = composer.findChild<QPushButton *>(QStringLiteral("composerStop"));
        QVERIFY(send && cancel && stop);
        QVERIFY(send->toolTip().contains(k("Ctrl+Return")));
        QVERIFY(cancel->toolTip().contains(k("Esc")));
        QVERIFY(stop->toolTip().contains(k("Ctrl+Shift+S")));
        QVERIFY(!send->isEnabled()); // nothing to send yet
        QVERIFY(!cancel->isEnabled());

        QSignalSpy submitted(&composer, &ComposerWidget::promptSubmitted);
        composer.editor()->setFocus();
        QTest::keyClicks(composer.editor(), k("Run the tests"));
        QVERIFY(send->isEnabled());
        QTest::keyClick(composer.editor(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(submitted.size(), 1);
        QCOMPARE(submitted.at(0).at(0).toString(), k("Run the tests"));
        QCOMPARE(composer.text(), QString());

        // While the turn runs: no second prompt, but Cancel works (button, Esc, Ctrl+.).
        composer.setTurnRunning(true);
        QTest::keyClicks(composer.editor(), k("next"));
        QVERIFY(!send->isEnabled());
        QVERIFY(cancel->isEnabled());
        QTest::keyClick(composer.editor(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(submitted.size(), 1);
        QCOMPARE(composer.text(), k("next"));
        QSignalSpy cancelled(&composer, &ComposerWidget::cancelRequested);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QTest::keyClick(composer.editor(), Qt::Key_Escape);
        QTest::keyClick(composer.editor(), Qt::Key_Period, Qt::ControlModifier);
        QCOMPARE(cancelled.size(), 3);
        QSignalSpy stopped(&composer, &ComposerWidget::stopRequested);
        QTest::keyClick(composer.editor(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(stopped.size(), 1);

        // Alt+1 answers a permission request; with none waiting it types nothing and says so.
        QTest::keyClick(composer.editor(), Qt::Key_1, Qt::AltModifier);
        QCOMPARE(composer.text(), k("next"));
        QVERIFY2(composer.notice().contains(k("none is waiting")), qPrintable(composer.notice()));
        saveArtifact(&composer, QStringLiteral("composer-running.png"));

        composer.setTurnRunning(false);
        QVERIFY(send->isEnabled());
        QVERIFY(!cancel->isEnabled());
        QTest::mouseClick(send, Qt::LeftButton);
        QCOMPARE(submitted.size(), 2);
        QCOMPARE(submitted.at(1).at(0).toString(), k("next"));
        composer.setAgentAlive(false);
        QVERIFY(!stop->isEnabled());
    }
};

QTEST_MAIN(TestTranscriptView)
#include "tst_transcriptview.moc"
