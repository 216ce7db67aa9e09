// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "models/agents/cliflagtokenizer.h"

#include <QTest>

using namespace kandesk;

namespace {

// Kept outside the test class: moc does not parse raw string literals inside class bodies.
void addSplittingRows()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("tokens");
    auto s = [](const char *text) { return QString::fromUtf8(text); };
    QTest::newRow("empty") << QString() << QStringList{};
    QTest::newRow("blank") << s("   \t ") << QStringList{};
    QTest::newRow("words") << s("--model  opus --verbose") << QStringList{s("--model"), s("opus"), s("--verbose")};
    QTest::newRow("single quotes keep spaces") << s("--name 'a b'") << QStringList{s("--name"), s("a b")};
    QTest::newRow("single quotes are literal") << s(R"('a\"b$c')") << QStringList{s(R"(a\"b$c)")};
    QTest::newRow("double quote escapes") << s(R"("a \"q\" \\ \$x \n")") << QStringList{s(R"(a "q" \ $x \n)")};
    QTest::newRow("joined quoting") << s(R"(--opt="x y"'z')") << QStringList{s("--opt=x yz")};
    QTest::newRow("backslash space") << s(R"(a\ b c)") << QStringList{s("a b"), s("c")};
    QTest::newRow("empty quoted tokens stay") << s(R"(a "" '' b)") << QStringList{s("a"), QString(), QString(), s("b")};
    QTest::newRow("unicode") << s("--title 'Fix the flaky login test ✓'") << QStringList{s("--title"), s("Fix the flaky login test ✓")};
}

void addMalformedRows()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("reason");
    QTest::newRow("unclosed double") << QStringLiteral(R"(--system-prompt "be terse)") << QStringLiteral("unclosed double quote starting at character 17");
    QTest::newRow("unclosed single") << QStringLiteral("a 'b") << QStringLiteral("unclosed single quote starting at character 3");
    QTest::newRow("trailing backslash") << QStringLiteral("abc\\") << QStringLiteral("trailing backslash");
}

} // namespace

class TestCliFlagTokenizer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void splitsLikeAShell_data() { addSplittingRows(); }
    void splitsLikeAShell()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, tokens);
        const auto result = tokenizeCommandLine(line);
        QVERIFY2(result.ok(), qPrintable(result.error()));
        QCOMPARE(result.value(), tokens);
    }

    void malformedInputIsAnError_data() { addMalformedRows(); }
    void malformedInputIsAnError()
    {
        QFETCH(QString, line);
        QFETCH(QString, reason);
        const auto result = tokenizeCommandLine(line);
        QVERIFY(!result.ok());
        QVERIFY2(result.error().contains(reason), qPrintable(result.error()));
    }
};

QTEST_GUILESS_MAIN(TestCliFlagTokenizer)
#include "tst_cliflagtokenizer.moc"
