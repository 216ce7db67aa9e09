// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QToolButton;
class QTreeWidget;

namespace kandesk::ui {

// One step of a workflow as the editor shows it: its name, colour, start step, whether cards may
// be moved there by hand, its prompt, its limit of agents at work, auto-archive, and its triggers'
// actions (each trigger offers the actions kandev allows it; a move to a step names one of the
// workflow's steps). Fields Kandesk does not edit (the agent profile, kandev's other triggers) are
// kept as they came.
class WorkflowStepForm final : public QWidget
{
    Q_OBJECT
public:
    explicit WorkflowStepForm(QWidget *parent = nullptr);

    // Shows the step; `steps` are the workflow's, for the targets of a move to a step.
    void setStep(const WorkflowStep &step, const QList<WorkflowStep> &steps);
    // The step as edited.
    WorkflowStep step() const;
    // Adds the action to the trigger (what the Add action menu does; tests call it).
    void addAction(const QString &trigger, const WorkflowAction &action);

    // What a person reads for an action: "Start the agent", "Move to “Review”".
    static QString describe(const WorkflowAction &action, const QList<WorkflowStep> &steps);
    static QString triggerText(const QString &trigger);

Q_SIGNALS:
    // The name or the colour changed (the step list shows them).
    void looksChanged();

private:
    void showActions();
    void offerActions();
    void removeSelectedAction();
    QString selectedTrigger() const;

    WorkflowStep m_step;
    QList<WorkflowStep> m_steps;
    QLineEdit *m_name = nullptr;
    QComboBox *m_colour = nullptr;
    QCheckBox *m_start = nullptr;
    QCheckBox *m_manual = nullptr;
    QCheckBox *m_reviewComments = nullptr;
    QSpinBox *m_wipLimit = nullptr;
    QSpinBox *m_autoArchive = nullptr;
    QPlainTextEdit *m_prompt = nullptr;
    QTreeWidget *m_actions = nullptr;
    QToolButton *m_add = nullptr;
    QToolButton *m_remove = nullptr;
};

} // namespace kandesk::ui
