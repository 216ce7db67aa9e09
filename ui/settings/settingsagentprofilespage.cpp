// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsagentprofilespage.h"

#include "settingscliflagsmodel.h"
#include "settingsdelegates.h"
#include "settingsenvvarsmodel.h"
#include "settingsinlinemessage.h"
#include "settingslistmodel.h"
#include "settingsmcpserversmodel.h"
#include "settingsremovalquestion.h"

#include "models/agents/agentregistry.h"
#include "models/agents/profilevalidation.h"

#include "application/settings/agentprofiles.h"
#include "application/settings/removalimpact.h"
#include "application/settings/settingsremovals.h"
#include "models/secretvault.h"
#include "models/whenfinished.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace kandesk::ui {

namespace {

bool sameSettings(const AgentProfile &a, const AgentProfile &b)
{
    return a.name == b.name && a.agentId == b.agentId && a.model == b.model && a.mode == b.mode
        && a.autoApprove == b.autoApprove && a.cliFlags == b.cliFlags && a.commandPrefix == b.commandPrefix
        && a.envVars == b.envVars && a.agentVersion == b.agentVersion && a.runWithNpx == b.runWithNpx
        && a.mcpServers == b.mcpServers;
}

} // namespace

SettingsAgentProfilesPage::SettingsAgentProfilesPage(const SettingsServices &services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_profiles(std::make_unique<AgentProfiles>(*services.stores, services.registry))
    , m_impacts(services.stores ? std::make_unique<RemovalImpacts>(*services.stores) : nullptr)
    , m_removals(services.removals)
{
    buildUi();
    reload();
}

SettingsAgentProfilesPage::~SettingsAgentProfilesPage() = default;

void SettingsAgentProfilesPage::setAgentChoices(const QList<AgentChoice> &choices)
{
    const QString current = m_agent->currentData().toString();
    m_agent->clear();
    for (const AgentChoice &choice : choices)
        m_agent->addItem(choice.name, choice.id);
    selectAgent(current.isEmpty() ? m_current.agentId : current);
    updateValidation();
}

void SettingsAgentProfilesPage::selectAgent(const QString &agentId)
{
    if (agentId.isEmpty())
        return;
    int at = m_agent->findData(agentId);
    if (at < 0) {
        m_agent->addItem(tr("%1 (unknown agent)").arg(agentId), agentId);
        at = m_agent->count() - 1;
    }
    m_agent->setCurrentIndex(at);
}

void SettingsAgentProfilesPage::showMcpValues(int row)
{
    if (row >= m_mcp->rowCount())
        row = -1;
    m_mcpRow = row;
    const AgentProfile::McpServer server = m_mcp->server(row);
    const bool stdio = server.transport == AgentProfile::McpServer::Transport::Stdio;
    m_mcpValues->setHeaders(!stdio);
    m_mcpValues->setVariables(row < 0 ? QList<AgentProfile::EnvVar>() : (stdio ? server.env : server.headers));
    const QString name = server.name.isEmpty() ? tr("the selected server") : QStringLiteral("“%1”").arg(server.name);
    m_mcpValuesLabel->setText(row < 0 ? tr("Select an MCP server to edit its environment or headers.")
                                      : (stdio ? tr("Environment of %1 (values or secrets):").arg(name)
                                               : tr("Headers of %1 (values or secrets):").arg(name)));
    m_mcpValuesView->setEnabled(row >= 0);
    m_addMcpValue->setEnabled(row >= 0);
    m_removeMcpValue->setEnabled(row >= 0);
    m_addMcpValue->setText(stdio ? tr("Add variable") : tr("Add header"));
    m_removeMcpValue->setText(stdio ? tr("Remove variable") : tr("Remove header"));
}

void SettingsAgentProfilesPage::refreshSecretNames()
{
    m_secretNames.clear();
    if (!m_services.vault())
        return;
    if (auto secrets = m_services.vault()->list()) {
        for (const SecretInfo &secret : secrets.value())
            m_secretNames.append(secret.name);
    }
}

void SettingsAgentProfilesPage::reload()
{
    refreshSecretNames();
    const quint64 reading = ++m_reading;
    whenFinished(m_profiles->list(), this, [this, reading](const Expected<QList<AgentProfile>> &profiles) {
        if (reading != m_reading)
            return; // a later read is under way
        if (!profiles) {
            showStatus(profiles.error(), true);
            return;
        }
        showProfiles(*profiles);
        Q_EMIT loaded();
    });
}

void SettingsAgentProfilesPage::showProfiles(const QList<AgentProfile> &profiles)
{
    m_known = profiles;
    QList<SettingsListModel::Entry> entries;
    for (const AgentProfile &profile : profiles)
        entries.append({profile.id, profile.name, profile.agentId});
    m_loading = true;
    m_listModel->setEntries(entries);
    m_loading = false;
    if (!m_current.id.isEmpty() && m_listModel->rowOf(m_current.id) >= 0)
        selectProfile(m_current.id);
    else if (m_current.id.isEmpty() && m_editingNew)
        return; // a new profile the user started before the list came is kept
    else if (!entries.isEmpty())
        selectProfile(entries.constFirst().id);
    else
        startNewProfile();
}

const AgentProfile *SettingsAgentProfilesPage::known(const QString &id) const
{
    for (const AgentProfile &profile : m_known) {
        if (profile.id == id)
            return &profile;
    }
    return nullptr;
}

void SettingsAgentProfilesPage::selectProfile(const QString &id)
{
    const int row = m_listModel->rowOf(id);
    const AgentProfile *profile = known(id);
    if (row < 0 || !profile)
        return;
    load(*profile);
    m_loading = true;
    m_list->setCurrentIndex(m_listModel->index(row));
    m_loading = false;
}

void SettingsAgentProfilesPage::newProfile()
{
    startNewProfile();
    m_editingNew = true;
}

void SettingsAgentProfilesPage::startNewProfile()
{
    AgentProfile profile;
    profile.name = tr("New profile");
    if (m_agent->count() > 0)
        profile.agentId = m_agent->itemData(0).toString();
    m_loading = true;
    m_list->clearSelection();
    m_list->setCurrentIndex({});
    m_loading = false;
    load(profile);
    m_name->setFocus();
    m_name->selectAll();
}

void SettingsAgentProfilesPage::load(const AgentProfile &profile)
{
    m_current = profile;
    m_editingNew = false;
    m_loading = true;
    m_name->setText(profile.name);
    selectAgent(profile.agentId);
    m_model->setText(profile.model);
    m_mode->setText(profile.mode);
    m_autoApprove->setChecked(profile.autoApprove);
    m_startTimeout->setValue(profile.startTimeoutSeconds);
    m_flags->setFlags(profile.cliFlags);
    m_prefix->setText(profile.commandPrefix);
    m_agentVersion->setText(profile.agentVersion);
    m_runWithNpx->setChecked(profile.runWithNpx);
    m_env->setVariables(profile.envVars);
    m_mcp->setServers(profile.mcpServers);
    if (profile.mcpServers.isEmpty())
        showMcpValues(-1);
    else
        m_mcpView->setCurrentIndex(m_mcp->index(0, SettingsMcpServersModel::NameColumn));
    showMcpValues(profile.mcpServers.isEmpty() ? -1 : 0);
    m_loading = false;
    m_delete->setEnabled(!profile.id.isEmpty());
    m_status->clear();
    updateValidation();
}

AgentProfile SettingsAgentProfilesPage::fromForm() const
{
    AgentProfile profile = m_current;
    profile.name = m_name->text().trimmed();
    profile.agentId = m_agent->currentData().toString();
    profile.model = m_model->text().trimmed();
    profile.mode = m_mode->text().trimmed();
    profile.autoApprove = m_autoApprove->isChecked();
    profile.startTimeoutSeconds = m_startTimeout->value();
    profile.cliFlags = m_flags->flags();
    profile.commandPrefix = m_prefix->text().trimmed();
    const bool npmAgent = m_agentVersion->isEnabled();
    profile.agentVersion = npmAgent ? m_agentVersion->text().trimmed() : QString();
    profile.runWithNpx = npmAgent && m_runWithNpx->isChecked();
    profile.envVars = m_env->variables();
    profile.mcpServers = m_mcp->servers();
    return profile;
}

QString SettingsAgentProfilesPage::validationProblem() const
{
    if (m_name->text().trimmed().isEmpty())
        return tr("A profile needs a name");
    if (m_agent->currentData().toString().isEmpty())
        return tr("Pick the agent this profile runs");
    if (!m_flagMessage->message().isEmpty())
        return m_flagMessage->message();
    if (!m_prefixMessage->message().isEmpty())
        return m_prefixMessage->message();
    if (!m_versionMessage->message().isEmpty())
        return m_versionMessage->message();
    if (!m_envMessage->message().isEmpty())
        return m_envMessage->message();
    return m_mcpMessage->message();
}

void SettingsAgentProfilesPage::updateValidation()
{
    const QString flagProblem = m_flags->firstProblem();
    m_flagMessage->setMessage(flagProblem.isEmpty() ? QString()
                                                    : flagProblem + tr(" (the launch would drop this flag)"));

    const QString prefixProblem = SettingsCliFlagsModel::problemFor(m_prefix->text());
    m_prefixMessage->setMessage(prefixProblem.isEmpty()
                                    ? QString()
                                    : tr("Command prefix: %1 (the launch would be refused)").arg(prefixProblem));
    m_envMessage->setMessage(m_env->firstProblem());
    QString mcpProblem = m_mcp->firstProblem();
    if (mcpProblem.isEmpty() && m_mcpRow >= 0 && !m_mcpValues->firstProblem().isEmpty())
        mcpProblem = tr("MCP server “%1”: %2").arg(m_mcp->server(m_mcpRow).name, m_mcpValues->firstProblem());
    m_mcpMessage->setMessage(mcpProblem);
    // The version and npx apply to built-in npm agents only.
    const AgentDefinition *agent = m_services.registry ? m_services.registry->find(m_agent->currentData().toString()) : nullptr;
    const bool npmAgent = agent && !agent->isCustom() && !agent->npmPackage.isEmpty();
    m_agentVersion->setEnabled(npmAgent);
    m_runWithNpx->setEnabled(npmAgent);
    m_versionMessage->setMessage(npmAgent ? agentVersionProblem(m_agentVersion->text()) : QString());

    const QString problem = validationProblem();
    m_save->setEnabled(problem.isEmpty());
    m_save->setToolTip(problem);
    if (m_loading)
        return;
    const bool dirty = m_current.id.isEmpty() || !sameSettings(fromForm(), m_current);
    m_revert->setEnabled(dirty && !m_current.id.isEmpty());
    if (dirty && !m_current.id.isEmpty())
        showStatus(tr("Unsaved changes"), false);
    else if (m_status->text() == tr("Unsaved changes"))
        m_status->clear();
}

bool SettingsAgentProfilesPage::save()
{
    // A flag still in its editor is committed first, so that Save saves what is on screen.
    if (QWidget *editor = m_flagsView->indexWidget(m_flagsView->currentIndex()))
        Q_EMIT m_flagDelegate->commitData(editor);
    if (const QString problem = validationProblem(); !problem.isEmpty()) {
        showStatus(problem, true);
        return false;
    }
    m_save->setEnabled(false);
    whenFinished(m_profiles->save(fromForm()), this, [this](const Expected<AgentProfile> &saved) {
        m_save->setEnabled(validationProblem().isEmpty());
        if (!saved) {
            showStatus(tr("Not saved: %1").arg(saved.error()), true);
            Q_EMIT saveFinished(false);
            return;
        }
        m_current = saved.value();
        m_editingNew = false;
        // The list shows the saved profile at once; the read that follows brings what others changed.
        QList<AgentProfile> shown = m_known;
        const auto same = std::find_if(shown.begin(), shown.end(), [this](const AgentProfile &p) { return p.id == m_current.id; });
        if (same == shown.end())
            shown.append(m_current);
        else
            *same = m_current;
        showProfiles(shown);
        reload();
        showStatus(tr("Saved"), false);
        Q_EMIT profilesChanged();
        Q_EMIT saveFinished(true);
    });
    return true;
}

void SettingsAgentProfilesPage::revert()
{
    load(m_current);
}

void SettingsAgentProfilesPage::askToRemoveCurrent()
{
    if (m_current.id.isEmpty() || !m_impacts)
        return;
    const AgentProfile profile = m_current;
    whenFinished(m_impacts->of(SettingsItem::AgentProfile, profile.id), this, [this, profile](const Expected<RemovalImpact> &impact) {
        const bool used = impact && impact->taskCount > 0;
        askBeforeRemoving(this, tr("Delete the agent profile “%1”?").arg(profile.name),
                          tasksUsingText(impact)
                              + (used ? tr(" they start with the default profile from their next start; their transcripts stay.")
                                      : QString()),
                          [this, id = profile.id] {
                              if (m_current.id == id)
                                  removeCurrent();
                          });
    });
}

void SettingsAgentProfilesPage::removeCurrent()
{
    if (m_current.id.isEmpty() || !m_removals)
        return;
    whenFinished(m_removals->remove(SettingsItem::AgentProfile, m_current.id, m_current.name), this,
                 [this, id = m_current.id](const Status &status) {
        if (!status) {
            showStatus(tr("Not deleted: %1").arg(status.error()), true);
            return;
        }
        if (m_current.id == id)
            m_current = AgentProfile{};
        reload();
        Q_EMIT profilesChanged();
    });
}

void SettingsAgentProfilesPage::showStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: #b3261e;") : QString());
}

} // namespace kandesk::ui
