// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "elidinglabel.h"

#include <QEvent>

namespace kandesk::ui {

ElidingLabel::ElidingLabel(QWidget *parent)
    : QLabel(parent)
{
}

void ElidingLabel::setFullText(const QString &text)
{
    m_fullText = text;
    setToolTip(text);
    elide();
    updateGeometry();
}

QSize ElidingLabel::sizeHint() const
{
    const QMargins margins = contentsMargins();
    return {fontMetrics().horizontalAdvance(m_fullText) + margins.left() + margins.right() + 2 * margin(), QLabel::sizeHint().height()};
}

QSize ElidingLabel::minimumSizeHint() const
{
    const QMargins margins = contentsMargins();
    const int least = std::min(fontMetrics().horizontalAdvance(QStringLiteral("Mmmm…")), fontMetrics().horizontalAdvance(m_fullText));
    return {least + margins.left() + margins.right() + 2 * margin(), QLabel::minimumSizeHint().height()};
}

void ElidingLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidingLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        elide();
}

void ElidingLabel::elide()
{
    const QString shown = fontMetrics().elidedText(m_fullText, Qt::ElideRight, contentsRect().width() - 2 * margin());
    if (shown != text())
        setText(shown);
}

} // namespace kandesk::ui
