// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// `kandesk task queue` from a second process while `kandesk run` runs the session: the run sends the
// queued prompts in order as its turns end and exits only once the queue is empty; an agent crash
// keeps the queue and `kandesk task resume ID` (no prompt) goes on with it; bad input is refused.
// Admission between processes: with max-running-agents 1 a second `kandesk run` says it waits and
// why, and starts once the first one's agent ended; the setting's commands and their refusals.
#include "support/gitrepository.h"
#include "support/kandeskcli.h"
#include "support/stubrecord.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

namespace {

constexpr int kTimeout = 60'000;

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

void touch(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
}

// `kandesk run --json` in the background, its output read as it comes.
class BackgroundRun
{
public:
    BackgroundRun(const QStringList &arguments)
    {
        m_process.setProcessEnvironment(cliEnvironment());
        m_process.start(kandeskApp(), arguments);
        m_process.closeWriteChannel();
    }
    ~BackgroundRun()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }

    // The task id from the first line, once it is there (empty until then).
    QString taskId()
    {
        m_out += m_process.readAllStandardOutput();
        const QByteArray first = m_out.left(m_out.indexOf('\n'));
        return QJsonDocument::fromJson(first).object().value(s("task_id")).toString();
    }
    bool finished() const { return m_process.state() == QProcess::NotRunning; }
    // What it wrote on stderr so far.
    QString errors()
    {
        m_err += m_process.readAllStandardError();
        return QString::fromUtf8(m_err);
    }
    CliRun result()
    {
        CliRun run = finishRun(m_process);
        run.out.prepend(QString::fromUtf8(m_out));
        run.err.prepend(QString::fromUtf8(m_err));
        run.lines.clear();
        for (const QString &line : run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QJsonObject object = QJsonDocument::fromJson(line.toUtf8()).object();
            if (!object.isEmpty())
                run.lines.append(object);
        }
        return run;
    }

private:
    QProcess m_process;
    QByteArray m_out;
    QByteArray m_err;
};

} // namespace

class TestCliQueue : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_repo;

    QString agent(const QString &record) const { return s("'" KANDESK_STUBAGENT_PATH "' --record '%1'").arg(record); }

    QStringList runArguments(const QString &home, const QString &record, const QString &prompt) const
    {
        return { s("run"), s("--json"), s("--repo"), m_repo, s("--data-dir"), home, s("--agent-command"), agent(record),
            prompt };
    }

    QStringList queued(const QString &home, const QString &taskId)
    {
        const CliRun listed
            = runCli({ s("task"), s("queue"), taskId, s("--list"), s("--json"), s("--data-dir"), home });
        QStringList texts;
        for (const QJsonValue &row : listed.lines.value(0).value(s("queue")).toArray())
            texts.append(row.toObject().value(s("text")).toString());
        return texts;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_repo = makeGitRepository(m_dir.filePath(s("repo")), { { s("a.txt"), "a\n" } });
    }

    void aRunBeyondTheLimitWaitsForTheOneBefore()
    {
        const QString home = m_dir.filePath(s("home-admission"));
        const QString record = m_dir.filePath(s("admission.jsonl"));
        const QString gate = m_dir.filePath(s("gate-admission"));
        const CliRun set = runCli({ s("settings"), s("set"), s("max-running-agents"), s("1"), s("--data-dir"), home });
        QVERIFY2(set.exitCode == 0, qPrintable(set.failure()));
        const CliRun shown = runCli({ s("settings"), s("get"), s("max-running-agents"), s("--json"), s("--data-dir"), home });
        QCOMPARE(shown.json().value(s("value")).toString(), s("1"));
        QCOMPARE(shown.json().value(s("default")).toBool(), false);

        BackgroundRun first(runArguments(home, record, s("gate ") + gate));
        QTRY_COMPARE_WITH_TIMEOUT(recordedPrompts(record).size(), 1, kTimeout); // its agent runs
        BackgroundRun second(runArguments(home, record, s("stream 1")));
        QTRY_VERIFY_WITH_TIMEOUT(second.errors().contains(s("waiting to start: 1 of 1 agents running")), kTimeout);
        QCOMPARE(recordedPrompts(record).size(), 1);
        QVERIFY(!second.finished());

        touch(gate);
        QTRY_VERIFY_WITH_TIMEOUT(first.finished(), kTimeout);
        QTRY_VERIFY_WITH_TIMEOUT(second.finished(), kTimeout);
        const CliRun ran = second.result();
        QVERIFY2(ran.exitCode == 0, qPrintable(ran.failure()));
        QCOMPARE(recordedPrompts(record).size(), 2);
        QCOMPARE(ran.err.count(s("waiting to start")), 1); // said once

        // This run's own limit (0: any number) lets it start beside a running one at once.
        const QString gate2 = m_dir.filePath(s("gate-admission-2"));
        BackgroundRun holding(runArguments(home, record, s("gate ") + gate2));
        QTRY_COMPARE_WITH_TIMEOUT(recordedPrompts(record).size(), 3, kTimeout);
        const CliRun beside = runCli(runArguments(home, record, s("stream 1")) << s("--max-running-agents") << s("0"));
        QVERIFY2(beside.exitCode == 0, qPrintable(beside.failure()));
        QVERIFY2(!beside.err.contains(s("waiting")), qPrintable(beside.err));
        touch(gate2);
        QTRY_VERIFY_WITH_TIMEOUT(holding.finished(), kTimeout);

        const CliRun unset = runCli({ s("settings"), s("unset"), s("max-running-agents"), s("--data-dir"), home });
        QCOMPARE(unset.exitCode, 0);
        const CliRun listed = runCli({ s("settings"), s("list"), s("--json"), s("--data-dir"), home });
        const QJsonObject most = listed.json().value(s("settings")).toArray().at(0).toObject();
        QCOMPARE(most.value(s("name")).toString(), s("max-running-agents"));
        QCOMPARE(most.value(s("default")).toBool(), true);
        QVERIFY(most.value(s("value")).toString().toInt() >= 2);
    }

    void badAdmissionInputIsRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("said");
        QTest::newRow("negative") << QStringList { s("settings"), s("set"), s("max-running-agents"), s("-1") }
                                  << s("takes a whole number from 0 to 1000, not \"-1\"");
        QTest::newRow("words") << QStringList { s("settings"), s("set"), s("max-running-agents"), s("many") }
                               << s("not \"many\"");
        QTest::newRow("unknown") << QStringList { s("settings"), s("get"), s("colour") }
                                 << s("no setting named \"colour\" (known: max-running-agents, admission-cpu-pressure, agent-memory-limit-mb, agent-cpu-percent)");
        QTest::newRow("run flag") << QStringList { s("run"), s("--repo"), s("."), s("--max-running-agents"), s("x"), s("hi") }
                                  << s("--max-running-agents must be a whole number from 0 (any number) to 1000, not \"x\"");
    }

    void badAdmissionInputIsRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, said);
        const CliRun run = runCli(arguments << s("--data-dir") << m_dir.filePath(s("home-refusals")));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(said), qPrintable(run.err));
    }

    void aRunningRunSendsPromptsQueuedFromAnotherProcess()
    {
        const QString home = m_dir.filePath(s("home-order"));
        const QString record = m_dir.filePath(s("order.jsonl"));
        const QString gate = m_dir.filePath(s("gate-order"));
        BackgroundRun run(runArguments(home, record, s("gate ") + gate));
        QTRY_VERIFY_WITH_TIMEOUT(!run.taskId().isEmpty(), kTimeout);
        const QString taskId = run.taskId();
        QTRY_COMPARE_WITH_TIMEOUT(recordedPrompts(record).size(), 1, kTimeout); // the turn runs

        const CliRun first
            = runCli({ s("task"), s("queue"), taskId, s("first"), s("queued"), s("--json"), s("--data-dir"), home });
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        const QJsonObject answer = first.lines.value(0);
        QCOMPARE(answer.value(s("task_id")).toString(), taskId);
        QCOMPARE(answer.value(s("queued")).toObject().value(s("text")).toString(), s("first queued"));
        QCOMPARE(answer.value(s("queued")).toObject().value(s("position")).toInt(), 0);
        const CliRun second
            = runCli({ s("task"), s("queue"), taskId.left(8), s("second queued"), s("--data-dir"), home });
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));
        QVERIFY2(second.out.contains(s("Queued as prompt 2 of 2")), qPrintable(second.out));
        QCOMPARE(queued(home, taskId), (QStringList { s("first queued"), s("second queued") }));
        QVERIFY(!run.finished());

        touch(gate);
        QTRY_VERIFY_WITH_TIMEOUT(run.finished(), kTimeout);
        const CliRun done = run.result();
        QVERIFY2(done.exitCode == 0, qPrintable(done.err));
        QCOMPARE(recordedPrompts(record), (QStringList { s("gate ") + gate, s("first queued"), s("second queued") }));
        QStringList sent;
        for (const QJsonObject &line : done.lines) {
            if (line.value(s("kind")).toString() == s("queued_prompt_sent"))
                sent.append(line.value(s("text")).toString());
        }
        QCOMPARE(sent, (QStringList { s("first queued"), s("second queued") }));
        QCOMPARE(done.lines.constLast().value(s("kind")).toString(), s("done"));
        QCOMPARE(done.lines.constLast().value(s("stop_reason")).toString(), s("end_turn"));
        QCOMPARE(queued(home, taskId), QStringList());
    }

    void anAgentCrashKeepsTheQueueForTaskResume()
    {
        const QString home = m_dir.filePath(s("home-crash"));
        const QString record = m_dir.filePath(s("crash.jsonl"));
        const QString gate = m_dir.filePath(s("gate-crash"));
        BackgroundRun run(runArguments(home, record, s("gate ") + gate));
        QTRY_VERIFY_WITH_TIMEOUT(!run.taskId().isEmpty(), kTimeout);
        const QString taskId = run.taskId();
        QTRY_COMPARE_WITH_TIMEOUT(recordedPrompts(record).size(), 1, kTimeout);
        QCOMPARE(runCli({ s("task"), s("queue"), taskId, s("crash now"), s("--data-dir"), home }).exitCode, 0);
        QCOMPARE(runCli({ s("task"), s("queue"), taskId, s("then this"), s("--data-dir"), home }).exitCode, 0);

        touch(gate);
        QTRY_VERIFY_WITH_TIMEOUT(run.finished(), kTimeout);
        const CliRun crashed = run.result();
        QCOMPARE(crashed.exitCode, 1);
        QCOMPARE(queued(home, taskId), QStringList { s("then this") });

        const CliRun resumed = runCli({ s("task"), s("resume"), taskId, s("--json"), s("--data-dir"), home });
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
        QCOMPARE(recordedPrompts(record), (QStringList { s("gate ") + gate, s("crash now"), s("then this") }));
        QCOMPARE(queued(home, taskId), QStringList());
        // Nothing queued and no prompt: nothing to resume with.
        QCOMPARE(runCli({ s("task"), s("resume"), taskId, s("--data-dir"), home }).exitCode, 2);
    }

    void badInputIsRefusedSayingWhy()
    {
        const QString home = m_dir.filePath(s("home-order"));
        const CliRun unknown = runCli({ s("task"), s("queue"), s("no-such-task"), s("p"), s("--data-dir"), home });
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(s("no task with id \"no-such-task\"")), qPrintable(unknown.err));
        const CliRun empty = runCli({ s("task"), s("queue"), s("no-such-task"), s("  "), s("--data-dir"), home });
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains(s("a prompt is required")), qPrintable(empty.err));
        QVERIFY2(empty.err.contains(s("usage: kandesk task queue")), qPrintable(empty.err));
        QCOMPARE(runCli({ s("task"), s("queue"), s("--data-dir"), home }).exitCode, 2);
        QCOMPARE(runCli({ s("task"), s("queue"), s("abc"), s("p"), s("--list"), s("--data-dir"), home }).exitCode, 2);
        const CliRun help = runCli({ s("task"), s("queue"), s("--help") });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(s("usage: kandesk task queue ID")));
    }
};

QTEST_GUILESS_MAIN(TestCliQueue)
#include "tst_cliqueue.moc"
