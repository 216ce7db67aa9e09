// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// An agent's start at agentctl's own priority, and the move to AGENTCTL_AGENT_NICE once it is over
// (agentctl/agentpriority.h): real agentctl, stub agent, nice values read from /proc.
#include "support/agentctlharness.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cerrno>
#include <sys/resource.h>

using namespace kandesk;
using kandesk::test::str;

namespace {

// The nice value of each thread of pid: Linux keeps one per thread.
QList<int> threadNices(qint64 pid)
{
    QList<int> nices;
    const QString tasks = QStringLiteral("/proc/%1/task").arg(pid);
    const QStringList threads = QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &thread : threads) {
        QFile stat(tasks + QLatin1Char('/') + thread + QStringLiteral("/stat"));
        if (!stat.open(QIODevice::ReadOnly))
            continue; // the thread ended meanwhile
        const QByteArray text = stat.readAll();
        nices.append(text.mid(text.lastIndexOf(')') + 2).split(' ').value(19 - 3).toInt());
    }
    return nices;
}

// Every thread of pid at nice, or what they are at.
bool allAt(qint64 pid, int nice, QString *seen)
{
    const QList<int> nices = threadNices(pid);
    QStringList words;
    bool all = !nices.isEmpty();
    for (int value : nices) {
        words.append(QString::number(value));
        all = all && value == nice;
    }
    *seen = QStringLiteral("pid %1 threads at [%2], expected %3").arg(pid).arg(words.join(QLatin1Char(' '))).arg(nice);
    return all;
}

int ownNice()
{
    errno = 0;
    const int nice = getpriority(PRIO_PROCESS, 0);
    return errno == 0 ? nice : 0;
}

// One agentctl with its own environment, one instance, the stub agent started and in a session.
class PriorityRig
{
public:
    explicit PriorityRig(const QStringList &environment)
        : m_environment(environment)
    {
    }

    void start()
    {
        QVERIFY(m_workspace.isValid());
        QVERIFY(agentctl.start(m_environment));
        QVERIFY(agentctl.handshake());
        quint16 port = 0;
        QVERIFY(!agentctl.createInstance(m_workspace.path(), &port, QJsonObject{{str("id"), str("priority")}}).isEmpty());
        QJsonObject initialized;
        QString why;
        stream = test::startAgentStream(agentctl, port, {str(KANDESK_STUBAGENT_PATH)}, {}, &initialized, &why);
        QVERIFY2(stream, qPrintable(why));
        QCOMPARE(stream->call(wire::action::kSessionNew).value(str("type")).toString(), QString(wire::envelope::kResponse));
        agentPid = agentctl.send("GET", port, QString(wire::route::kStatus)).body.value(str("agent")).toObject().value(str("pid")).toInteger();
        QVERIFY(agentPid > 0);
    }

    QString path(const QString &name) const { return m_workspace.filePath(name); }

    test::Agentctl agentctl;
    std::unique_ptr<test::StreamClient> stream;
    qint64 agentPid = 0;

private:
    QStringList m_environment;
    QTemporaryDir m_workspace;
};

} // namespace

class TestAgentctlPriority : public QObject
{
    Q_OBJECT

    const int m_own = ownNice();
    const int m_target = qMin(19, m_own + 7);

    QString niceSetting() const { return str("AGENTCTL_AGENT_NICE=%1").arg(m_target); }

private Q_SLOTS:
    // Through its start and its session the agent runs at agentctl's priority; its first word in a
    // turn moves it and agentctl to the agents' nice, while the turn goes on.
    void anAgentStartsAtAgentctlsPriorityAndYieldsAtItsFirstWord()
    {
        PriorityRig rig({niceSetting()});
        rig.start();
        if (QTest::currentTestFailed())
            return;
        QString seen;
        QVERIFY2(allAt(rig.agentPid, m_own, &seen), qPrintable(seen));
        QVERIFY2(allAt(rig.agentctl.process().processId(), m_own, &seen), qPrintable(seen));

        const QString gate = rig.path(str("gate-open"));
        const qsizetype from = rig.stream->prompt(str("gate %1").arg(gate));
        QVERIFY(!rig.stream->waitForEvent(wire::event::kMessageChunk, 15'000, from).isEmpty());
        QTRY_VERIFY2_WITH_TIMEOUT(allAt(rig.agentPid, m_target, &seen), qPrintable(seen), 10'000);
        QTRY_VERIFY2_WITH_TIMEOUT(allAt(rig.agentctl.process().processId(), m_target, &seen), qPrintable(seen), 10'000);
        QVERIFY(rig.stream->events(wire::event::kComplete, from).isEmpty()); // mid-turn

        QFile open(gate);
        QVERIFY(open.open(QIODevice::WriteOnly));
        open.close();
        QCOMPARE(rig.stream->waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        // The next turn streams as before, at the agents' nice.
        const qsizetype next = rig.stream->prompt(str("stream 3"));
        QCOMPARE(rig.stream->waitForTurnEnd(next).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY2(rig.stream->text(next).contains(str("chunk 2")), qPrintable(rig.stream->text(next)));
        QVERIFY2(allAt(rig.agentPid, m_target, &seen), qPrintable(seen));
    }

    // An agent that is never asked anything is moved when its hold ends.
    void anAgentThatSaysNothingYieldsWhenItsHoldEnds()
    {
        PriorityRig rig({niceSetting(), str("AGENTCTL_AGENT_PRIORITY_HOLD_MS=200")});
        rig.start();
        if (QTest::currentTestFailed())
            return;
        QString seen;
        QTRY_VERIFY2_WITH_TIMEOUT(allAt(rig.agentPid, m_target, &seen), qPrintable(seen), 10'000);
        QTRY_VERIFY2_WITH_TIMEOUT(allAt(rig.agentctl.process().processId(), m_target, &seen), qPrintable(seen), 10'000);
    }

    // Without the setting (an agentctl on another host), or with one that is no nice value, the
    // priorities stay; the second is said in agentctl's log.
    void withoutANiceValuePrioritiesStay_data()
    {
        QTest::addColumn<QStringList>("environment");
        QTest::addColumn<QString>("said");
        QTest::newRow("unset") << QStringList{} << QString();
        QTest::newRow("not a number") << QStringList{str("AGENTCTL_AGENT_NICE=low")}
                                      << str("AGENTCTL_AGENT_NICE must be a whole number from 0 to 19, not \"low\"");
        QTest::newRow("out of range") << QStringList{str("AGENTCTL_AGENT_NICE=20")}
                                      << str("AGENTCTL_AGENT_NICE must be a whole number from 0 to 19, not \"20\"");
    }
    void withoutANiceValuePrioritiesStay()
    {
        QFETCH(QStringList, environment);
        QFETCH(QString, said);
        PriorityRig rig(environment + QStringList{str("AGENTCTL_AGENT_PRIORITY_HOLD_MS=0")});
        rig.agentctl.keepStandardError = true;
        rig.start();
        if (QTest::currentTestFailed())
            return;
        const qsizetype from = rig.stream->prompt(str("stream 2"));
        QCOMPARE(rig.stream->waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QString seen;
        QVERIFY2(allAt(rig.agentPid, m_own, &seen), qPrintable(seen));
        QVERIFY2(allAt(rig.agentctl.process().processId(), m_own, &seen), qPrintable(seen));
        const QString log = QString::fromUtf8(rig.agentctl.process().readAllStandardError());
        if (said.isEmpty())
            QVERIFY2(!log.contains(str("AGENTCTL_AGENT_NICE")), qPrintable(log));
        else
            QVERIFY2(log.contains(said), qPrintable(log));
    }
};

QTEST_GUILESS_MAIN(TestAgentctlPriority)
#include "tst_agentctlpriority.moc"
