// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workfloweditor.h"

#include "application/workflows/workflowlibrary.h"
#include "models/whenfinished.h"
#include "models/workflows/workflowevents.h"
#include "ui/board/stepcolours.h"
#include "ui/board/workflowstepform.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

constexpr int kStepIdRole = Qt::UserRole + 1;

// The step's name and, when it holds tasks, how many.
QString rowText(const WorkflowStep &step, int tasks)
{
    return tasks > 0 ? WorkflowEditorDialog::tr("%1  (%2)").arg(step.name).arg(tasks) : step.name;
}

} // namespace

WorkflowEditorDialog::WorkflowEditorDialog(WorkflowLibrary &library, const Workflow &workflow, QWidget *parent)
    : QDialog(parent)
    , m_library(library)
    , m_workflow(workflow)
    , m_steps(workflow.steps)
{
    setObjectName(QStringLiteral("workflowEditor"));
    setWindowTitle(tr("Edit Workflow — %1").arg(workflow.name));
    m_askRelocation = [this](const WorkflowStep &removed, int taskCount, const QList<WorkflowStep> &remaining) -> std::optional<QString> {
        QStringList names;
        for (const WorkflowStep &step : remaining)
            names.append(step.name);
        bool ok = false;
        const QString chosen = QInputDialog::getItem(this, tr("Delete “%1”").arg(removed.name),
                                                     tr("“%1” holds %n task(s). Where do they go?", nullptr, taskCount).arg(removed.name),
                                                     names, 0, false, &ok);
        if (!ok)
            return std::nullopt;
        return remaining.at(int(names.indexOf(chosen))).id;
    };

    m_name = new QLineEdit(workflow.name, this);
    m_name->setObjectName(QStringLiteral("workflowName"));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("workflowSteps"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setAccessibleName(tr("Steps, in order"));
    m_form = new WorkflowStepForm(this);

    auto *add = new QToolButton(this);
    add->setObjectName(QStringLiteral("addStep"));
    add->setText(tr("Add"));
    add->setToolTip(tr("Add a step after the selected one (Ctrl+N)"));
    auto *remove = new QToolButton(this);
    remove->setObjectName(QStringLiteral("removeStep"));
    remove->setText(tr("Delete"));
    auto *up = new QToolButton(this);
    up->setText(QStringLiteral("↑"));
    up->setToolTip(tr("Move the step left on the board (Alt+↑)"));
    auto *down = new QToolButton(this);
    down->setText(QStringLiteral("↓"));
    down->setToolTip(tr("Move the step right on the board (Alt+↓)"));
    connect(add, &QToolButton::clicked, this, &WorkflowEditorDialog::addStep);
    connect(remove, &QToolButton::clicked, this, &WorkflowEditorDialog::removeCurrentStep);
    connect(up, &QToolButton::clicked, this, [this] { moveCurrentStep(-1); });
    connect(down, &QToolButton::clicked, this, [this] { moveCurrentStep(1); });
    new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_N), this, this, &WorkflowEditorDialog::addStep);
    new QShortcut(QKeySequence(Qt::ALT | Qt::Key_Up), this, this, [this] { moveCurrentStep(-1); });
    new QShortcut(QKeySequence(Qt::ALT | Qt::Key_Down), this, this, [this] { moveCurrentStep(1); });

    auto *stepButtons = new QHBoxLayout;
    stepButtons->addWidget(add);
    stepButtons->addWidget(remove);
    stepButtons->addStretch(1);
    stepButtons->addWidget(up);
    stepButtons->addWidget(down);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Steps (the board's columns, left to right):"), left));
    leftLayout->addWidget(m_list, 1);
    leftLayout->addLayout(stepButtons);
    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(m_form);
    splitter->setStretchFactor(1, 2);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("workflowEditorError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #cf222e"));
    m_error->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    connect(buttons, &QDialogButtonBox::accepted, this, &WorkflowEditorDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *nameRow = new QFormLayout;
    nameRow->addRow(tr("&Workflow:"), m_name);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(nameRow);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(920, 600);

    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        keepFormEdits();
        showCurrentStep();
    });
    // A drag reorders the list; the steps follow it.
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this, [this] {
        keepFormEdits();
        QList<WorkflowStep> ordered;
        for (int row = 0; row < m_list->count(); ++row) {
            const QString id = m_list->item(row)->data(kStepIdRole).toString();
            for (const WorkflowStep &step : std::as_const(m_steps)) {
                if (step.id == id)
                    ordered.append(step);
            }
        }
        m_steps = ordered;
    });
    connect(m_form, &WorkflowStepForm::looksChanged, this, [this] {
        keepFormEdits();
        if (QListWidgetItem *item = m_list->currentItem()) {
            const WorkflowStep step = m_form->step();
            item->setText(rowText(step, m_taskCounts.value(step.id)));
            item->setIcon(stepColourIcon(stepColour(step.color)));
        }
    });

    showSteps(m_steps.isEmpty() ? QString() : m_steps.constFirst().id);
    whenFinished(m_library.stepTaskCounts(workflow.id), this, [this](const Expected<QHash<QString, int>> &counts) {
        if (!counts)
            return;
        m_taskCounts = *counts;
        keepFormEdits();
        showSteps(m_shownStepId);
    });
}

QList<WorkflowStep> WorkflowEditorDialog::steps() const
{
    QList<WorkflowStep> steps = m_steps;
    for (WorkflowStep &step : steps) {
        if (step.id == m_shownStepId)
            step = m_form->step();
    }
    return steps;
}

int WorkflowEditorDialog::currentRow() const
{
    return m_list->currentRow();
}

void WorkflowEditorDialog::keepFormEdits()
{
    m_steps = steps();
}

void WorkflowEditorDialog::showSteps(const QString &currentId)
{
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    int current = 0;
    for (int row = 0; row < m_steps.size(); ++row) {
        const WorkflowStep &step = m_steps.at(row);
        auto *item = new QListWidgetItem(stepColourIcon(stepColour(step.color)), rowText(step, m_taskCounts.value(step.id)), m_list);
        item->setData(kStepIdRole, step.id);
        if (step.id == currentId)
            current = row;
    }
    m_list->setCurrentRow(current);
    m_shownStepId.clear();
    showCurrentStep();
}

void WorkflowEditorDialog::showCurrentStep()
{
    const int row = currentRow();
    if (row < 0 || row >= m_steps.size()) {
        m_shownStepId.clear();
        m_form->setEnabled(false);
        return;
    }
    m_form->setEnabled(true);
    m_shownStepId = m_steps.at(row).id;
    m_form->setStep(m_steps.at(row), m_steps);
}

void WorkflowEditorDialog::selectStep(const QString &stepId)
{
    keepFormEdits();
    showSteps(stepId);
}

void WorkflowEditorDialog::addStep()
{
    keepFormEdits();
    WorkflowStep step;
    step.id = QStringLiteral("new-%1").arg(++m_newSteps); // the library gives it its id
    step.name = tr("New step %1").arg(m_newSteps);
    step.color = QStringLiteral("bg-slate-400");
    const int at = currentRow() < 0 ? int(m_steps.size()) : currentRow() + 1;
    m_steps.insert(at, step);
    showSteps(step.id);
    m_form->setFocus();
}

bool WorkflowEditorDialog::removeCurrentStep()
{
    keepFormEdits();
    const int row = currentRow();
    if (row < 0 || row >= m_steps.size())
        return false;
    if (m_steps.size() == 1) {
        m_error->setText(tr("A workflow needs at least one step."));
        m_error->show();
        return false;
    }
    const WorkflowStep removed = m_steps.at(row);
    QList<WorkflowStep> remaining = m_steps;
    remaining.removeAt(row);
    // Tasks of steps deleted before and sent here come along.
    int tasks = m_taskCounts.value(removed.id);
    for (auto it = m_relocations.cbegin(); it != m_relocations.cend(); ++it) {
        if (it.value() == removed.id)
            tasks += m_taskCounts.value(it.key());
    }
    // Moves that led to it lead where its tasks go, else to the step that takes its place.
    QString heir = remaining.at(qMin(row, int(remaining.size()) - 1)).id;
    if (tasks > 0) {
        const std::optional<QString> to = m_askRelocation(removed, tasks, remaining);
        if (!to)
            return false;
        for (auto it = m_relocations.begin(); it != m_relocations.end(); ++it) {
            if (it.value() == removed.id)
                it.value() = *to;
        }
        m_relocations.insert(removed.id, *to);
        m_taskCounts[*to] += tasks;
        m_taskCounts.remove(removed.id);
        heir = *to;
    }
    for (WorkflowStep &step : remaining) {
        for (QList<WorkflowAction> &actions : step.events) {
            for (WorkflowAction &action : actions) {
                if (action.type == workflow::action::MoveToStep && action.config.value(workflow::StepIdKey).toString() == removed.id)
                    action.config.insert(workflow::StepIdKey, heir);
            }
        }
    }
    m_steps = remaining;
    m_shownStepId.clear();
    showSteps(m_steps.at(qMin(row, int(m_steps.size()) - 1)).id);
    return true;
}

void WorkflowEditorDialog::moveCurrentStep(int direction)
{
    keepFormEdits();
    const int row = currentRow();
    const int to = row + direction;
    if (row < 0 || to < 0 || to >= m_steps.size())
        return;
    m_steps.move(row, to);
    showSteps(m_steps.at(to).id);
}

void WorkflowEditorDialog::save()
{
    keepFormEdits();
    Workflow edited = m_workflow;
    edited.name = m_name->text();
    edited.steps = m_steps;
    m_save->setEnabled(false);
    m_error->hide();
    whenFinished(m_library.save(edited, m_relocations), this, [this](const Expected<Workflow> &stored) {
        m_save->setEnabled(true);
        if (!stored) {
            m_error->setText(stored.error());
            m_error->show();
            return;
        }
        Q_EMIT saved(*stored);
        accept();
    });
}

} // namespace kandesk::ui
