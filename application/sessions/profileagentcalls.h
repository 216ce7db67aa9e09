// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QDateTime>
#include <QFuture>
#include <QStringList>

#include <memory>

class QThreadPool;

namespace kandesk {

class LifecycleController;
class Stores;
struct AgentProfile;

// A session an agent keeps (ACP session/list).
struct AgentSessionEntry {
    QString acpSessionId;
    QString cwd;
    QString title;       // empty when the agent gave none
    QDateTime updatedAt; // invalid when the agent gave none
    QStringList additionalDirectories;
};

// What Kandesk asks of an agent outside any task's run: the sessions it keeps, a sign-out, the
// deletion of a session. Each call starts the profile's agent on this machine for that one question
// (agentctl's one-shot call: the command and variables a launch would give it), then stops it.
// The futures return at once; the work runs on the door's own pool.
class ProfileAgentCalls final
{
public:
    ProfileAgentCalls(Stores &stores, LifecycleController &controller, QString agentctlPath);
    ~ProfileAgentCalls(); // waits for the calls under way
    ProfileAgentCalls(const ProfileAgentCalls &) = delete;
    ProfileAgentCalls &operator=(const ProfileAgentCalls &) = delete;

    // The sessions the profile's agent keeps for folder (all it keeps when empty), newest first,
    // every page of its list (at most kMaxPages).
    QFuture<Expected<QList<AgentSessionEntry>>> listSessions(const QString &profileId, const QString &folder = {});
    // Signs the agent out (ACP logout), started as the first of its profiles (by name) starts it,
    // else with no profile's variables.
    QFuture<Status> logout(const QString &agentId);
    // Asks the profile's agent to forget one of its sessions.
    QFuture<Status> deleteSession(const QString &profileId, const QString &acpSessionId, const QString &folder = {});

    static constexpr int kMaxPages = 20;

private:
    Stores &m_stores;
    LifecycleController &m_controller;
    QString m_agentctlPath;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
