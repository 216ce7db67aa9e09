// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ui/task/markdownrenderer.h"

#include <QApplication>
#include <QSet>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace kandesk::ui;

namespace {

const char *kMarkdown = "# Plan\n\nI will fix **the test**.\n\n"
                        "```cpp\n"
                        "int main() {\n"
                        "    return 42; // done\n"
                        "}\n"
                        "```\n\n"
                        "And some `inline` code.\n";

// Foreground colours used anywhere in the blocks whose text passes the filter.
QSet<QRgb> foregroundColours(const QTextDocument &document, bool wantCode)
{
    QSet<QRgb> colours;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const bool isCode = block.blockFormat().hasProperty(QTextFormat::BlockCodeLanguage);
        if (isCode != wantCode)
            continue;
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.hasProperty(QTextFormat::ForegroundBrush))
                colours.insert(format.foreground().color().rgb());
        }
    }
    return colours;
}

} // namespace

class TestSyntaxRendering : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void markdownCodeBlocksAreHighlighted()
    {
        QTextDocument document;
        renderMarkdown(&document, QString::fromUtf8(kMarkdown), QApplication::palette());
        QVERIFY(document.toPlainText().contains(QStringLiteral("return 42;")));
        QVERIFY(!document.toPlainText().contains(QStringLiteral("```")));
        // Keywords, numbers and comments get colours of their own.
        QVERIFY2(foregroundColours(document, true).size() >= 2, "the C++ block is not highlighted");
        QVERIFY(foregroundColours(document, false).isEmpty());
    }

    void markdownKeepsItsStructure()
    {
        QTextDocument document;
        renderMarkdown(&document, QString::fromUtf8(kMarkdown), QApplication::palette());
        const QTextBlock heading = document.begin();
        QCOMPARE(heading.text(), QStringLiteral("Plan"));
        QCOMPARE(heading.blockFormat().headingLevel(), 1);
        bool foundBold = false;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it)
                foundBold |= it.fragment().text() == QStringLiteral("the test") && it.fragment().charFormat().fontWeight() == QFont::Bold;
        }
        QVERIFY(foundBold);
    }

    void unknownLanguageStaysPlain()
    {
        QTextDocument document;
        renderMarkdown(&document, QStringLiteral("```no-such-language\nx = 1\n```\n"), QApplication::palette());
        QVERIFY(document.toPlainText().contains(QStringLiteral("x = 1")));
        QVERIFY(foregroundColours(document, true).isEmpty());
    }
};

QTEST_MAIN(TestSyntaxRendering)
#include "tst_syntaxrendering.moc"
