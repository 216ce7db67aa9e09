// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "diffview.h"

#include "syntaxsupport.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

#include <QEvent>
#include <QFontDatabase>

namespace kandesk::ui {

DiffView::DiffView(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_highlighter(new KSyntaxHighlighting::SyntaxHighlighter(document()))
{
    setObjectName(QStringLiteral("diffView"));
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_highlighter->setDefinition(syntaxRepository().definitionForName(QStringLiteral("Diff")));
    applyTheme();
}

DiffView::~DiffView() = default;

void DiffView::setDiff(const QString &unifiedDiff)
{
    setPlainText(unifiedDiff);
}

void DiffView::changeEvent(QEvent *event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
}

void DiffView::applyTheme()
{
    const auto theme = syntaxThemeFor(palette());
    if (m_highlighter->theme().name() == theme.name())
        return;
    m_highlighter->setTheme(theme);
    m_highlighter->rehighlight();
}

} // namespace kandesk::ui
