// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "lifecycle/preparers/setupscript.h"
#include "support/processprobe.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

class TestSetupScript : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void streamsEveryLineInOrder()
    {
        QTemporaryDir dir;
        QStringList lines;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KANDEV_TASK_ID"), QStringLiteral("t-1"));
        auto result = runSetupScript(QStringLiteral("echo installing; echo \"task $KANDEV_TASK_ID\" >&2; pwd; printf 'no newline'"),
                                     dir.path(), env, [&lines](const QString &line) { lines.append(line); });
        QVERIFY2(result.ok(), qPrintable(result.error()));
        QCOMPARE(result->exitCode, 0);
        QCOMPARE(lines, (QStringList{QStringLiteral("installing"), QStringLiteral("task t-1"), dir.path(), QStringLiteral("no newline")}));
    }

    void aFailingScriptIsAResultNotAnError()
    {
        QTemporaryDir dir;
        auto result = runSetupScript(QStringLiteral("echo 'npm ERR! missing'; exit 3"), dir.path(),
                                     QProcessEnvironment::systemEnvironment());
        QVERIFY(result.ok());
        QCOMPARE(result->exitCode, 3);
        QVERIFY(result->output.contains(QStringLiteral("npm ERR! missing")));
    }

    void aHungScriptIsStoppedWithWhatItStarted()
    {
        QTemporaryDir dir;
        auto result = runSetupScript(QStringLiteral("sleep 30 & echo $!; wait"), dir.path(),
                                     QProcessEnvironment::systemEnvironment(), {}, 500);
        QVERIFY(result.ok());
        QVERIFY(result->timedOut);
        QVERIFY(result->exitCode != 0);
        const pid_t child = result->output.trimmed().toInt();
        QVERIFY(child > 0);
        // Killed with its group, not left running behind the script.
        QTRY_VERIFY_WITH_TIMEOUT(!kandesk::test::processAlive(child), 5'000);
    }
};

QTEST_GUILESS_MAIN(TestSetupScript)
#include "tst_setupscript.moc"
