// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A session's controls end to end, through the real agentctl and the stub agent: modes and models
// (offered, chosen at start from the profile or on request, changed, refused, absent), slash
// commands, the plan and context usage as events of the session.
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/sessions/sessioncontrols.h"
#include "models/stores/messagestore.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"

#include <QDir>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using Kind = SessionEvent::Kind;

class TestSessionControls : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    QString m_workspaceId;
    int m_tasks = 0;

    TaskRunner &runner() { return m_runtime->runner(); }

    // A profile that runs the stub with flags (and a mode and model of its own).
    QString profile(const QString &flags, const QString &mode = {}, const QString &model = {})
    {
        AgentProfile profile;
        profile.id = QStringLiteral("stub-%1").arg(++m_tasks);
        profile.name = QStringLiteral("Stub");
        profile.agentId = profile.id;
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "' ") + flags;
        profile.mode = mode;
        profile.model = model;
        if (auto saved = ProfileStore(*m_database).saveAgentProfile(profile); !saved)
            qFatal("%s", qPrintable(saved.error()));
        return profile.id;
    }

    QString makeTask(const QString &profileId, const QString &description)
    {
        const QString n = QString::number(++m_tasks);
        Repository repository;
        repository.workspaceId = m_workspaceId;
        repository.name = QStringLiteral("app");
        repository.path = test::makeGitRepository(
            QDir(m_home.filePath(QStringLiteral("src-") + n)).filePath(QStringLiteral("app")));
        repository.defaultBranch = QStringLiteral("main");
        auto added = RepositoryStore(*m_database).add(repository);
        Task task;
        task.workspaceId = m_workspaceId;
        task.title = QStringLiteral("Task ") + n;
        task.description = description;
        task.agentProfileId = profileId;
        task.repositories = { TaskRepository { added->id, QStringLiteral("main"), 0 } };
        return TaskStore(*m_database).create(task)->id;
    }

    // Starts the task and waits for its first turn to end; yields the session id.
    QString run(const QString &profileId, const QString &description = QStringLiteral("hello"),
        const TaskStartOptions &options = {})
    {
        TaskStartOptions start = options;
        start.executorType = QStringLiteral("local");
        auto started = test::waitForFuture(runner().startTask(makeTask(profileId, description), start));
        if (!started)
            qFatal("start failed: %s", qPrintable(started.error()));
        const QString sessionId = started.value();
        if (!QTest::qWaitFor([&] { return stateOf(sessionId) == SessionState::WaitingForInput; }, 60'000))
            qFatal("the first turn did not end");
        return sessionId;
    }

    SessionState stateOf(const QString &sessionId) { return test::storedState(runner(), *m_database, sessionId); }

    QList<SessionEvent> eventsOf(const QString &sessionId, Kind kind)
    {
        QList<SessionEvent> out;
        for (const Message &message : test::storedTranscript(runner(), *m_database, sessionId))
            if (message.event.kind == kind)
                out.append(message.event);
        return out;
    }

    QString currentMode(const QString &sessionId)
    {
        const auto modes = eventsOf(sessionId, Kind::SessionMode);
        return modes.isEmpty() ? QString() : modes.constLast().currentModeId;
    }

    QString currentModel(const QString &sessionId)
    {
        const auto models = eventsOf(sessionId, Kind::SessionModel);
        return models.isEmpty() ? QString() : models.constLast().currentModelId;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_home.isValid());
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        m_workspaceId = WorkspaceStore(*m_database).create(QStringLiteral("Test"))->id;
        auto runtime
            = TaskRunnerRuntime::create(*m_database, { m_home.path(), QStringLiteral(KANDESK_AGENTCTL_PATH), {} });
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        m_runtime = std::move(runtime.value());
    }

    void cleanup()
    {
        const QList<TaskSession> live
            = SessionStore(*m_database)
                  .listInStates({ SessionState::Starting, SessionState::Running, SessionState::WaitingForInput })
                  .value();
        for (const TaskSession &session : live) {
            if (runner().isRunning(session.id))
                QVERIFY(test::waitForFuture(runner().stop(session.id)).ok());
        }
    }

    void cleanupTestCase()
    {
        m_runtime.reset();
        m_database.reset();
    }

    void theSessionsModesArriveAndTheProfilesModeIsAppliedAtStart()
    {
        const QString session = run(profile(QStringLiteral("--modes code,plan,ask"), QStringLiteral("plan")));
        const auto modes = eventsOf(session, Kind::SessionMode);
        QVERIFY(!modes.isEmpty());
        QCOMPARE(modes.constFirst().currentModeId, QStringLiteral("code")); // as the agent opened it
        QCOMPARE(modes.constFirst().availableModes.size(), 3);
        QCOMPARE(modes.constFirst().availableModes.at(1).toObject().value(QStringLiteral("name")).toString(),
            QStringLiteral("Plan"));
        QCOMPARE(currentMode(session), QStringLiteral("plan"));
        QVERIFY(eventsOf(session, Kind::LaunchNotice).isEmpty());
    }

    void aModeChangeReachesTheAgentAndComesBackAsAnEvent()
    {
        const QString session = run(profile(QStringLiteral("--modes code,plan,ask")));
        QCOMPARE(currentMode(session), QStringLiteral("code"));
        QSignalSpy events(runner().sessionEvents(session), &SessionEventSource::eventArrived);
        const Status set = test::waitForFuture(runner().setMode(session, QStringLiteral("ask")));
        QVERIFY2(set.ok(), qPrintable(set.error()));
        QTRY_VERIFY(std::any_of(events.cbegin(), events.cend(), [](const QList<QVariant> &args) {
            const auto event = args.at(0).value<SessionEvent>();
            return event.kind == Kind::SessionMode && event.currentModeId == QLatin1String("ask");
        }));
        QCOMPARE(currentMode(session), QStringLiteral("ask"));
    }

    void aRefusedModeChangeKeepsTheOldModeAndSaysWhy()
    {
        const QString session = run(profile(QStringLiteral("--modes code,plan --reject-set-mode")));
        const Status set = test::waitForFuture(runner().setMode(session, QStringLiteral("plan")));
        QVERIFY(!set.ok());
        QCOMPARE(set.error(), QStringLiteral("the agent refused: mode changes are locked in this session"));
        QVERIFY2(!set.error().contains(QStringLiteral("agent.session")), qPrintable(set.error())); // no wire names
        QCOMPARE(currentMode(session), QStringLiteral("code"));
    }

    void aModeTheSessionDoesNotOfferIsRefusedWithWhatItOffers()
    {
        const QString session = run(profile(QStringLiteral("--modes code,plan")));
        const Status set = test::waitForFuture(runner().setMode(session, QStringLiteral("yolo")));
        QVERIFY(!set.ok());
        QCOMPARE(set.error(), QStringLiteral("the agent has no mode \"yolo\"; it offers: code, plan"));
        QCOMPARE(currentMode(session), QStringLiteral("code"));
    }

    void withoutModesThereIsNothingToShowOrChange()
    {
        const QString session = run(profile(QStringLiteral("--no-modes --no-commands")));
        QVERIFY(eventsOf(session, Kind::SessionMode).isEmpty());
        QVERIFY(eventsOf(session, Kind::SessionModel).isEmpty());
        QVERIFY(eventsOf(session, Kind::ConfigOptions).isEmpty());
        QVERIFY(eventsOf(session, Kind::AvailableCommands).isEmpty());
        const Status set = test::waitForFuture(runner().setMode(session, QStringLiteral("plan")));
        QCOMPARE(set.error(), QStringLiteral("the agent offers no modes"));
        const Status model = test::waitForFuture(runner().setModel(session, QStringLiteral("fast")));
        QCOMPARE(model.error(), QStringLiteral("the agent offers no choice of model"));
    }

    void aProfileModeTheSessionLacksIsANoticeNotAFailure()
    {
        const QString session = run(profile(QStringLiteral("--modes code,ask"), QStringLiteral("plan")));
        const auto notices = eventsOf(session, Kind::LaunchNotice);
        QCOMPARE(notices.size(), 1);
        QVERIFY2(notices.constFirst().text.contains(
                     QStringLiteral("“plan” was not applied: the agent has no mode \"plan\"")),
            qPrintable(notices.constFirst().text));
        QCOMPARE(currentMode(session), QStringLiteral("code"));
    }

    void aModeAskedForAtStartThatTheSessionLacksFailsTheStart()
    {
        TaskStartOptions options;
        options.modeId = QStringLiteral("plan");
        options.executorType = QStringLiteral("local");
        const QString task = makeTask(profile(QStringLiteral("--modes code,ask")), QStringLiteral("hello"));
        const auto started = test::waitForFuture(runner().startTask(task, options));
        QVERIFY(!started.ok());
        QVERIFY2(started.error().contains(QStringLiteral("the agent has no mode \"plan\"; it offers: code, ask")),
            qPrintable(started.error()));
    }

    void modelsOfferedBySessionModelsAreChosenAndChanged()
    {
        const QString session = run(profile(QStringLiteral("--models fast,smart"), {}, QStringLiteral("smart")));
        const auto models = eventsOf(session, Kind::SessionModel);
        QVERIFY(!models.isEmpty());
        QCOMPARE(models.constFirst().availableModels.size(), 2);
        QCOMPARE(currentModel(session), QStringLiteral("smart")); // the profile's
        QVERIFY(test::waitForFuture(runner().setModel(session, QStringLiteral("fast"))).ok());
        QTRY_COMPARE(currentModel(session), QStringLiteral("fast"));
        const Status unknown = test::waitForFuture(runner().setModel(session, QStringLiteral("huge")));
        QCOMPARE(unknown.error(), QStringLiteral("the agent has no model \"huge\"; it offers: fast, smart"));
        QCOMPARE(currentModel(session), QStringLiteral("fast"));
    }

    void modelsOfferedAsAConfigOptionAreChangedThroughIt()
    {
        const QString session = run(profile(QStringLiteral("--config-models fast,smart")));
        QVERIFY(eventsOf(session, Kind::SessionModel).isEmpty());
        auto currentValue = [this, &session] {
            const auto options = eventsOf(session, Kind::ConfigOptions);
            return options.isEmpty()
                ? QString()
                : options.constLast().configOptions.at(0).toObject().value(QStringLiteral("currentValue")).toString();
        };
        QCOMPARE(currentValue(), QStringLiteral("fast"));
        QVERIFY(test::waitForFuture(runner().setModel(session, QStringLiteral("smart"))).ok());
        QTRY_COMPARE(currentValue(), QStringLiteral("smart"));
    }

    // An on/off setting of the agent's (a boolean config option) is folded as a toggle and changed
    // through the door; a value that is not true or false is refused before it reaches the agent.
    void anOnOffSettingIsToggledThroughTheDoor()
    {
        const QString session = run(profile(QStringLiteral("--toggles")));
        auto toggles = [this, &session] {
            SessionControls controls;
            for (const SessionEvent &event : eventsOf(session, Kind::ConfigOptions))
                controls.apply(event);
            return controls.toggles;
        };
        const QList<SessionControls::Toggle> offered = toggles();
        QCOMPARE(offered.size(), 1);
        QCOMPARE(offered.constFirst().id, QStringLiteral("web_search"));
        QCOMPARE(offered.constFirst().name, QStringLiteral("Web search"));
        QCOMPARE(offered.constFirst().description, QStringLiteral("Let the agent search the web"));
        QVERIFY(!offered.constFirst().on);
        QVERIFY(test::waitForFuture(runner().setConfigOption(session, QStringLiteral("web_search"), true)).ok());
        QTRY_VERIFY(!toggles().isEmpty() && toggles().constFirst().on);
        const Status notABool = test::waitForFuture(runner().setConfigOption(session, QStringLiteral("web_search"), QStringLiteral("yes")));
        QCOMPARE(notABool.error(), QStringLiteral("the option \"web_search\" takes true or false"));
        QVERIFY(test::waitForFuture(runner().setConfigOption(session, QStringLiteral("web_search"), false)).ok());
        QTRY_VERIFY(!toggles().isEmpty() && !toggles().constFirst().on);
    }

    void slashCommandsArriveWithTheirInputHints()
    {
        const QString session = run(profile(QStringLiteral("--more-commands")));
        const auto commands = eventsOf(session, Kind::AvailableCommands);
        QCOMPARE(commands.size(), 1);
        const QJsonArray list = commands.constFirst().availableCommands;
        QCOMPARE(list.size(), 3);
        QCOMPARE(list.at(1).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("review"));
        QCOMPARE(
            list.at(1).toObject().value(QStringLiteral("input")).toObject().value(QStringLiteral("hint")).toString(),
            QStringLiteral("what to focus on"));
    }

    void thePlanAndTheContextUsageArriveAsEvents()
    {
        const QString session = run(profile({}), QStringLiteral("plan usage"));
        const auto plans = eventsOf(session, Kind::Plan);
        QCOMPARE(plans.size(), 2);
        const QJsonArray entries = plans.constLast().planEntries;
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries.at(0).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        QCOMPARE(
            entries.at(1).toObject().value(QStringLiteral("description")).toString(), QStringLiteral("Fix the wait"));
        const auto usage = eventsOf(session, Kind::Usage);
        QCOMPARE(usage.size(), 1);
        QCOMPARE(usage.constFirst().usage.value(QStringLiteral("used")).toInt(), 53000);
        QCOMPARE(usage.constFirst().usage.value(QStringLiteral("size")).toInt(), 200000);
        QCOMPARE(usage.constFirst()
                     .usage.value(QStringLiteral("cost"))
                     .toObject()
                     .value(QStringLiteral("currency"))
                     .toString(),
            QStringLiteral("USD"));
        const auto complete = eventsOf(session, Kind::Complete);
        QCOMPARE(complete.constLast().usage.value(QStringLiteral("totalTokens")).toInt(), 1500);
    }

    void withoutAPlanOrUsageNoneIsSaid()
    {
        const QString session = run(profile({}), QStringLiteral("hello"));
        QVERIFY(eventsOf(session, Kind::Plan).isEmpty());
        QVERIFY(eventsOf(session, Kind::Usage).isEmpty());
        QVERIFY(eventsOf(session, Kind::Complete).constLast().usage.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSessionControls)
#include "tst_sessioncontrols.moc"
