// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "emptystatewidget.h"

#include <QIcon>
#include <QLabel>
#include <QVBoxLayout>

namespace kandesk::ui {

EmptyStateWidget::EmptyStateWidget(const QString &headline, const QString &explanation, QWidget *parent)
    : QWidget(parent)
    , m_headline(new QLabel(headline, this))
    , m_explanation(new QLabel(explanation, this))
{
    setObjectName(QStringLiteral("emptyState"));
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/kandesk.svg")).pixmap(QSize(72, 72)));
    icon->setAlignment(Qt::AlignCenter);

    QFont headlineFont = m_headline->font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.5);
    headlineFont.setBold(true);
    m_headline->setFont(headlineFont);
    m_headline->setAlignment(Qt::AlignCenter);

    m_explanation->setAlignment(Qt::AlignCenter);
    m_explanation->setWordWrap(true);
    m_explanation->setFixedWidth(460);
    m_explanation->setMinimumHeight(m_explanation->heightForWidth(460));
    m_explanation->setForegroundRole(QPalette::PlaceholderText);

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(icon);
    layout->addSpacing(12);
    layout->addWidget(m_headline);
    layout->addWidget(m_explanation, 0, Qt::AlignHCenter);
    layout->addStretch(2);
}

QString EmptyStateWidget::headline() const
{
    return m_headline->text();
}

} // namespace kandesk::ui
