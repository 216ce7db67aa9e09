// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "emptystatewidget.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace kandesk::ui {

EmptyStateWidget::EmptyStateWidget(const QString &headline, const QString &explanation, QWidget *parent)
    : QWidget(parent)
    , m_headline(new QLabel(headline, this))
    , m_explanation(new QLabel(explanation, this))
    , m_layout(new QVBoxLayout(this))
{
    setObjectName(QStringLiteral("emptyState"));
    auto *icon = new QLabel(this);
    const int iconSize = fontMetrics().height() * 5;
    icon->setPixmap(QIcon(QStringLiteral(":/icons/kandesk.svg")).pixmap(QSize(iconSize, iconSize)));
    icon->setAlignment(Qt::AlignCenter);

    m_headline->setObjectName(QStringLiteral("emptyHeadline"));
    QFont headlineFont = m_headline->font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.5);
    headlineFont.setBold(true);
    m_headline->setFont(headlineFont);
    m_headline->setAlignment(Qt::AlignCenter);

    m_explanation->setAlignment(Qt::AlignCenter);
    m_explanation->setWordWrap(true);
    const int explanationWidth = fontMetrics().averageCharWidth() * 64;
    m_explanation->setFixedWidth(explanationWidth);
    m_explanation->setMinimumHeight(m_explanation->heightForWidth(explanationWidth));
    m_explanation->setForegroundRole(QPalette::PlaceholderText);

    m_layout->addStretch(1);
    m_layout->addWidget(icon);
    m_layout->addSpacing(fontMetrics().height());
    m_layout->addWidget(m_headline);
    m_layout->addWidget(m_explanation, 0, Qt::AlignHCenter);
    m_layout->addStretch(2);
}

QString EmptyStateWidget::headline() const
{
    return m_headline->text();
}

void EmptyStateWidget::addWidget(QWidget *widget)
{
    // After the explanation (and what came before), before the bottom stretch.
    const int at = m_layout->count() - 1;
    m_layout->insertSpacing(at, fontMetrics().height());
    // Centred by stretches, not by alignment: an aligned item gets its size hint's height, and a
    // widget with wrapped text would be cut.
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(widget);
    row->addStretch(1);
    m_layout->insertLayout(at + 1, row);
}

} // namespace kandesk::ui
