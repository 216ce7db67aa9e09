// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/folderopening.h"
#include "models/types.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QMimeData;
class QStackedWidget;
class QHBoxLayout;

namespace kandesk {
class TaskModel;
class TaskMoves;
class WorkflowQueries;
class RepositoryQueries;
class ProfileQueries;
class StepFilterProxy;
} // namespace kandesk

namespace kandesk::ui {

class BoardColumnView;
class EmptyStateWidget;
class TaskCardDelegate;
class TaskSearchProxy;

// The kanban board of a workspace's workflow: one column per step over one shared TaskModel (through
// the search filter, then a StepFilterProxy per column). Moves (drag and drop, Ctrl+arrows) go through
// the application's TaskMoves (off the GUI thread); everything else is a signal for the main window to wire.
class TaskBoardView final : public QWidget
{
    Q_OBJECT
public:
    // The MIME type of a dragged card: the task ids, one per line, UTF-8.
    static inline const QString kTaskIdsMimeType = QStringLiteral("application/x-kandesk-task-ids");

    struct Stores {
        TaskMoves &moves;
        const WorkflowQueries &workflows;
        const RepositoryQueries &repositories;
        const ProfileQueries &profiles;
    };

    TaskBoardView(TaskModel &model, Stores stores, QWidget *parent = nullptr);
    ~TaskBoardView() override;

    // Shows the workspace: the steps of its workflow (workflowId, else its first) as columns, its
    // tasks (the model is switched to it when it shows another workspace), the agent profile names,
    // and the empty state when it has nothing yet.
    Status setWorkspace(const QString &workspaceId, const QString &workflowId = {});
    QString workspaceId() const { return m_workspaceId; }
    // The workflow whose steps are the columns; a workspace with several offers a choice above them.
    QString workflowId() const { return m_workflowId; }
    Status showWorkflow(const QString &workflowId);
    // Reads the workspace's workflows again (one added, edited or deleted elsewhere).
    Status reloadWorkflows();
    // Reads the repositories again (after one was added) to decide on the empty state.
    Status reloadRepositories();
    // A column before the workflow's (the Inbox): the board holds it, the caller fills it.
    void setLeadingColumn(QWidget *column);
    // Shown in the empty state under its explanation and Add Repository (what is ready to run agents).
    void setReadinessPanel(QWidget *panel);
    // Reads the agent profiles again (after Settings changed one) for the names on the cards.
    Status reloadAgentNames();

    QList<WorkflowStep> steps() const { return m_steps; }
    int columnCount() const { return int(m_columns.size()); }
    BoardColumnView *column(int index) const;
    BoardColumnView *columnForStep(const QString &stepId) const;
    QLineEdit *searchField() const { return m_search; }
    bool isShowingEmptyState() const;

    QString currentTaskId() const;
    // Selects the task's card and gives its column the focus; false when the board does not show it.
    bool selectTask(const QString &taskId);

    static QMimeData *mimeDataForTasks(const QStringList &taskIds);
    static QStringList taskIdsFromMimeData(const QMimeData *mimeData);

    // Drops dragged tasks into the step's column before row (a row of that column; -1 or past the end:
    // at the end). What the column views call; public so that tests and tools can drive it.
    bool dropTasks(const QMimeData *mimeData, const QString &stepId, int row);
    // Moves the tasks (in this order) into the step before the card at row of its column (-1 or past
    // the end: at the end) through TaskMoves; once written, refreshes the model, selects the first
    // card, emits taskMoved, agentStarting for those that arrived in a step that starts agents and
    // stepEntered for each that changed step (or errorOccurred). False when the board does not show
    // the tasks or the step.
    bool moveTasks(const QStringList &taskIds, const QString &stepId, int row = -1);
    bool moveTask(const QString &taskId, const QString &stepId, int row = -1) { return moveTasks({taskId}, stepId, row); }
    // To the end of the previous (-1) or next (+1) column.
    bool moveToAdjacentStep(const QString &taskId, int direction);
    // One place up (-1) or down (+1) within its column.
    bool reorder(const QString &taskId, int direction);
    void showContextMenu(const QString &taskId, const QPoint &globalPos);

Q_SIGNALS:
    // Enter or a double click on a card: open the task.
    void taskActivated(const QString &taskId);
    // The user chose Start Agent.
    void startRequested(const QString &taskId);
    // The context menu's Start Now on a task whose start waits for room: it goes at once.
    void startNowRequested(const QString &taskId);
    // A card moved (dragged, or with the keyboard) out of fromStepId into the step it is in now:
    // its workflow's on_exit and on_enter run (TaskRunner::workflow()).
    void stepEntered(const QString &taskId, const QString &fromStepId);
    // Moved into the workflow's Done step by the user: its work landed.
    void movedToDone(const QString &taskId);
    // Emitted before stepEntered for a card that arrived in a step that starts its agent, with no
    // session of its at work: the workflow starts it.
    void agentStarting(const QString &taskId);
    // Del or the context menu; the receiver asks before deleting.
    void deleteRequested(const QString &taskId);
    // The context menu's Archive (worktrees go, the branch and transcript stay) and Unarchive.
    void archiveRequested(const QString &taskId);
    void unarchiveRequested(const QString &taskId);
    // The context menu's Open Worktree In (editor, terminal, file manager).
    void openWorktreeRequested(const QString &taskId, kandesk::OpenWith with);
    void addRepositoryRequested();
    void newTaskRequested();
    // Edit workflow… (beside the workflow, Ctrl+Shift+E) or a column's Edit Step…: the editor opens
    // on the workflow the board shows, at the step (empty: its first).
    void editWorkflowRequested(const QString &workflowId, const QString &stepId);
    // The user chose the workflow the board shows (to remember for the workspace).
    void workflowChosen(const QString &workspaceId, const QString &workflowId);
    // A move was written (once per moved task).
    void taskMoved(const QString &taskId, const QString &stepId);
    // A move asked through moveTasks finished, written or not (tests wait on it).
    void moveFinished();
    void errorOccurred(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Column;

    // The workflow wanted (else the first) becomes the shown one, and the chooser says so.
    void chooseWorkflow(const QString &wanted);
    void buildColumns();
    void clearColumns();
    void updateCounts();
    void updateEmptyState();
    void applyColumnColours();
    int stepIndex(const QString &stepId) const;
    QModelIndex columnIndexOf(const Column &column, const QString &taskId) const;
    bool sessionIsActive(const QString &taskId) const;

    TaskModel &m_model;
    Stores m_stores;
    QString m_workspaceId;
    QString m_workflowId;
    QList<Workflow> m_workflows;
    QList<WorkflowStep> m_steps;
    QComboBox *m_workflowChooser = nullptr;
    QLabel *m_workflowLabel = nullptr;
    int m_repositoryCount = 0;

    TaskSearchProxy *m_searchProxy = nullptr;
    TaskCardDelegate *m_delegate = nullptr;
    QLineEdit *m_search = nullptr;
    QStackedWidget *m_pages = nullptr;
    QWidget *m_boardPage = nullptr;
    QLabel *m_noMatch = nullptr; // "No task matches …" while a search or filter hides every card
    EmptyStateWidget *m_emptyPage = nullptr;
    QHBoxLayout *m_columnsLayout = nullptr;
    QHBoxLayout *m_boardRow = nullptr; // a leading column, then the workflow's
    QList<Column *> m_columns;
};

} // namespace kandesk::ui
