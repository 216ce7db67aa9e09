// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "markdownrenderer.h"

#include "ui/syntaxsupport.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QFontDatabase>
#include <QPalette>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <memory>

namespace kandesk::ui {

namespace {

// Applies a definition's formats to the text blocks of one fenced code block, line by line.
class CodeBlockHighlighter final : public KSyntaxHighlighting::AbstractHighlighter
{
public:
    void highlightBlock(const QTextBlock &block)
    {
        m_block = block;
        m_state = highlightLine(block.text(), m_state);
    }

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override
    {
        if (length <= 0 || format.isDefaultTextStyle(theme()))
            return;
        QTextCharFormat charFormat;
        if (format.hasTextColor(theme()))
            charFormat.setForeground(format.textColor(theme()));
        if (format.isBold(theme()))
            charFormat.setFontWeight(QFont::Bold);
        if (format.isItalic(theme()))
            charFormat.setFontItalic(true);
        QTextCursor cursor(m_block);
        cursor.setPosition(m_block.position() + offset);
        cursor.setPosition(m_block.position() + offset + length, QTextCursor::KeepAnchor);
        cursor.mergeCharFormat(charFormat);
    }

private:
    QTextBlock m_block;
    KSyntaxHighlighting::State m_state;
};

KSyntaxHighlighting::Definition definitionForFenceLanguage(const QString &language)
{
    if (language.isEmpty())
        return {};
    auto &repository = syntaxRepository();
    auto definition = repository.definitionForName(language);
    if (!definition.isValid())
        definition = repository.definitionForFileName(QStringLiteral("code.") + language);
    if (!definition.isValid()) {
        for (const auto &candidate : repository.definitions()) {
            if (candidate.name().compare(language, Qt::CaseInsensitive) == 0)
                return candidate;
        }
    }
    return definition;
}

} // namespace

void renderMarkdown(QTextDocument *document, const QString &markdown, const QPalette &palette)
{
    document->setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    const auto theme = syntaxThemeFor(palette);
    const QFont fixedFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);

    std::unique_ptr<CodeBlockHighlighter> highlighter;
    QString currentLanguage;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const QTextBlockFormat blockFormat = block.blockFormat();
        const bool isCode = blockFormat.hasProperty(QTextFormat::BlockCodeFence)
            || blockFormat.hasProperty(QTextFormat::BlockCodeLanguage);
        if (!isCode)
            continue;
        const QString language = blockFormat.stringProperty(QTextFormat::BlockCodeLanguage).trimmed();
        // Consecutive lines of one fence share the highlighter's state; a new fence starts afresh.
        const bool continuesFence = block.previous().isValid() && language == currentLanguage
            && block.previous().blockFormat().hasProperty(QTextFormat::BlockCodeLanguage);
        if (!continuesFence) {
            currentLanguage = language;
            highlighter.reset();
            const auto definition = definitionForFenceLanguage(language);
            if (definition.isValid()) {
                highlighter = std::make_unique<CodeBlockHighlighter>();
                highlighter->setDefinition(definition);
                highlighter->setTheme(theme);
            }
        }
        QTextCharFormat monospace;
        monospace.setFont(fixedFont, QTextCharFormat::FontPropertiesSpecifiedOnly);
        QTextCursor lineCursor(block);
        lineCursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        lineCursor.mergeCharFormat(monospace);
        if (highlighter)
            highlighter->highlightBlock(block);
    }
}

} // namespace kandesk::ui
