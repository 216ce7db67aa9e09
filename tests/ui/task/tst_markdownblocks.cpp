// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptevents.h"
#include "ui/task/markdownblocks.h"

#include <QApplication>
#include <QImage>
#include <QtMath>
#include <QPainter>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace kandesk::ui;
using namespace kandesk::test::events;

namespace {

QString plainText(const MarkdownBlocks &blocks)
{
    QStringList parts;
    for (int i = 0; i < blocks.documentCount(); ++i)
        parts.append(blocks.document(i)->toPlainText());
    return parts.join(QLatin1Char('\n'));
}

void setGlyphsKept(const MarkdownBlocks &blocks, bool kept)
{
    for (int i = 0; i < blocks.documentCount(); ++i) {
        for (QTextBlock block = blocks.document(i)->begin(); block.isValid(); block = block.next())
            block.layout()->setCacheEnabled(kept);
    }
}

bool glyphsKept(const MarkdownBlocks &blocks)
{
    for (int i = 0; i < blocks.documentCount(); ++i) {
        for (QTextBlock block = blocks.document(i)->begin(); block.isValid(); block = block.next()) {
            if (!block.layout()->cacheEnabled())
                return false;
        }
    }
    return true;
}

QImage drawn(const MarkdownBlocks &blocks)
{
    QImage image(QSize(420, qCeil(blocks.height())), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    blocks.draw(&painter, QRectF(QPointF(0, 0), image.size()), QApplication::palette());
    return image;
}

// A long answer: headed parts of the sample answer.
QString answerInParts(int parts)
{
    QString markdown;
    for (int i = 0; i < parts; ++i)
        markdown += QStringLiteral("## Part %1\n\n").arg(i) + sampleAnswer() + QLatin1Char('\n');
    return markdown;
}

QString wholeRender(const QString &markdown)
{
    QTextDocument document;
    document.setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    return document.toPlainText();
}

// Streams markdown in tokens and renders every few of them, as the view's coalescing does.
void feed(MarkdownBlocks &blocks, const QString &markdown)
{
    QString sofar;
    const QStringList parts = tokens(markdown);
    for (qsizetype i = 0; i < parts.size(); ++i) {
        sofar += parts.at(i);
        if (i % 16 == 0 || i == parts.size() - 1)
            blocks.update(sofar, QApplication::palette(), QApplication::font());
    }
}

} // namespace

class TestMarkdownBlocks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void streamingRendersWhatAWholeRenderShows()
    {
        const QString markdown = answerInParts(12);
        MarkdownBlocks streamed;
        streamed.setWidth(600);
        feed(streamed, markdown);
        QVERIFY2(streamed.documentCount() > 3, "a long answer is frozen in parts");
        QCOMPARE(plainText(streamed), wholeRender(markdown));
        QVERIFY(streamed.height() > 0);

        // The same text at once (a stored transcript) is cut the same way.
        MarkdownBlocks atOnce;
        atOnce.update(markdown, QApplication::palette(), QApplication::font());
        QCOMPARE(atOnce.documentCount(), streamed.documentCount());
        QCOMPARE(plainText(atOnce), plainText(streamed));
    }

    void aHugeCodeBlockIsCutAndKeepsItsLanguage()
    {
        QString markdown = k("Here is the file:\n\n```cpp\n");
        for (int i = 0; i < 400; ++i)
            markdown += QStringLiteral("int value%1 = %1; // a line of the generated table\n").arg(i);
        markdown += k("```\n\nThat is all.\n");
        MarkdownBlocks blocks;
        feed(blocks, markdown);
        QVERIFY(blocks.documentCount() > 2);
        // Every part of the cut fence is still C++ code, and no fence marker leaks into the text.
        for (int i = 0; i < blocks.documentCount(); ++i) {
            const QTextDocument *document = blocks.document(i);
            QVERIFY(!document->toPlainText().contains(k("```")));
            for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
                if (block.text().startsWith(k("int value")))
                    QCOMPARE(block.blockFormat().stringProperty(QTextFormat::BlockCodeLanguage), k("cpp"));
            }
        }
        QVERIFY(blocks.document(blocks.documentCount() - 1)->toPlainText().contains(k("That is all.")));
    }

    // A flood (a stored answer of a megabyte, a burst faster than frames) is taken a budget at a time:
    // each update lays out a bounded part, and the parts add up to what one update shows.
    void aBudgetTakesAFloodInPartsAndEndsTheSame()
    {
        const QString markdown = answerInParts(12);
        constexpr qsizetype kBudget = 1000;
        MarkdownBlocks budgeted;
        budgeted.setWidth(600);
        int updates = 1;
        while (!budgeted.update(markdown, QApplication::palette(), QApplication::font(), kBudget)) {
            ++updates;
            QVERIFY2(updates <= markdown.size() / kBudget + 1, "every update takes its budget");
        }
        QCOMPARE(updates, int((markdown.size() + kBudget - 1) / kBudget));
        QVERIFY(budgeted.update(markdown, QApplication::palette(), QApplication::font(), kBudget)); // nothing left

        MarkdownBlocks atOnce;
        atOnce.setWidth(600);
        QVERIFY(atOnce.update(markdown, QApplication::palette(), QApplication::font()));
        QCOMPARE(plainText(budgeted), plainText(atOnce));
        QCOMPARE(plainText(budgeted), wholeRender(markdown));
        QCOMPARE(budgeted.height(), atOnce.height());
    }

    // A deadline already passed still freezes one part per update (progress on a slow machine),
    // then stops; the parts add up to what one update shows.
    void aPassedDeadlineFreezesOnePartPerUpdateAndEndsTheSame()
    {
        const QString markdown = answerInParts(12);
        MarkdownBlocks atOnce;
        atOnce.setWidth(600);
        QVERIFY(atOnce.update(markdown, QApplication::palette(), QApplication::font()));
        const int frozenParts = atOnce.documentCount() - 1;
        QVERIFY(frozenParts > 3);

        MarkdownBlocks late;
        late.setWidth(600);
        int updates = 1;
        while (!late.update(markdown, QApplication::palette(), QApplication::font(), -1, QDeadlineTimer(0))) {
            QCOMPARE(late.documentCount(), updates); // the frozen parts so far, no tail yet
            ++updates;
            QVERIFY(updates <= frozenParts + 1);
        }
        QCOMPARE(updates, frozenParts + 1); // the last one renders the open tail
        QCOMPARE(plainText(late), plainText(atOnce));
        QCOMPARE(late.height(), atOnce.height());
    }

    void aBudgetNeverSplitsASurrogatePair()
    {
        const QString face = QString::fromUtf8("\xF0\x9F\x99\x82"); // one character, two UTF-16 units
        MarkdownBlocks blocks;
        QVERIFY(!blocks.update(k("a") + face + k("bc"), QApplication::palette(), QApplication::font(), 2));
        QCOMPARE(plainText(blocks), k("a") + face);
        QVERIFY(blocks.update(k("a") + face + k("bc"), QApplication::palette(), QApplication::font(), 2));
        QCOMPARE(plainText(blocks), k("a") + face + k("bc"));
    }

    void everyPartKeepsItsGlyphsAndPaintsAsWithout()
    {
        const QString markdown = answerInParts(4);
        MarkdownBlocks kept;
        kept.setWidth(600);
        feed(kept, markdown);
        QVERIFY2(glyphsKept(kept), "a part is painted on every frame in view: its shaped glyphs are kept");
        kept.setWidth(400); // laid out again, with glyphs kept

        MarkdownBlocks plain;
        plain.setWidth(600);
        feed(plain, markdown);
        setGlyphsKept(plain, false);
        plain.setWidth(400);
        QCOMPARE(kept.height(), plain.height());
        QCOMPARE(drawn(kept), drawn(plain));
    }

    void aTextThatDoesNotContinueStartsOver()
    {
        MarkdownBlocks blocks;
        blocks.update(k("first answer"), QApplication::palette(), QApplication::font());
        blocks.update(k("other"), QApplication::palette(), QApplication::font());
        QCOMPARE(plainText(blocks), k("other"));
    }
};

QTEST_MAIN(TestMarkdownBlocks)
#include "tst_markdownblocks.moc"
