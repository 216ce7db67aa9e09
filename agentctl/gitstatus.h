// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPair>

class QProcess;

namespace kandesk::agentctl {

// Pure parsers for git's machine-readable output (exposed for tests).
namespace gitparse {
// "git status --porcelain=v2 --branch -z" → {branch, head_commit, upstream, ahead, behind,
// files:[{path, old_path?, status, index_status, worktree_status, staged}]}.
QJsonObject porcelainV2(const QByteArray &output);
// "git diff --numstat -z --no-renames" → path → (additions, deletions); binary files count 0.
QHash<QString, QPair<int, int>> numstat(const QByteArray &output);
} // namespace gitparse

// Computes a git_status event for a folder with git run asynchronously (status, then the staged
// and unstaged numstat), one run at a time; a request during a run schedules exactly one more.
class GitStatusRunner final : public QObject
{
    Q_OBJECT
public:
    explicit GitStatusRunner(QString root, QObject *parent = nullptr);

    void request();

Q_SIGNALS:
    void statusReady(const QJsonObject &event);

private:
    void runStep(int step);
    void stepFinished(int step, int exitCode);
    void finish();

    QString m_root;
    QProcess *m_process = nullptr;
    QJsonObject m_status;
    QHash<QString, QPair<int, int>> m_counts;
    bool m_running = false;
    bool m_again = false;
};

} // namespace kandesk::agentctl
