// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsagentsmodel.h"
#include "settingscustomagents.h"
#include "settingsservices.h"

#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace kandesk {
class AgentReadiness;
class Configuration;
class RemovalImpacts;
class SettingsRemovals;
class SettingsQueries;
}

namespace kandesk::ui {

class SettingsInlineMessage;
class SettingsAgentSignOut;
class SettingsNpmAgentPanel;

// The agents Kandesk can start: built-ins with whether they can run here (and what they need if
// not), and the user's custom ACP agents, added by command line.
class SettingsAgentsPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsAgentsPage(const SettingsServices &services, QWidget *parent = nullptr);
    ~SettingsAgentsPage() override;

    // Re-reads the custom agents and re-checks every agent's availability.
    void refresh();
    SettingsAgentsModel *model() const { return m_model; }
    const QList<CustomAgent> &customAgents() const { return m_custom; }
    // Every agent a profile can pick, built-ins first.
    QList<AgentDefinition> allAgents() const;
    // The selected built-in npm agent's installs, pin and updates.
    SettingsNpmAgentPanel *npmPanel() const { return m_npmPanel; }
    SettingsAgentSignOut *signOut() const { return m_signOut; }

public Q_SLOTS:
    // Adds a new custom agent, or replaces the one with the same id.
    bool saveCustomAgent();
    void removeSelectedCustomAgent();
    // Remove selected: asks first, naming the agent profiles that start the agent.
    void askToRemoveSelectedCustomAgent();

Q_SIGNALS:
    void agentsChanged();
    // Whether the agents can run here was read again (off the GUI thread, through the door's
    // AgentReadiness: node, npm, installs, keys).
    void installsLoaded();

private:
    void updateValidation();
    void showSelected();
    // The agents judged from the facts last read; keeps the selection.
    void applyAvailability();
    // Reads the facts again off the GUI thread, then applies them.
    void loadInstalls();

    SettingsServices m_services;
    const SettingsQueries *m_settings = nullptr; // the stores, read
    std::unique_ptr<Configuration> m_configuration; // custom agents saved
    std::unique_ptr<RemovalImpacts> m_impacts; // what a delete takes with it
    SettingsRemovals *m_removals = nullptr;    // deletes (undoable)
    QList<CustomAgent> m_custom;
    std::unique_ptr<AgentReadiness> m_readiness;
    std::optional<ReadinessFacts> m_facts; // as last read
    QHash<QString, QSet<QString>> m_profilePins; // agent id -> versions its profiles pin
    int m_installsGeneration = 0;

    SettingsAgentsModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_summary = nullptr;
    QLineEdit *m_customId = nullptr;
    QLineEdit *m_customName = nullptr;
    QLineEdit *m_customCommand = nullptr;
    SettingsInlineMessage *m_customMessage = nullptr;
    QPushButton *m_customSave = nullptr;
    QPushButton *m_customRemove = nullptr;
    QLabel *m_status = nullptr;
    SettingsAgentSignOut *m_signOut = nullptr;
    SettingsNpmAgentPanel *m_npmPanel = nullptr;
};

} // namespace kandesk::ui
