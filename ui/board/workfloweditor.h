// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QDialog>
#include <QHash>

#include <functional>
#include <optional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QToolButton;

namespace kandesk {
class WorkflowLibrary;
}

namespace kandesk::ui {

class WorkflowStepForm;

// The workflow editor (the board's Edit workflow…, and a column's menu): the workflow's name, its
// steps in order (add, rename, reorder by drag or Alt+↑/↓, recolour, delete) and each step's
// settings and triggers (WorkflowStepForm). A step that holds tasks asks where they go when it is
// deleted; moves that led to a deleted step lead there too (else to the step taking its place). Save stores it through the application's WorkflowLibrary (checked by the rules an import
// follows); an error is shown in the dialog and nothing is lost.
class WorkflowEditorDialog final : public QDialog
{
    Q_OBJECT
public:
    // Where the tasks of a step being deleted go: a step id of the remaining ones, or nothing (the
    // deletion is called off).
    using RelocationAsker = std::function<std::optional<QString>(const WorkflowStep &removed, int taskCount,
                                                                 const QList<WorkflowStep> &remaining)>;

    WorkflowEditorDialog(WorkflowLibrary &library, const Workflow &workflow, QWidget *parent = nullptr);

    // Shows the step first (a column's menu opens the editor on its step).
    void selectStep(const QString &stepId);
    void setRelocationAsker(RelocationAsker asker) { m_askRelocation = std::move(asker); }

    // The steps as edited, in order.
    QList<WorkflowStep> steps() const;
    WorkflowStepForm *form() const { return m_form; }

    // What the buttons do (tests call them).
    void addStep();
    bool removeCurrentStep();
    void moveCurrentStep(int direction);
    void save();

Q_SIGNALS:
    // The workflow was stored (the board reads it again).
    void saved(const kandesk::Workflow &workflow);

private:
    void showSteps(const QString &currentId);
    void keepFormEdits();
    void showCurrentStep();
    int currentRow() const;

    WorkflowLibrary &m_library;
    Workflow m_workflow;
    QList<WorkflowStep> m_steps;
    QHash<QString, QString> m_relocations;
    QHash<QString, int> m_taskCounts;
    QString m_shownStepId;
    int m_newSteps = 0;
    RelocationAsker m_askRelocation;
    QLineEdit *m_name = nullptr;
    QListWidget *m_list = nullptr;
    WorkflowStepForm *m_form = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_save = nullptr;
};

} // namespace kandesk::ui
