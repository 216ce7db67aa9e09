// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "reviewdiffview.h"

#include "application/review/taskchanges.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QFutureWatcherBase;
class QLabel;
class QToolButton;
class QTreeView;

namespace kandesk::git {
struct DiscardUndo;
}

namespace kandesk {
struct ReviewComment;
struct TaskConflict;
}

namespace kandesk::ui {

class ChangesTreeModel;
class ChecksPanel;
class ConflictsPanel;

// The Changes view of a task: the changed files as a tree (status, +/−), the chosen file's diff
// (unified or side by side, in the file's own highlighting, changed words marked), the scope
// (against the base branch, or uncommitted), stage / unstage / discard per file and per hunk with
// an Undo that lasts until the next refresh, and a maximise toggle. Everything git does runs
// through the application's TaskChanges on a pool thread; the diff's rows are built there too.
// Keys: Alt+Down / Alt+Up next / previous hunk, Alt+PgDown / Alt+PgUp next / previous file,
// Ctrl+Shift+M maximise.
class ChangesView final : public QWidget
{
    Q_OBJECT
public:
    explicit ChangesView(QWidget *parent = nullptr);
    ~ChangesView() override;

    // The door it reads through.
    void setTaskChanges(std::shared_ptr<const TaskChanges> changes);
    // The task whose changes to show (read when the view is visible), or one worktree directly.
    void setTask(const QString &taskId);
    void setWorktree(const QString &worktree, const QString &baseBranch);
    QString taskId() const { return m_taskId; }

    void setScope(git::DiffScope scope);
    git::DiffScope scope() const;
    void setLayout(ReviewDiffView::Layout layout);
    // Reads the changes again (the Undo of a discard stays until another discard or another task);
    // refreshSoon waits a little so that a burst of workspace events reads once.
    void refresh();
    void refreshSoon();

    const TaskDiff &shownDiff() const { return m_diff; }
    bool selectFile(const QString &path, int repository = 0);
    QString currentFile() const;
    bool nextFile();
    bool previousFile();
    bool canUndo() const;
    bool isMaximised() const;

    // The task's review comments; those on the shown file are marked beside their lines.
    void setComments(const QList<ReviewComment> &comments);
    // What the task's branch would conflict with (the conflict radar's), listed above the files.
    void setConflicts(const QList<TaskConflict> &conflicts);
    ConflictsPanel *conflictsPanel() const { return m_conflicts; }
    // The task's pull request checks, listed above the files (Workbench feeds them).
    ChecksPanel *checksPanel() const { return m_checks; }

    ReviewDiffView *diffView() const { return m_view; }
    ChangesTreeModel *model() const { return m_model; }

    // Acts on the shown file (hunk -1: the whole file).
    void stage(int hunk = -1);
    void unstage(int hunk = -1);
    void discard(int hunk = -1);
    // The file's Discard button: asks first (Cancel is the default), then discards the whole file.
    void askToDiscardFile();
    void undo();

Q_SIGNALS:
    void diffLoaded();
    void fileShown(const QString &path);
    void actionFinished(bool ok, const QString &message);
    void maximiseToggled(bool maximised);
    // Lines picked in the shown diff (for a comment): the repository's worktree and the lines.
    void linesSelected(const QString &worktree, const kandesk::ui::DiffLineSelection &selection);

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Pending;
    const git::FileChange *currentChange(int *repository = nullptr) const;
    void showCurrentFile();
    void showFile(int repository, const git::FileChange &file);
    void markComments();
    void applyDiff(const TaskDiff &diff);
    void loadLargeFile();
    void finishAction(QFuture<Status> future);
    void setUndo(std::optional<git::DiscardUndo> undo);
    void updateButtons();
    void applyLayout();
    void setStatus(const QString &text, bool error);
    QList<ReviewDiffView::HunkAction> hunkActions(const git::FileChange &file) const;

    std::shared_ptr<const TaskChanges> m_changes;
    QString m_taskId;
    QString m_worktree;
    QString m_baseBranch;
    TaskDiff m_diff;
    QList<ReviewComment> m_comments;
    ChangesTreeModel *m_model = nullptr;
    QTreeView *m_tree = nullptr;
    ReviewDiffView *m_view = nullptr;
    QComboBox *m_scope = nullptr;
    QToolButton *m_sideBySide = nullptr;
    QToolButton *m_maximise = nullptr;
    QToolButton *m_stage = nullptr;
    QToolButton *m_unstage = nullptr;
    QToolButton *m_discard = nullptr;
    QToolButton *m_undo = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_status = nullptr;
    ConflictsPanel *m_conflicts = nullptr;
    ChecksPanel *m_checks = nullptr;
    std::unique_ptr<Pending> m_pending;
    quint64 m_diffRequest = 0;
    quint64 m_rowsRequest = 0;
    bool m_stale = true;       // a refresh waits for the view to be shown
    bool m_busy = false;       // an action runs
};

} // namespace kandesk::ui
