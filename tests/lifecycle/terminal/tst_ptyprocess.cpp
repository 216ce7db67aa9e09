// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Real programs on real pseudo-terminals: output, input, sizes and SIGWINCH, exit codes, and a stop
// that leaves nothing of the terminal's session running.
#include "lifecycle/terminal/ptyprocess.h"
#include "support/processprobe.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

namespace {

// Everything the program wrote so far, collected from output().
class Collected final : public QObject
{
public:
    explicit Collected(PtyProcess &pty)
    {
        connect(&pty, &PtyProcess::output, this, [this](const QByteArray &bytes) { text += bytes; });
    }
    QByteArray text;
};

QProcessEnvironment plainEnvironment()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("PS1"), QStringLiteral("$ "));
    environment.remove(QStringLiteral("TERM")); // PtyProcess says what it is, unless told
    return environment;
}

} // namespace

class TestPtyProcess final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsInItsFolderOnATerminal();
    void typedInputReachesTheProgram();
    void resizeSignalsTheProgram();
    void exitCodeAndSignalAreReported();
    void stopLeavesNoProcessOfTheSession();
    void destroyingKillsTheSession();
    void badProgramsAndFoldersAreRefusedInWords();
};

void TestPtyProcess::runsInItsFolderOnATerminal()
{
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    PtyProcess pty;
    Collected out(pty);
    QSignalSpy finished(&pty, &PtyProcess::finished);
    QCOMPARE(pty.start({ QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("pwd; test -t 0 && echo tty; echo $TERM") },
                       folder.path(), plainEnvironment(), PtySize { 100, 30 }),
             QString());
    QVERIFY(pty.pid() > 0);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    const QString text = QString::fromUtf8(out.text);
    QVERIFY2(text.contains(QDir(folder.path()).canonicalPath()), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("tty")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("xterm-256color")), qPrintable(text));
    QCOMPARE(finished.at(0).at(0).toInt(), 0);
    QCOMPARE(finished.at(0).at(1).toBool(), false);
}

void TestPtyProcess::typedInputReachesTheProgram()
{
    PtyProcess pty;
    Collected out(pty);
    QSignalSpy finished(&pty, &PtyProcess::finished);
    QCOMPARE(pty.start({ QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("read line; echo \"got:$line\"") },
                       QDir::tempPath(), plainEnvironment(), {}),
             QString());
    pty.write("hello terminal\r");
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    QVERIFY2(out.text.contains("got:hello terminal"), out.text.constData());
}

void TestPtyProcess::resizeSignalsTheProgram()
{
    PtyProcess pty;
    Collected out(pty);
    // The trap runs as soon as SIGWINCH interrupts the wait and prints the size the terminal has now.
    const QString script = QStringLiteral(
        "trap 'echo \"size:$(stty size)\"' WINCH; echo ready; while :; do sleep 30 & wait $!; done");
    QCOMPARE(pty.start({ QStringLiteral("bash"), QStringLiteral("-c"), script }, QDir::tempPath(), plainEnvironment(),
                       PtySize { 80, 24 }),
             QString());
    QTRY_VERIFY_WITH_TIMEOUT(out.text.contains("ready"), 10000);
    pty.resize(PtySize { 132, 43 });
    QTRY_VERIFY2_WITH_TIMEOUT(out.text.contains("size:43 132"), out.text.constData(), 10000);
    QSignalSpy finished(&pty, &PtyProcess::finished);
    pty.stop();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
}

void TestPtyProcess::exitCodeAndSignalAreReported()
{
    {
        PtyProcess pty;
        QSignalSpy finished(&pty, &PtyProcess::finished);
        QCOMPARE(pty.start({ QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("exit 3") }, QDir::tempPath(),
                           plainEnvironment(), {}),
                 QString());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QCOMPARE(finished.at(0).at(0).toInt(), 3);
        QCOMPARE(finished.at(0).at(1).toBool(), false);
        QVERIFY(!pty.isRunning());
    }
    {
        PtyProcess pty;
        QSignalSpy finished(&pty, &PtyProcess::finished);
        QCOMPARE(pty.start({ QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("kill -TERM $$") },
                           QDir::tempPath(), plainEnvironment(), {}),
                 QString());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QCOMPARE(finished.at(0).at(0).toInt(), int(SIGTERM));
        QCOMPARE(finished.at(0).at(1).toBool(), true);
    }
}

void TestPtyProcess::stopLeavesNoProcessOfTheSession()
{
    PtyProcess pty;
    Collected out(pty);
    QSignalSpy finished(&pty, &PtyProcess::finished);
    // An interactive shell with a background job, a job in a process group of its own that ignores
    // the hang-up, and a stopped one: all of them are the terminal's.
    QCOMPARE(pty.start({ QStringLiteral("bash"), QStringLiteral("--norc"), QStringLiteral("-i") }, QDir::tempPath(),
                       plainEnvironment(), {}),
             QString());
    pty.write("sleep 300 &\r(trap '' HUP; exec sleep 301) &\rsleep 302 &\rkill -STOP $!\recho started\r");
    QTRY_VERIFY_WITH_TIMEOUT(out.text.contains("started\r\n"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(PtyProcess::sessionMembers(pty.pid()).size() >= 4, 10000);
    const QList<qint64> members = PtyProcess::sessionMembers(pty.pid());

    pty.stop(300);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    for (const qint64 member : members)
        QTRY_VERIFY2_WITH_TIMEOUT(!test::processAlive(member), qPrintable(QString::number(member)), 10000);
    QVERIFY(PtyProcess::sessionMembers(pty.pid()).isEmpty());
}

void TestPtyProcess::destroyingKillsTheSession()
{
    QList<qint64> members;
    {
        PtyProcess pty;
        Collected out(pty);
        QCOMPARE(pty.start({ QStringLiteral("bash"), QStringLiteral("--norc"), QStringLiteral("-i") }, QDir::tempPath(),
                           plainEnvironment(), {}),
                 QString());
        pty.write("sleep 300 &\recho started\r");
        QTRY_VERIFY_WITH_TIMEOUT(out.text.contains("started\r\n"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(PtyProcess::sessionMembers(pty.pid()).size() >= 2, 10000);
        members = PtyProcess::sessionMembers(pty.pid());
    }
    for (const qint64 member : members)
        QTRY_VERIFY_WITH_TIMEOUT(!test::processAlive(member), 10000);
}

void TestPtyProcess::badProgramsAndFoldersAreRefusedInWords()
{
    PtyProcess pty;
    QCOMPARE(pty.start({ QStringLiteral("no-such-program-kandesk") }, QDir::tempPath(), plainEnvironment(), {}),
             QStringLiteral("no-such-program-kandesk is not an executable program on PATH"));
    QCOMPARE(pty.start({}, QDir::tempPath(), plainEnvironment(), {}), QStringLiteral("No program to run in the terminal"));
    const QString missing = QDir::temp().filePath(QStringLiteral("kandesk-no-such-folder"));
    QCOMPARE(pty.start({ QStringLiteral("sh") }, missing, plainEnvironment(), {}),
             QStringLiteral("The folder %1 does not exist").arg(missing));
    QCOMPARE(pty.pid(), 0);
    pty.write("ignored"); // nothing runs: nothing happens
    pty.resize({});
    pty.stop();
}

QTEST_GUILESS_MAIN(TestPtyProcess)
#include "tst_ptyprocess.moc"
