// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/tasks/taskcheckpoints.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace kandesk::ui {

// Task ▸ Restore Checkpoint… and a prompt's "Restore to Before This Turn…": the checkpoints kept
// before the task's turns (newest first, each with its turn's prompt), what restoring the picked one
// would change (files, commits leaving the branch), and Restore. Everything is asked of the door
// off the GUI thread; an answer for a checkpoint no longer picked is dropped.
class CheckpointsDialog final : public QDialog
{
    Q_OBJECT
public:
    CheckpointsDialog(TaskCheckpoints &checkpoints, const QString &taskId, const QString &taskTitle, QWidget *parent = nullptr);

    // Picks the newest checkpoint before a turn whose prompt is prompt (once the list is in).
    void selectByPrompt(const QString &prompt);
    QListWidget *list() const { return m_list; }
    QPlainTextEdit *preview() const { return m_preview; }
    QPushButton *restoreButton() const { return m_restore; }
    QLabel *status() const { return m_status; }

Q_SIGNALS:
    // The workspace was restored; summary says what went back.
    void restored(const QString &summary);

private:
    void showCheckpoints(const QList<TaskCheckpoint> &checkpoints);
    void previewPicked();
    void restorePicked();
    int pickedNumber() const;

    TaskCheckpoints &m_checkpoints;
    QString m_taskId;
    QListWidget *m_list = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_restore = nullptr;
    QString m_wantedPrompt;
    int m_asked = 0; // which preview an answer must belong to
    bool m_busy = false;
};

} // namespace kandesk::ui
