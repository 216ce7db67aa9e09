// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QObject>

class QFileSystemWatcher;
class QTimer;

namespace kandesk::agentctl {

class GitStatusRunner;

// Watches a workspace with the file system's notifications (no polling): changes are gathered
// for a short quiet period, then reported as file_change events, followed by one git_status.
// Inside .git only the repository state matters, so changes there just refresh git_status.
class WorkspaceWatcher final : public QObject
{
    Q_OBJECT
public:
    explicit WorkspaceWatcher(QString root, QObject *parent = nullptr);
    ~WorkspaceWatcher() override;

    void start();
    bool started() const { return m_started; }
    void refreshGitStatus();
    // The last git_status computed (empty before the first).
    QJsonObject lastGitStatus() const { return m_lastGitStatus; }

Q_SIGNALS:
    void workspaceEvent(const QJsonObject &event);

private:
    struct Entry {
        bool isDir = false;
        QDateTime modified;
        qint64 size = 0;
    };
    using Listing = QHash<QString, Entry>;

    void watchTree(const QString &dir, bool reportAsCreated);
    void onDirectoryChanged(const QString &dir);
    void onFileChanged(const QString &path);
    void note(const QString &absolutePath, const QString &operation);
    void flush();
    Listing list(const QString &dir) const;
    bool isInsideGitDir(const QString &absolutePath) const;

    QString m_root;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_debounce = nullptr;
    GitStatusRunner *m_git = nullptr;
    QHash<QString, Listing> m_listings;
    QHash<QString, QString> m_pending; // relative path → operation
    QJsonObject m_lastGitStatus;
    bool m_gitDirty = false;
    bool m_started = false;
};

} // namespace kandesk::agentctl
