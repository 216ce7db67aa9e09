// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class SyntaxHighlighter;
}

namespace kandesk::ui {

// A read-only unified diff, highlighted with KSyntaxHighlighting's "Diff" definition in the theme
// that matches the current palette (and follows it when the palette changes).
class DiffView final : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit DiffView(QWidget *parent = nullptr);
    ~DiffView() override;

    void setDiff(const QString &unifiedDiff);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyTheme();

    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter = nullptr;
};

} // namespace kandesk::ui
