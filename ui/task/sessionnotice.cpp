// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionnotice.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace kandesk::ui {

SessionNotice::SessionNotice(QWidget *parent)
    : QWidget(parent)
    , m_message(new QLabel(this))
    , m_action(new QPushButton(this))
{
    setObjectName(QStringLiteral("sessionNotice"));
    m_message->setObjectName(QStringLiteral("sessionNoticeText"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_action->setObjectName(QStringLiteral("sessionNoticeAction"));
    m_action->setAutoDefault(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(16, 8, 16, 8);
    layout->setSpacing(12);
    layout->addWidget(m_message, 1);
    layout->addWidget(m_action, 0, Qt::AlignTop);
    connect(m_action, &QPushButton::clicked, this, &SessionNotice::actionTriggered);
    setAutoFillBackground(true);
    hide();
}

void SessionNotice::showMessage(const QString &message, const QString &action, bool isError)
{
    m_message->setText(message);
    QPalette palette; // resolves nothing: the window's colours
    if (isError)
        palette.setColor(QPalette::WindowText, QColor(0xc0, 0x39, 0x2b));
    m_message->setPalette(palette);
    m_action->setText(action);
    m_action->setVisible(!action.isEmpty());
    show();
}

void SessionNotice::clear()
{
    m_message->clear();
    m_action->setText({});
    hide();
}

QString SessionNotice::message() const
{
    return isHidden() ? QString() : m_message->text();
}

QString SessionNotice::actionText() const
{
    return isHidden() || m_action->isHidden() ? QString() : m_action->text();
}

} // namespace kandesk::ui
