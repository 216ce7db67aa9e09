// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "linehighlighter.h"

#include "ui/syntaxsupport.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

namespace kandesk::ui {

LineHighlighter::LineHighlighter() = default;

void LineHighlighter::setFile(const QString &fileName)
{
    setDefinition(syntaxRepository().definitionForFileName(fileName));
}

QList<QTextLayout::FormatRange> LineHighlighter::highlight(const QString &line, KSyntaxHighlighting::State &state)
{
    m_ranges.clear();
    if (definition().isValid())
        state = highlightLine(line, state);
    return std::exchange(m_ranges, {});
}

void LineHighlighter::applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format)
{
    if (length <= 0 || format.isDefaultTextStyle(theme()))
        return;
    QTextCharFormat style;
    if (format.hasTextColor(theme()))
        style.setForeground(format.textColor(theme()));
    if (format.isBold(theme()))
        style.setFontWeight(QFont::Bold);
    if (format.isItalic(theme()))
        style.setFontItalic(true);
    m_ranges.append({offset, length, style});
}

} // namespace kandesk::ui
