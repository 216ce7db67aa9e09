// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// How the real kandesk binary starts: --help and --version without a display, the window without
// one (a one-line reason, exit 1, never an abort), an unknown command (exit 2), a new home said in
// one line, global options before the verb, and every verb's and command's --help.
#include "support/kandeskcli.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

// No display at all: what a server, a container or an ssh session gives.
QProcessEnvironment withoutDisplay()
{
    QProcessEnvironment env = cliEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QLatin1String(name));
    return env;
}

CliRun runWith(const QProcessEnvironment &env, const QStringList &arguments)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(kandeskApp(), arguments);
    if (!process.waitForStarted())
        qFatal("cannot start %s", qPrintable(kandeskApp()));
    process.closeWriteChannel();
    if (!process.waitForFinished(30'000)) {
        process.kill();
        process.waitForFinished();
    }
    return finishRun(process);
}

} // namespace

class TestCliStart : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(kandeskApp()).isExecutable(), qPrintable(kandeskApp()));
    }

    void withoutADisplay()
    {
        const CliRun help = runWith(withoutDisplay(), {s("--help")});
        QVERIFY2(help.exitCode == 0, qPrintable(help.err));
        QVERIFY2(help.out.contains(s("kandesk run --repo PATH")) && help.out.contains(s("--data-dir")), qPrintable(help.out));
        QVERIFY2(!help.err.contains(s("platform plugin")), qPrintable(help.err));

        const CliRun version = runWith(withoutDisplay(), {s("--version")});
        QVERIFY2(version.exitCode == 0, qPrintable(version.err));
        QVERIFY2(version.out.startsWith(s("Kandesk ")), qPrintable(version.out));

        const CliRun window = runWith(withoutDisplay(), {s("--data-dir"), m_dir.filePath(s("home"))});
        QCOMPARE(window.exitCode, 1); // not -1: no crash, no abort
        QCOMPARE(window.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(window.err.contains(s("needs a display")) && window.err.contains(s("kandesk run")), qPrintable(window.err));
        QVERIFY2(!window.err.contains(s("core dumped")) && !window.err.contains(s("Aborted")), qPrintable(window.err));

        // An explicit display server without a display says the same; offscreen is no display server.
        QProcessEnvironment xcb = withoutDisplay();
        xcb.insert(s("QT_QPA_PLATFORM"), s("xcb"));
        QCOMPARE(runWith(xcb, {}).exitCode, 1);
        const CliRun selfTest = runWith(withoutDisplay(), {s("-platform"), s("offscreen"), s("--self-test")});
        QVERIFY2(!selfTest.err.contains(s("needs a display")), qPrintable(selfTest.err));
        QVERIFY2(selfTest.exitCode == 0, qPrintable(selfTest.out + selfTest.err));
    }

    // A word that is no command is said to be one, with exit 2, not the window's help with 0.
    void anUnknownCommandIsAUsageError()
    {
        for (const QStringList &arguments : {QStringList{s("frobnicate"), s("list"), s("--help")},
                                             QStringList{s("--data-dir"), m_dir.filePath(s("home")), s("tasks")}}) {
            const CliRun unknown = runWith(withoutDisplay(), arguments);
            QCOMPARE(unknown.exitCode, 2);
            QCOMPARE(unknown.err.count(QLatin1Char('\n')), 1);
            QVERIFY2(unknown.err.contains(s("unknown command")) && unknown.err.contains(s("run, task")), qPrintable(unknown.err));
            QVERIFY2(unknown.out.isEmpty(), qPrintable(unknown.out));
        }
    }

    // A new home's schema is said in one line, not one per migration.
    void aNewHomeSaysItsSchemaOnce()
    {
        QProcessEnvironment asAUser = withoutDisplay();
        asAUser.remove(s("QT_LOGGING_RULES")); // the suite silences Kandesk's info lines; a user sees them
        const CliRun list = runWith(asAUser, {s("task"), s("list"), s("--data-dir"), m_dir.filePath(s("fresh"))});
        QVERIFY2(list.exitCode == 0, qPrintable(list.err));
        QVERIFY2(list.err.count(s("schema version")) <= 1, qPrintable(list.err));
        QVERIFY2(!list.err.contains(s("migrated")), qPrintable(list.err));
    }

    void optionsBeforeTheVerb()
    {
        const QString home = m_dir.filePath(s("before"));
        const CliRun list = runWith(withoutDisplay(), {s("--data-dir"), home, s("task"), s("list"), s("--json")});
        QVERIFY2(list.exitCode == 0, qPrintable(list.err));
        QCOMPARE(list.out.trimmed(), s("[]"));
        QVERIFY(QDir(home).exists());
        const CliRun between = runWith(withoutDisplay(), {s("task"), s("--data-dir"), home, s("list"), s("--json")});
        QVERIFY2(between.exitCode == 0, qPrintable(between.err));
        QCOMPARE(between.out.trimmed(), s("[]"));
        const CliRun json = runWith(withoutDisplay(), {s("--json"), s("--data-dir=") + home, s("profile"), s("list")});
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        QVERIFY2(json.json().contains(s("profiles")), qPrintable(json.out));
        // --json where the command has none is a usage error naming it.
        const CliRun wrong = runWith(withoutDisplay(), {s("--json"), s("--data-dir"), home, s("secret"), s("delete"), s("X")});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains(s("json")), qPrintable(wrong.err));
    }

    void everyVerbHasHelp_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("usage");
        QTest::newRow("run") << QStringList{s("run")} << s("usage: kandesk run");
        QTest::newRow("task") << QStringList{s("task")} << s("usage: kandesk task COMMAND");
        QTest::newRow("task list") << QStringList{s("task"), s("list")} << s("usage: kandesk task list");
        QTest::newRow("task show") << QStringList{s("task"), s("show")} << s("usage: kandesk task show");
        QTest::newRow("task resume") << QStringList{s("task"), s("resume")} << s("usage: kandesk task resume");
        QTest::newRow("task stop") << QStringList{s("task"), s("stop")} << s("usage: kandesk task stop");
        QTest::newRow("task delete") << QStringList{s("task"), s("delete")} << s("usage: kandesk task delete");
        QTest::newRow("secret") << QStringList{s("secret")} << s("usage: kandesk secret COMMAND");
        QTest::newRow("secret set") << QStringList{s("secret"), s("set")} << s("usage: kandesk secret set");
        QTest::newRow("secret list") << QStringList{s("secret"), s("list")} << s("usage: kandesk secret list");
        QTest::newRow("secret delete") << QStringList{s("secret"), s("delete")} << s("usage: kandesk secret delete");
        QTest::newRow("profile") << QStringList{s("profile")} << s("usage: kandesk profile COMMAND");
        QTest::newRow("profile list") << QStringList{s("profile"), s("list")} << s("usage: kandesk profile list");
        QTest::newRow("profile add") << QStringList{s("profile"), s("add")} << s("usage: kandesk profile add");
        QTest::newRow("profile edit") << QStringList{s("profile"), s("edit")} << s("usage: kandesk profile edit");
        QTest::newRow("profile delete") << QStringList{s("profile"), s("delete")} << s("usage: kandesk profile delete");
    }
    void everyVerbHasHelp()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, usage);
        for (const char *flag : {"--help", "-h"}) {
            const CliRun help = runWith(withoutDisplay(), arguments + QStringList{QLatin1String(flag)});
            QVERIFY2(help.exitCode == 0, qPrintable(help.err));
            QVERIFY2(help.out.startsWith(usage), qPrintable(help.out));
            QVERIFY2(help.err.isEmpty(), qPrintable(help.err));
        }
    }

    void aVerbWithoutItsCommandIsAUsageError()
    {
        for (const char *verb : {"task", "secret", "profile"}) {
            const CliRun bare = runWith(withoutDisplay(), {QLatin1String(verb)});
            QCOMPARE(bare.exitCode, 2);
            QVERIFY2(bare.err.contains(s("a command is missing")) && bare.err.contains(s("usage: kandesk ")), qPrintable(bare.err));
        }
    }

    void profileCommandsQueryOnlyTheirOptions()
    {
        const QString home = m_dir.filePath(s("profiles"));
        const QList<QStringList> commands{{s("profile"), s("add"), s("--name"), s("A"), s("--agent-command"), s("sh a.sh")},
                                          {s("profile"), s("add")},
                                          {s("profile"), s("edit"), s("nope")},
                                          {s("profile"), s("list")},
                                          {s("profile"), s("delete"), s("nope")}};
        for (const QStringList &command : commands) {
            const CliRun run = runWith(withoutDisplay(), command + QStringList{s("--data-dir"), home});
            QVERIFY2(!run.err.contains(s("QCommandLineParser")), qPrintable(command.join(QLatin1Char(' ')) + s(": ") + run.err));
        }
        const CliRun misplaced = runWith(withoutDisplay(), {s("profile"), s("add"), s("--name"), s("B"), s("--clear-env"), s("--data-dir"), home});
        QCOMPARE(misplaced.exitCode, 2);
        QVERIFY2(misplaced.err.contains(s("--clear-env")), qPrintable(misplaced.err));
    }
};

QTEST_GUILESS_MAIN(TestCliStart)
#include "tst_clistart.moc"
