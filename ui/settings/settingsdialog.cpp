// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsdialog.h"

#include "settingsagentprofilespage.h"
#include "settingsagentspage.h"
#include "settingsbackupspage.h"
#include "settingsrunningpage.h"
#include "settingsexecutorprofilespage.h"
#include "settingsintegrationspage.h"
#include "settingslistmodel.h"
#include "settingsrepositoriespage.h"
#include "settingssecretspage.h"

#include "application/settings/settingsremovals.h"
#include "application/stores.h"
#include "models/whenfinished.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
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
    , m_undoText(new QLabel(this))
    , m_undo(new QPushButton(tr("Undo"), this))
{
    setWindowTitle(tr("Kandesk Settings"));
    setObjectName(QStringLiteral("settingsDialog"));

    SettingsServices pageServices = services;
    if (!pageServices.removals && services.stores)
        pageServices.removals = new SettingsRemovals(*services.stores, this);
    m_removals = pageServices.removals;
    m_agents = new SettingsAgentsPage(pageServices, m_stack);
    m_agentProfiles = new SettingsAgentProfilesPage(pageServices, m_stack);
    m_executorProfiles = new SettingsExecutorProfilesPage(pageServices, m_stack);
    m_secrets = new SettingsSecretsPage(pageServices, m_stack);
    m_repositories = new SettingsRepositoriesPage(pageServices, m_stack);
    m_backups = new SettingsBackupsPage(pageServices, m_stack);
    m_running = new SettingsRunningPage(pageServices, m_stack);
    m_integrations = new SettingsIntegrationsPage(pageServices, m_stack);
    // In the order of Page.
    m_stack->addWidget(m_agents);
    m_stack->addWidget(m_agentProfiles);
    m_stack->addWidget(m_executorProfiles);
    m_stack->addWidget(m_secrets);
    m_stack->addWidget(m_repositories);
    m_stack->addWidget(m_backups);
    m_stack->addWidget(m_running);
    m_stack->addWidget(m_integrations);
    m_pagesModel->setEntries({
        {QStringLiteral("agents"), tr("Agents"), tr("Which agents can run here")},
        {QStringLiteral("agent-profiles"), tr("Agent profiles"), tr("How an agent is started")},
        {QStringLiteral("executor-profiles"), tr("Executor profiles"), tr("Where a task runs")},
        {QStringLiteral("secrets"), tr("Secrets"), tr("API keys and tokens")},
        {QStringLiteral("repositories"), tr("Repositories"), tr("The workspace's repositories")},
        {QStringLiteral("backups"), tr("Home"), tr("Its folders, backups and restores")},
        {QStringLiteral("running"), tr("Agents at once"), tr("How many agents run together")},
        {QStringLiteral("integrations"), tr("Integrations"), tr("Issue trackers tasks come from")},
    });

    m_pagesView->setObjectName(QStringLiteral("settingsPages"));
    m_pagesView->setAccessibleName(tr("Settings pages"));
    styleSettingsList(m_pagesView);
    m_pagesView->setModel(m_pagesModel);
    m_pagesView->setFixedWidth(160);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    m_undoText->setObjectName(QStringLiteral("undoRemovalText"));
    m_undo->setObjectName(QStringLiteral("undoRemoval"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setAutoDefault(false);
    m_undo->setToolTip(tr("Put back what the last delete took (%1)").arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    connect(m_undo, &QPushButton::clicked, this, &SettingsDialog::undoLastRemoval);
    if (m_removals)
        connect(m_removals, &SettingsRemovals::undoableChanged, this, &SettingsDialog::showUndo);
    showUndo();

    auto *body = new QHBoxLayout;
    body->addWidget(m_pagesView);
    body->addWidget(m_stack, 1);
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_undoText, 1);
    footer->addWidget(m_undo);
    footer->addWidget(buttons);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addLayout(footer);

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

void SettingsDialog::showUndo()
{
    const QString undoable = m_removals ? m_removals->undoable() : QString();
    m_undo->setVisible(!undoable.isEmpty());
    if (!undoable.isEmpty())
        m_undoText->setText(tr("Deleted %1.").arg(undoable));
}

void SettingsDialog::undoLastRemoval()
{
    if (!m_removals || m_removals->undoable().isEmpty())
        return;
    const QString undoable = m_removals->undoable();
    m_undo->setEnabled(false);
    whenFinished(m_removals->undo(), this, [this, undoable](const Expected<SettingsItem> &item) {
        m_undo->setEnabled(true);
        if (!item) {
            m_undoText->setText(item.error());
            return;
        }
        m_undoText->setText(tr("Put back %1.").arg(undoable));
        showUndo();
        afterUndo(*item);
    });
}

void SettingsDialog::afterUndo(SettingsItem item)
{
    switch (item) {
    case SettingsItem::Repository:
        m_repositories->reload();
        Q_EMIT repositoriesChanged();
        break;
    case SettingsItem::AgentProfile:
        m_agentProfiles->reload();
        m_agents->refresh();
        Q_EMIT agentProfilesChanged();
        break;
    case SettingsItem::ExecutorProfile:
        m_executorProfiles->reload();
        Q_EMIT executorProfilesChanged();
        break;
    case SettingsItem::Secret:
        m_secrets->reload();
        m_agentProfiles->refreshSecretNames();
        Q_EMIT secretsChanged();
        break;
    case SettingsItem::CustomAgent:
        m_agents->refresh();
        updateAgentChoices();
        Q_EMIT customAgentsChanged();
        break;
    }
}

} // namespace kandesk::ui
