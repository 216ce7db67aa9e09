// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A reviewing agent's answer read into review comments: each `path:line: …` line (a list item or
// not, the location in backticks or not, a range of lines) is a finding, once, in order; prose,
// times, paths that leave the worktree and lines that are no range are not. The comment's code is
// the lines as the file reads them.
#include "models/workflows/reviewfindings.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

class TestReviewFindings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachShapeOfAFindingIsRead()
    {
        const QList<ReviewComment> findings = reviewfindings::parse(QStringLiteral(
            "Three findings, most important first:\n"
            "1. `src/login.cpp:12`: the password is logged; log the user's name only\n"
            "- src/login.cpp:20-24 — the retry never backs off\n"
            "  * README.md:3 - say how to run the tests\n"
            "No other findings."));
        QCOMPARE(findings.size(), 3);
        QCOMPARE(findings.at(0).location(), QStringLiteral("src/login.cpp:12"));
        QCOMPARE(findings.at(0).body, QStringLiteral("the password is logged; log the user's name only"));
        QCOMPARE(findings.at(1).location(), QStringLiteral("src/login.cpp:20-24"));
        QCOMPARE(findings.at(1).body, QStringLiteral("the retry never backs off"));
        QCOMPARE(findings.at(2).location(), QStringLiteral("README.md:3"));
        QCOMPARE(findings.at(2).side, ReviewComment::Side::New);
    }

    void otherLinesAreNotFindings_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("prose") << QStringLiteral("Note 3: the tests pass.");
        QTest::newRow("a time") << QStringLiteral("Meeting at 10:30: nothing found");
        QTest::newRow("no text") << QStringLiteral("src/a.cpp:3:");
        QTest::newRow("line 0") << QStringLiteral("src/a.cpp:0: a line before the first");
        QTest::newRow("a backward range") << QStringLiteral("src/a.cpp:9-4: lines the wrong way round");
        QTest::newRow("leaves the worktree") << QStringLiteral("../other/a.cpp:3: not this repository's");
        QTest::newRow("absolute, no worktree") << QStringLiteral("/etc/passwd:1: outside");
        QTest::newRow("a url") << QStringLiteral("https://example.org:443: a link");
        QTest::newRow("none") << QStringLiteral("No findings.");
    }

    void otherLinesAreNotFindings()
    {
        QFETCH(QString, line);
        QVERIFY2(reviewfindings::parse(line).isEmpty(), qPrintable(line));
    }

    void aFindingSaidTwiceIsKeptOnce()
    {
        const QString line = QStringLiteral("src/a.cpp:3: check the size\n");
        QCOMPARE(reviewfindings::parse(line + line + QStringLiteral("src/a.cpp:3: another matter\n")).size(), 2);
    }

    void aPathIsKeptClean()
    {
        const auto findings = reviewfindings::parse(QStringLiteral("./src/../src/a.cpp:3: a path written loosely"));
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.constFirst().path, QStringLiteral("src/a.cpp"));
    }

    void manyFindingsStopAtTheLimit()
    {
        QString text;
        for (int i = 1; i <= reviewfindings::kMaxFindings + 20; ++i)
            text += QStringLiteral("src/a.cpp:%1: finding %1\n").arg(i);
        QCOMPARE(reviewfindings::parse(text).size(), reviewfindings::kMaxFindings);
    }

    void aPathInTheWorktreeIsMadeRelativeAndItsCodeRead()
    {
        QTemporaryDir worktree;
        QVERIFY(worktree.isValid());
        QVERIFY(QDir(worktree.path()).mkpath(QStringLiteral("src")));
        QFile file(worktree.filePath(QStringLiteral("src/a.cpp")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("int a;\r\nint b;\nint c;\nint d;\n");
        file.close();

        const auto findings = reviewfindings::parse(
            worktree.filePath(QStringLiteral("src/a.cpp")) + QStringLiteral(":2-3: two globals"), worktree.path());
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings.constFirst().path, QStringLiteral("src/a.cpp"));
        QCOMPARE(reviewfindings::codeAt(worktree.path(), QStringLiteral("src/a.cpp"), 1, 2), QStringLiteral("int a;\nint b;"));
        QCOMPARE(reviewfindings::codeAt(worktree.path(), QStringLiteral("src/a.cpp"), 4, 9), QStringLiteral("int d;"));
        QCOMPARE(reviewfindings::codeAt(worktree.path(), QStringLiteral("src/gone.cpp"), 1, 1), QString());
        QCOMPARE(reviewfindings::codeAt({}, QStringLiteral("src/a.cpp"), 1, 1), QString());
    }
};

QTEST_GUILESS_MAIN(TestReviewFindings)
#include "tst_reviewfindings.moc"
