// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsagentsignout.h"

#include "application/sessions/profileagentcalls.h"
#include "models/agents/agentregistry.h"
#include "models/whenfinished.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>

namespace kandesk::ui {

SettingsAgentSignOut::SettingsAgentSignOut(ProfileAgentCalls *calls, QWidget *parent)
    : QWidget(parent)
    , m_calls(calls)
    , m_status(new QLabel(this))
    , m_button(new QPushButton(tr("Sign Out"), this))
{
    m_status->setObjectName(QStringLiteral("agentSignOutStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_button->setObjectName(QStringLiteral("agentSignOut"));
    m_button->setToolTip(tr("Ask the agent to forget the account it signed in with (ACP logout)."));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status, 1);
    layout->addWidget(m_button);
    connect(m_button, &QPushButton::clicked, this, &SettingsAgentSignOut::signOut);
    setVisible(m_calls);
    setAgent(nullptr);
}

void SettingsAgentSignOut::setAgent(const AgentDefinition *agent)
{
    const QString id = agent ? agent->id : QString();
    if (id != m_agentId && !m_busy)
        m_status->clear();
    m_agentId = id;
    m_agentName = agent ? agent->displayName : QString();
    m_button->setText(agent ? tr("Sign Out of %1").arg(m_agentName) : tr("Sign Out"));
    m_button->setEnabled(agent && !m_busy);
}

void SettingsAgentSignOut::signOut()
{
    if (!m_calls || m_agentId.isEmpty() || m_busy)
        return;
    m_busy = true;
    m_button->setEnabled(false);
    m_status->setText(tr("Signing out of %1…").arg(m_agentName));
    whenFinished(m_calls->logout(m_agentId), this, [this, name = m_agentName](const Status &done) {
        m_busy = false;
        m_button->setEnabled(!m_agentId.isEmpty());
        m_status->setText(done ? tr("Signed out of %1. It asks you to sign in at its next start.").arg(name)
                               : done.error());
        Q_EMIT finished(done.ok(), done ? QString() : done.error());
    });
}

} // namespace kandesk::ui
