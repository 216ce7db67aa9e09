// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsservices.h"

#include <QDialog>

class QLabel;
class QListView;
class QPushButton;
class QStackedWidget;

namespace kandesk {
enum class SettingsItem;
} // namespace kandesk

namespace kandesk::ui {

class SettingsAgentProfilesPage;
class SettingsAgentsPage;
class SettingsBackupsPage;
class SettingsRunningPage;
class SettingsIntegrationsPage;
class SettingsExecutorProfilesPage;
class SettingsListModel;
class SettingsRepositoriesPage;
class SettingsSecretsPage;

// Settings: agents, agent profiles, executor profiles, secrets, repositories and backups, one page each,
// picked from the list on the left. Changes are saved page by page; the dialog can stay open
// next to the main window (show() it; it does not need exec()).
class SettingsDialog final : public QDialog
{
    Q_OBJECT
public:
    enum class Page { Agents, AgentProfiles, ExecutorProfiles, Secrets, Repositories, Backups, Running, Integrations };

    // services.database and services.vault are required; services.registry gives the built-in agents.
    explicit SettingsDialog(const SettingsServices &services, QWidget *parent = nullptr);

    void showPage(Page page);
    Page currentPage() const;

    SettingsAgentsPage *agentsPage() const { return m_agents; }
    SettingsAgentProfilesPage *agentProfilesPage() const { return m_agentProfiles; }
    SettingsExecutorProfilesPage *executorProfilesPage() const { return m_executorProfiles; }
    SettingsSecretsPage *secretsPage() const { return m_secrets; }
    SettingsRepositoriesPage *repositoriesPage() const { return m_repositories; }
    SettingsBackupsPage *backupsPage() const { return m_backups; }
    SettingsRunningPage *runningPage() const { return m_running; }
    SettingsIntegrationsPage *integrationsPage() const { return m_integrations; }

public Q_SLOTS:
    // Puts back what the last delete took (the Undo button beside Close, Ctrl+Z), then re-reads its page.
    void undoLastRemoval();

Q_SIGNALS:
    // Custom agents were added, changed or removed (SettingsStore "custom_agents"; see settingscustomagents.h).
    void customAgentsChanged();
    void agentProfilesChanged();
    void executorProfilesChanged();
    void secretsChanged();
    void repositoriesChanged();

private:
    void updateAgentChoices();
    void showUndo();
    void afterUndo(SettingsItem item);

    SettingsListModel *m_pagesModel = nullptr;
    QListView *m_pagesView = nullptr;
    QStackedWidget *m_stack = nullptr;
    SettingsAgentsPage *m_agents = nullptr;
    SettingsAgentProfilesPage *m_agentProfiles = nullptr;
    SettingsExecutorProfilesPage *m_executorProfiles = nullptr;
    SettingsSecretsPage *m_secrets = nullptr;
    SettingsRepositoriesPage *m_repositories = nullptr;
    SettingsBackupsPage *m_backups = nullptr;
    SettingsRunningPage *m_running = nullptr;
    SettingsIntegrationsPage *m_integrations = nullptr;
    SettingsRemovals *m_removals = nullptr;
    QLabel *m_undoText = nullptr;
    QPushButton *m_undo = nullptr;
};

} // namespace kandesk::ui
