// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// `kandesk run` and `kandesk task resume` with --mode / --model against the stub agent: the
// session's mode and model are set before the prompt, a mode the agent lacks fails with what it
// offers, and the --json stream carries the mode, model, commands, plan and usage events.
#include "support/gitrepository.h"
#include "support/kandeskcli.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

QString stub(const QString &flags = {})
{
    return QStringLiteral("'" KANDESK_STUBAGENT_PATH "' ") + flags;
}

// The agent events of a --json run, in order.
QList<QJsonObject> events(const CliRun &run)
{
    QList<QJsonObject> out;
    for (const QJsonObject &line : run.lines) {
        if (line.value(QStringLiteral("kind")).toString() == QLatin1String("agent_event"))
            out.append(line.value(QStringLiteral("event")).toObject());
    }
    return out;
}

QList<QJsonObject> eventsOf(const CliRun &run, const QString &type)
{
    QList<QJsonObject> out;
    for (const QJsonObject &event : events(run)) {
        if (event.value(QStringLiteral("type")).toString() == type)
            out.append(event);
    }
    return out;
}

} // namespace

class TestCliSessionControls : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_runs = 0;

    QString fresh(const QString &name) { return m_dir.filePath(name + QString::number(++m_runs)); }

    CliRun run(const QString &agent, const QStringList &extra, const QString &prompt, QString *home = nullptr)
    {
        const QString repo = makeGitRepository(fresh(QStringLiteral("src")));
        const QString dataDir = fresh(QStringLiteral("home"));
        if (home)
            *home = dataDir;
        return runCli(QStringList { QStringLiteral("run"), QStringLiteral("--json"), QStringLiteral("--repo"), repo,
                          QStringLiteral("--executor"), QStringLiteral("local"), QStringLiteral("--data-dir"), dataDir,
                          QStringLiteral("--agent-command"), agent }
            + extra + QStringList { prompt });
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void runSetsTheModeAndModelBeforeThePrompt()
    {
        const CliRun result = run(stub(QStringLiteral("--modes code,plan --models fast,smart")),
            { QStringLiteral("--mode"), QStringLiteral("plan"), QStringLiteral("--model"), QStringLiteral("smart") },
            QStringLiteral("hello"));
        QVERIFY2(result.exitCode == 0, qPrintable(result.err + result.out));
        const auto modes = eventsOf(result, QStringLiteral("session_mode"));
        QVERIFY(!modes.isEmpty());
        QCOMPARE(modes.constLast().value(QStringLiteral("current_mode_id")).toString(), QStringLiteral("plan"));
        QCOMPARE(modes.constFirst().value(QStringLiteral("available_modes")).toArray().size(), 2);
        const auto models = eventsOf(result, QStringLiteral("session_model"));
        QCOMPARE(models.constLast().value(QStringLiteral("current_model_id")).toString(), QStringLiteral("smart"));
        // Both were set before the prompt's turn began.
        QStringList types;
        for (const QJsonObject &event : events(result))
            types.append(event.value(QStringLiteral("type")).toString());
        QVERIFY2(types.lastIndexOf(QStringLiteral("session_model")) < types.indexOf(QStringLiteral("complete")),
            qPrintable(types.join(u',')));
    }

    void anUnknownModeFailsWithWhatTheAgentOffers()
    {
        const CliRun result = run(stub(QStringLiteral("--modes code,plan")),
            { QStringLiteral("--mode"), QStringLiteral("yolo") }, QStringLiteral("hello"));
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(QStringLiteral("the agent has no mode \"yolo\"; it offers: code, plan")),
            qPrintable(result.err));
        QVERIFY(eventsOf(result, QStringLiteral("complete")).isEmpty()); // the prompt was never sent
    }

    void aModeForAnAgentWithoutModesFailsClearly()
    {
        const CliRun result = run(stub(QStringLiteral("--no-modes")),
            { QStringLiteral("--mode"), QStringLiteral("plan") }, QStringLiteral("hello"));
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(QStringLiteral("the agent offers no modes")), qPrintable(result.err));
    }

    void aModeWithoutAnIdIsAUsageError()
    {
        const CliRun result = runCli({ QStringLiteral("run"), QStringLiteral("--repo"), m_dir.path(),
            QStringLiteral("--mode"), QStringLiteral(" "), QStringLiteral("hello") });
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(QStringLiteral("--mode needs an id without spaces")), qPrintable(result.err));
    }

    void theJsonStreamCarriesCommandsPlanAndUsage()
    {
        const CliRun result = run(stub(QStringLiteral("--more-commands")), {}, QStringLiteral("plan usage"));
        QVERIFY2(result.exitCode == 0, qPrintable(result.err + result.out));
        const auto commands = eventsOf(result, QStringLiteral("available_commands"));
        QCOMPARE(commands.size(), 1);
        QCOMPARE(commands.constFirst().value(QStringLiteral("available_commands")).toArray().size(), 3);
        const auto plans = eventsOf(result, QStringLiteral("plan"));
        QCOMPARE(plans.size(), 2);
        QCOMPARE(plans.constLast().value(QStringLiteral("plan_entries")).toArray().size(), 3);
        const auto usage = eventsOf(result, QStringLiteral("usage"));
        QCOMPARE(usage.size(), 1);
        QCOMPARE(usage.constFirst().value(QStringLiteral("used")).toInt(), 53000);
        QCOMPARE(usage.constFirst().value(QStringLiteral("size")).toInt(), 200000);
        const auto complete = eventsOf(result, QStringLiteral("complete"));
        QCOMPARE(complete.constLast()
                     .value(QStringLiteral("data"))
                     .toObject()
                     .value(QStringLiteral("usage"))
                     .toObject()
                     .value(QStringLiteral("totalTokens"))
                     .toInt(),
            1500);
    }

    void textModeSaysTheModeAndTheContext()
    {
        const QString repo = makeGitRepository(fresh(QStringLiteral("src")));
        const CliRun result = runCli({ QStringLiteral("run"), QStringLiteral("--repo"), repo,
            QStringLiteral("--executor"), QStringLiteral("local"), QStringLiteral("--data-dir"),
            fresh(QStringLiteral("home")), QStringLiteral("--agent-command"), stub(QStringLiteral("--modes code,plan")),
            QStringLiteral("--mode"), QStringLiteral("plan"), QStringLiteral("usage") });
        QVERIFY2(result.exitCode == 0, qPrintable(result.err + result.out));
        QVERIFY2(result.out.contains(QStringLiteral("[mode] plan")), qPrintable(result.out));
        QVERIFY2(result.out.contains(QStringLiteral("[context] 53000 of 200000 tokens (27%)")), qPrintable(result.out));
    }

    void resumeChangesTheModeOfTheSession()
    {
        QString home;
        const CliRun first = run(stub(QStringLiteral("--modes code,plan,ask")), {}, QStringLiteral("hello"), &home);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err + first.out));
        const QString taskId = first.first(QStringLiteral("task_created")).value(QStringLiteral("task_id")).toString();
        const CliRun resumed = runCli({ QStringLiteral("task"), QStringLiteral("resume"), taskId,
            QStringLiteral("again"), QStringLiteral("--json"), QStringLiteral("--mode"), QStringLiteral("ask"),
            QStringLiteral("--data-dir"), home });
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err + resumed.out));
        const auto modes = eventsOf(resumed, QStringLiteral("session_mode"));
        QVERIFY(!modes.isEmpty());
        QCOMPARE(modes.constLast().value(QStringLiteral("current_mode_id")).toString(), QStringLiteral("ask"));

        const CliRun refused
            = runCli({ QStringLiteral("task"), QStringLiteral("resume"), taskId, QStringLiteral("again"),
                QStringLiteral("--mode"), QStringLiteral("nope"), QStringLiteral("--data-dir"), home });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("the agent has no mode \"nope\"; it offers: code, plan, ask")),
            qPrintable(refused.err));
    }
};

QTEST_GUILESS_MAIN(TestCliSessionControls)
#include "tst_clisessioncontrols.moc"
