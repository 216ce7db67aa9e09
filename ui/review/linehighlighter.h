// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/State>

#include <QList>
#include <QTextLayout>

namespace kandesk::ui {

// Highlights single lines in a file's own language (KSyntaxHighlighting, definition by file name),
// one line at a time with the state the previous line left: what a painter needs for the lines it
// paints, without a QTextDocument. GUI thread (the definition repository lives there).
class LineHighlighter final : public KSyntaxHighlighting::AbstractHighlighter
{
public:
    LineHighlighter();
    // The definition for the file name ("None" when unknown) and the theme.
    void setFile(const QString &fileName);
    using KSyntaxHighlighting::AbstractHighlighter::setTheme;

    QList<QTextLayout::FormatRange> highlight(const QString &line, KSyntaxHighlighting::State &state);

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override;

private:
    QList<QTextLayout::FormatRange> m_ranges;
};

} // namespace kandesk::ui
