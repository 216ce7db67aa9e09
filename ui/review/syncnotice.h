// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace kandesk::ui {

// The task view's notice while an update from the base stops on conflicts: which files, and Ask the
// Agent to Resolve, Continue (once resolved by hand), Abort (the branch back as it was). It says
// when the agent is at it, and in plain words why going on was refused. Hidden otherwise.
class SyncNotice final : public QFrame
{
    Q_OBJECT
public:
    explicit SyncNotice(QWidget *parent = nullptr);

    void showConflict(const QString &taskId, const QString &baseRef, const QStringList &files);
    void showResolving(const QString &taskId, const QStringList &files);
    // Going on was refused (markers left) or failed: the reason, the buttons again.
    void showProblem(const QString &taskId, const QString &problem);
    void clearFor(const QString &taskId);
    QString taskId() const { return m_taskId; }
    QString text() const;

Q_SIGNALS:
    void askAgentRequested(const QString &taskId);
    void continueRequested(const QString &taskId);
    void abortRequested(const QString &taskId);

private:
    void showFor(const QString &taskId);

    QString m_taskId;
    QLabel *m_text = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_askAgent = nullptr;
    QPushButton *m_continue = nullptr;
    QPushButton *m_abort = nullptr;
};

} // namespace kandesk::ui
