// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace kandesk {
class ProfileAgentCalls;
struct AgentDefinition;
}

namespace kandesk::ui {

// "Sign Out" of the selected agent (ACP logout): the agent started for that alone, off the GUI
// thread, and what it said shown beside the button. Hidden without the application's agent calls.
class SettingsAgentSignOut final : public QWidget
{
    Q_OBJECT
public:
    SettingsAgentSignOut(ProfileAgentCalls *calls, QWidget *parent = nullptr);

    void setAgent(const AgentDefinition *agent);
    QPushButton *button() const { return m_button; }
    QLabel *status() const { return m_status; }

public Q_SLOTS:
    void signOut();

Q_SIGNALS:
    // The agent answered (signed out) or refused; problem says why not.
    void finished(bool signedOut, const QString &problem);

private:
    ProfileAgentCalls *m_calls = nullptr;
    QString m_agentId;
    QString m_agentName;
    QLabel *m_status = nullptr;
    QPushButton *m_button = nullptr;
    bool m_busy = false;
};

} // namespace kandesk::ui
