// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

class QWebSocket;

namespace kandesk::agentctl {

class AcpClient;
class AgentPriority;
class AgentProcess;
class EventStream;
class WorkspaceWatcher;

// What POST /api/v1/instances (or agent/configure) tells an instance.
struct InstanceConfig {
    QString id;
    QString workspacePath;
    QString sessionId;
    QString taskId;
    QStringList agentArgv;
    QJsonObject env;
    QJsonArray mcpServers;
    bool autoStart = false;
    bool autoApprovePermissions = false;
};

// One agent in one workspace: its process, its ACP client, its agent and workspace streams.
class Instance final : public QObject
{
    Q_OBJECT
public:
    explicit Instance(InstanceConfig config, QObject *parent = nullptr);
    ~Instance() override;

    QString id() const { return m_config.id; }
    QString workspacePath() const { return m_config.workspacePath; }
    quint16 port() const { return m_port; }
    void setPort(quint16 port) { m_port = port; }
    QString agentStatus() const { return m_status; }

    QJsonObject describe() const;
    QJsonObject status() const;
    QJsonObject configure(const QJsonObject &body);
    QJsonObject start(const QJsonObject &body);
    QJsonObject stop();
    QJsonObject setMcpMode(const QJsonObject &body);
    QJsonObject setMcpProviders(const QJsonObject &body);

    void addAgentStreamClient(QWebSocket *socket);
    void addWorkspaceStreamClient(QWebSocket *socket);
    // Stops the agent (its ACP session closed first where it can, then grace, then kill) and
    // closes the streams.
    void shutdown(int graceMs);
    bool agentRunning() const;

    // Grace between SIGTERM and SIGKILL; AGENTCTL_STOP_GRACE_MS overrides the default.
    static int stopGraceMs();
    // How long a stop waits for the agent to answer ACP session/close before the grace begins.
    static constexpr int kCloseSessionWaitMs = 1000;

Q_SIGNALS:
    void agentStopped();

private:
    void stopAgent(int graceMs);
    void onAgentExited(int exitCode, bool crashed, bool requested);
    void onAgentStreamMessage(QWebSocket *socket, const QString &message);
    void setStatus(const QString &status);
    QJsonObject agentDetails() const;
    // {error, agent_exit?}: why agent-stream requests cannot reach the agent now.
    QJsonObject notRunningFailure() const;

    InstanceConfig m_config;
    QStringList m_continueArgv;
    QString m_approvalPolicy;
    QString m_mcpMode;
    QJsonArray m_mcpProviders;
    QString m_status;
    QString m_lastError;
    int m_lastExitCode = 0;
    bool m_lastCrashed = false;
    QJsonObject m_agentExit; // how the agent ended on its own; empty once started or stopped on purpose
    quint16 m_port = 0;
    QDateTime m_createdAt;
    AgentProcess *m_process = nullptr;
    AgentPriority *m_priority = nullptr;
    AcpClient *m_acp = nullptr;
    EventStream *m_agentStream = nullptr;
    EventStream *m_workspaceStream = nullptr;
    WorkspaceWatcher *m_watcher = nullptr;
};

// Splits a command line into argv without a shell: whitespace separates, single and double
// quotes group, a backslash escapes the next character. Used only where the caller gave one string.
QStringList splitCommandLine(const QString &commandLine);
// command + args as given; a lone command is split with splitCommandLine() unless it is the
// absolute path of an executable file (which may contain spaces).
QStringList commandArgv(const QString &command, const QStringList &args = {});

} // namespace kandesk::agentctl
