// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/launchtypes.h"
#include "lifecycle/launch/prepare.h"

#include <QHash>
#include <QMutex>
#include <QUrl>

#include <memory>

namespace kandesk {

class AgentctlClient;
struct ExecutorRunning;

// What a backend needs to create the runtime (an agentctl instance) of one execution.
struct ExecutorCreateRequest {
    QString instanceId; // the execution id
    QString executorType;
    QString taskId;
    QString taskTitle;
    QString sessionId;
    QString taskEnvironmentId;
    QString agentProfileId;       // the execution profile
    QString officeAgentProfileId; // the acting profile
    QString workspacePath;
    EnvMap env;
    bool autoApprovePermissions = false;
    QVariantMap metadata;
    QString agentId;
    QString previousExecutionId;
    QStringList mcpProviders;
    QString authToken;
    QString bootstrapNonce;
    // The runtime's own steps (e.g. "Waiting for Docker container"), indexed from 0.
    PrepareProgressCallback onProgress;
};

// A created runtime: where its agentctl listens and how to reach it.
struct ExecutorInstance {
    QString instanceId;
    QString runtimeName;
    QUrl agentctlUrl;
    int agentctlPort = 0;
    qint64 pid = 0;
    QString workspacePath;
    QString authToken;      // agentctl bearer token (secret)
    QString bootstrapNonce; // one-time handshake nonce (secret)
    QVariantMap metadata;
    std::shared_ptr<AgentctlClient> client;
};

// The metadata key under which a runtime that outlives Kandesk (a container, a detached remote
// agentctl) names the process id of the Kandesk that started it; a runtime that ends with Kandesk
// writes none. Whoever finds the runtime after a restart asks whether that process still runs.
inline constexpr char kOwnerPidKey[] = "kandesk_pid";

// Creates and stops runtimes of one kind (standalone process, Docker, SSH, …). Methods block and run
// on pool threads.
class ExecutorBackend
{
public:
    virtual ~ExecutorBackend() = default;
    virtual QString name() const = 0;
    // The runtime owns its file system (clones inside): host workspace paths are not passed to it.
    virtual bool requiresCloneUrl() const { return false; }
    // The instance's workspace is on this machine (its path can be read here). When not, its files
    // and changes are read through the instance's agentctl (lifecycle/agentctl/workspaceapi.h).
    virtual bool workspaceIsLocal() const { return true; }
    virtual Expected<ExecutorInstance> createInstance(const ExecutorCreateRequest &request) = 0;
    // force: tear the runtime down even if it does not stop cleanly.
    virtual Status stopInstance(const ExecutorInstance &instance, bool force) = 0;
    // The instance's agent started, or failed to: work ahead of need (a spare agentctl) may begin
    // now without taking a core from a start the user waits for.
    virtual void agentStartEnded(const ExecutorInstance &) { }
    // Why the instance's agent ended, when the backend knows more than its exit says (the system
    // stopped it for its task's memory limit), as a sentence for the user; empty otherwise.
    virtual QString whyItEnded(const ExecutorInstance &) const { return {}; }
    // Takes back, after a restart, the runtime of an execution a killed Kandesk registered, for a
    // runtime that outlives Kandesk (a container, a detached remote agentctl): finds it, checks that
    // its agentctl answers and says where it now listens. The instance carries the registration's
    // metadata (updated where the runtime moved), no token and no client (the caller has the
    // token). Runtimes that end with Kandesk refuse: their sessions are resumed instead.
    virtual Expected<ExecutorInstance> reattachInstance(const ExecutorRunning &registration);
};

// Backends by runtime name.
class ExecutorRegistry
{
public:
    void registerBackend(std::shared_ptr<ExecutorBackend> backend);
    std::shared_ptr<ExecutorBackend> backend(const QString &runtimeName) const;
    // The backend that runs executorType, or an error naming the missing runtime.
    Expected<std::shared_ptr<ExecutorBackend>> backendForExecutorType(const QString &executorType) const;

private:
    mutable QMutex m_mutex;
    QHash<QString, std::shared_ptr<ExecutorBackend>> m_backends;
};

} // namespace kandesk
