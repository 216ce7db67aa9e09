// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QSet>

class QDialog;
class QWidget;

namespace kandesk {
class TaskBaseSync;
}

namespace kandesk::ui {

class SyncNotice;

// The window's "Update from Base" (through the door's TaskBaseSync): asks how (rebase or merge),
// updates, and on a conflict shows the notice; the agent asked to resolve is followed to its turn's
// end, where the update goes on by itself (again, up to a few rounds, when the next commit of a
// rebase conflicts too); going on by hand and aborting from the notice. A task shown while an
// update of its branch is stopped (this run's or an earlier one's) shows the notice again.
class BaseSyncFlow final : public QObject
{
    Q_OBJECT
public:
    BaseSyncFlow(TaskBaseSync &sync, SyncNotice *notice, QWidget *dialogParent, QObject *parent = nullptr);

    void start(const QString &taskId, const QString &taskTitle);
    void showTask(const QString &taskId);
    // The task's agent ended a turn: an update waiting on it goes on.
    void turnEnded(const QString &taskId);

    void askAgent(const QString &taskId);
    void continueUpdate(const QString &taskId);
    void abort(const QString &taskId);

Q_SIGNALS:
    void notify(const QString &message);
    // The branch moved (updated or put back): views that show it read it again.
    void branchChanged(const QString &taskId);
    void dialogShown(QDialog *dialog);

private:
    void update(const QString &taskId, int mode);

    TaskBaseSync &m_sync;
    SyncNotice *m_notice = nullptr;
    QWidget *m_dialogParent = nullptr;
    QString m_shown;
    QHash<QString, int> m_agentRounds; // tasks whose agent resolves now → rounds so far
    QSet<QString> m_busy;
};

} // namespace kandesk::ui
