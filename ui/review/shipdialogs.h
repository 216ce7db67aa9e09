// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/review/taskshipping.h"
#include "application/review/basesync.h"

#include <QDialog>

class QCheckBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QLabel;
class QRadioButton;

namespace kandesk {
struct SessionEvent;
}

namespace kandesk::ui {

// The commit message (prefilled from the task title) and whether to stage everything first.
class CommitDialog final : public QDialog
{
    Q_OBJECT
public:
    CommitDialog(const QString &taskTitle, QWidget *parent = nullptr);
    QString message() const;
    bool stageAll() const;

    // The agent's answer to "Ask the agent for a message" replaces the message; a failure is said
    // under it and the message stays.
    void showAgentMessage(const QString &message);
    void showAgentFailed(const QString &why);
    // The agent asks a permission before it answers (a PermissionRequest event): the dialog shows
    // it with a button per option (Alt+1…), since the transcript is behind the dialog. A
    // PermissionCancelled event for it takes it away.
    void showAgentPermission(const QString &sessionId, const SessionEvent &event);

Q_SIGNALS:
    // "Ask the agent for a message": the dialog waits for the answer (it also shows in the transcript).
    void askAgentRequested();
    void permissionAnswered(const QString &sessionId, const QString &pendingId, const QString &optionId);

private:
    void clearPermission();

    QPlainTextEdit *m_message = nullptr;
    QCheckBox *m_stageAll = nullptr;
    QPushButton *m_ask = nullptr;
    QLabel *m_asking = nullptr;
    QWidget *m_permission = nullptr;
    QString m_pendingId;
};

// How the task branch lands on its base when it cannot fast-forward, and whether the choice
// becomes the repository's setting.
class MergeDialog final : public QDialog
{
    Q_OBJECT
public:
    MergeDialog(const ShipTarget &target, QWidget *parent = nullptr);
    git::MergeMode mode() const;
    bool remember() const;

private:
    QRadioButton *m_squash = nullptr;
    QCheckBox *m_remember = nullptr;
};

// "Update from Base": how far behind the branch is, and how to bring the base in (rebase onto it,
// or merge it; the repository's last choice first, remembered when changed).
class UpdateFromBaseDialog final : public QDialog
{
    Q_OBJECT
public:
    UpdateFromBaseDialog(const QString &taskTitle, const QString &baseRef, int behind, int ahead, git::SyncMode mode,
                         QWidget *parent = nullptr);
    git::SyncMode mode() const;

private:
    QRadioButton *m_merge = nullptr;
};

// Merge a pull request on GitHub (a merge request on GitLab): the methods the repository allows
// (the others shown, not choosable), deleting its branch there, removing the worktree.
class MergePullRequestDialog final : public QDialog
{
    Q_OBJECT
public:
    MergePullRequestDialog(const ForgeWords &words, int number, const QString &taskTitle,
                           const forge::MergeMethods &allowed, QWidget *parent = nullptr);
    PullRequestMergeOptions options() const;

private:
    QList<std::pair<QRadioButton *, forge::MergeMethod>> m_methods;
    QCheckBox *m_deleteBranch = nullptr;
    QCheckBox *m_removeWorktree = nullptr;
};

// A merge that conflicts: the files, and that nothing was changed.
class MergeConflictDialog final : public QDialog
{
    Q_OBJECT
public:
    MergeConflictDialog(
        const QString &branch, const QString &baseBranch, const QStringList &files, QWidget *parent = nullptr);
};

class PullRequestDialog final : public QDialog
{
    Q_OBJECT
public:
    PullRequestDialog(const ShipTarget &target, const QString &body, QWidget *parent = nullptr);
    PullRequestDraft draft() const;

private:
    QLineEdit *m_title = nullptr;
    QPlainTextEdit *m_body = nullptr;
    QCheckBox *m_draft = nullptr;
};

// What finishing leaves behind (commits not merged or pushed, uncommitted files) and whether to
// remove the worktree and branch.
class FinishDialog final : public QDialog
{
    Q_OBJECT
public:
    FinishDialog(const FinishPlan &plan, QWidget *parent = nullptr);
    bool removeWorktree() const;

private:
    QCheckBox *m_remove = nullptr;
};

} // namespace kandesk::ui
