// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Making a task through the application's door, over a real database: the title from the prompt,
// the step it lands on, a quick chat, the workspace of a task that names none, the agent profile
// remembered for the next one, and refusals that write nothing. The window's New Task and the
// command line's `kandesk run` call this; tst_workbench and tst_clitasks check them through it.
#include "application/stores.h"
#include "application/tasks/taskcreation.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/profilestore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kandesk;

class TestTaskCreation : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    QString m_workspace;
    QString m_profile;

    Expected<Task> create(const NewTask &wanted)
    {
        TaskCreation creation(*m_stores);
        auto future = creation.create(wanted);
        if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 30'000))
            qFatal("the task was not made");
        return future.result();
    }

    int taskCount()
    {
        auto board = m_stores->tasks().list(m_workspace);
        auto chats = m_stores->tasks().quickChats(m_workspace);
        if (!board || !chats)
            qFatal("cannot list the tasks");
        return int(board->size() + chats->size());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_database = std::make_unique<Database>(databasePath(m_dir.path()));
        QVERIFY(m_database->open().ok());
        m_stores = std::make_unique<Stores>(*m_database, m_dir.path(), QStringLiteral("KandeskCreationTest"));
        auto workspaces = m_stores->workspaces().list();
        QVERIFY2(workspaces.ok() && !workspaces->isEmpty(), "a fresh home has a workspace");
        m_workspace = workspaces->constFirst().id;
        AgentProfile profile;
        profile.agentId = QStringLiteral("stub");
        profile.name = QStringLiteral("Stub");
        auto saved = m_stores->profiles().saveAgentProfile(profile);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        m_profile = saved->id;
    }

    void aTitleIsThePromptsFirstLineShortened()
    {
        QCOMPARE(titleFromPrompt(QStringLiteral("  Fix   the\tparser \nthen run the tests")), QStringLiteral("Fix the parser"));
        const QString longLine(100, QLatin1Char('a'));
        const QString title = titleFromPrompt(longLine);
        QCOMPARE(title.size(), 60);
        QVERIFY(title.endsWith(QChar(0x2026)));
        QCOMPARE(titleFromPrompt(QStringLiteral(" \n ")), QString());
    }

    void aTaskLandsOnTheFirstStepUnlessItStartsNow()
    {
        auto steps = m_stores->workspaces().agentSteps(m_workspace);
        QVERIFY2(steps.ok(), qPrintable(steps.error()));

        NewTask later;
        later.workspaceId = m_workspace;
        later.prompt = QStringLiteral("Write the release notes\nfor 2.0");
        later.agentProfileId = m_profile;
        const auto waiting = create(later);
        QVERIFY2(waiting.ok(), qPrintable(waiting.error()));
        QCOMPARE(waiting->title, QStringLiteral("Write the release notes"));
        QCOMPARE(waiting->description, later.prompt);
        QVERIFY(waiting->workflowStepId != steps->start);
        QVERIFY(!waiting->ephemeral);

        NewTask now = later;
        now.title = QStringLiteral("  Release notes  ");
        now.startsNow = true;
        const auto started = create(now);
        QVERIFY2(started.ok(), qPrintable(started.error()));
        QCOMPARE(started->title, QStringLiteral("Release notes"));
        QCOMPARE(started->workflowStepId, steps->start);
        const auto stored = m_stores->tasks().get(started->id);
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(stored->workflowStepId, steps->start);
        QCOMPARE(stored->agentProfileId, m_profile);
    }

    void aQuickChatIsOffTheBoard()
    {
        NewTask chat;
        chat.workspaceId = m_workspace;
        chat.prompt = QStringLiteral("   ");
        chat.chat = true;
        chat.startsNow = true;
        const auto made = create(chat);
        QVERIFY2(made.ok(), qPrintable(made.error()));
        QCOMPARE(made->title, QStringLiteral("Quick chat"));
        QVERIFY(made->ephemeral);
        auto chats = m_stores->tasks().quickChats(m_workspace);
        QVERIFY(chats.ok());
        QVERIFY(std::any_of(chats->cbegin(), chats->cend(), [&made](const Task &task) { return task.id == made->id; }));
    }

    void aTaskWithoutAWorkspaceGoesToTheFirst()
    {
        NewTask wanted;
        wanted.prompt = QStringLiteral("Anywhere");
        const auto made = create(wanted);
        QVERIFY2(made.ok(), qPrintable(made.error()));
        QCOMPARE(made->workspaceId, m_workspace);
        const auto defaulted = defaultWorkspaceId(*m_stores);
        QVERIFY(defaulted.ok());
        QCOMPARE(*defaulted, m_workspace);
    }

    void thePickedProfileIsRememberedWhenAsked()
    {
        QVERIFY(m_stores->settings().setValue(kLastAgentProfileKey, QStringLiteral("before")).ok());
        NewTask wanted;
        wanted.workspaceId = m_workspace;
        wanted.prompt = QStringLiteral("Not remembered");
        wanted.agentProfileId = m_profile;
        QVERIFY(create(wanted).ok());
        QCOMPARE(m_stores->settings().value(kLastAgentProfileKey).value(), QStringLiteral("before"));
        wanted.rememberAgentProfile = true;
        QVERIFY(create(wanted).ok());
        QCOMPARE(m_stores->settings().value(kLastAgentProfileKey).value(), m_profile);
    }

    void refusalsSayWhyAndWriteNothing()
    {
        const int before = taskCount();
        NewTask nothing;
        nothing.workspaceId = m_workspace;
        nothing.prompt = QStringLiteral(" \n ");
        const auto untitled = create(nothing);
        QVERIFY(!untitled.ok());
        QCOMPARE(untitled.error(), QStringLiteral("a task needs a title or a prompt"));

        NewTask unknown;
        unknown.workspaceId = m_workspace;
        unknown.prompt = QStringLiteral("With a profile that is gone");
        unknown.agentProfileId = QStringLiteral("no-such-profile");
        unknown.rememberAgentProfile = true;
        const auto refused = create(unknown);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error(), QStringLiteral("no agent profile has the id no-such-profile"));
        QVERIFY(m_stores->settings().value(kLastAgentProfileKey).value() != unknown.agentProfileId);
        QCOMPARE(taskCount(), before);
    }
};

QTEST_GUILESS_MAIN(TestTaskCreation)
#include "tst_taskcreation.moc"
