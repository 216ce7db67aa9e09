// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/tasks/taskattempts.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace kandesk::ui {

// Task ▸ Compare Attempts…: the task's attempts side by side (agent, state, files and lines changed,
// the agent's last words), the picked one's diff against another attempt, and Keep This One (its
// worktree becomes the task's, the others are archived; losing their uncommitted files is asked
// first). Everything is asked of the door off the GUI thread; an answer for a pick no longer current
// is dropped.
class AttemptsDialog final : public QDialog
{
    Q_OBJECT
public:
    AttemptsDialog(TaskAttempts &attempts, const QString &taskId, const QString &taskTitle, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QComboBox *against() const { return m_against; }
    QPlainTextEdit *diff() const { return m_diff; }
    QPushButton *keepButton() const { return m_keep; }
    QLabel *status() const { return m_status; }

Q_SIGNALS:
    // An attempt was kept; summary says what happened.
    void kept(const QString &summary);

private:
    void reload();
    void showAttempts(const QList<Attempt> &attempts);
    void pickChanged();
    void showDiff();
    void keepPicked(bool loseOthersUncommitted);
    int pickedNumber() const;

    TaskAttempts &m_attempts;
    QString m_taskId;
    QTableWidget *m_table = nullptr;
    QComboBox *m_against = nullptr;
    QPlainTextEdit *m_diff = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_keep = nullptr;
    QList<Attempt> m_shown;
    int m_asked = 0;
    bool m_busy = false;
};

} // namespace kandesk::ui
