// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace kandesk {
class TaskAttempts;
} // namespace kandesk

namespace kandesk::ui {

// Task ▸ Try With Several Agents…: the prompt (the task's description to begin with) and up to four
// agent profiles, the same one more than once if the user likes; Start asks the door for the
// attempts, each in its own worktree, and closes once their agents have started.
class TryWithDialog final : public QDialog
{
    Q_OBJECT
public:
    TryWithDialog(TaskAttempts &attempts, const Task &task, const QList<AgentProfile> &profiles, QWidget *parent = nullptr);

    QPlainTextEdit *prompt() const { return m_prompt; }
    QList<QCheckBox *> picks() const { return m_picks; }
    QList<QComboBox *> profiles() const { return m_profiles; }
    QPushButton *startButton() const { return m_start; }
    QLabel *status() const { return m_status; }

Q_SIGNALS:
    // The attempts' agents have started; their tasks' ids.
    void started(const QStringList &attemptTaskIds);

private:
    QStringList pickedProfiles() const;
    void startAttempts();
    void updateStart();

    TaskAttempts &m_attempts;
    QString m_taskId;
    QPlainTextEdit *m_prompt = nullptr;
    QList<QCheckBox *> m_picks;
    QList<QComboBox *> m_profiles;
    QLabel *m_status = nullptr;
    QPushButton *m_start = nullptr;
    bool m_busy = false;
};

} // namespace kandesk::ui
