// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The window's session controls with everything real underneath (SQLite, git, agentctl and the
// stub agent): the profile's mode is the session's from the start, the mode selector changes it
// through the agent, a refusal puts the old mode back and says why, and the plan, the usage meter
// and the slash commands come from the agent's own events. Screenshots in the test artifacts.
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/agents/agentregistry.h"
#include "models/items/taskmodel.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/taskstore.h"
#include "support/gitrepository.h"
#include "support/testhome.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/task/composerwidget.h"
#include "ui/task/controls/planchecklist.h"
#include "ui/task/controls/sessioncontrolsbar.h"
#include "ui/task/controls/slashcompleter.h"
#include "ui/task/controls/usagemeter.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/workbench.h"

#include <QComboBox>
#include <QDir>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::test::TestHome;

namespace {

constexpr int kTimeout = 30'000;

// A home with one task whose agent is the stub with flags (and the profile's mode).
struct Scenario {
    TestHome home;
    QString taskId;

    bool prepare(const QString &flags, const QString &mode, const QString &description)
    {
        if (!home.dir.isValid() || !home.open())
            return false;
        Repository repository;
        repository.workspaceId = QStringLiteral("default");
        repository.name = QStringLiteral("app");
        repository.path = kandesk::test::makeGitRepository(home.filePath(QStringLiteral("src/app")));
        repository.defaultBranch = QStringLiteral("main");
        auto added = RepositoryStore(home.database).add(repository);
        AgentProfile profile;
        profile.name = QStringLiteral("Stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "' ") + flags;
        profile.mode = mode;
        auto saved = ProfileStore(home.database).saveAgentProfile(profile);
        if (!added || !saved)
            return false;
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = QStringLiteral("Fix the flaky login test");
        task.description = description;
        task.agentProfileId = saved->id;
        task.repositories = { { added->id, QStringLiteral("main"), 0 } };
        auto created = TaskStore(home.database).create(task);
        taskId = created ? created->id : QString();
        return created.ok();
    }
};

struct Window {
    const AgentRegistry agents;
    MainWindow window;
    std::unique_ptr<Workbench> workbench;

    Window(TestHome &home, TaskRunnerRuntime &runtime)
        : workbench(std::make_unique<Workbench>(Workbench::Services { home.stores, runtime, agents }, window))
    {
        window.resize(1200, 760);
        window.show();
    }

    SessionPanel *panel() const { return workbench->taskView()->sessionPanel(); }
    SessionControlsBar *bar() const { return panel()->controlsBar(); }
};

void save(QWidget &widget, const char *name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + QString::fromLatin1(name)));
}

void choose(QComboBox *box, const QString &text)
{
    const int index = box->findText(text);
    QVERIFY(index >= 0);
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
}

} // namespace

class TestWorkbenchControls : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theSessionsControlsFollowTheAgent()
    {
        Scenario scenario;
        QVERIFY(scenario.prepare(QStringLiteral("--modes default,acceptEdits,plan --more-commands"),
            QStringLiteral("plan"), QStringLiteral("plan usage")));
        auto runtime = scenario.home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(scenario.home, *runtime.value());
        QVERIFY(ui.workbench->tasks().refreshTask(scenario.taskId).ok());
        QVERIFY(ui.workbench->board()->moveTask(scenario.taskId, QStringLiteral("in-progress")));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);

        // The profile's mode was applied before the first prompt.
        QComboBox *modes = ui.bar()->modeSelector();
        QTRY_COMPARE(modes->currentText(), QStringLiteral("Plan"));
        QCOMPARE(modes->count(), 3);
        QVERIFY(ui.bar()->planToggle()->isChecked());
        QVERIFY(ui.bar()->modelSelector()->isHidden());
        QCOMPARE(ui.bar()->usageMeter()->text(), QStringLiteral("27% · 53k / 200k"));
        QCOMPARE(ui.panel()->planChecklist()->headerText(), QStringLiteral("▾ Plan · 1 of 3 done"));
        save(ui.window, "window-session-controls.png");

        // The selector asks the agent; its event makes the change show.
        const QString sessionId = ui.workbench->taskView()->sessionId();
        choose(modes, QStringLiteral("AcceptEdits"));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->model()->controls().currentMode, QStringLiteral("acceptEdits"), kTimeout);
        QCOMPARE(modes->currentText(), QStringLiteral("AcceptEdits"));
        QVERIFY(!ui.bar()->planToggle()->isChecked());
        QVERIFY(ui.bar()->refusalText().isEmpty());

        // The agent's slash commands, offered as the prompt starts with "/".
        QPlainTextEdit *editor = ui.panel()->composer()->editor();
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("/re"));
        QVERIFY(ui.panel()->slashCompleter()->isShown());
        QCOMPARE(ui.panel()->slashCompleter()->offered(),
            (QStringList { QStringLiteral("review"), QStringLiteral("research") }));
        save(ui.window, "window-slash-completion.png");

        auto stopped = runtime.value()->runner().stop(sessionId);
        QTRY_VERIFY_WITH_TIMEOUT(stopped.isFinished(), kTimeout);
        runtime.value()->runner().flush();
    }

    void aRefusedModeGoesBackAndSaysWhy()
    {
        Scenario scenario;
        QVERIFY(
            scenario.prepare(QStringLiteral("--modes default,plan --reject-set-mode"), {}, QStringLiteral("hello")));
        auto runtime = scenario.home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(scenario.home, *runtime.value());
        QVERIFY(ui.workbench->tasks().refreshTask(scenario.taskId).ok());
        QVERIFY(ui.workbench->board()->moveTask(scenario.taskId, QStringLiteral("in-progress")));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);
        QComboBox *modes = ui.bar()->modeSelector();
        QTRY_COMPARE(modes->currentText(), QStringLiteral("Default"));

        ui.bar()->planToggle()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!ui.bar()->refusalText().isEmpty(), kTimeout);
        QVERIFY2(ui.bar()->refusalText().contains(QStringLiteral("mode changes are locked in this session")),
            qPrintable(ui.bar()->refusalText()));
        QCOMPARE(modes->currentText(), QStringLiteral("Default"));
        QVERIFY(!ui.bar()->planToggle()->isChecked());
        QCOMPARE(ui.panel()->model()->controls().currentMode, QStringLiteral("default"));
        save(ui.window, "window-mode-refused.png");

        auto stopped = runtime.value()->runner().stop(ui.workbench->taskView()->sessionId());
        QTRY_VERIFY_WITH_TIMEOUT(stopped.isFinished(), kTimeout);
        runtime.value()->runner().flush();
    }

    void withoutModesTheHeaderOffersNone()
    {
        Scenario scenario;
        QVERIFY(scenario.prepare(
            QStringLiteral("--no-modes --no-commands"), QStringLiteral("plan"), QStringLiteral("hello")));
        auto runtime = scenario.home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(scenario.home, *runtime.value());
        QVERIFY(ui.workbench->tasks().refreshTask(scenario.taskId).ok());
        QVERIFY(ui.workbench->board()->moveTask(scenario.taskId, QStringLiteral("in-progress")));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);
        QVERIFY(ui.bar()->isHidden());
        QVERIFY(ui.panel()->planChecklist()->isHidden());
        QPlainTextEdit *editor = ui.panel()->composer()->editor();
        editor->setFocus();
        QTest::keyClicks(editor, QStringLiteral("/"));
        QVERIFY(!ui.panel()->slashCompleter()->isShown());

        auto stopped = runtime.value()->runner().stop(ui.workbench->taskView()->sessionId());
        QTRY_VERIFY_WITH_TIMEOUT(stopped.isFinished(), kTimeout);
        runtime.value()->runner().flush();
    }
};

QTEST_MAIN(TestWorkbenchControls)
#include "tst_workbenchcontrols.moc"
