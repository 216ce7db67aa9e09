// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The command line's manners with the real binary: the manual page (`kandesk manpage`) read by man,
// with every verb and command of the usage tables in it; the completion scripts read by bash, zsh
// (compinit) and fish, completing verbs, commands, options and an option's file; `kandesk run
// --prompt-file FILE` and `-` (standard input); `kandesk diagnostics`; and their malformed uses as
// usage errors.
#include "support/gitrepository.h"
#include "support/kandeskcli.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

struct ShellRun {
    int exitCode = -1;
    QString out;
    QString err;
};

ShellRun runProgram(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment = cliEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    process.waitForFinished(60'000);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

QString saved(const QString &path, const QString &text)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestCliReference : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString script(const QString &shell)
    {
        const CliRun made = runCli({s("completions"), shell});
        if (made.exitCode != 0)
            qFatal("kandesk completions %s: %s", qPrintable(shell), qPrintable(made.err));
        return made.out;
    }

private Q_SLOTS:
    void theManualPageReadsInMan()
    {
        if (QStandardPaths::findExecutable(s("man")).isEmpty())
            QSKIP("man is not installed (./dev test installs man-db)");
        const CliRun page = runCli({s("manpage")});
        QVERIFY2(page.exitCode == 0, qPrintable(page.failure()));
        const QString file = saved(m_dir.filePath(s("kandesk.1")), page.out);
        QProcessEnvironment environment = cliEnvironment();
        environment.insert(s("MANWIDTH"), s("200"));
        environment.insert(s("MAN_KEEP_FORMATTING"), QString());
        environment.insert(s("LC_ALL"), s("C.UTF-8"));
        const ShellRun read = runProgram(s("man"), {s("--warnings"), s("-l"), file}, environment);
        QCOMPARE(read.exitCode, 0);
        QCOMPARE(read.err, QString()); // roff took every line
        for (const QString &words : {s("kandesk - run AI coding agents"), s("EXIT STATUS"), s("kandesk task attempts ID [--diff FROM:TO]"),
                                     s("keep ID ATTEMPT [--force] [--json]"), s("kandesk run --repo PATH"), s("--prompt-file FILE"),
                                     s("kandesk completions bash|zsh|fish"), s("KANDESK_HOME")})
            QVERIFY2(read.out.contains(words), qPrintable(words + s(" is not in:\n") + read.out.left(3000)));
        const CliRun extra = runCli({s("manpage"), s("now")});
        QCOMPARE(extra.exitCode, 2);
    }

    void bashCompletes()
    {
        const QString file = saved(m_dir.filePath(s("kandesk.bash")), script(s("bash")));
        QVERIFY(QDir(m_dir.path()).mkpath(s("subfolder")));
        const ShellRun bash = runProgram(
            s("bash"), {s("-c"), s("source '%1'; complete -p kandesk; "
                                   "c() { COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _kandesk; echo \"[${COMPREPLY[*]}]\"; }; "
                                   "c kandesk se; c kandesk task at; c kandesk task rewind ID --t; c kandesk --data-dir /tmp ta; "
                                   "c kandesk completions z; c kandesk run --repo '%2/sub'")
                                    .arg(file, m_dir.path())});
        QCOMPARE(bash.exitCode, 0);
        const QStringList lines = bash.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.value(0), s("complete -F _kandesk kandesk"));
        QCOMPARE(lines.mid(1, 5), (QStringList{s("[session secret settings]"), s("[attempts]"), s("[--turn]"), s("[task]"), s("[zsh]")}));
        QCOMPARE(lines.value(6), QStringLiteral("[%1/subfolder]").arg(m_dir.path())); // the option's value: a path
    }

    void zshCompletesAfterCompinit()
    {
        if (QStandardPaths::findExecutable(s("zsh")).isEmpty())
            QSKIP("zsh is not installed (./dev test installs it)");
        QVERIFY(QDir(m_dir.path()).mkpath(s("zfunctions")));
        saved(m_dir.filePath(s("zfunctions/_kandesk")), script(s("zsh")));
        // compinit finds it on fpath; the completion widgets' builtins stand in as functions that print.
        const ShellRun zsh = runProgram(
            s("zsh"), {s("-f"), s("-c"), s("fpath=('%1' $fpath); autoload -Uz compinit; compinit -u -D; print -r -- \"bound: ${_comps[kandesk]}\"; "
                                           "compadd() { print -r -- \"compadd $*\" }; _describe() { print -r -- \"describe ${(j:|:)${(P)2}}\" }; "
                                           "_files() { print -r -- files }; "
                                           "words=(kandesk task at); CURRENT=3; _kandesk; "
                                           "words=(kandesk task rewind ID --t); CURRENT=5; _kandesk; "
                                           "words=(kandesk run --repo ''); CURRENT=4; _kandesk")
                                            .arg(m_dir.filePath(s("zfunctions")))});
        QCOMPARE(zsh.err, QString());
        const QStringList lines = zsh.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.value(0), s("bound: _kandesk"));
        QVERIFY2(lines.value(1).startsWith(s("describe list:the tasks of the board|")) && lines.value(1).contains(s("|attempts:")),
                 qPrintable(lines.value(1)));
        QVERIFY2(lines.value(2).startsWith(s("compadd -- --turn --yes --json")), qPrintable(lines.value(2)));
        QCOMPARE(lines.value(3), s("files"));
    }

    void fishCompletes()
    {
        if (QStandardPaths::findExecutable(s("fish")).isEmpty())
            QSKIP("fish is not installed (./dev test installs it)");
        const QString file = saved(m_dir.filePath(s("kandesk.fish")), script(s("fish")));
        const ShellRun fish = runProgram(s("fish"), {s("--no-config"), s("-c"), s("source '%1'; complete -C 'kandesk task at'; "
                                                                                  "complete -C 'kandesk task rewind ID --t'; complete -C 'kandesk se'")
                                                                                   .arg(file)});
        QCOMPARE(fish.exitCode, 0);
        QVERIFY2(fish.out.contains(s("attempts\tthe task's attempts side by side")), qPrintable(fish.out));
        QVERIFY2(fish.out.contains(s("--turn\n")), qPrintable(fish.out));
        QVERIFY2(fish.out.contains(s("secret\tsecrets in the vault")) && fish.out.contains(s("session\t")), qPrintable(fish.out));
        const CliRun unknown = runCli({s("completions"), s("tcsh")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(s("usage: kandesk completions bash|zsh|fish")), qPrintable(unknown.err));
    }

    void diagnosticsForABugReport()
    {
        const CliRun diagnostics = runCli({s("diagnostics"), s("--data-dir"), m_dir.filePath(s("diagnosed"))});
        QVERIFY2(diagnostics.exitCode == 0, qPrintable(diagnostics.failure()));
        QVERIFY2(diagnostics.out.startsWith(s("Kandesk " KANDESK_VERSION " (command line)\n")) && diagnostics.out.contains(s("Secrets: ")),
                 qPrintable(diagnostics.out));
        QCOMPARE(runCli({s("diagnostics"), s("extra")}).exitCode, 2);
    }

    void aPromptComesFromAFileOrStandardInput()
    {
        const QString repo = makeGitRepository(m_dir.filePath(s("repo")));
        const QString home = m_dir.filePath(s("home"));
        const QString agent = s("'" KANDESK_STUBAGENT_PATH "'");
        const QString prompt = saved(m_dir.filePath(s("prompt.txt")), s("fs from-file.txt\n"));
        const CliRun fromFile = runCli({s("run"), s("--json"), s("--repo"), repo, s("--agent-command"), agent, s("--prompt-file"), prompt,
                                        s("--data-dir"), home});
        QVERIFY2(fromFile.exitCode == 0, qPrintable(fromFile.failure()));
        QVERIFY(QFile::exists(fromFile.first(s("done")).value(s("workspace_path")).toString() + s("/from-file.txt")));
        const CliRun fromStdin = runCli({s("run"), s("--json"), s("--repo"), repo, s("--agent-command"), agent, s("-"), s("--data-dir"), home},
                                        "fs from-stdin.txt\n");
        QVERIFY2(fromStdin.exitCode == 0, qPrintable(fromStdin.failure()));
        QVERIFY(QFile::exists(fromStdin.first(s("done")).value(s("workspace_path")).toString() + s("/from-stdin.txt")));

        const QString blank = saved(m_dir.filePath(s("blank.txt")), s("  \n"));
        QFile binary(m_dir.filePath(s("binary.txt")));
        QVERIFY(binary.open(QIODevice::WriteOnly) && binary.write("\xff\xfe\x00x", 4) == 4);
        binary.close();
        const QList<std::pair<QStringList, QString>> refused{
            {{s("--prompt-file"), m_dir.filePath(s("nope.txt"))}, s("cannot read")},
            {{s("--prompt-file"), blank}, s("holds no prompt")},
            {{s("--prompt-file"), binary.fileName()}, s("is not UTF-8 text")},
            {{s("--prompt-file"), prompt, s("and words")}, s("not both")},
        };
        for (const auto &[arguments, words] : refused) {
            const CliRun run = runCli(QStringList{s("run"), s("--repo"), repo, s("--agent-command"), agent, s("--data-dir"), home} + arguments);
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(words), qPrintable(run.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliReference)
#include "tst_clireference.moc"
