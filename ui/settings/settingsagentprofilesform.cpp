// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The Agent profiles page's widgets and how they are wired (SettingsAgentProfilesPage::buildUi).
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

int selectedRow(const QTableView *view)
{
    const QModelIndex current = view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

} // namespace

void SettingsAgentProfilesPage::buildUi()
{
    m_listModel = new SettingsListModel(this);
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("agentProfileList"));
    m_list->setAccessibleName(tr("Agent profiles"));
    styleSettingsList(m_list);
    m_list->setModel(m_listModel);
    m_list->setMaximumWidth(180);
    auto *newButton = new QPushButton(tr("New"), this);
    newButton->setObjectName(QStringLiteral("newProfile"));
    m_delete = new QPushButton(tr("Delete"), this);
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
    m_model->setPlaceholderText(tr("the agent's default"));
    m_mode = new QLineEdit(this);
    m_mode->setObjectName(QStringLiteral("profileMode"));
    m_mode->setPlaceholderText(tr("the agent's default (e.g. plan, code)"));
    m_autoApprove = new QCheckBox(tr("Approve the agent's permission requests automatically"), this);
    m_autoApprove->setObjectName(QStringLiteral("profileAutoApprove"));
    m_startTimeout = new QSpinBox(this);
    m_startTimeout->setObjectName(QStringLiteral("profileStartTimeout"));
    m_startTimeout->setRange(0, 3600);
    m_startTimeout->setSuffix(QStringLiteral(" s"));
    m_startTimeout->setSpecialValueText(tr("default (60 s)"));
    m_startTimeout->setToolTip(tr("How long the agent may take for each step of its start (initialize, its session, the first prompt) before Kandesk gives up and says so."));

    m_flags = new SettingsCliFlagsModel(this);
    m_flagsView = makeTable(m_flags, QStringLiteral("cliFlagsView"), this);
    m_flagsView->setAccessibleName(tr("CLI flags"));
    m_flagDelegate = new SettingsFlagDelegate(this);
    m_flagsView->setItemDelegateForColumn(SettingsCliFlagsModel::FlagColumn, m_flagDelegate);
    m_flagsView->horizontalHeader()->setSectionResizeMode(SettingsCliFlagsModel::EnabledColumn, QHeaderView::ResizeToContents);
    m_flagsView->horizontalHeader()->setSectionResizeMode(SettingsCliFlagsModel::FlagColumn, QHeaderView::Stretch);
    m_flagsView->horizontalHeader()->setSectionResizeMode(SettingsCliFlagsModel::ProblemColumn, QHeaderView::Stretch);
    auto *addFlag = new QPushButton(tr("Add flag"), this);
    addFlag->setObjectName(QStringLiteral("addFlag"));
    auto *removeFlag = new QPushButton(tr("Remove flag"), this);
    removeFlag->setObjectName(QStringLiteral("removeFlag"));
    m_flagMessage = new SettingsInlineMessage(this);
    m_flagMessage->setObjectName(QStringLiteral("cliFlagMessage"));

    m_prefix = new QLineEdit(this);
    m_prefix->setObjectName(QStringLiteral("commandPrefix"));
    m_prefix->setAccessibleName(tr("Command prefix"));
    m_prefix->setPlaceholderText(tr("optional, e.g. nice -n 10"));
    m_prefixMessage = new SettingsInlineMessage(this);
    m_prefixMessage->setObjectName(QStringLiteral("commandPrefixMessage"));
    m_agentVersion = new QLineEdit(this);
    m_agentVersion->setObjectName(QStringLiteral("profileAgentVersion"));
    m_agentVersion->setPlaceholderText(tr("the agent's pin, else the newest installed"));
    m_agentVersion->setToolTip(tr("Built-in agents: the version (installed in Settings ▸ Agents) this profile starts"));
    m_runWithNpx = new QCheckBox(tr("Run through npx instead of the installed package"), this);
    m_runWithNpx->setObjectName(QStringLiteral("profileRunWithNpx"));
    m_versionMessage = new SettingsInlineMessage(this);
    m_versionMessage->setObjectName(QStringLiteral("profileAgentVersionMessage"));

    m_env = new SettingsEnvVarsModel(this);
    m_envView = makeTable(m_env, QStringLiteral("envVarsView"), this);
    m_envView->setAccessibleName(tr("Environment"));
    m_envView->setItemDelegateForColumn(SettingsEnvVarsModel::SecretColumn,
                                        new SettingsSecretDelegate([this] { return m_secretNames; }, this));
    m_envView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto *addEnv = new QPushButton(tr("Add variable"), this);
    addEnv->setObjectName(QStringLiteral("addEnvVar"));
    auto *removeEnv = new QPushButton(tr("Remove variable"), this);
    removeEnv->setObjectName(QStringLiteral("removeEnvVar"));
    m_envMessage = new SettingsInlineMessage(this);
    m_envMessage->setObjectName(QStringLiteral("envVarMessage"));

    m_mcp = new SettingsMcpServersModel(this);
    m_mcpView = makeTable(m_mcp, QStringLiteral("mcpServersView"), this);
    m_mcpView->setAccessibleName(tr("MCP servers"));
    m_mcpView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_mcpView->setWordWrap(false);
    m_mcpView->setItemDelegateForColumn(SettingsMcpServersModel::TypeColumn,
                                        new SettingsChoiceDelegate({QStringLiteral("stdio"), QStringLiteral("http"), QStringLiteral("sse")},
                                                                   QStringLiteral("mcpTypeEditor"), this));
    m_mcpView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_mcpView->horizontalHeader()->setSectionResizeMode(SettingsMcpServersModel::TargetColumn, QHeaderView::Stretch);
    m_mcpView->horizontalHeader()->setSectionResizeMode(SettingsMcpServersModel::ValuesColumn, QHeaderView::Stretch);
    m_mcpView->setToolTip(tr("Handed to the agent with every session it opens or loads. stdio: Kandesk's agent starts the command; "
                                         "http and sse: only agents that say they take them get them (the others are told, not sent)."));
    auto *addMcp = new QPushButton(tr("Add MCP server"), this);
    addMcp->setObjectName(QStringLiteral("addMcpServer"));
    auto *removeMcp = new QPushButton(tr("Remove MCP server"), this);
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

    m_save = new QPushButton(tr("Save"), this);
    m_save->setObjectName(QStringLiteral("saveProfile"));
    m_save->setDefault(true);
    m_revert = new QPushButton(tr("Revert"), this);
    m_revert->setObjectName(QStringLiteral("revertProfile"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("profileStatus"));

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Agent"), m_agent);
    form->addRow(tr("Model"), m_model);
    form->addRow(tr("Mode"), m_mode);
    form->addRow(QString(), m_autoApprove);
    form->addRow(tr("Start timeout"), m_startTimeout);
    auto *versionBox = new QVBoxLayout;
    auto *versionRow = new QHBoxLayout;
    versionRow->addWidget(m_agentVersion, 1);
    versionRow->addWidget(m_runWithNpx);
    versionBox->addLayout(versionRow);
    versionBox->addWidget(m_versionMessage);
    form->addRow(tr("Agent version"), versionBox);
    auto *flagsBox = new QVBoxLayout;
    flagsBox->addWidget(m_flagsView);
    flagsBox->addWidget(m_flagMessage);
    flagsBox->addLayout(rowButtons(addFlag, removeFlag));
    form->addRow(tr("CLI flags"), flagsBox);
    auto *prefixBox = new QVBoxLayout;
    prefixBox->addWidget(m_prefix);
    prefixBox->addWidget(m_prefixMessage);
    form->addRow(tr("Command prefix"), prefixBox);
    auto *envBox = new QVBoxLayout;
    envBox->addWidget(m_envView);
    envBox->addWidget(m_envMessage);
    envBox->addLayout(rowButtons(addEnv, removeEnv));
    form->addRow(tr("Environment"), envBox);
    auto *mcpBox = new QVBoxLayout;
    mcpBox->addWidget(m_mcpView);
    mcpBox->addWidget(m_mcpMessage);
    mcpBox->addLayout(rowButtons(addMcp, removeMcp));
    mcpBox->addWidget(m_mcpValuesLabel);
    mcpBox->addWidget(m_mcpValuesView);
    mcpBox->addLayout(rowButtons(m_addMcpValue, m_removeMcpValue));
    form->addRow(tr("MCP servers"), mcpBox);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_revert);
    buttons->addWidget(m_save);
    // The form outgrows small windows: it scrolls, the buttons stay.
    auto *formHost = new QWidget(this);
    formHost->setLayout(form);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("profileFormScroll"));
    scroll->setAccessibleName(tr("Agent profile"));
    scroll->setWidget(formHost);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    setTabOrder(m_delete, scroll); // Tab meets the scrolled form before its fields, as it reads
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

} // namespace kandesk::ui
