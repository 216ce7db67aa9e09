// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsservices.h"

#include "models/types.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QSpinBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QTableView;

namespace kandesk {
class AgentProfiles;
class RemovalImpacts;
class SettingsRemovals;
}

namespace kandesk::ui {

class SettingsCliFlagsModel;
class SettingsEnvVarsModel;
class SettingsFlagDelegate;
class SettingsInlineMessage;
class SettingsListModel;
class SettingsMcpServersModel;

// Agent profiles: the list on the left, the selected profile's form on the right. Flags and the
// command prefix are checked with the launch's own tokenizer as the user types; Save stays off
// while anything would be dropped or refused at launch.
class SettingsAgentProfilesPage final : public QWidget
{
    Q_OBJECT
public:
    struct AgentChoice {
        QString id;
        QString name;
    };

    explicit SettingsAgentProfilesPage(const SettingsServices &services, QWidget *parent = nullptr);
    ~SettingsAgentProfilesPage() override;

    // The agents a profile can pick (built-ins and custom ones).
    void setAgentChoices(const QList<AgentChoice> &choices);
    // Re-reads the profiles (off the GUI thread: `loaded` once shown) and the secret names; keeps the
    // selection when it still exists, and a new profile the user is writing.
    void reload();
    // Re-reads the secret names an environment variable can refer to (the form is kept).
    void refreshSecretNames();
    void selectProfile(const QString &id);
    // The profile being edited (id empty for a new one that is not saved yet).
    QString currentProfileId() const { return m_current.id; }
    // Empty when the form can be saved, else the first reason it cannot.
    QString validationProblem() const;

public Q_SLOTS:
    void newProfile();
    // Saves the form off the GUI thread (`saveFinished` then); false, with the reason shown, when the
    // form cannot be saved.
    bool save();
    void revert();
    void removeCurrent();
    // Delete: asks first, naming the tasks that use the profile.
    void askToRemoveCurrent();

Q_SIGNALS:
    void profilesChanged();
    void loaded();
    void saveFinished(bool saved);

private:
    void buildUi();
    void load(const AgentProfile &profile);
    void showProfiles(const QList<AgentProfile> &profiles);
    void startNewProfile();
    const AgentProfile *known(const QString &id) const;
    AgentProfile fromForm() const;
    void updateValidation();
    void showStatus(const QString &text, bool error);
    void selectAgent(const QString &agentId);
    // Shows the variables (stdio) or headers (http, sse) of MCP server row (-1: none) below the servers.
    void showMcpValues(int row);

    SettingsServices m_services;
    std::unique_ptr<AgentProfiles> m_profiles;
    std::unique_ptr<RemovalImpacts> m_impacts; // what a delete takes with it
    SettingsRemovals *m_removals = nullptr;    // deletes (undoable)
    QList<AgentProfile> m_known; // as last read, in the list's order
    quint64 m_reading = 0;       // the newest read of the list; older answers are dropped
    AgentProfile m_current;
    bool m_editingNew = false; // the user pressed New and has not saved yet
    QStringList m_secretNames;
    bool m_loading = false;

    SettingsListModel *m_listModel = nullptr;
    QListView *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_agent = nullptr;
    QLineEdit *m_model = nullptr;
    QLineEdit *m_mode = nullptr;
    QCheckBox *m_autoApprove = nullptr;
    QSpinBox *m_startTimeout = nullptr;
    SettingsCliFlagsModel *m_flags = nullptr;
    SettingsFlagDelegate *m_flagDelegate = nullptr;
    QTableView *m_flagsView = nullptr;
    SettingsInlineMessage *m_flagMessage = nullptr;
    QLineEdit *m_prefix = nullptr;
    SettingsInlineMessage *m_prefixMessage = nullptr;
    QLineEdit *m_agentVersion = nullptr;   // built-in npm agents: the installed version to start
    QCheckBox *m_runWithNpx = nullptr;     // built-in npm agents: npx instead of the installed package
    SettingsInlineMessage *m_versionMessage = nullptr;
    SettingsEnvVarsModel *m_env = nullptr;
    QTableView *m_envView = nullptr;
    SettingsInlineMessage *m_envMessage = nullptr;
    SettingsMcpServersModel *m_mcp = nullptr;
    QTableView *m_mcpView = nullptr;
    SettingsInlineMessage *m_mcpMessage = nullptr;
    QLabel *m_mcpValuesLabel = nullptr;
    SettingsEnvVarsModel *m_mcpValues = nullptr; // of the server in m_mcpRow
    QTableView *m_mcpValuesView = nullptr;
    QPushButton *m_addMcpValue = nullptr;
    QPushButton *m_removeMcpValue = nullptr;
    int m_mcpRow = -1;
    bool m_writingMcpValues = false;
    QPushButton *m_save = nullptr;
    QPushButton *m_revert = nullptr;
    QPushButton *m_delete = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace kandesk::ui
