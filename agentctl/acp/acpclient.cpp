// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "acpclient.h"

#include "acpelicitations.h"
#include "acpjson.h"
#include "acpterminals.h"
#include "toolcallterminals.h"

#include "agentctl/timestamp.h"

#include "agentctl/api/wire.h"
#include "agentctl/logging.h"
#include "jsonrpcconnection.h"

#include <QDateTime>
#include <QScopedValueRollback>

namespace kandesk::agentctl {

using namespace acpjson;

namespace {

constexpr int kAcpProtocolVersion = 1;

QString rpcErrorText(const QJsonObject &error)
{
    QString text = error.value(key("message")).toString();
    const QJsonValue data = error.value(key("data"));
    if (data.isString() && !data.toString().isEmpty())
        text += QStringLiteral(": ") + data.toString();
    else if (data.isObject() && data.toObject().contains(key("details")))
        text += QStringLiteral(": ") + data.toObject().value(key("details")).toString();
    return text.isEmpty() ? QStringLiteral("the agent returned an error") : text;
}

QJsonObject rpcErrorObject(const QJsonObject &error)
{
    QJsonObject out { { wire::failure::kCode, error.value(key("code")).toInt() },
        { wire::failure::kMessage, error.value(key("message")).toString() } };
    if (error.contains(key("data")))
        out.insert(wire::failure::kData, error.value(key("data")));
    return out;
}

QString actionTypeForToolKind(const QString &kind)
{
    if (kind == QLatin1String("edit") || kind == QLatin1String("delete") || kind == QLatin1String("move"))
        return QStringLiteral("file_write");
    if (kind == QLatin1String("read"))
        return QStringLiteral("file_read");
    if (kind == QLatin1String("execute"))
        return QStringLiteral("command");
    if (kind == QLatin1String("fetch"))
        return QStringLiteral("network");
    return QStringLiteral("other");
}

} // namespace

AcpClient::AcpClient(const QString &workspace, Writer writer, QObject *parent)
    : QObject(parent)
    , m_rpc(new JsonRpcConnection(std::move(writer), this))
    , m_fs(workspace)
    , m_workspace(workspace)
{
    m_terminals = new AcpTerminals(workspace, m_rpc, this);
    m_toolCallTerminals = new ToolCallTerminals(
        m_terminals, [this](const QJsonObject &event, const QString &sessionId) { emitEvent(event, sessionId); }, this);
    m_elicitations = std::make_unique<AcpElicitations>(
        m_rpc, [this](const QJsonObject &event, const QString &sessionId) { emitEvent(event, sessionId); });
    connect(m_rpc, &JsonRpcConnection::requestReceived, this, &AcpClient::onRequest);
    connect(m_rpc, &JsonRpcConnection::notificationReceived, this, &AcpClient::onNotification);
    connect(m_rpc, &JsonRpcConnection::outputProblem, this, &AcpClient::noteOutputProblem);
}

AcpClient::~AcpClient() = default;

void AcpClient::handleLine(const QByteArray &line)
{
    m_rpc->handleLine(line);
}

void AcpClient::noteOutputProblem(OutputProblems::Kind kind, const QByteArray &sample)
{
    m_problems.note(kind, sample);
    if (!m_turnActive)
        return;
    const QJsonObject warning = m_problems.takeTurnWarning(kind);
    if (!warning.isEmpty())
        emitEvent(warning);
}

void AcpClient::agentExited(const QJsonObject &failure, const QJsonObject &agentDetails)
{
    m_problems.flush();
    if (m_turnActive) {
        m_turnActive = false;
        ++m_turn;
        QJsonObject event = failure;
        event.insert(key("type"), wire::event::kError);
        event.insert(key("agent"), agentDetails);
        emitEvent(event);
    }
    const auto permissions = std::exchange(m_permissions, {});
    for (auto it = permissions.begin(); it != permissions.end(); ++it)
        emitEvent(QJsonObject { { key("type"), wire::event::kPermissionCancelled }, { key("pending_id"), it.key() } },
            it->sessionId);
    m_elicitations->cancelAll(QStringLiteral("the agent ended"), true);
    const QScopedValueRollback exitFailure(m_exitFailure, failure);
    m_rpc->failPending(failure.value(wire::failure::kError).toString());
    m_terminals->releaseAll(); // no agent is left to read them
}

void AcpClient::initialize(const QJsonObject &payload, Reply reply)
{
    QJsonObject clientInfo { { key("name"), QStringLiteral("kandesk-agentctl") },
        { key("title"), QStringLiteral("Kandesk") }, { key("version"), QStringLiteral(KANDESK_VERSION) } };
    if (payload.value(key("client_info")).isObject())
        clientInfo = payload.value(key("client_info")).toObject();
    const QJsonObject params { { key("protocolVersion"), kAcpProtocolVersion },
        { key("clientCapabilities"),
            QJsonObject { { key("fs"), QJsonObject { { key("readTextFile"), true }, { key("writeTextFile"), true } } },
                { key("terminal"), true }, { key("auth"), QJsonObject { { key("terminal"), true } } },
                { key("elicitation"), QJsonObject { { key("form"), QJsonObject {} }, { key("url"), QJsonObject {} } } } } },
        { key("clientInfo"), clientInfo } };
    m_rpc->request(
        QStringLiteral("initialize"), params, [this, reply](const QJsonValue &result, const QJsonObject &error) {
            if (!error.isEmpty()) {
                reply(false, requestFailure(QStringLiteral("initialize"), error));
                return;
            }
            const QJsonObject answer = result.toObject();
            m_agentCapabilities = answer.value(key("agentCapabilities")).toObject();
            const QJsonObject promptCaps = m_agentCapabilities.value(key("promptCapabilities")).toObject();
            emitEvent(QJsonObject { { key("type"), wire::event::kAgentCapabilities },
                { key("supports_image"), promptCaps.value(key("image")).toBool() },
                { key("supports_audio"), promptCaps.value(key("audio")).toBool() },
                { key("supports_embedded_context"), promptCaps.value(key("embeddedContext")).toBool() },
                { key("supports_load_session"), m_agentCapabilities.value(key("loadSession")).toBool() },
                { key("auth_methods"), answer.value(key("authMethods")) }, { key("data"), m_agentCapabilities } });
            QJsonObject out { { key("protocol_version"), answer.value(key("protocolVersion")) },
                { key("agent_capabilities"), m_agentCapabilities } };
            copyIfPresent(answer, "agentInfo", out, "agent_info");
            copyIfPresent(answer, "authMethods", out, "auth_methods");
            reply(true, out);
        });
}

void AcpClient::prompt(const QJsonObject &payload, Reply reply)
{
    const QString sessionId = payload.value(key("session_id")).toString(m_sessionId);
    if (sessionId.isEmpty()) {
        reply(
            false, errorPayload(QStringLiteral("no session yet: send agent.session.new or agent.session.load first")));
        return;
    }
    if (m_turnActive) {
        reply(false,
            errorPayload(QStringLiteral("a prompt is already running; cancel it or wait for its complete event")));
        return;
    }
    QJsonArray blocks = payload.value(key("prompt")).toArray();
    // An agent that said it takes no images would fail the turn or drop them silently.
    const bool takesImages
        = m_agentCapabilities.value(key("promptCapabilities")).toObject().value(key("image")).toBool();
    for (const QJsonValue &block : std::as_const(blocks)) {
        if (!takesImages && block.toObject().value(key("type")).toString() == QLatin1String("image")) {
            reply(false, errorPayload(QStringLiteral("this agent does not take images")));
            return;
        }
    }
    if (blocks.isEmpty()) {
        const QString text = payload.value(key("text")).toString(payload.value(key("message")).toString());
        blocks.append(QJsonObject { { key("type"), QStringLiteral("text") }, { key("text"), text } });
    }
    m_turnActive = true;
    m_problems.startTurn();
    const quint64 turn = ++m_turn;
    reply(true, QJsonObject { { key("accepted"), true }, { key("session_id"), sessionId } });
    m_rpc->request(QStringLiteral("session/prompt"),
        QJsonObject { { key("sessionId"), sessionId }, { key("prompt"), blocks } },
        [this, turn, sessionId](const QJsonValue &result, const QJsonObject &error) {
            if (turn != m_turn || !m_turnActive)
                return; // the turn already ended (the agent exited)
            m_turnActive = false;
            cancelPendingPermissions(QStringLiteral("turn ended"));
            m_elicitations->cancelAll(QStringLiteral("turn ended"));
            if (!error.isEmpty()) {
                emitEvent(QJsonObject { { key("type"), wire::event::kError }, { key("error"), rpcErrorText(error) },
                              { wire::failure::kRpcError, rpcErrorObject(error) } },
                    sessionId);
                return;
            }
            const QJsonObject answer = result.toObject();
            const QString stopReason = answer.value(key("stopReason")).toString(QStringLiteral("end_turn"));
            QJsonObject data { { key("stop_reason"), stopReason } };
            copyIfPresent(answer, "usage", data, "usage");
            emitEvent(QJsonObject { { key("type"), wire::event::kComplete }, { key("stop_reason"), stopReason },
                          { key("data"), data } },
                sessionId);
        });
}

void AcpClient::cancel(const QJsonObject &payload, Reply reply)
{
    const QString sessionId = payload.value(key("session_id")).toString(m_sessionId);
    if (sessionId.isEmpty()) {
        reply(false, errorPayload(QStringLiteral("no session to cancel")));
        return;
    }
    m_rpc->notify(QStringLiteral("session/cancel"), QJsonObject { { key("sessionId"), sessionId } });
    // ACP: the client answers every open permission request of the turn with "cancelled".
    cancelPendingPermissions(QStringLiteral("cancelled"));
    m_elicitations->cancelAll(QStringLiteral("cancelled"));
    reply(true, QJsonObject { { key("success"), true } });
}

void AcpClient::respondPermission(const QJsonObject &payload, Reply reply)
{
    const QString pendingId = payload.value(key("pending_id")).toString();
    const auto it = m_permissions.constFind(pendingId);
    if (it == m_permissions.constEnd()) {
        reply(false, errorPayload(QStringLiteral("no pending permission request with id \"%1\"").arg(pendingId)));
        return;
    }
    const bool cancelled = payload.value(key("cancelled")).toBool();
    const QString optionId = payload.value(key("option_id")).toString();
    if (!cancelled && optionId.isEmpty()) {
        reply(false, errorPayload(QStringLiteral("agent.permissions.respond needs an option_id or cancelled=true")));
        return;
    }
    if (!cancelled && !it->optionIds.contains(optionId)) {
        reply(false,
            errorPayload(QStringLiteral("option \"%1\" was not offered; choose one of: %2")
                             .arg(optionId, it->optionIds.join(QStringLiteral(", ")))));
        return;
    }
    const PendingPermission pending = *it;
    m_permissions.erase(it);
    const QJsonObject outcome = cancelled
        ? QJsonObject { { key("outcome"), QStringLiteral("cancelled") } }
        : QJsonObject { { key("outcome"), QStringLiteral("selected") }, { key("optionId"), optionId } };
    m_rpc->respond(pending.rpcId, QJsonObject { { key("outcome"), outcome } });
    reply(true, QJsonObject { { key("success"), true }, { key("pending_id"), pendingId } });
}

void AcpClient::respondElicitation(const QJsonObject &payload, Reply reply)
{
    const QString error = m_elicitations->respond(payload);
    if (!error.isEmpty()) {
        reply(false, errorPayload(error));
        return;
    }
    reply(true, QJsonObject { { key("success"), true }, { key("pending_id"), payload.value(key("pending_id")) } });
}

void AcpClient::setMode(const QJsonObject &payload, Reply reply)
{
    const QString modeId = payload.value(key("mode_id")).toString();
    changeSetting(m_settings.modeRequest(modeId), reply, { { key("current_mode_id"), modeId } });
}

void AcpClient::setModel(const QJsonObject &payload, Reply reply)
{
    const QString modelId = payload.value(key("model_id")).toString();
    changeSetting(m_settings.modelRequest(modelId), reply, { { key("current_model_id"), modelId } });
}

void AcpClient::setConfigOption(const QJsonObject &payload, Reply reply)
{
    changeSetting(m_settings.configRequest(payload.value(key("config_id")).toString(), payload.value(key("value"))),
        reply, {});
}

void AcpClient::changeSetting(const SessionSettings::Request &request, Reply reply, QJsonObject answer)
{
    if (m_sessionId.isEmpty()) {
        reply(false, errorPayload(QStringLiteral("no session yet: send agent.session.new or agent.session.load first")));
        return;
    }
    if (!request.error.isEmpty()) {
        reply(false, errorPayload(request.error));
        return;
    }
    QJsonObject params = request.params;
    params.insert(key("sessionId"), m_sessionId);
    m_rpc->request(request.method, params,
        [this, reply, request, answer](const QJsonValue &result, const QJsonObject &error) mutable {
            if (!error.isEmpty()) {
                reply(false, requestFailure(request.method, error));
                return;
            }
            const QJsonObject event = m_settings.accepted(request, result.toObject());
            if (event.value(key("type")).toString() == wire::event::kConfigOptions)
                answer.insert(key("config_options"), event.value(key("config_options")));
            answer.insert(key("success"), true);
            emitEvent(event);
            reply(true, answer);
        });
}

void AcpClient::onRequest(const QJsonValue &id, const QString &method, const QJsonObject &params)
{
    if (m_terminals->handle(id, method, params))
        return;
    if (method == QLatin1String("session/request_permission"))
        onPermissionRequest(id, params);
    else if (method == QLatin1String("elicitation/create"))
        onElicitationRequest(id, params);
    else if (method == QLatin1String("fs/read_text_file"))
        onReadTextFile(id, params);
    else if (method == QLatin1String("fs/write_text_file"))
        onWriteTextFile(id, params);
    else {
        qCInfo(lcAgentctl) << "agent called an unsupported method" << method;
        m_rpc->respondError(
            id, rpcerror::kMethodNotFound, QStringLiteral("method not supported by this client: ") + method);
    }
}

void AcpClient::onNotification(const QString &method, const QJsonObject &params)
{
    if (method == QLatin1String("session/update"))
        onSessionUpdate(params);
    else if (method == QLatin1String("$/cancel_request"))
        onRequestWithdrawn(params.value(key("requestId")));
    else if (method == QLatin1String("elicitation/complete"))
        m_elicitations->complete(params);
    else
        qCDebug(lcAgentctl) << "ignored agent notification" << method;
}

// The agent no longer wants an answer to one of its requests: a permission it asked for leaves the
// user's view (answered "cancelled", as ACP says for that request); a terminal wait ends.
void AcpClient::onRequestWithdrawn(const QJsonValue &requestId)
{
    for (auto it = m_permissions.begin(); it != m_permissions.end(); ++it) {
        if (it->rpcId != requestId)
            continue;
        const PendingPermission permission = *it;
        const QString pendingId = it.key();
        m_permissions.erase(it);
        m_rpc->respond(permission.rpcId,
            QJsonObject { { key("outcome"), QJsonObject { { key("outcome"), QStringLiteral("cancelled") } } } });
        emitEvent(QJsonObject { { key("type"), wire::event::kPermissionCancelled }, { key("pending_id"), pendingId },
                      { key("reason"), QStringLiteral("the agent withdrew the request") } },
            permission.sessionId);
        return;
    }
    if (!m_elicitations->withdraw(requestId) && !m_terminals->cancelRequest(requestId))
        qCDebug(lcAgentctl) << "the agent withdrew a request that waits for nothing:" << requestId;
}

void AcpClient::onSessionUpdate(const QJsonObject &params)
{
    const QString sessionId = params.value(key("sessionId")).toString();
    if (isForeignSession(sessionId)) {
        noteOutputProblem(OutputProblems::Kind::ForeignSession, sessionId.toUtf8());
        return;
    }
    const QJsonObject update = params.value(key("update")).toObject();
    const QString kind = update.value(key("sessionUpdate")).toString();
    QJsonObject out;

    if (kind == QLatin1String("agent_message_chunk") || kind == QLatin1String("user_message_chunk")
        || kind == QLatin1String("agent_thought_chunk")) {
        const QJsonObject content = update.value(key("content")).toObject();
        const bool isText = content.value(key("type")).toString() == QLatin1String("text");
        const QString text = content.value(key("text")).toString();
        // Text joins other chunks of the same read unless it carries extension data of its own.
        const bool hasMeta = update.contains(key("_meta")) || content.contains(key("_meta")) || params.contains(key("_meta"));
        if (isText && !hasMeta) {
            TextChunk chunk;
            chunk.reasoning = kind == QLatin1String("agent_thought_chunk");
            chunk.sessionId = sessionId.isEmpty() ? m_sessionId : sessionId;
            if (!chunk.reasoning)
                chunk.role = kind == QLatin1String("user_message_chunk") ? QStringLiteral("user") : QStringLiteral("assistant");
            chunk.protocolMessageId = update.value(key("messageId"));
            chunk.text = text;
            Q_EMIT textChunk(chunk);
            return;
        }
        if (kind == QLatin1String("agent_thought_chunk")) {
            out = { { key("type"), wire::event::kReasoning }, { key("reasoning_text"), text } };
        } else {
            out = { { key("type"), wire::event::kMessageChunk }, { key("text"), text },
                { key("role"),
                    kind == QLatin1String("user_message_chunk") ? QStringLiteral("user")
                                                                : QStringLiteral("assistant") } };
        }
        if (!isText && !content.isEmpty())
            out.insert(key("content_blocks"), QJsonArray { content });
        copyIfPresent(update, "messageId", out, "protocol_message_id");
    } else if (kind == QLatin1String("tool_call") || kind == QLatin1String("tool_call_update")) {
        const bool isNew = kind == QLatin1String("tool_call");
        out = { { key("type"), isNew ? wire::event::kToolCall : wire::event::kToolUpdate },
            { key("tool_call_id"), update.value(key("toolCallId")) } };
        copyIfPresent(update, "title", out, "tool_title");
        copyIfPresent(update, "kind", out, "tool_name");
        copyIfPresent(update, "status", out, "tool_status");
        if (isNew && !out.contains(key("tool_status")))
            out.insert(key("tool_status"), QStringLiteral("pending"));
        copyIfPresent(update, "rawInput", out, "tool_args");
        copyIfPresent(update, "rawOutput", out, "tool_result");
        if (update.contains(key("content"))) {
            m_toolCallTerminals->noteToolCall(sessionId.isEmpty() ? m_sessionId : sessionId, update);
            out.insert(key("tool_call_contents"), m_toolCallTerminals->enriched(update.value(key("content")).toArray()));
        }
        QJsonObject data;
        copyIfPresent(update, "locations", data, "locations");
        if (!data.isEmpty())
            out.insert(key("data"), data);
    } else if (kind == QLatin1String("plan")) {
        QJsonArray entries;
        const QJsonArray planEntries = update.value(key("entries")).toArray();
        for (const QJsonValue &value : planEntries) {
            const QJsonObject entry = value.toObject();
            entries.append(QJsonObject { { key("description"), entry.value(key("content")) },
                { key("status"), entry.value(key("status")) }, { key("priority"), entry.value(key("priority")) } });
        }
        out = { { key("type"), wire::event::kPlan }, { key("plan_entries"), entries } };
    } else if (kind == QLatin1String("available_commands_update")) {
        out = { { key("type"), wire::event::kAvailableCommands },
            { key("available_commands"), update.value(key("availableCommands")) } };
    } else if (kind == QLatin1String("current_mode_update")) {
        out = m_settings.applyModeUpdate(update.value(key("currentModeId")).toString());
    } else if (kind == QLatin1String("config_option_update")) {
        out = m_settings.applyConfigOptions(update.value(key("configOptions")).toArray());
    } else if (kind == QLatin1String("usage_update")) {
        out = { { key("type"), wire::event::kUsage }, { key("used"), update.value(key("used")) },
            { key("size"), update.value(key("size")) } };
        copyIfPresent(update, "cost", out, "cost");
    } else {
        // _meta-only updates and kinds newer than this client: not an error, nothing to show.
        qCDebug(lcAgentctl) << "ignored session/update kind" << kind;
        return;
    }
    copyMeta({ update, update.value(key("content")).toObject(), params }, out);
    emitEvent(out, sessionId);
}

void AcpClient::onPermissionRequest(const QJsonValue &id, const QJsonObject &params)
{
    const QString sessionId = params.value(key("sessionId")).toString(m_sessionId);
    if (isForeignSession(sessionId)) {
        noteOutputProblem(OutputProblems::Kind::ForeignSession, sessionId.toUtf8());
        m_rpc->respond(
            id, QJsonObject { { key("outcome"), QJsonObject { { key("outcome"), QStringLiteral("cancelled") } } } });
        return;
    }
    const QJsonArray options = params.value(key("options")).toArray();
    const QJsonObject toolCall = params.value(key("toolCall")).toObject();

    if (m_autoApprove) {
        for (const QJsonValue &value : options) {
            const QJsonObject option = value.toObject();
            const QString kind = option.value(key("kind")).toString();
            if (kind == wire::permission::kAllowOnce || kind == wire::permission::kAllowAlways) {
                qCInfo(lcAgentctl) << "permission auto-approved with option"
                                   << option.value(key("optionId")).toString();
                m_rpc->respond(id,
                    QJsonObject { { key("outcome"),
                        QJsonObject { { key("outcome"), QStringLiteral("selected") },
                            { key("optionId"), option.value(key("optionId")) } } } });
                return;
            }
        }
    }

    const QString pendingId = QStringLiteral("perm-%1").arg(m_nextPermission++);
    QJsonArray wireOptions;
    QStringList optionIds;
    for (const QJsonValue &value : options) {
        const QJsonObject option = value.toObject();
        optionIds.append(option.value(key("optionId")).toString());
        wireOptions.append(QJsonObject { { key("option_id"), option.value(key("optionId")) },
            { key("name"), option.value(key("name")) }, { key("kind"), option.value(key("kind")) } });
    }
    m_permissions.insert(pendingId, PendingPermission { id, sessionId, optionIds });
    QJsonObject details = toolCall.value(key("rawInput")).toObject();
    copyIfPresent(toolCall, "locations", details, "locations");
    QJsonObject event { { key("type"), wire::event::kPermissionRequest }, { key("pending_id"), pendingId },
        { key("tool_call_id"), toolCall.value(key("toolCallId")) }, { key("permission_title"), toolCall.value(key("title")) },
        { key("permission_options"), wireOptions },
        { key("action_type"), actionTypeForToolKind(toolCall.value(key("kind")).toString()) }, { key("action_details"), details } };
    copyMeta({ params, toolCall }, event);
    emitEvent(event, sessionId);
}

// Tied to a session (this one) or to a request of a start before any session.
void AcpClient::onElicitationRequest(const QJsonValue &id, const QJsonObject &params)
{
    const QString sessionId = params.value(key("sessionId")).toString(m_sessionId);
    if (isForeignSession(sessionId)) {
        noteOutputProblem(OutputProblems::Kind::ForeignSession, sessionId.toUtf8());
        m_rpc->respond(id, QJsonObject { { key("action"), QStringLiteral("cancel") } });
        return;
    }
    m_elicitations->create(id, params, sessionId);
}

void AcpClient::onReadTextFile(const QJsonValue &id, const QJsonObject &params)
{
    QString content;
    QString error;
    if (!m_fs.readText(params.value(key("path")).toString(), params.value(key("line")).toInt(),
            params.value(key("limit")).toInt(), &content, &error)) {
        m_rpc->respondError(id, rpcerror::kInvalidParams, error);
        return;
    }
    m_rpc->respond(id, QJsonObject { { key("content"), content } });
}

void AcpClient::onWriteTextFile(const QJsonValue &id, const QJsonObject &params)
{
    QString error;
    if (!m_fs.writeText(params.value(key("path")).toString(), params.value(key("content")).toString(), &error)) {
        m_rpc->respondError(id, rpcerror::kInvalidParams, error);
        return;
    }
    m_rpc->respond(id, QJsonObject {});
}

void AcpClient::cancelPendingPermissions(const QString &reason)
{
    const auto permissions = std::exchange(m_permissions, {});
    for (auto it = permissions.begin(); it != permissions.end(); ++it) {
        m_rpc->respond(it->rpcId,
            QJsonObject { { key("outcome"), QJsonObject { { key("outcome"), QStringLiteral("cancelled") } } } });
        emitEvent(QJsonObject { { key("type"), wire::event::kPermissionCancelled }, { key("pending_id"), it.key() },
                      { key("reason"), reason } },
            it->sessionId);
    }
}

// Before the first session exists there is nothing to confuse an update with (some agents announce
// commands before they answer session/new).
bool AcpClient::isForeignSession(const QString &sessionId) const
{
    return !sessionId.isEmpty() && !m_sessionId.isEmpty() && sessionId != m_sessionId;
}

QJsonObject AcpClient::requestFailure(const QString &step, const QJsonObject &rpcError) const
{
    if (!m_exitFailure.isEmpty())
        return m_exitFailure;
    const QString text = step + QStringLiteral(" failed: ") + rpcErrorText(rpcError);
    return QJsonObject { { wire::failure::kError, text }, { wire::failure::kRpcError, rpcErrorObject(rpcError) } };
}

void AcpClient::emitEvent(QJsonObject e, const QString &sessionId)
{
    e.insert(key("session_id"), sessionId.isEmpty() ? m_sessionId : sessionId);
    e.insert(key("timestamp"), wireTimestamp());
    Q_EMIT agentEvent(e);
}

} // namespace kandesk::agentctl
