// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractItemModel>

namespace kandesk {
struct TaskDiff;
}

namespace kandesk::ui {

// A task's changed files as a tree: repositories (when there are several), folders, files with
// their status and +/− counts (ChangesDelegate paints them). GUI thread.
class ChangesTreeModel final : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Role {
        PathRole = Qt::UserRole + 500, // a file's name or a folder's path
        StatusRole,                    // a file's status word: modified, added, deleted, renamed, untracked, conflicted (empty for folders)
        AdditionsRole,
        DeletionsRole,
        StagedRole,
        OldPathRole,
        FilePathRole = Qt::UserRole + 520, // a file's path in its worktree
        RepositoryRole,                    // the index of its repository in the TaskDiff
        FileRole,                          // the index of the file in its repository's diff; -1 for folders
    };

    explicit ChangesTreeModel(QObject *parent = nullptr);
    ~ChangesTreeModel() override;

    void setDiff(const TaskDiff &diff);
    // The files in the order the tree shows them (for next/previous file).
    QList<QModelIndex> fileIndexes() const;
    QModelIndex indexOfFile(int repository, const QString &path) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    int addNode(int parent, Node node);
    QList<Node> m_nodes; // 0 is the invisible root
};

// "M", "A", "D", "R", "?", "!" and the word for a status.
QString changeStatusLetter(const QString &status);
QString changeStatusText(const QString &status);

} // namespace kandesk::ui
