// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "fsaccess.h"
#include "outputproblems.h"
#include "sessionsettings.h"
#include "textchunk.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

namespace kandesk::agentctl {

class AcpElicitations;
class AcpTerminals;
class ToolCallTerminals;

class JsonRpcConnection;

// The client side of ACP toward one agent process: turns agent-stream actions into ACP requests
// and everything the agent sends (session/update, permission requests, fs access) into wire
// events or answers.
class AcpClient final : public QObject
{
    Q_OBJECT
public:
    // ok=false: payload is {error} plus, where they apply, agent_exit or rpc_error (see wire.h).
    using Reply = std::function<void(bool ok, const QJsonObject &payload)>;
    using Writer = std::function<void(const QByteArray &line)>;

    AcpClient(const QString &workspace, Writer writer, QObject *parent = nullptr);
    ~AcpClient() override;

    void setAutoApprove(bool autoApprove) { m_autoApprove = autoApprove; }
    void setMcpServers(const QJsonArray &servers) { m_mcpServers = servers; }
    void handleLine(const QByteArray &line);
    void noteOutputProblem(OutputProblems::Kind kind, const QByteArray &sample);
    // The agent process ended: a running turn ends with an error event (failure + agent), requests
    // waiting for the agent fail with failure ({error, agent_exit?}).
    void agentExited(const QJsonObject &failure, const QJsonObject &agentDetails);

    void initialize(const QJsonObject &payload, Reply reply);
    // Sessions (acpclientsessions.cpp). Directories besides the workspace go to an agent that
    // offers them: those given, else a multi-repository task's worktrees (see wire.h).
    void newSession(const QJsonObject &payload, Reply reply);
    // session/resume where the agent offers it (no history replayed), else session/load.
    void loadSession(const QJsonObject &payload, Reply reply);
    void listSessions(const QJsonObject &payload, Reply reply);
    // {closed: false} when there is no session or the agent cannot close one.
    void closeSession(const QJsonObject &payload, Reply reply);
    // Our requests the agent has not answered are withdrawn ($/cancel_request; each fails with
    // reason), all but a turn's prompt, which ends with session/cancel as ACP says: nobody waits
    // for them any more (the agent is being stopped, a one-shot call ran out of time).
    void withdrawRequests(const QString &reason);
    // Closes the session where the agent can, then runs then: on the answer or after waitMs.
    void closeSessionThen(int waitMs, std::function<void()> then);
    void deleteSession(const QJsonObject &payload, Reply reply);
    void logout(const QJsonObject &payload, Reply reply);
    void prompt(const QJsonObject &payload, Reply reply);
    void cancel(const QJsonObject &payload, Reply reply);
    void respondPermission(const QJsonObject &payload, Reply reply);
    void respondElicitation(const QJsonObject &payload, Reply reply);
    void setMode(const QJsonObject &payload, Reply reply);
    void setModel(const QJsonObject &payload, Reply reply);
    void setConfigOption(const QJsonObject &payload, Reply reply);

    QString sessionId() const { return m_sessionId; }
    bool turnActive() const { return m_turnActive; }

Q_SIGNALS:
    void agentEvent(const QJsonObject &event);
    // Plain-text message and reasoning chunks, in order with agentEvent; joined downstream.
    void textChunk(const kandesk::agentctl::TextChunk &chunk);

private:
    struct PendingPermission {
        QJsonValue rpcId;
        QString sessionId;
        QStringList optionIds;
    };

    // Sends method; its error fails reply (requestFailure), its success answers answer.
    void requestThenAnswer(const QString &method, const QJsonObject &params, Reply reply, const QJsonObject &answer);
    // The agent offers this session capability (initialize's agentCapabilities.sessionCapabilities).
    bool offersSession(const char *capability) const;
    // session/new, load and resume's params: cwd, MCP servers, the directories besides the cwd.
    QJsonObject sessionParams(const QJsonObject &payload, const QString &sessionId) const;
    void onRequest(const QJsonValue &id, const QString &method, const QJsonObject &params);
    void onNotification(const QString &method, const QJsonObject &params);
    void onSessionUpdate(const QJsonObject &params);
    void onRequestWithdrawn(const QJsonValue &requestId);
    void onPermissionRequest(const QJsonValue &id, const QJsonObject &params);
    void onElicitationRequest(const QJsonValue &id, const QJsonObject &params);
    void onReadTextFile(const QJsonValue &id, const QJsonObject &params);
    void onWriteTextFile(const QJsonValue &id, const QJsonObject &params);
    void cancelPendingPermissions(const QString &reason);
    void emitEvent(QJsonObject e, const QString &sessionId = {});
    bool isForeignSession(const QString &sessionId) const;
    // Sends a session setting the agent accepts or refuses; accepted, the new state is announced
    // and answer (+ success) is the reply.
    void changeSetting(const SessionSettings::Request &request, Reply reply, QJsonObject answer);
    // The error payload of a request that failed at step (an ACP method name).
    QJsonObject requestFailure(const QString &step, const QJsonObject &rpcError) const;

    JsonRpcConnection *m_rpc = nullptr;
    FsAccess m_fs;
    AcpTerminals *m_terminals = nullptr;
    std::unique_ptr<AcpElicitations> m_elicitations;
    ToolCallTerminals *m_toolCallTerminals = nullptr;
    QString m_workspace;
    QJsonObject m_agentCapabilities;
    QJsonArray m_mcpServers;
    QString m_sessionId;
    SessionSettings m_settings;
    QHash<QString, PendingPermission> m_permissions;
    OutputProblems m_problems;
    QJsonObject m_exitFailure; // set while the requests of an agent that ended are failed
    qint64 m_nextPermission = 1;
    quint64 m_turn = 0;
    bool m_turnActive = false;
    bool m_autoApprove = false;
};

} // namespace kandesk::agentctl
