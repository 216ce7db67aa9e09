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
#include "application/stores.h"
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

QTableView *makeTable(QAbstractItemModel *model, const QString &objectName, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectItems);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                          | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    view->verticalHeader()->hide();
    view->setAlternatingRowColors(true);
    view->setMinimumHeight(110);
    return view;
}

QHBoxLayout *rowButtons(QPushButton *add, QPushButton *remove)
{
    auto *layout = new QHBoxLayout;
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(add);
    layout->addWidget(remove);
    layout->addStretch(1);
    return layout;
}

// The fields this page edits (ids and timestamps are the store's).
bool sameSettings(const AgentProfile &a, const AgentProfile &b)
{
    return a.name == b.name && a.agentId == b.agentId && a.model == b.model && a.mode == b.mode
        && a.autoApprove == b.autoApprove && a.cliFlags == b.cliFlags && a.commandPrefix == b.commandPrefix
        && a.envVars == b.envVars && a.agentVersion == b.agentVersion && a.runWithNpx == b.runWithNpx
        && a.mcpServers == b.mcpServers;
}

int selectedRow(const QTableView *view)
{
    const QModelIndex current = view->currentIndex();
    return current.isValid() ? current.row() : -1;
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

void SettingsAgentProfilesPage::buildUi()
{
    m_listModel = new SettingsListModel(this);
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("agentProfileList"));
    styleSettingsList(m_list);
    m_list->setModel(m_listModel);
    m_list->setMaximumWidth(180);
    auto *newButton = new QPushButton(QStringLiteral("New"), this);
    newButton->setObjectName(QStringLiteral("newProfile"));
    m_delete = new QPushButton(QStringLiteral("Delete"), this);
    m_delete->setObjectName(QStringLiteral("deleteProfile"));
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(rowButtons(newButton, m_delete));

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("profileName"));
    m_agent = new QComboBox(this);
    m_agent->setObjectName(QStringLiteral("profileAgent"));
    m_model = new QLineEdit(this);
    m_model->setObjectName(QStringLiteral("profileModel"));
    m_model->setPlaceholderText(QStringLiteral("the agent's default"));
    m_mode = new QLineEdit(this);
    m_mode->setObjectName(QStringLiteral("profileMode"));
    m_mode->setPlaceholderText(QStringLiteral("the agent's default (e.g. plan, code)"));
    m_autoApprove = new QCheckBox(QStringLiteral("Approve the agent's permission requests automatically"), this);
    m_autoApprove->setObjectName(QStringLiteral("profileAutoApprove"));
    m_startTimeout = new QSpinBox(this);
    m_startTimeout->setObjectName(QStringLiteral("profileStartTimeout"));
    m_startTimeout->setRange(0, 3600);
    m_startTimeout->setSuffix(QStringLiteral(" s"));
    m_startTimeout->setSpecialValueText(QStringLiteral("default (60 s)"));
    m_startTimeout->setToolTip(QStringLiteral("How long the agent may take for each step of its start (initialize, its session, the first prompt) before Kandesk gives up and says so."));

    m_flags = new SettingsCliFlagsModel(this);
    m_flagsView = makeTable(m_flags, QStringLiteral("cliFlagsView"), this);
    m_flagDelegate = new SettingsFlagDelegate(this);
    m_flagsView->setItemDelegateForColumn(SettingsCliFlagsModel::FlagColumn, m_flagDelegate);
    m_flagsView->horizontalHeader()->setSectionResizeMode(SettingsCliFlagsModel::EnabledColumn, QHeaderView::ResizeToContents);
    m_flagsView->horizontalHeader()->setSectionResizeMode(SettingsCliFlagsModel::FlagColumn, QHeaderView::Stretch);
    m_flagsView->horizontalHeader()->setSectionResizeMode(SettingsCliFlagsModel::ProblemColumn, QHeaderView::Stretch);
    auto *addFlag = new QPushButton(QStringLiteral("Add flag"), this);
    addFlag->setObjectName(QStringLiteral("addFlag"));
    auto *removeFlag = new QPushButton(QStringLiteral("Remove flag"), this);
    removeFlag->setObjectName(QStringLiteral("removeFlag"));
    m_flagMessage = new SettingsInlineMessage(this);
    m_flagMessage->setObjectName(QStringLiteral("cliFlagMessage"));

    m_prefix = new QLineEdit(this);
    m_prefix->setObjectName(QStringLiteral("commandPrefix"));
    m_prefix->setPlaceholderText(QStringLiteral("optional, e.g. nice -n 10"));
    m_prefixMessage = new SettingsInlineMessage(this);
    m_prefixMessage->setObjectName(QStringLiteral("commandPrefixMessage"));
    m_agentVersion = new QLineEdit(this);
    m_agentVersion->setObjectName(QStringLiteral("profileAgentVersion"));
    m_agentVersion->setPlaceholderText(QStringLiteral("the agent's pin, else the newest installed"));
    m_agentVersion->setToolTip(QStringLiteral("Built-in agents: the version (installed in Settings ▸ Agents) this profile starts"));
    m_runWithNpx = new QCheckBox(QStringLiteral("Run through npx instead of the installed package"), this);
    m_runWithNpx->setObjectName(QStringLiteral("profileRunWithNpx"));
    m_versionMessage = new SettingsInlineMessage(this);
    m_versionMessage->setObjectName(QStringLiteral("profileAgentVersionMessage"));

    m_env = new SettingsEnvVarsModel(this);
    m_envView = makeTable(m_env, QStringLiteral("envVarsView"), this);
    m_envView->setItemDelegateForColumn(SettingsEnvVarsModel::SecretColumn,
                                        new SettingsSecretDelegate([this] { return m_secretNames; }, this));
    m_envView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto *addEnv = new QPushButton(QStringLiteral("Add variable"), this);
    addEnv->setObjectName(QStringLiteral("addEnvVar"));
    auto *removeEnv = new QPushButton(QStringLiteral("Remove variable"), this);
    removeEnv->setObjectName(QStringLiteral("removeEnvVar"));
    m_envMessage = new SettingsInlineMessage(this);
    m_envMessage->setObjectName(QStringLiteral("envVarMessage"));

    m_mcp = new SettingsMcpServersModel(this);
    m_mcpView = makeTable(m_mcp, QStringLiteral("mcpServersView"), this);
    m_mcpView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_mcpView->setWordWrap(false);
    m_mcpView->setItemDelegateForColumn(SettingsMcpServersModel::TypeColumn,
                                        new SettingsChoiceDelegate({QStringLiteral("stdio"), QStringLiteral("http"), QStringLiteral("sse")},
                                                                   QStringLiteral("mcpTypeEditor"), this));
    m_mcpView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_mcpView->horizontalHeader()->setSectionResizeMode(SettingsMcpServersModel::TargetColumn, QHeaderView::Stretch);
    m_mcpView->horizontalHeader()->setSectionResizeMode(SettingsMcpServersModel::ValuesColumn, QHeaderView::Stretch);
    m_mcpView->setToolTip(QStringLiteral("Handed to the agent with every session it opens or loads. stdio: Kandesk's agent starts the command; "
                                         "http and sse: only agents that say they take them get them (the others are told, not sent)."));
    auto *addMcp = new QPushButton(QStringLiteral("Add MCP server"), this);
    addMcp->setObjectName(QStringLiteral("addMcpServer"));
    auto *removeMcp = new QPushButton(QStringLiteral("Remove MCP server"), this);
    removeMcp->setObjectName(QStringLiteral("removeMcpServer"));
    m_mcpMessage = new SettingsInlineMessage(this);
    m_mcpMessage->setObjectName(QStringLiteral("mcpServerMessage"));
    m_mcpValuesLabel = new QLabel(this);
    m_mcpValuesLabel->setObjectName(QStringLiteral("mcpValuesLabel"));
    m_mcpValues = new SettingsEnvVarsModel(this);
    m_mcpValuesView = makeTable(m_mcpValues, QStringLiteral("mcpValuesView"), this);
    m_mcpValuesView->setItemDelegateForColumn(SettingsEnvVarsModel::SecretColumn,
                                              new SettingsSecretDelegate([this] { return m_secretNames; }, this));
    m_mcpValuesView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_mcpValuesView->setMinimumHeight(90);
    m_addMcpValue = new QPushButton(this);
    m_addMcpValue->setObjectName(QStringLiteral("addMcpValue"));
    m_removeMcpValue = new QPushButton(this);
    m_removeMcpValue->setObjectName(QStringLiteral("removeMcpValue"));

    m_save = new QPushButton(QStringLiteral("Save"), this);
    m_save->setObjectName(QStringLiteral("saveProfile"));
    m_save->setDefault(true);
    m_revert = new QPushButton(QStringLiteral("Revert"), this);
    m_revert->setObjectName(QStringLiteral("revertProfile"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("profileStatus"));

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(QStringLiteral("Name"), m_name);
    form->addRow(QStringLiteral("Agent"), m_agent);
    form->addRow(QStringLiteral("Model"), m_model);
    form->addRow(QStringLiteral("Mode"), m_mode);
    form->addRow(QString(), m_autoApprove);
    form->addRow(QStringLiteral("Start timeout"), m_startTimeout);
    auto *versionBox = new QVBoxLayout;
    auto *versionRow = new QHBoxLayout;
    versionRow->addWidget(m_agentVersion, 1);
    versionRow->addWidget(m_runWithNpx);
    versionBox->addLayout(versionRow);
    versionBox->addWidget(m_versionMessage);
    form->addRow(QStringLiteral("Agent version"), versionBox);
    auto *flagsBox = new QVBoxLayout;
    flagsBox->addWidget(m_flagsView);
    flagsBox->addWidget(m_flagMessage);
    flagsBox->addLayout(rowButtons(addFlag, removeFlag));
    form->addRow(QStringLiteral("CLI flags"), flagsBox);
    auto *prefixBox = new QVBoxLayout;
    prefixBox->addWidget(m_prefix);
    prefixBox->addWidget(m_prefixMessage);
    form->addRow(QStringLiteral("Command prefix"), prefixBox);
    auto *envBox = new QVBoxLayout;
    envBox->addWidget(m_envView);
    envBox->addWidget(m_envMessage);
    envBox->addLayout(rowButtons(addEnv, removeEnv));
    form->addRow(QStringLiteral("Environment"), envBox);
    auto *mcpBox = new QVBoxLayout;
    mcpBox->addWidget(m_mcpView);
    mcpBox->addWidget(m_mcpMessage);
    mcpBox->addLayout(rowButtons(addMcp, removeMcp));
    mcpBox->addWidget(m_mcpValuesLabel);
    mcpBox->addWidget(m_mcpValuesView);
    mcpBox->addLayout(rowButtons(m_addMcpValue, m_removeMcpValue));
    form->addRow(QStringLiteral("MCP servers"), mcpBox);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_save);
    // The form outgrows small windows: it scrolls, the buttons stay.
    auto *formHost = new QWidget(this);
    formHost->setLayout(form);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("profileFormScroll"));
    scroll->setWidget(formHost);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *right = new QVBoxLayout;
    right->addWidget(scroll, 1);
    right->addLayout(buttons);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left);
    layout->addLayout(right, 1);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (m_loading || !current.isValid())
            return;
        const QString id = current.data(SettingsListModel::IdRole).toString();
        if (id == m_current.id)
            return;
        if (const AgentProfile *profile = known(id))
            load(*profile);
    });
    connect(newButton, &QPushButton::clicked, this, &SettingsAgentProfilesPage::newProfile);
    connect(m_delete, &QPushButton::clicked, this, &SettingsAgentProfilesPage::askToRemoveCurrent);
    connect(m_save, &QPushButton::clicked, this, &SettingsAgentProfilesPage::save);
    connect(m_revert, &QPushButton::clicked, this, &SettingsAgentProfilesPage::revert);
    connect(addFlag, &QPushButton::clicked, this, [this] {
        const int row = m_flags->addFlag();
        const QModelIndex index = m_flags->index(row, SettingsCliFlagsModel::FlagColumn);
        m_flagsView->setCurrentIndex(index);
        m_flagsView->edit(index);
    });
    connect(removeFlag, &QPushButton::clicked, this, [this] { m_flags->removeFlag(selectedRow(m_flagsView)); });
    connect(addEnv, &QPushButton::clicked, this, [this] {
        const int row = m_env->addVariable();
        const QModelIndex index = m_env->index(row, SettingsEnvVarsModel::NameColumn);
        m_envView->setCurrentIndex(index);
        m_envView->edit(index);
    });
    connect(removeEnv, &QPushButton::clicked, this, [this] { m_env->removeVariable(selectedRow(m_envView)); });
    connect(addMcp, &QPushButton::clicked, this, [this] {
        const int row = m_mcp->addServer();
        const QModelIndex index = m_mcp->index(row, SettingsMcpServersModel::NameColumn);
        m_mcpView->setCurrentIndex(index);
        m_mcpView->edit(index);
    });
    connect(removeMcp, &QPushButton::clicked, this, [this] {
        m_mcp->removeServer(selectedRow(m_mcpView));
        showMcpValues(selectedRow(m_mcpView));
    });
    connect(m_mcpView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { showMcpValues(current.isValid() ? current.row() : -1); });
    connect(m_mcp, &SettingsMcpServersModel::edited, this, [this] {
        // The values shown follow the server: its name, and variables or headers as its type says.
        if (!m_writingMcpValues)
            showMcpValues(m_mcpRow);
        updateValidation();
    });
    connect(m_mcpValues, &SettingsEnvVarsModel::edited, this, [this] {
        if (m_mcpRow < 0)
            return;
        m_writingMcpValues = true;
        m_mcp->setValues(m_mcpRow, m_mcpValues->variables());
        m_writingMcpValues = false;
    });
    connect(m_addMcpValue, &QPushButton::clicked, this, [this] {
        const int row = m_mcpValues->addVariable();
        const QModelIndex index = m_mcpValues->index(row, SettingsEnvVarsModel::NameColumn);
        m_mcpValuesView->setCurrentIndex(index);
        m_mcpValuesView->edit(index);
    });
    connect(m_removeMcpValue, &QPushButton::clicked, this, [this] { m_mcpValues->removeVariable(selectedRow(m_mcpValuesView)); });
    connect(m_flagDelegate, &SettingsFlagDelegate::editing, this, [this](int row, const QString &text) {
        m_flags->setEditingText(row, text);
        updateValidation();
    });
    connect(m_flagDelegate, &SettingsFlagDelegate::editingFinished, this, [this] {
        m_flags->endEditing();
        updateValidation();
    });
    connect(m_flags, &SettingsCliFlagsModel::edited, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_env, &SettingsEnvVarsModel::edited, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_prefix, &QLineEdit::textChanged, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_name, &QLineEdit::textChanged, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_agent, &QComboBox::currentIndexChanged, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_model, &QLineEdit::textChanged, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_mode, &QLineEdit::textChanged, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_autoApprove, &QCheckBox::toggled, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_agentVersion, &QLineEdit::textChanged, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_runWithNpx, &QCheckBox::toggled, this, &SettingsAgentProfilesPage::updateValidation);
    connect(m_startTimeout, &QSpinBox::valueChanged, this, &SettingsAgentProfilesPage::updateValidation);
}

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
        m_agent->addItem(QStringLiteral("%1 (unknown agent)").arg(agentId), agentId);
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
    const QString name = server.name.isEmpty() ? QStringLiteral("the selected server") : QStringLiteral("“%1”").arg(server.name);
    m_mcpValuesLabel->setText(row < 0 ? QStringLiteral("Select an MCP server to edit its environment or headers.")
                                      : (stdio ? QStringLiteral("Environment of %1 (values or secrets):").arg(name)
                                               : QStringLiteral("Headers of %1 (values or secrets):").arg(name)));
    m_mcpValuesView->setEnabled(row >= 0);
    m_addMcpValue->setEnabled(row >= 0);
    m_removeMcpValue->setEnabled(row >= 0);
    m_addMcpValue->setText(stdio ? QStringLiteral("Add variable") : QStringLiteral("Add header"));
    m_removeMcpValue->setText(stdio ? QStringLiteral("Remove variable") : QStringLiteral("Remove header"));
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
    profile.name = QStringLiteral("New profile");
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
        return QStringLiteral("A profile needs a name");
    if (m_agent->currentData().toString().isEmpty())
        return QStringLiteral("Pick the agent this profile runs");
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
                                                    : flagProblem + QStringLiteral(" (the launch would drop this flag)"));

    const QString prefixProblem = SettingsCliFlagsModel::problemFor(m_prefix->text());
    m_prefixMessage->setMessage(prefixProblem.isEmpty()
                                    ? QString()
                                    : QStringLiteral("Command prefix: %1 (the launch would be refused)").arg(prefixProblem));
    m_envMessage->setMessage(m_env->firstProblem());
    QString mcpProblem = m_mcp->firstProblem();
    if (mcpProblem.isEmpty() && m_mcpRow >= 0 && !m_mcpValues->firstProblem().isEmpty())
        mcpProblem = QStringLiteral("MCP server “%1”: %2").arg(m_mcp->server(m_mcpRow).name, m_mcpValues->firstProblem());
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
        showStatus(QStringLiteral("Unsaved changes"), false);
    else if (m_status->text() == QLatin1String("Unsaved changes"))
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
            showStatus(QStringLiteral("Not saved: %1").arg(saved.error()), true);
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
        showStatus(QStringLiteral("Saved"), false);
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
        askBeforeRemoving(this, QStringLiteral("Delete the agent profile “%1”?").arg(profile.name),
                          tasksUsingText(impact)
                              + (used ? QStringLiteral(" they start with the default profile from their next start; their transcripts stay.")
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
            showStatus(QStringLiteral("Not deleted: %1").arg(status.error()), true);
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
