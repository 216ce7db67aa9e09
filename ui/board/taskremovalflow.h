// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <functional>

class QMessageBox;
class QWidget;

namespace kandesk {
class TaskDeletion;
class TaskModel;
struct TaskDeletionPlan;
} // namespace kandesk

namespace kandesk::ui {

// Taking a task off the board from the window, through the door's TaskDeletion: Delete asks first,
// naming what goes (the deletion dialog); Archive goes at once when nothing would be lost (its
// branches and transcripts stay) and asks when uncommitted files would be; Unarchive puts it back.
// What the git work finds runs off the GUI thread; the outcome is said in the status bar.
class TaskRemovalFlow final : public QObject
{
    Q_OBJECT
public:
    // notify says an outcome (the window's status bar); dialogParent holds the questions.
    TaskRemovalFlow(TaskDeletion &deletion, TaskModel &model, std::function<void(const QString &)> notify, QWidget *dialogParent);

    void deleteTask(const QString &taskId);
    void archiveTask(const QString &taskId);
    void unarchiveTask(const QString &taskId);
    // The question Archive asks while it is open (uncommitted files would be lost).
    QMessageBox *archiveQuestion() const { return m_archiveQuestion; }

Q_SIGNALS:
    // The task was deleted or archived: a view that shows it goes back to the board.
    void taskLeftBoard(const QString &taskId);
    // An archive or unarchive ended (ok: it was done).
    void archiveFinished(const QString &taskId, bool ok);

private:
    void archive(const TaskDeletionPlan &plan, bool loseWork);

    TaskDeletion &m_deletion;
    TaskModel &m_model;
    std::function<void(const QString &)> m_notify;
    QWidget *m_dialogParent = nullptr;
    QMessageBox *m_archiveQuestion = nullptr;
};

} // namespace kandesk::ui
