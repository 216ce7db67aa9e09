// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsagentspage.h"

#include "settingsagentsignout.h"
#include "settingsinlinemessage.h"
#include "settingsnpmagentpanel.h"
#include "settingsremovalquestion.h"

#include "application/settings/configuration.h"
#include "application/settings/agentreadiness.h"
#include "application/settings/removalimpact.h"
#include "application/settings/settingsremovals.h"

#include "application/stores.h"
#include "models/queries/profilequeries.h"
#include "models/queries/settingsqueries.h"
#include "models/whenfinished.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTableView>
#include <QVBoxLayout>

namespace kandesk::ui {

SettingsAgentsPage::SettingsAgentsPage(const SettingsServices &services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_settings(&std::as_const(*services.stores).settings())
    , m_configuration(std::make_unique<Configuration>(*services.stores))
    , m_impacts(std::make_unique<RemovalImpacts>(*services.stores))
    , m_removals(services.removals)
    , m_readiness(std::make_unique<AgentReadiness>(*services.stores))
    , m_model(new SettingsAgentsModel(this))
{
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("agentsSummary"));
    m_summary->setWordWrap(true);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("agentsView"));
    m_view->setAccessibleName(tr("Agents"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->horizontalHeader()->setSectionResizeMode(SettingsAgentsModel::NameColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(SettingsAgentsModel::StatusColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(SettingsAgentsModel::CommandColumn, QHeaderView::Stretch);

    // Made in the order they show, which Tab follows: the selected agent's sign-out and npm
    // install, then the custom agent.
    m_signOut = new SettingsAgentSignOut(services.agentCalls, this);
    m_npmPanel = new SettingsNpmAgentPanel(services.stores->layout().cache, this);
    m_npmPanel->setObjectName(QStringLiteral("npmAgentPanel"));

    auto *customBox = new QGroupBox(tr("Custom ACP agent"), this);
    m_customId = new QLineEdit(customBox);
    m_customId->setObjectName(QStringLiteral("customAgentId"));
    m_customId->setPlaceholderText(QStringLiteral("my-agent"));
    m_customName = new QLineEdit(customBox);
    m_customName->setObjectName(QStringLiteral("customAgentName"));
    m_customName->setPlaceholderText(tr("My agent"));
    m_customCommand = new QLineEdit(customBox);
    m_customCommand->setObjectName(QStringLiteral("customAgentCommand"));
    m_customCommand->setPlaceholderText(tr("/opt/my-agent/bin/agent --acp"));
    m_customMessage = new SettingsInlineMessage(customBox);
    m_customMessage->setObjectName(QStringLiteral("customAgentMessage"));
    m_customSave = new QPushButton(tr("Add / update"), customBox);
    m_customSave->setObjectName(QStringLiteral("saveCustomAgent"));
    m_customRemove = new QPushButton(tr("Remove selected"), customBox);
    m_customRemove->setObjectName(QStringLiteral("removeCustomAgent"));
    m_status = new QLabel(customBox);
    m_status->setObjectName(QStringLiteral("customAgentStatus"));
    auto *form = new QFormLayout;
    form->addRow(tr("Id"), m_customId);
    form->addRow(tr("Name"), m_customName);
    auto *commandBox = new QVBoxLayout;
    commandBox->addWidget(m_customCommand);
    commandBox->addWidget(m_customMessage);
    form->addRow(tr("Command line"), commandBox);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_customRemove);
    buttons->addWidget(m_customSave);
    auto *customLayout = new QVBoxLayout(customBox);
    customLayout->addLayout(form);
    customLayout->addLayout(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_signOut);
    layout->addWidget(m_npmPanel);
    layout->addWidget(customBox);
    connect(m_npmPanel, &SettingsNpmAgentPanel::changed, this, &SettingsAgentsPage::loadInstalls);

    connect(m_customSave, &QPushButton::clicked, this, &SettingsAgentsPage::saveCustomAgent);
    connect(m_customRemove, &QPushButton::clicked, this, &SettingsAgentsPage::askToRemoveSelectedCustomAgent);
    for (QLineEdit *edit : {m_customId, m_customCommand})
        connect(edit, &QLineEdit::textChanged, this, &SettingsAgentsPage::updateValidation);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &SettingsAgentsPage::showSelected);

    refresh();
    updateValidation();
}

SettingsAgentsPage::~SettingsAgentsPage() = default;

QList<AgentDefinition> SettingsAgentsPage::allAgents() const
{
    QList<AgentDefinition> agents;
    if (m_services.registry) {
        for (const AgentDefinition &agent : m_services.registry->agents()) {
            if (!agent.isCustom())
                agents.append(agent);
        }
    }
    // The custom agents as this page keeps them (a scratch registry parses their command lines).
    AgentRegistry scratch;
    for (const CustomAgent &custom : m_custom) {
        if (scratch.addCustomAgent(custom.id, custom.name, custom.commandLine)) {
            if (const AgentDefinition *agent = scratch.find(custom.id))
                agents.append(*agent);
        }
    }
    return agents;
}

void SettingsAgentsPage::refresh()
{
    auto custom = loadCustomAgents(*m_settings);
    if (custom)
        m_custom = custom.value();
    else
        m_status->setText(custom.error());
    // The versions profiles pin are kept by an update.
    m_profilePins.clear();
    if (auto profiles = std::as_const(*m_services.stores).profiles().agentProfiles()) {
        for (const AgentProfile &profile : profiles.value()) {
            if (!profile.agentVersion.trimmed().isEmpty())
                m_profilePins[profile.agentId].insert(profile.agentVersion.trimmed());
        }
    }
    applyAvailability();
    loadInstalls();
}

void SettingsAgentsPage::applyAvailability()
{
    const QString selected = m_model->agentAt(m_view->currentIndex().row()) ? m_model->agentAt(m_view->currentIndex().row())->id : QString();
    m_model->setAgents(allAgents(), m_facts);
    if (const int row = m_model->rowOf(selected); row >= 0)
        m_view->setCurrentIndex(m_model->index(row, 0));
    if (!m_facts) {
        m_summary->setText(tr("Checking which agents can run on this computer…"));
        return;
    }
    int ready = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        ready += m_model->availabilityAt(row).ready ? 1 : 0;
    m_summary->setText(tr("%1 of %n agents can run on this computer. Hover an agent for the command it "
                          "runs or the exact step it needs.", nullptr, m_model->rowCount())
                           .arg(ready));
}

void SettingsAgentsPage::loadInstalls()
{
    const int generation = ++m_installsGeneration;
    whenFinished(m_readiness->check(allAgents()), this, [this, generation](const ReadinessReport &report) {
        if (generation != m_installsGeneration)
            return;
        m_facts = report.facts;
        applyAvailability();
        Q_EMIT installsLoaded();
    });
}

void SettingsAgentsPage::showSelected()
{
    const AgentDefinition *agent = m_model->agentAt(m_view->currentIndex().row());
    m_npmPanel->setAgent(agent, agent ? m_profilePins.value(agent->id) : QSet<QString>{});
    m_signOut->setAgent(agent);
    m_customRemove->setEnabled(agent && agent->isCustom());
    if (!agent || !agent->isCustom())
        return;
    for (const CustomAgent &custom : std::as_const(m_custom)) {
        if (custom.id == agent->id) {
            m_customId->setText(custom.id);
            m_customName->setText(custom.name);
            m_customCommand->setText(custom.commandLine);
        }
    }
}

void SettingsAgentsPage::updateValidation()
{
    QString problem;
    const QString id = m_customId->text().trimmed();
    static const QRegularExpression validId(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]*$"));
    if (!id.isEmpty() && !validId.match(id).hasMatch()) {
        problem = tr("Id: use letters, digits, '.', '_' and '-'");
    } else if (!id.isEmpty() && m_services.registry && m_services.registry->find(id)
        && !m_services.registry->find(id)->isCustom()) {
        problem = tr("Id: \"%1\" is a built-in agent").arg(id);
    } else if (!m_customCommand->text().isEmpty()) {
        if (const QString command = customAgentCommandProblem(m_customCommand->text()); !command.isEmpty())
            problem = tr("Command: ") + command;
    }
    // An id typed for another command must not rewrite the agent it names (its profiles'); that
    // agent changes only once selected.
    const AgentDefinition *selected = m_model->agentAt(m_view->currentIndex().row());
    if (problem.isEmpty() && !id.isEmpty() && (!selected || selected->id != id)) {
        const auto profiles = std::as_const(*m_services.stores).profiles().agentProfiles();
        const CustomAgent wanted{id, m_customName->text().trimmed(), m_customCommand->text().trimmed()};
        if (const QString taken = customAgentIdTaken(m_custom, wanted, profiles ? profiles.value() : QList<AgentProfile>{});
            !taken.isEmpty())
            problem = tr("Id: %1; choose another id, or select that agent to change it").arg(taken);
    }
    m_customMessage->setMessage(problem);
    m_customSave->setEnabled(problem.isEmpty() && !id.isEmpty() && !m_customCommand->text().trimmed().isEmpty());
    m_customRemove->setEnabled(m_model->agentAt(m_view->currentIndex().row())
                               && m_model->agentAt(m_view->currentIndex().row())->isCustom());
}

bool SettingsAgentsPage::saveCustomAgent()
{
    if (!m_customSave->isEnabled())
        return false;
    const CustomAgent agent{m_customId->text().trimmed(), m_customName->text().trimmed(), m_customCommand->text().trimmed()};
    QList<CustomAgent> updated = m_custom;
    auto it = std::find_if(updated.begin(), updated.end(), [&agent](const CustomAgent &a) { return a.id == agent.id; });
    if (it != updated.end())
        *it = agent;
    else
        updated.append(agent);
    if (const Status status = m_configuration->saveCustomAgents(updated); !status) {
        m_status->setText(tr("Not saved: %1").arg(status.error()));
        return false;
    }
    m_status->setText(tr("Saved %1").arg(agent.id));
    refresh();
    m_view->setCurrentIndex(m_model->index(m_model->rowOf(agent.id), 0));
    Q_EMIT agentsChanged();
    return true;
}

void SettingsAgentsPage::askToRemoveSelectedCustomAgent()
{
    const AgentDefinition *agent = m_model->agentAt(m_view->currentIndex().row());
    if (!agent || !agent->isCustom() || !m_impacts)
        return;
    const QString id = agent->id;
    const QString name = agent->displayName;
    whenFinished(m_impacts->of(SettingsItem::CustomAgent, id), this, [this, id, name](const Expected<RemovalImpact> &impact) {
        askBeforeRemoving(this, tr("Remove the custom agent %1?").arg(name),
                          profilesUsingText(impact, ProfileLoss::TheirAgent),
                          [this, id] {
                              const AgentDefinition *selected = m_model->agentAt(m_view->currentIndex().row());
                              if (selected && selected->id == id)
                                  removeSelectedCustomAgent();
                          });
    });
}

void SettingsAgentsPage::removeSelectedCustomAgent()
{
    const AgentDefinition *agent = m_model->agentAt(m_view->currentIndex().row());
    if (!agent || !agent->isCustom())
        return;
    if (!m_removals)
        return;
    const QString id = agent->id;
    whenFinished(m_removals->remove(SettingsItem::CustomAgent, id, agent->displayName), this, [this, id](const Status &status) {
        if (!status) {
            m_status->setText(tr("Not removed: %1").arg(status.error()));
            return;
        }
        m_status->setText(tr("Removed %1").arg(id));
        refresh();
        Q_EMIT agentsChanged();
    });
}

} // namespace kandesk::ui
