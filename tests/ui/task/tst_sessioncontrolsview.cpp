// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The session's controls in the task view, fed with the events agentctl sends: the mode selector
// (Plan in one click and Ctrl+Shift+P, a refusal puts the old mode back with why), the model
// selector, the usage meter in the header, the plan checklist above the transcript and the slash
// command completions in the composer; each absent where the agent offers nothing. Screenshots in
// the test artifacts.
#include "transcriptevents.h"
#include "ui/task/composerwidget.h"
#include "ui/task/controls/planchecklist.h"
#include "ui/task/controls/sessioncontrolsbar.h"
#include "ui/task/controls/slashcompleter.h"
#include "ui/task/controls/usagemeter.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptview.h"

#include <QComboBox>
#include <QLabel>
#include <QDir>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

using namespace kandesk;
using namespace kandesk::ui;
using namespace kandesk::test::events;

namespace {

const QString kSession = QStringLiteral("s-1");

QJsonObject choice(const char *idKey, const char *id, const char *name, const char *description = nullptr)
{
    QJsonObject out { { k(idKey), k(id) }, { k("name"), k(name) } };
    if (description)
        out.insert(k("description"), k(description));
    return out;
}

SessionEvent modes(const char *current)
{
    return agentEvent("session_mode",
        { { k("current_mode_id"), k(current) },
            { k("available_modes"),
                QJsonArray { choice("id", "default", "Default", "Ask before edits"),
                    choice("id", "acceptEdits", "Accept Edits"),
                    choice("id", "plan", "Plan", "Read and plan, change nothing") } } });
}

SessionEvent models(const char *current)
{
    return agentEvent("session_model",
        { { k("current_model_id"), k(current) },
            { k("available_models"),
                QJsonArray { choice("modelId", "sonnet", "Sonnet"), choice("modelId", "opus", "Opus") } } });
}

SessionEvent usage(int used, int size)
{
    return agentEvent("usage",
        { { k("used"), used }, { k("size"), size },
            { k("cost"), QJsonObject { { k("amount"), 0.42 }, { k("currency"), k("USD") } } } });
}

SessionEvent commands()
{
    return agentEvent("available_commands",
        { { k("available_commands"),
            QJsonArray { QJsonObject { { k("name"), k("test") }, { k("description"), k("Run the tests") } },
                QJsonObject { { k("name"), k("review") }, { k("description"), k("Review the changes so far") },
                    { k("input"), QJsonObject { { k("hint"), k("what to focus on") } } } },
                QJsonObject { { k("name"), k("research") }, { k("description"), k("Read the code before changing it") },
                    { k("input"), QJsonObject { { k("hint"), k("topic") } } } } } } });
}

void save(QWidget &widget, const char *name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + QString::fromLatin1(name)));
}

} // namespace

class TestSessionControlsView : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<TaskView> m_view;

    SessionPanel *panel() const { return m_view->sessionPanel(); }
    SessionControlsBar *bar() const { return panel()->controlsBar(); }

private Q_SLOTS:
    void init()
    {
        m_view = std::make_unique<TaskView>();
        m_view->resize(1280, 760);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_view->showSession(QStringLiteral("t-1"), kSession, QStringLiteral("Fix the flaky login test"), {});
    }

    void cleanup() { m_view.reset(); }

    void theModeSelectorShowsTheSessionsModesAndAsksForAChange()
    {
        QVERIFY(bar()->isHidden()); // nothing offered yet
        m_view->applyAgentEvent(kSession, modes("default"));
        QVERIFY(bar()->isVisible());
        QComboBox *selector = bar()->modeSelector();
        QVERIFY(selector->isVisible());
        QCOMPARE(selector->count(), 3);
        QCOMPARE(selector->currentText(), QStringLiteral("Default"));
        QCOMPARE(selector->itemData(2, Qt::ToolTipRole).toString(), QStringLiteral("Read and plan, change nothing"));
        QVERIFY(bar()->planToggle()->isVisible());
        QVERIFY(!bar()->planToggle()->isChecked());
        QVERIFY(bar()->modelSelector()->isHidden()); // no models offered
        save(*panel(), "session-mode-selector.png");

        QSignalSpy asked(m_view.get(), &TaskView::modeChangeRequested);
        selector->setCurrentIndex(1);
        Q_EMIT selector->activated(1);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.at(0).at(0).toString(), kSession);
        QCOMPARE(asked.at(0).at(1).toString(), QStringLiteral("acceptEdits"));
        // The agent's event makes it the session's mode.
        m_view->applyAgentEvent(kSession, agentEvent("session_mode", { { k("current_mode_id"), k("acceptEdits") } }));
        QCOMPARE(selector->currentText(), QStringLiteral("Accept Edits"));
        QCOMPARE(selector->count(), 3); // an update without the list keeps it
    }

    void withoutARunningAgentTheSelectorsChangeNothing()
    {
        m_view->applyAgentEvent(kSession, modes("default"));
        m_view->applySessionState(kSession, SessionState::WaitingForInput, {}, false);
        QVERIFY(!bar()->modeSelector()->isEnabled());
        QVERIFY(!bar()->planToggle()->isEnabled());
        QSignalSpy asked(m_view.get(), &TaskView::modeChangeRequested);
        bar()->togglePlanMode();
        QCOMPARE(asked.size(), 0);
        QVERIFY2(bar()->isVisible() && bar()->findChild<QLabel *>(QStringLiteral("controlRefusal"))->text().contains(QStringLiteral("send a prompt")),
                 "Ctrl+Shift+P says why nothing changed");
        m_view->applySessionState(kSession, SessionState::WaitingForInput, {}, true);
        QVERIFY(bar()->modeSelector()->isEnabled());
        bar()->togglePlanMode();
        QCOMPARE(asked.size(), 1);
    }

    void planModeIsOneClickAndOneShortcutAway()
    {
        m_view->applyAgentEvent(kSession, modes("acceptEdits"));
        QSignalSpy asked(m_view.get(), &TaskView::modeChangeRequested);
        bar()->planToggle()->click();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.at(0).at(1).toString(), QStringLiteral("plan"));
        m_view->applyAgentEvent(kSession, agentEvent("session_mode", { { k("current_mode_id"), k("plan") } }));
        QVERIFY(bar()->planToggle()->isChecked());
        QCOMPARE(bar()->modeSelector()->currentText(), QStringLiteral("Plan"));

        // Ctrl+Shift+P from the prompt box goes back to the mode before plan.
        panel()->composer()->editor()->setFocus();
        QTRY_VERIFY(panel()->composer()->editor()->hasFocus());
        QTest::keyClick(panel()->composer()->editor(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked.at(1).at(1).toString(), QStringLiteral("acceptEdits"));
    }

    // An agent without a plan mode: Ctrl+Shift+P says so instead of doing nothing.
    void withoutAPlanModeTheShortcutSaysSo()
    {
        panel()->composer()->editor()->setFocus();
        QTRY_VERIFY(panel()->composer()->editor()->hasFocus());
        QTest::keyClick(panel()->composer()->editor(), Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
        auto *refusal = bar()->findChild<QLabel *>(QStringLiteral("controlRefusal"));
        QVERIFY(refusal && refusal->isVisible());
        QVERIFY2(refusal->text().contains(QStringLiteral("no plan mode")), qPrintable(refusal->text()));
    }

    void aRefusedModeGoesBackAndSaysWhy()
    {
        m_view->applyAgentEvent(kSession, modes("default"));
        QComboBox *selector = bar()->modeSelector();
        selector->setCurrentIndex(2);
        Q_EMIT selector->activated(2);
        QCOMPARE(selector->currentText(), QStringLiteral("Plan")); // asked, not yet confirmed
        bar()->showRefusal(QStringLiteral("session/set_mode failed: mode changes are locked in this session"));
        QCOMPARE(selector->currentText(), QStringLiteral("Default"));
        QVERIFY(bar()->refusalText().contains(QStringLiteral("mode changes are locked")));
        save(*panel(), "session-mode-refused.png");
    }

    void theModelSelectorAppearsWhereModelsAreOffered()
    {
        m_view->applyAgentEvent(kSession, models("sonnet"));
        QComboBox *selector = bar()->modelSelector();
        QVERIFY(selector->isVisible());
        QVERIFY(bar()->modeSelector()->isHidden());
        QVERIFY(bar()->planToggle()->isHidden());
        QSignalSpy asked(m_view.get(), &TaskView::modelChangeRequested);
        selector->setCurrentIndex(1);
        Q_EMIT selector->activated(1);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.at(0).at(1).toString(), QStringLiteral("opus"));

        // Models offered as a config option of category "model" show the same way.
        m_view->showSession(QStringLiteral("t-1"), QStringLiteral("s-2"), QStringLiteral("Other"), {});
        QVERIFY(bar()->isHidden());
        m_view->applyAgentEvent(QStringLiteral("s-2"),
            agentEvent("config_options",
                { { k("config_options"),
                    QJsonArray { QJsonObject { { k("id"), k("model") }, { k("name"), k("Model") },
                        { k("category"), k("model") }, { k("type"), k("select") }, { k("currentValue"), k("fast") },
                        { k("options"),
                            QJsonArray {
                                choice("value", "fast", "Fast"), choice("value", "smart", "Smart") } } } } } }));
        QCOMPARE(bar()->modelSelector()->count(), 2);
        QCOMPARE(bar()->modelSelector()->currentText(), QStringLiteral("Fast"));
    }

    // An on/off setting of the agent's (a boolean config option) is a toggle: a click asks for the
    // other value, and the toggle shows it once the agent's event says so.
    void anOnOffSettingIsAToggle()
    {
        auto options = [](bool on) {
            return agentEvent("config_options",
                { { k("config_options"),
                    QJsonArray { QJsonObject { { k("id"), k("web_search") }, { k("name"), k("Web search") },
                        { k("description"), k("Let the agent search the web") }, { k("type"), k("boolean") },
                        { k("currentValue"), on } } } } });
        };
        m_view->applyAgentEvent(kSession, options(false));
        QVERIFY(bar()->isVisible());
        QToolButton *toggle = bar()->toggleButton(QStringLiteral("web_search"));
        QVERIFY(toggle && toggle->isVisible());
        QCOMPARE(toggle->text(), QStringLiteral("Web search"));
        QCOMPARE(toggle->toolTip(), QStringLiteral("Let the agent search the web"));
        QVERIFY(!toggle->isChecked());
        QSignalSpy asked(m_view.get(), &TaskView::toggleChangeRequested);
        QTest::mouseClick(toggle, Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.at(0).at(0).toString(), kSession);
        QCOMPARE(asked.at(0).at(1).toString(), QStringLiteral("web_search"));
        QCOMPARE(asked.at(0).at(2).toBool(), true);
        QVERIFY(!toggle->isChecked()); // not yet the session's
        m_view->applyAgentEvent(kSession, options(true));
        QCOMPARE(bar()->toggleButton(QStringLiteral("web_search")), toggle); // the same button, updated
        QVERIFY(toggle->isChecked());
        save(*panel(), "session-toggle.png");
        bar()->setChangeable(false);
        QVERIFY(!toggle->isEnabled());
    }

    void theUsageMeterSaysHowFullTheContextIs()
    {
        m_view->applyAgentEvent(kSession, modes("default"));
        m_view->applyAgentEvent(kSession, models("sonnet"));
        UsageMeter *meter = bar()->usageMeter();
        QVERIFY(meter->isHidden());
        m_view->applyAgentEvent(kSession, usage(53000, 200000));
        QVERIFY(meter->isVisible());
        QCOMPARE(meter->text(), QStringLiteral("27% · 53k / 200k"));
        QVERIFY(meter->toolTip().contains(QStringLiteral("0.42 USD")));
        save(*panel(), "session-usage-meter.png");
        // A turn's token count does not replace the context's.
        m_view->applyAgentEvent(kSession,
            agentEvent("complete",
                { { k("stop_reason"), k("end_turn") },
                    { k("data"), QJsonObject { { k("usage"), QJsonObject { { k("totalTokens"), 1500 } } } } } }));
        QCOMPARE(meter->text(), QStringLiteral("27% · 53k / 200k"));
    }

    void aTurnsTokenCountIsShownWhenTheContextIsNotReported()
    {
        m_view->applyAgentEvent(kSession,
            agentEvent("complete",
                { { k("stop_reason"), k("end_turn") },
                    { k("data"), QJsonObject { { k("usage"), QJsonObject { { k("totalTokens"), 1500 } } } } } }));
        QVERIFY(bar()->isVisible());
        QCOMPARE(bar()->usageMeter()->text(), QStringLiteral("1.5k tokens"));
        m_view->applyAgentEvent(kSession, agentEvent("complete", { { k("stop_reason"), k("end_turn") } }));
        QCOMPARE(bar()->usageMeter()->text(), QStringLiteral("1.5k tokens"));
    }

    void thePlanIsAChecklistPinnedAboveTheTranscript()
    {
        PlanChecklist *checklist = panel()->planChecklist();
        QVERIFY(checklist->isHidden());
        m_view->applyAgentEvent(
            kSession, agentEvent("user_prompt", { { k("text"), QStringLiteral("Fix the flaky login test") } }));
        m_view->applyAgentEvent(kSession,
            plan({ { "Read the failing test", "in_progress" }, { "Replace the sleep with a wait", "pending" },
                { "Run the suite", "pending" } }));
        m_view->applyAgentEvent(kSession, chunk(k("Reading the test first.")));
        m_view->applyAgentEvent(kSession,
            plan({ { "Read the failing test", "completed" }, { "Replace the sleep with a wait", "in_progress" },
                { "Run the suite", "pending" } }));
        QVERIFY(checklist->isVisible());
        QCOMPARE(checklist->headerText(), QStringLiteral("▾ Plan · 1 of 3 done"));
        QCOMPARE(checklist->lines(),
            (QStringList { QStringLiteral("☑ Read the failing test"), QStringLiteral("◐ Replace the sleep with a wait"),
                QStringLiteral("☐ Run the suite") }));
        QCOMPARE(panel()->model()->rowCount(), 2); // the prompt and the text: the plan is not a row
        QVERIFY(checklist->geometry().bottom() <= panel()->view()->geometry().top());
        save(*panel(), "session-plan-checklist.png");
        checklist->setFolded(true);
        QCOMPARE(checklist->headerText(), QStringLiteral("▸ Plan · 1 of 3 done"));
        // Another session has its own plan (none).
        m_view->showSession(QStringLiteral("t-1"), QStringLiteral("s-2"), QStringLiteral("Other"), {});
        QVERIFY(checklist->isHidden());
    }

    void slashOffersTheSessionsCommandsWithTheirHints()
    {
        m_view->applyAgentEvent(kSession, commands());
        QPlainTextEdit *editor = panel()->composer()->editor();
        SlashCompleter *completer = panel()->slashCompleter();
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("/"));
        QVERIFY(completer->isShown());
        QCOMPARE(completer->offered(),
            (QStringList { QStringLiteral("test"), QStringLiteral("review"), QStringLiteral("research") }));
        QVERIFY(completer->list()->item(1)->text().contains(QStringLiteral("‹what to focus on›")));
        QVERIFY(completer->list()->item(1)->text().contains(QStringLiteral("Review the changes so far")));
        QTest::keyClicks(editor, QStringLiteral("re"));
        QCOMPARE(completer->offered(), (QStringList { QStringLiteral("review"), QStringLiteral("research") }));
        QVERIFY(completer->list()->geometry().bottom() <= editor->mapTo(panel(), QPoint(0, 0)).y());
        save(*panel(), "session-slash-completion.png");
        QTest::keyClick(editor, Qt::Key_Down);
        QTest::keyClick(editor, Qt::Key_Return);
        QCOMPARE(editor->toPlainText(), QStringLiteral("/research "));
        QVERIFY(!completer->isShown());
        QTest::keyClicks(editor, QStringLiteral("flaky waits"));
        QCOMPARE(editor->toPlainText(), QStringLiteral("/research flaky waits"));
        QVERIFY(!completer->isShown()); // past the command: nothing to complete
    }

    void escapeClosesTheCompletionsWithoutCancellingTheTurn()
    {
        m_view->applyAgentEvent(kSession, commands());
        m_view->applyAgentEvent(kSession, agentEvent("user_prompt", { { k("text"), QStringLiteral("go") } }));
        panel()->setSessionState(SessionState::Running, {}, true);
        QSignalSpy cancelled(m_view.get(), &TaskView::cancelRequested);
        QPlainTextEdit *editor = panel()->composer()->editor();
        editor->setFocus();
        QTRY_VERIFY(editor->hasFocus());
        QTest::keyClicks(editor, QStringLiteral("/t"));
        QVERIFY(panel()->slashCompleter()->isShown());
        QTest::keyClick(editor, Qt::Key_Escape);
        QVERIFY(!panel()->slashCompleter()->isShown());
        QCOMPARE(cancelled.size(), 0);
        QCOMPARE(editor->toPlainText(), QStringLiteral("/t"));
    }

    void withoutCommandsSlashIsJustText()
    {
        QPlainTextEdit *editor = panel()->composer()->editor();
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("/test"));
        QVERIFY(!panel()->slashCompleter()->isShown());
        // …and says why nothing is offered.
        QVERIFY2(panel()->composer()->notice().contains(QStringLiteral("no slash commands")), qPrintable(panel()->composer()->notice()));
        QCOMPARE(editor->toPlainText(), QStringLiteral("/test"));
        // Not at the start of the prompt: no completion either.
        m_view->applyAgentEvent(kSession, commands());
        editor->clear();
        QTest::keyClicks(editor, QStringLiteral("run /te"));
        QVERIFY(!panel()->slashCompleter()->isShown());
    }

    void storedEventsRestoreTheControls()
    {
        m_view->applyStoredEvents(kSession,
            { modes("plan"), commands(), usage(120000, 200000),
                plan({ { "Read", "completed" }, { "Fix", "pending" } }) });
        QCOMPARE(bar()->modeSelector()->currentText(), QStringLiteral("Plan"));
        QVERIFY(bar()->planToggle()->isChecked());
        QCOMPARE(bar()->usageMeter()->text(), QStringLiteral("60% · 120k / 200k"));
        QCOMPARE(panel()->planChecklist()->lines().size(), 2);
        // Earlier pages do not override what the newer events said.
        m_view->prependStoredEvents(kSession, { modes("default"), usage(1000, 200000) }, false);
        QCOMPARE(bar()->modeSelector()->currentText(), QStringLiteral("Plan"));
        QCOMPARE(bar()->usageMeter()->text(), QStringLiteral("60% · 120k / 200k"));
    }
};

QTEST_MAIN(TestSessionControlsView)
#include "tst_sessioncontrolsview.moc"
