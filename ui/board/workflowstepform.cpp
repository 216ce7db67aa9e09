// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowstepform.h"

#include "models/workflows/workflowevents.h"
#include "models/workflows/workflowsteps.h"
#include "ui/board/stepcolours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

const QStringList kTriggers{workflow::trigger::OnEnter, workflow::trigger::OnTurnStart, workflow::trigger::OnTurnComplete,
                            workflow::trigger::OnExit};
// The actions Kandesk runs; kandev's office actions are kept but not offered.
const QStringList kRunActions{workflow::action::AutoStartAgent,    workflow::action::EnablePlanMode,
                              workflow::action::DisablePlanMode,   workflow::action::ResetAgentContext,
                              workflow::action::SetSessionMode,    workflow::action::MoveToNext,
                              workflow::action::MoveToPrevious,    workflow::action::MoveToStep};
constexpr int kTriggerRole = Qt::UserRole + 1;
constexpr int kIndexRole = Qt::UserRole + 2;

QString stepName(const QString &stepId, const QList<WorkflowStep> &steps)
{
    for (const WorkflowStep &step : steps) {
        if (step.id == stepId)
            return step.name;
    }
    return WorkflowStepForm::tr("a step that is gone");
}

} // namespace

WorkflowStepForm::WorkflowStepForm(QWidget *parent)
    : QWidget(parent)
{
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("stepName"));
    m_colour = new QComboBox(this);
    m_colour->setObjectName(QStringLiteral("stepColour"));
    for (const StepColourChoice &choice : stepColourChoices())
        m_colour->addItem(stepColourIcon(choice.colour), choice.name, choice.tailwindClass);
    m_start = new QCheckBox(tr("New tasks of the workflow start here"), this);
    m_start->setObjectName(QStringLiteral("stepIsStart"));
    m_manual = new QCheckBox(tr("Cards may be moved here by hand"), this);
    m_manual->setObjectName(QStringLiteral("stepManualMove"));
    m_reviewComments = new QCheckBox(tr("The agent's “path:line: …” findings become review comments"), this);
    m_reviewComments->setObjectName(QStringLiteral("stepReviewComments"));
    m_reviewComments->setToolTip(tr("At the end of each turn in this step, every line of the agent's answer that "
                                    "names a file and its lines is kept as a review comment on the task"));
    m_wipLimit = new QSpinBox(this);
    m_wipLimit->setObjectName(QStringLiteral("stepWipLimit"));
    m_wipLimit->setRange(0, 99);
    m_wipLimit->setSpecialValueText(tr("No limit"));
    m_wipLimit->setToolTip(tr("Tasks beyond this many agents at work wait in a queue, in order"));
    m_autoArchive = new QSpinBox(this);
    m_autoArchive->setObjectName(QStringLiteral("stepAutoArchive"));
    m_autoArchive->setRange(0, 24 * 365);
    m_autoArchive->setSuffix(tr(" h"));
    m_autoArchive->setSpecialValueText(tr("Never"));
    m_prompt = new QPlainTextEdit(this);
    m_prompt->setObjectName(QStringLiteral("stepPrompt"));
    m_prompt->setPlaceholderText(tr("Sent when the step starts the agent. {{task_prompt}}, {{task_title}}, "
                                    "{{task_description}} and {{task_branch}} are filled in."));
    m_prompt->setTabChangesFocus(true);

    m_actions = new QTreeWidget(this);
    m_actions->setObjectName(QStringLiteral("stepActions"));
    m_actions->setHeaderHidden(true);
    m_actions->setRootIsDecorated(false);
    m_actions->setAccessibleName(tr("Triggers and their actions"));
    m_add = new QToolButton(this);
    m_add->setObjectName(QStringLiteral("addStepAction"));
    m_add->setText(tr("Add action"));
    m_add->setPopupMode(QToolButton::InstantPopup);
    m_add->setMenu(new QMenu(m_add));
    connect(m_add->menu(), &QMenu::aboutToShow, this, &WorkflowStepForm::offerActions);
    m_remove = new QToolButton(this);
    m_remove->setObjectName(QStringLiteral("removeStepAction"));
    m_remove->setText(tr("Remove action"));
    connect(m_remove, &QToolButton::clicked, this, &WorkflowStepForm::removeSelectedAction);
    connect(m_actions, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *current) {
        m_remove->setEnabled(current && current->parent());
    });

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Colour:"), m_colour);
    form->addRow(QString(), m_start);
    form->addRow(QString(), m_manual);
    form->addRow(QString(), m_reviewComments);
    form->addRow(tr("Agents at &work at most:"), m_wipLimit);
    form->addRow(tr("&Archive tasks after:"), m_autoArchive);
    form->addRow(tr("&Prompt:"), m_prompt);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("What happens:"), this));
    layout->addWidget(m_actions, 1);
    layout->addLayout(buttons);

    connect(m_name, &QLineEdit::textEdited, this, &WorkflowStepForm::looksChanged);
    connect(m_colour, &QComboBox::activated, this, &WorkflowStepForm::looksChanged);
}

void WorkflowStepForm::setStep(const WorkflowStep &step, const QList<WorkflowStep> &steps)
{
    m_step = step;
    m_steps = steps;
    m_name->setText(step.name);
    int colour = m_colour->findData(step.color);
    if (colour < 0 && !step.color.isEmpty()) {
        m_colour->addItem(stepColourIcon(stepColour(step.color)), step.color, step.color); // as the file had it
        colour = m_colour->count() - 1;
    }
    m_colour->setCurrentIndex(qMax(0, colour));
    m_start->setChecked(step.isStartStep);
    m_manual->setChecked(step.allowManualMove);
    m_reviewComments->setChecked(workflowsteps::writesReviewComments(step));
    m_wipLimit->setValue(step.wipLimit);
    m_autoArchive->setValue(step.autoArchiveAfterHours);
    m_prompt->setPlainText(step.prompt);
    showActions();
}

WorkflowStep WorkflowStepForm::step() const
{
    WorkflowStep step = m_step;
    step.name = m_name->text();
    step.color = m_colour->currentData().toString();
    step.isStartStep = m_start->isChecked();
    step.allowManualMove = m_manual->isChecked();
    workflowsteps::setWritesReviewComments(step, m_reviewComments->isChecked());
    step.wipLimit = m_wipLimit->value();
    step.autoArchiveAfterHours = m_autoArchive->value();
    step.prompt = m_prompt->toPlainText();
    return step;
}

QString WorkflowStepForm::triggerText(const QString &trigger)
{
    if (trigger == workflow::trigger::OnEnter)
        return tr("When a task enters");
    if (trigger == workflow::trigger::OnTurnStart)
        return tr("When a turn starts");
    if (trigger == workflow::trigger::OnTurnComplete)
        return tr("When the turn completes");
    if (trigger == workflow::trigger::OnExit)
        return tr("When a task leaves");
    return trigger;
}

QString WorkflowStepForm::describe(const WorkflowAction &action, const QList<WorkflowStep> &steps)
{
    using namespace workflow::action;
    if (action.type == AutoStartAgent)
        return tr("Start the agent (or prompt it)");
    if (action.type == EnablePlanMode)
        return tr("Turn plan mode on");
    if (action.type == DisablePlanMode)
        return tr("Turn plan mode off");
    if (action.type == ResetAgentContext)
        return tr("Start a new session (fresh context)");
    if (action.type == SetSessionMode)
        return tr("Switch the agent to mode “%1”").arg(action.config.value(QStringLiteral("mode")).toString());
    if (action.type == MoveToNext)
        return tr("Move to the next step");
    if (action.type == MoveToPrevious)
        return tr("Move to the previous step");
    if (action.type == MoveToStep)
        return tr("Move to “%1”").arg(stepName(action.config.value(workflow::StepIdKey).toString(), steps));
    return tr("%1 (kandev's; kept, not run here)").arg(action.type);
}

void WorkflowStepForm::showActions()
{
    m_actions->clear();
    for (const QString &trigger : kTriggers) {
        auto *top = new QTreeWidgetItem(m_actions, {triggerText(trigger)});
        top->setData(0, kTriggerRole, trigger);
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        const QList<WorkflowAction> actions = m_step.events.value(trigger);
        for (int i = 0; i < actions.size(); ++i) {
            auto *item = new QTreeWidgetItem(top, {QStringLiteral("    ") + describe(actions.at(i), m_steps)});
            item->setData(0, kTriggerRole, trigger);
            item->setData(0, kIndexRole, i);
        }
        if (actions.isEmpty()) {
            auto *none = new QTreeWidgetItem(top, {QStringLiteral("    ") + tr("nothing")});
            none->setFlags(Qt::NoItemFlags);
        }
    }
    m_actions->expandAll();
    m_remove->setEnabled(false);
}

QString WorkflowStepForm::selectedTrigger() const
{
    const QTreeWidgetItem *current = m_actions->currentItem();
    return current ? current->data(0, kTriggerRole).toString() : QString(workflow::trigger::OnEnter);
}

void WorkflowStepForm::addAction(const QString &trigger, const WorkflowAction &action)
{
    m_step = step(); // what was typed stays
    m_step.events[trigger].append(action);
    showActions();
}

void WorkflowStepForm::offerActions()
{
    QMenu *menu = m_add->menu();
    menu->clear();
    for (const QString &trigger : kTriggers) {
        QMenu *sub = menu->addMenu(triggerText(trigger));
        for (const QString &type : workflow::allowedActions(trigger)) {
            if (!kRunActions.contains(type))
                continue;
            if (type == workflow::action::MoveToStep) {
                QMenu *targets = sub->addMenu(tr("Move to a step"));
                for (const WorkflowStep &target : std::as_const(m_steps)) {
                    connect(targets->addAction(target.name), &QAction::triggered, this, [this, trigger, id = target.id] {
                        addAction(trigger, {QString(workflow::action::MoveToStep), QJsonObject{{QString(workflow::StepIdKey), id}}});
                    });
                }
                continue;
            }
            connect(sub->addAction(describe({type, {}}, m_steps).remove(QStringLiteral(" “”"))), &QAction::triggered, this,
                    [this, trigger, type] {
                        WorkflowAction action{type, {}};
                        if (type == workflow::action::SetSessionMode) {
                            bool ok = false;
                            const QString mode = QInputDialog::getText(this, tr("Session mode"), tr("The agent's mode (its id):"),
                                                                       QLineEdit::Normal, QStringLiteral("default"), &ok);
                            if (!ok || mode.trimmed().isEmpty())
                                return;
                            action.config.insert(QStringLiteral("mode"), mode.trimmed());
                        }
                        addAction(trigger, action);
                    });
        }
    }
    // The trigger the selection is in comes first to hand.
    const QString selected = selectedTrigger();
    for (QAction *entry : menu->actions()) {
        if (entry->text() == triggerText(selected))
            menu->setActiveAction(entry);
    }
}

void WorkflowStepForm::removeSelectedAction()
{
    const QTreeWidgetItem *current = m_actions->currentItem();
    if (!current || !current->parent() || !(current->flags() & Qt::ItemIsEnabled))
        return;
    m_step = step();
    const QString trigger = current->data(0, kTriggerRole).toString();
    QList<WorkflowAction> &actions = m_step.events[trigger];
    const int index = current->data(0, kIndexRole).toInt();
    if (index >= 0 && index < actions.size())
        actions.removeAt(index);
    if (actions.isEmpty())
        m_step.events.remove(trigger);
    showActions();
}

} // namespace kandesk::ui
