// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsdialog.h"

#include "settingsagentprofilespage.h"
#include "settingsagentspage.h"
#include "settingsbackupspage.h"
#include "settingsexecutorprofilespage.h"
#include "settingslistmodel.h"
#include "settingsrepositoriespage.h"
#include "settingssecretspage.h"

#include "application/stores.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QListView>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace kandesk::ui {

SecretVault *SettingsServices::vault() const
{
    return stores ? &stores->vault() : nullptr;
}

SettingsDialog::SettingsDialog(const SettingsServices &services, QWidget *parent)
    : QDialog(parent)
    , m_pagesModel(new SettingsListModel(this))
    , m_pagesView(new QListView(this))
    , m_stack(new QStackedWidget(this))
{
    setWindowTitle(QStringLiteral("Kandesk Settings"));
    setObjectName(QStringLiteral("settingsDialog"));

    m_agents = new SettingsAgentsPage(services, m_stack);
    m_agentProfiles = new SettingsAgentProfilesPage(services, m_stack);
    m_executorProfiles = new SettingsExecutorProfilesPage(services, m_stack);
    m_secrets = new SettingsSecretsPage(services, m_stack);
    m_repositories = new SettingsRepositoriesPage(services, m_stack);
    m_backups = new SettingsBackupsPage(services, m_stack);
    // In the order of Page.
    m_stack->addWidget(m_agents);
    m_stack->addWidget(m_agentProfiles);
    m_stack->addWidget(m_executorProfiles);
    m_stack->addWidget(m_secrets);
    m_stack->addWidget(m_repositories);
    m_stack->addWidget(m_backups);
    m_pagesModel->setEntries({
        {QStringLiteral("agents"), QStringLiteral("Agents"), QStringLiteral("Which agents can run here")},
        {QStringLiteral("agent-profiles"), QStringLiteral("Agent profiles"), QStringLiteral("How an agent is started")},
        {QStringLiteral("executor-profiles"), QStringLiteral("Executor profiles"), QStringLiteral("Where a task runs")},
        {QStringLiteral("secrets"), QStringLiteral("Secrets"), QStringLiteral("API keys and tokens")},
        {QStringLiteral("repositories"), QStringLiteral("Repositories"), QStringLiteral("The workspace's repositories")},
        {QStringLiteral("backups"), QStringLiteral("Backups"), QStringLiteral("Save and restore this home")},
    });

    m_pagesView->setObjectName(QStringLiteral("settingsPages"));
    styleSettingsList(m_pagesView);
    m_pagesView->setModel(m_pagesModel);
    m_pagesView->setFixedWidth(160);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *body = new QHBoxLayout;
    body->addWidget(m_pagesView);
    body->addWidget(m_stack, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);

    connect(m_pagesView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    m_stack->setCurrentIndex(current.row());
            });
    connect(m_agents, &SettingsAgentsPage::agentsChanged, this, [this] {
        updateAgentChoices();
        Q_EMIT customAgentsChanged();
    });
    connect(m_agentProfiles, &SettingsAgentProfilesPage::profilesChanged, this, [this] {
        m_agents->refresh(); // a profile may now provide an agent's key
        Q_EMIT agentProfilesChanged();
    });
    connect(m_executorProfiles, &SettingsExecutorProfilesPage::profilesChanged, this,
            &SettingsDialog::executorProfilesChanged);
    connect(m_secrets, &SettingsSecretsPage::secretsChanged, this, [this] {
        m_agentProfiles->refreshSecretNames();
        Q_EMIT secretsChanged();
    });
    connect(m_repositories, &SettingsRepositoriesPage::repositoriesChanged, this, &SettingsDialog::repositoriesChanged);

    updateAgentChoices();
    showPage(Page::Agents);
    resize(960, 640);
}

void SettingsDialog::updateAgentChoices()
{
    QList<SettingsAgentProfilesPage::AgentChoice> choices;
    const QList<AgentDefinition> agents = m_agents->allAgents();
    for (const AgentDefinition &agent : agents)
        choices.append({agent.id, agent.displayName});
    m_agentProfiles->setAgentChoices(choices);
}

void SettingsDialog::showPage(Page page)
{
    m_pagesView->setCurrentIndex(m_pagesModel->index(int(page)));
}

SettingsDialog::Page SettingsDialog::currentPage() const
{
    return Page(m_stack->currentIndex());
}

} // namespace kandesk::ui
