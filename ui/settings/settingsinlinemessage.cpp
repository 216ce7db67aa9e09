// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsinlinemessage.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

namespace kandesk::ui {

SettingsInlineMessage::SettingsInlineMessage(QWidget *parent)
    : QWidget(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(size, size));
    m_icon->setAlignment(Qt::AlignTop);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setStyleSheet(QStringLiteral("color: #b3261e;"));
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    setVisible(false);
}

void SettingsInlineMessage::setMessage(const QString &message)
{
    m_text->setText(message);
    setVisible(!message.isEmpty());
}

QString SettingsInlineMessage::message() const
{
    return m_text->text();
}

} // namespace kandesk::ui
