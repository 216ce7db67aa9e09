// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "models/agentpriority.h"

#include <QTest>

using namespace kandesk;

class TestAgentPriority : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unsetMeansTheDefault()
    {
        QString problem;
        QCOMPARE(agentProcessNiceFrom({}, &problem), kAgentProcessNice);
        QVERIFY(problem.isEmpty());
    }

    void takesAWholeNumberFromZeroToNineteen()
    {
        QString problem;
        QCOMPARE(agentProcessNiceFrom("0", &problem), 0);
        QCOMPARE(agentProcessNiceFrom(" 19\n", &problem), 19);
        QVERIFY(problem.isEmpty());
    }

    void refusesAnythingElseInWords_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("negative") << QByteArray("-5");
        QTest::newRow("too high") << QByteArray("20");
        QTest::newRow("a word") << QByteArray("low");
        QTest::newRow("a fraction") << QByteArray("2.5");
    }
    void refusesAnythingElseInWords()
    {
        QFETCH(QByteArray, text);
        QString problem;
        QCOMPARE(agentProcessNiceFrom(text, &problem), kAgentProcessNice);
        QVERIFY2(problem.contains(QStringLiteral("KANDESK_AGENT_NICE")) && problem.contains(QString::fromLatin1(text)),
                 qPrintable(problem));
    }
};

QTEST_GUILESS_MAIN(TestAgentPriority)
#include "tst_agentpriority.moc"
