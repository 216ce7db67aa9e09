// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A crash leaves a note: a child process (this test run again) logs, installs the crash note and
// dies of a real signal; the note names the signal and Kandesk's version and holds the last lines
// logged (a line that might carry a secret withheld). The next start takes it once, keeps it
// renamed, and keeps only the five newest.
#include "application/crashnote.h"
#include "application/logfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdlib>

using namespace kandesk;

namespace {

const char *const kChild = "KANDESK_CRASH_CHILD";

// The child: logs like the window, then dies of the signal it was told.
[[noreturn]] void crashAsTold(const QString &folder, const QString &how)
{
    RotatingLogFile log(QDir(folder).filePath(QStringLiteral("kandesk.log")), 1024 * 1024, 1);
    installLogFile(&log);
    installCrashNote(QDir(folder).filePath(crashNoteName()));
    qWarning("opened the task view of task 41");
    qWarning("a line with the api_key sk-child-secret");
    qWarning("about to fail");
    if (how == QLatin1String("abort"))
        std::abort();
    ::raise(SIGSEGV); // as a bad access raises it (a real one would also trip the sanitizers first)
    std::_Exit(3);
}

} // namespace

class TestCrashNote : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aCrashLeavesANoteTakenOnce_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addColumn<QString>("signal");
        QTest::newRow("bad access") << QStringLiteral("segv") << QStringLiteral("SIGSEGV (a bad memory access)");
        QTest::newRow("abort") << QStringLiteral("abort") << QStringLiteral("SIGABRT (aborted)");
    }

    void aCrashLeavesANoteTakenOnce()
    {
        QFETCH(QString, how);
        QFETCH(QString, signal);
        QTemporaryDir logs;
        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(kChild), how);
        environment.insert(QStringLiteral("KANDESK_CRASH_FOLDER"), logs.path());
        environment.insert(QStringLiteral("ASAN_OPTIONS"), QStringLiteral("handle_segv=0:handle_abort=0:detect_leaks=0"));
        child.setProcessEnvironment(environment);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForFinished(30'000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        const QString notePath = QDir(logs.path()).filePath(crashNoteName());
        const std::optional<QString> note = takeCrashNote(notePath);
        QVERIFY(note);
        for (const QString &wanted : { QStringLiteral("Kandesk " KANDESK_VERSION " (Qt "), QString(QStringLiteral("Stopped by ") + signal),
                 QStringLiteral("The last lines it logged:"), QStringLiteral("opened the task view of task 41"), QStringLiteral("about to fail"),
                 QStringLiteral("[a line withheld: it may carry a secret]") })
            QVERIFY2(note->contains(wanted), qPrintable(wanted + QStringLiteral(" is not in:\n") + *note));
        QVERIFY2(!note->contains(QLatin1String("sk-child-secret")), qPrintable(*note));
        // Taken once: kept under its time, not shown again.
        QVERIFY(!QFile::exists(notePath));
        QCOMPARE(QDir(logs.path()).entryList({ QStringLiteral("crash-note-*.txt") }).size(), 1);
        QVERIFY(!takeCrashNote(notePath));
    }

    void onlyTheFiveNewestNotesAreKept()
    {
        QTemporaryDir logs;
        const QDir folder(logs.path());
        for (int day = 1; day <= 7; ++day) {
            QFile older(folder.filePath(QStringLiteral("crash-note-2026110%1-080000.txt").arg(day)));
            QVERIFY(older.open(QIODevice::WriteOnly));
            older.write("an older crash\n");
        }
        QFile note(folder.filePath(crashNoteName()));
        QVERIFY(note.open(QIODevice::WriteOnly));
        note.write("Kandesk stopped\n");
        note.close();
        QCOMPARE(takeCrashNote(note.fileName()), std::optional<QString>(QStringLiteral("Kandesk stopped\n")));
        const QStringList kept = folder.entryList({ QStringLiteral("crash-note-*.txt") }, QDir::Files, QDir::Name);
        QCOMPARE(kept.size(), 5);
        QVERIFY(!kept.contains(QStringLiteral("crash-note-20261101-080000.txt")));
        QVERIFY(!kept.contains(QStringLiteral("crash-note-20261102-080000.txt")));
    }

    void noNoteNoText()
    {
        QTemporaryDir logs;
        QVERIFY(!takeCrashNote(QDir(logs.path()).filePath(crashNoteName())));
    }
};

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsSet(kChild)) {
        QCoreApplication app(argc, argv);
        crashAsTold(qEnvironmentVariable("KANDESK_CRASH_FOLDER"), qEnvironmentVariable(kChild));
    }
    QCoreApplication app(argc, argv);
    TestCrashNote test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashnote.moc"
