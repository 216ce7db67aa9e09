// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QJsonObject>

namespace kandesk::ui {

// The changed files of a workspace, as agentctl's workspace stream reports them in git_status
// events: path, status (modified, added, deleted, renamed, untracked, conflicted), additions and
// deletions. GUI thread only.
class ChangesModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        PathRole = Qt::UserRole + 500,
        StatusRole,
        AdditionsRole,
        DeletionsRole,
        StagedRole,
        OldPathRole,
    };

    explicit ChangesModel(QObject *parent = nullptr);

    // Takes a git_status event; rows whose path stays keep their place so a selection survives.
    void applyGitStatus(const QJsonObject &event);
    void clear();

    QString branch() const { return m_branch; }
    int ahead() const { return m_ahead; }
    int behind() const { return m_behind; }
    int totalAdditions() const;
    int totalDeletions() const;
    int rowOf(const QString &path) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void summaryChanged();

private:
    struct File {
        QString path;
        QString oldPath;
        QString status;
        int additions = 0;
        int deletions = 0;
        bool staged = false;
    };

    QList<File> m_files;
    QString m_branch;
    int m_ahead = 0;
    int m_behind = 0;
};

// "M", "A", "D", "R", "?", "!" and the word for a status.
QString changeStatusLetter(const QString &status);
QString changeStatusText(const QString &status);

} // namespace kandesk::ui
