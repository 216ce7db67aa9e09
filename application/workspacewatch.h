// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QThreadPool>

#include <memory>

namespace kandesk {

class AgentctlNetwork;
class LifecycleController;

// The workspaces of running sessions as they change, for whoever shows them (the window's Changes
// tab): agentctl's reports on the workspace of a session's live execution arrive as gitStatus()
// (branch, ahead/behind, changed files with line counts) and fileChanged() (one file on disk).
// The front ends ask by session; where the execution's agentctl listens, its token and its routes
// stay here. Owned by the TaskRunnerRuntime; lives on its (the GUI) thread, and so do its signals.
class WorkspaceWatch final : public QObject
{
    Q_OBJECT
public:
    WorkspaceWatch(
        LifecycleController &controller, std::shared_ptr<AgentctlNetwork> network, QObject *parent = nullptr);
    ~WorkspaceWatch() override;

    // Follows the workspace of the session's live execution until unwatch() (or until that
    // execution's agentctl is gone for good); yields the workspace folder, or nothing when no
    // execution runs for the session. Watching the same execution again changes nothing; a new
    // execution of the session (a resume) is followed instead of the old one. Opening the stream
    // happens on the watch's own thread pool; a failure to open is watchFailed().
    QString watch(const QString &sessionId);
    void unwatch(const QString &sessionId);
    bool isWatching(const QString &sessionId) const;

Q_SIGNALS:
    // agentctl's git_status event for the session's workspace, as sent (the Review tab refreshes on it).
    void gitStatus(const QString &sessionId, const QJsonObject &status);
    // agentctl's file_change event: {path (relative to the workspace), operation}.
    void fileChanged(const QString &sessionId, const QJsonObject &change);
    // The session's workspace stream could not be opened: nothing more comes until watch() again.
    void watchFailed(const QString &sessionId, const QString &message);

private:
    struct Relay;
    struct Watched;
    LifecycleController &m_controller;
    std::shared_ptr<AgentctlNetwork> m_network;
    QHash<QString, std::shared_ptr<Watched>> m_watched; // by session id
    QThreadPool m_pool; // opening streams (it waits for the handshake)
};

} // namespace kandesk
