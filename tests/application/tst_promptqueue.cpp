// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The message queue with a real agentctl and the stub agent (recording every prompt it is sent):
// prompts queued during a turn go in order at each turn's end, survive a restart, stay queued
// when the agent crashes and drain once the session is resumed; "send now" cancels the turn; a
// prompt another connection (another process) queues reaches an idle session.
#include "application/promptqueue.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/profilestore.h"
#include "models/stores/queuedpromptstore.h"
#include "models/stores/repositorystore.h"
#include "models/secretvault.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/stubrecord.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

constexpr int kTimeout = 30'000;

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QStringList texts(const Expected<QList<QueuedPrompt>> &prompts)
{
    QStringList found;
    if (prompts) {
        for (const QueuedPrompt &prompt : *prompts)
            found.append(prompt.text);
    }
    return found;
}

void touch(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

class TestPromptQueue : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_home;
    QString m_record;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    QString m_workspaceId;
    int m_tasks = 0;

    TaskRunner &runner() { return m_runtime->runner(); }
    PromptQueue &queue() { return m_runtime->queue(); }
    QueuedPromptStore &stored() { return m_stores->queuedPrompts(); }

    QString makeTask(const QString &description)
    {
        const QString n = QString::number(++m_tasks);
        Repository repository;
        repository.workspaceId = m_workspaceId;
        repository.name = s("app");
        repository.path = makeGitRepository(m_home.filePath(s("src-%1/app").arg(n)), { { s("a.txt"), "a\n" } });
        repository.defaultBranch = s("main");
        auto added = m_stores->repositories().add(repository);
        if (!added)
            qFatal("%s", qPrintable(added.error()));
        Task task;
        task.workspaceId = m_workspaceId;
        task.title = s("Task ") + n;
        task.description = description;
        task.agentProfileId = s("recording-stub");
        task.repositories = { TaskRepository { added->id, s("main"), 0 } };
        auto created = m_stores->tasks().create(task);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        return created->id;
    }

    QString gate(const char *name) const { return m_home.filePath(s("gate-") + s(name)); }

    // Starts the task with a turn that waits at gate; yields its session once the agent has it.
    QString startAtGate(const QString &gatePath)
    {
        const qsizetype before = recordedPrompts(m_record).size();
        auto started = waitForFuture(runner().startTask(makeTask(s("gate ") + gatePath)), kTimeout);
        if (!started)
            qFatal("start: %s", qPrintable(started.error()));
        if (!QTest::qWaitFor([&] { return recordedPrompts(m_record).size() == before + 1; }, kTimeout))
            qFatal("the agent never got the first prompt");
        return started.value();
    }

    QueuedPrompt add(const QString &sessionId, const QString &text)
    {
        auto added = waitForFuture(queue().add(sessionId, text), kTimeout);
        if (!added)
            qFatal("add: %s", qPrintable(added.error()));
        return *added;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_home.isValid());
        m_record = m_home.filePath(s("prompts.jsonl"));
        m_database = std::make_unique<Database>(databasePath(m_home.path()));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, m_home.path(), s("KandeskQueueTest"));
        m_stores->vault().setBackend(SecretBackendKind::File);
        auto workspace = m_stores->workspaces().create(s("Test"));
        QVERIFY2(workspace.ok(), qPrintable(workspace.error()));
        m_workspaceId = workspace->id;
        AgentProfile profile;
        profile.id = s("recording-stub");
        profile.name = s("Recording stub");
        profile.agentId = s("stub");
        profile.customCommand = s("'" KANDESK_STUBAGENT_PATH "' --record '%1'").arg(m_record);
        QVERIFY(m_stores->profiles().saveAgentProfile(profile).ok());
    }

    void init()
    {
        auto created = TaskRunnerRuntime::create(*m_stores, { m_home.path(), s(KANDESK_AGENTCTL_PATH), {} });
        QVERIFY2(created.ok(), qPrintable(created.error()));
        m_runtime = std::move(created.value());
    }

    void cleanup()
    {
        m_runtime.reset(); // stops what still runs
    }

    void cleanupTestCase()
    {
        m_stores.reset();
        m_database.reset();
    }

    // The queue is rows in SQLite: a second connection (a restarted Kandesk) reads it in order,
    // edits, moves and removes land, blank text is refused, and the queue goes with its task.
    void theQueueSurvivesARestartAndGoesWithItsTask()
    {
        const QString taskId = makeTask(s("nothing"));
        TaskSession row;
        row.taskId = taskId;
        auto session = m_stores->sessions().create(row);
        QVERIFY(session.ok());
        const QString path = databasePath(m_home.path());
        QString secondId;
        {
            Database database(path);
            QVERIFY(database.open().ok());
            QueuedPromptStore store(database);
            QVERIFY(store.add(session->id, s("one")).ok());
            secondId = store.add(session->id, s("two")).value().id;
            QVERIFY(store.add(session->id, s("three")).ok());
            QVERIFY(!store.add(session->id, s("  \n")).ok());
        }
        Database reopened(path);
        QVERIFY(reopened.open().ok());
        QueuedPromptStore store(reopened);
        QCOMPARE(texts(store.forSession(session->id)), (QStringList { s("one"), s("two"), s("three") }));
        QVERIFY(store.move(secondId, 0).ok());
        QVERIFY(store.setText(secondId, s("two, edited")).ok());
        QVERIFY(!store.setText(secondId, s(" ")).ok());
        QCOMPARE(texts(store.forSession(session->id)), (QStringList { s("two, edited"), s("one"), s("three") }));
        auto first = store.take(session->id);
        QVERIFY(first.ok() && first->has_value());
        QCOMPARE((*first)->text, s("two, edited"));
        QVERIFY(store.putBack(**first).ok());
        QCOMPARE(texts(store.forSession(session->id)), (QStringList { s("two, edited"), s("one"), s("three") }));
        QVERIFY(store.remove(secondId).ok());
        QCOMPARE(texts(store.forSession(session->id)), (QStringList { s("one"), s("three") }));

        QVERIFY(m_stores->tasks().remove(taskId).ok());
        QCOMPARE(texts(store.forSession(session->id)), QStringList());
    }

    // Prompts queued while a turn runs (one moved ahead, one deleted) go in the queue's order, one
    // per turn's end; drained() comes once nothing is left.
    void queuedPromptsRunInOrderAtEachTurnsEnd()
    {
        const QString sessionId = startAtGate(gate("order"));
        QSignalSpy sent(&queue(), &PromptQueue::promptSent);
        QSignalSpy drained(&queue(), &PromptQueue::drained);
        add(sessionId, s("first queued"));
        const QueuedPrompt doomed = add(sessionId, s("deleted before it runs"));
        const QueuedPrompt ahead = add(sessionId, s("moved ahead"));
        QVERIFY(waitForFuture(queue().move(ahead.id, 0)).ok());
        QVERIFY(waitForFuture(queue().remove(doomed.id)).ok());
        QCOMPARE(
            texts(waitForFuture(queue().prompts(sessionId))), (QStringList { s("moved ahead"), s("first queued") }));
        QCOMPARE(sent.size(), 0); // the turn still runs

        touch(gate("order"));
        QTRY_COMPARE_WITH_TIMEOUT(drained.size(), 1, kTimeout);
        QCOMPARE(sent.size(), 2);
        QCOMPARE(drained.at(0).at(1).toString(), sessionId);
        const QStringList prompts = recordedPrompts(m_record);
        QCOMPARE(prompts.mid(prompts.size() - 3),
            (QStringList { s("gate ") + gate("order"), s("moved ahead"), s("first queued") }));
        QCOMPARE(texts(stored().forSession(sessionId)), QStringList());
    }

    // The agent crashes in a turn with prompts queued: nothing more is sent, the queue is kept and
    // the session is resumable; resumed, it drains the queue.
    void anAgentCrashKeepsTheQueueAndTheResumedSessionDrainsIt()
    {
        const QString sessionId = startAtGate(gate("crash"));
        QSignalSpy failed(&runner(), &TaskRunner::turnFailed);
        QSignalSpy drained(&queue(), &PromptQueue::drained);
        add(sessionId, s("crash now"));
        add(sessionId, s("then this"));
        add(sessionId, s("last"));

        touch(gate("crash"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kTimeout);
        QTRY_VERIFY_WITH_TIMEOUT(!runner().isRunning(sessionId), kTimeout);
        QCOMPARE(storedState(runner(), *m_database, sessionId), SessionState::WaitingForInput);
        QCOMPARE(texts(stored().forSession(sessionId)), (QStringList { s("then this"), s("last") }));
        QCOMPARE(drained.size(), 0);

        // A restart on top: a new runtime resumes the session; its turn's end drains the queue.
        m_runtime.reset();
        init();
        QSignalSpy drainedAgain(&queue(), &PromptQueue::drained);
        auto resumed = waitForFuture(runner().resume(sessionId, s("resumed")), kTimeout);
        QVERIFY2(resumed.ok(), qPrintable(resumed.error()));
        QTRY_COMPARE_WITH_TIMEOUT(drainedAgain.size(), 1, kTimeout);
        const QStringList prompts = recordedPrompts(m_record);
        QCOMPARE(prompts.mid(prompts.size() - 5),
            (QStringList { s("gate ") + gate("crash"), s("crash now"), s("resumed"), s("then this"), s("last") }));
        QCOMPARE(texts(stored().forSession(sessionId)), QStringList());
    }

    // Send now: the running turn is cancelled and the chosen prompt goes next, then the rest.
    void sendNowCancelsTheTurnAndSendsThatPrompt()
    {
        const QString sessionId = startAtGate(gate("never-opened"));
        QSignalSpy finished(&runner(), &TaskRunner::turnFinished);
        QSignalSpy drained(&queue(), &PromptQueue::drained);
        add(sessionId, s("waits its turn"));
        const QueuedPrompt urgent = add(sessionId, s("urgent"));
        queue().sendNow(sessionId, urgent.id);
        QTRY_COMPARE_WITH_TIMEOUT(drained.size(), 1, kTimeout);
        QCOMPARE(finished.at(0).at(2).toString(), s("cancelled"));
        const QStringList prompts = recordedPrompts(m_record);
        QCOMPARE(prompts.mid(prompts.size() - 2), (QStringList { s("urgent"), s("waits its turn") }));
    }

    // Send now on a session whose agent was stopped: it is resumed with that prompt, then the rest.
    void sendNowResumesASessionWithoutAnAgent()
    {
        const QString gatePath = gate("stopped");
        touch(gatePath);
        QSignalSpy drained(&queue(), &PromptQueue::drained);
        const QString sessionId = startAtGate(gatePath);
        QTRY_COMPARE_WITH_TIMEOUT(drained.size(), 1, kTimeout);
        QVERIFY(waitForFuture(runner().stop(sessionId), kTimeout).ok());
        QVERIFY(!runner().isRunning(sessionId));

        QVERIFY(stored().add(sessionId, s("queued first")).ok());
        const auto chosen = stored().add(sessionId, s("chosen"));
        QVERIFY(chosen.ok());
        queue().sendNow(sessionId, chosen->id);
        QTRY_COMPARE_WITH_TIMEOUT(drained.size(), 2, kTimeout);
        const QStringList prompts = recordedPrompts(m_record);
        QCOMPARE(prompts.mid(prompts.size() - 2), (QStringList { s("chosen"), s("queued first") }));
        QCOMPARE(texts(stored().forSession(sessionId)), QStringList());
    }

    // A prompt another process queues (here another connection) reaches a session whose agent
    // waits for input, when the queue follows other processes (the window does).
    void aPromptQueuedElsewhereReachesAnIdleSession()
    {
        queue().watchOtherProcesses();
        const QString gatePath = gate("idle");
        touch(gatePath); // the first turn ends at once
        QSignalSpy drained(&queue(), &PromptQueue::drained);
        const QString sessionId = startAtGate(gatePath);
        QTRY_COMPARE_WITH_TIMEOUT(drained.size(), 1, kTimeout);
        QTRY_COMPARE_WITH_TIMEOUT(
            storedState(runner(), *m_database, sessionId), SessionState::WaitingForInput, kTimeout);

        QSignalSpy sent(&queue(), &PromptQueue::promptSent);
        Database other(databasePath(m_home.path()));
        QVERIFY(other.open().ok());
        QVERIFY(QueuedPromptStore(other).add(sessionId, s("from elsewhere")).ok());
        QTRY_COMPARE_WITH_TIMEOUT(sent.size(), 1, kTimeout);
        QTRY_COMPARE_WITH_TIMEOUT(recordedPrompts(m_record).constLast(), s("from elsewhere"), kTimeout);
        QTRY_COMPARE_WITH_TIMEOUT(drained.size(), 2, kTimeout);
    }
};

QTEST_GUILESS_MAIN(TestPromptQueue)
#include "tst_promptqueue.moc"
