// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Best of N from the command line with the real binary: `kandesk run --attempts` tries one prompt
// with two stub agents that answer differently (each in its own worktree), `kandesk task attempts`
// compares them and diffs one against the other, `kandesk task keep` keeps one (refused first while
// the other holds uncommitted files); every malformed flag is a usage error naming what it wants.
#include "support/gitrepository.h"
#include "support/kandeskcli.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QString stubAnswering(int lines)
{
    return QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --fs-lines %1").arg(lines);
}

} // namespace

class TestCliAttempts : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    CliRun kandesk(QStringList arguments)
    {
        arguments << s("--data-dir") << m_dir.filePath(s("home"));
        return runCli(arguments);
    }

private Q_SLOTS:
    void twoAttemptsAreRunComparedAndOneKept()
    {
        const QString repo = makeGitRepository(m_dir.filePath(s("src")));
        for (int lines : {1, 2}) {
            const CliRun added = kandesk({s("profile"), s("add"), s("--name"), QStringLiteral("Stub %1").arg(lines), s("--agent-command"),
                                          stubAnswering(lines)});
            QVERIFY2(added.exitCode == 0, qPrintable(added.failure()));
        }
        const CliRun run = kandesk({s("run"), s("--json"), s("--repo"), repo, s("--attempts"), s("Stub 1, Stub 2"), s("fs answer.txt")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.failure()));
        QCOMPARE(run.kinds(), (QStringList{s("task_created"), s("attempt_started"), s("attempt_started"), s("attempt_finished"),
                                           s("attempt_finished"), s("attempts")}));
        const QString taskId = run.first(s("task_created")).value(s("task_id")).toString();
        const QJsonArray ran = run.first(s("attempts")).value(s("attempts")).toArray();
        QCOMPARE(ran.size(), 2);
        QCOMPARE(ran.at(1).toObject().value(s("agent_profile")).toString(), s("Stub 2"));
        QCOMPARE(ran.at(1).toObject().value(s("additions")).toInt(), 2);

        const CliRun listed = kandesk({s("task"), s("attempts"), taskId, s("--json")});
        QVERIFY2(listed.exitCode == 0, qPrintable(listed.failure()));
        const QJsonArray attempts = listed.json().value(s("attempts")).toArray();
        QCOMPARE(attempts.size(), 2);
        QCOMPARE(attempts.at(0).toObject().value(s("additions")).toInt(), 1);
        QCOMPARE(attempts.at(0).toObject().value(s("state")).toString(), s("WAITING_FOR_INPUT"));
        const QString keptWorktree = attempts.at(1).toObject().value(s("worktree")).toString();
        const CliRun text = kandesk({s("task"), s("attempts"), taskId});
        QVERIFY2(text.out.contains(s("attempt 2  Stub 2  waiting_for_input  1 file +2 -0")), qPrintable(text.out));

        const CliRun notAPair = kandesk({s("task"), s("attempts"), taskId, s("--diff"), s("1-2")});
        QCOMPARE(notAPair.exitCode, 2);
        QVERIFY2(notAPair.err.contains(s("--diff takes two attempt numbers, FROM:TO")), qPrintable(notAPair.err));
        const CliRun diff = kandesk({s("task"), s("attempts"), taskId, s("--diff"), s("1:2")});
        QVERIFY2(diff.exitCode == 0, qPrintable(diff.failure()));
        QVERIFY2(diff.out.contains(s("+line 2")), qPrintable(diff.out));

        const CliRun refused = kandesk({s("task"), s("keep"), taskId, s("2")});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(s("attempt 1 has 1 uncommitted file")), qPrintable(refused.err));
        const CliRun kept = kandesk({s("task"), s("keep"), taskId, s("2"), s("--force"), s("--json")});
        QVERIFY2(kept.exitCode == 0, qPrintable(kept.failure()));
        QCOMPARE(kept.json().value(s("kept")).toInt(), 2);
        QCOMPARE(kept.json().value(s("archived")).toArray().size(), 1);
        const QString worktree = kept.json().value(s("worktree")).toString();
        QVERIFY(!QFile::exists(keptWorktree));
        QFile answer(worktree + s("/answer.txt"));
        QVERIFY(answer.open(QIODevice::ReadOnly));
        QCOMPARE(answer.readAll(), QByteArray("line 1\nline 2\n"));
    }

    void malformedFlagsAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("words");
        const QString repo = m_dir.filePath(s("src"));
        QTest::newRow("empty attempt") << QStringList{s("run"), s("--repo"), repo, s("--attempts"), s("Stub 1,,Stub 2"), s("hi")}
                                       << s("--attempts names 1 to 4 agent profiles");
        QTest::newRow("five attempts") << QStringList{s("run"), s("--repo"), repo, s("--attempts"), s("a,b,c,d,e"), s("hi")}
                                       << s("--attempts names 1 to 4 agent profiles");
        QTest::newRow("with a profile") << QStringList{s("run"), s("--repo"), repo, s("--attempts"), s("Stub 1"), s("--profile"), s("Stub 2"), s("hi")}
                                        << s("it takes no --profile");
        QTest::newRow("unknown profile") << QStringList{s("run"), s("--repo"), repo, s("--attempts"), s("Nobody"), s("hi")} << s("Nobody");
        QTest::newRow("attempt not a number") << QStringList{s("task"), s("keep"), s("x"), s("second")} << s("ATTEMPT is an attempt's number");
    }

    void malformedFlagsAreUsageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, words);
        const CliRun run = kandesk(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(words), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestCliAttempts)
#include "tst_cliattempts.moc"
