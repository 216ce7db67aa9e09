// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionevent.h"

#include <QJsonDocument>

#include <array>
#include <tuple>

using namespace Qt::StringLiterals;

namespace kandesk {

namespace sessionevent {

namespace {

// In the order of Kind.
constexpr std::array<QLatin1StringView, int(Kind::Unknown)> kNames {
    QLatin1StringView("user_prompt"),
    QLatin1StringView("message_chunk"),
    QLatin1StringView("reasoning"),
    QLatin1StringView("tool_call"),
    QLatin1StringView("tool_update"),
    QLatin1StringView("plan"),
    QLatin1StringView("permission_request"),
    QLatin1StringView("permission_answered"),
    QLatin1StringView("permission_cancelled"),
    QLatin1StringView("complete"),
    QLatin1StringView("error"),
    QLatin1StringView("warning"),
    QLatin1StringView("launch_notice"),
    QLatin1StringView("session_status"),
    QLatin1StringView("session_interrupted"),
    QLatin1StringView("session_stopped"),
    QLatin1StringView("available_commands"),
    QLatin1StringView("session_mode"),
    QLatin1StringView("agent_capabilities"),
    QLatin1StringView("session_model"),
    QLatin1StringView("config_options"),
    QLatin1StringView("usage"),
    QLatin1StringView("workflow_step"),
    QLatin1StringView("elicitation_request"),
    QLatin1StringView("elicitation_closed"),
};

} // namespace

QLatin1StringView name(Kind kind)
{
    return kind == Kind::Unknown ? QLatin1StringView("unknown") : kNames.at(std::size_t(kind));
}

Kind kindOf(QStringView name)
{
    for (std::size_t i = 0; i < kNames.size(); ++i) {
        if (name == kNames.at(i))
            return Kind(i);
    }
    return Kind::Unknown;
}

} // namespace sessionevent

namespace {

using Kind = sessionevent::Kind;

// The key of an event's kind, as agentctl names it.
constexpr QLatin1StringView kTypeKey { "type" };

// The key that holds an event's text, by kind (agentctl's names where agentctl makes the event).
const char *textKey(Kind kind)
{
    switch (kind) {
    case Kind::Reasoning:
        return "reasoning_text";
    case Kind::Error:
        return "error";
    case Kind::Warning:
        return "warning";
    case Kind::SessionInterrupted:
    case Kind::SessionStopped:
        return "message";
    case Kind::PermissionRequest:
        return "permission_title";
    case Kind::ElicitationRequest:
        return "message";
    default:
        return "text";
    }
}

template<typename T>
void insertIf(QJsonObject &json, const char *name, const std::optional<T> &value)
{
    if (value)
        json.insert(QLatin1StringView(name), QJsonValue(*value));
}

void insertIfSet(QJsonObject &json, const char *name, const QString &value)
{
    if (!value.isEmpty())
        json.insert(QLatin1StringView(name), value);
}

void insertIfSet(QJsonObject &json, const char *name, const QJsonArray &value)
{
    if (!value.isEmpty())
        json.insert(QLatin1StringView(name), value);
}

void insertIfSet(QJsonObject &json, const char *name, const QJsonObject &value)
{
    if (!value.isEmpty())
        json.insert(QLatin1StringView(name), value);
}

std::optional<QString> stringIf(const QJsonObject &json, const char *name)
{
    const auto found = json.constFind(QLatin1StringView(name));
    return found == json.constEnd() ? std::nullopt : std::optional<QString>(found->toString());
}

std::optional<QJsonArray> arrayIf(const QJsonObject &json, const char *name)
{
    const auto found = json.constFind(QLatin1StringView(name));
    return found == json.constEnd() ? std::nullopt : std::optional<QJsonArray>(found->toArray());
}

std::optional<QJsonValue> valueIf(const QJsonObject &json, const char *name)
{
    const auto found = json.constFind(QLatin1StringView(name));
    return found == json.constEnd() ? std::nullopt : std::optional<QJsonValue>(*found);
}

// What an agent_capabilities event says besides its kind and where it came from.
QJsonObject capabilitiesOf(QJsonObject json)
{
    json.remove(QString(kTypeKey));
    json.remove("session_id"_L1);
    json.remove("timestamp"_L1);
    return json;
}

} // namespace

const SessionEvent::Tool &SessionEvent::tool() const
{
    static const Tool none;
    return m_tool ? m_tool->value : none;
}

SessionEvent::Tool &SessionEvent::tool()
{
    if (!m_tool)
        m_tool = new Shared<Tool>;
    return m_tool->value;
}

const SessionEvent::Permission &SessionEvent::permission() const
{
    static const Permission none;
    return m_permission ? m_permission->value : none;
}

SessionEvent::Permission &SessionEvent::permission()
{
    if (!m_permission)
        m_permission = new Shared<Permission>;
    return m_permission->value;
}

const SessionEvent::Elicitation &SessionEvent::elicitation() const
{
    static const Elicitation none;
    return m_elicitation ? m_elicitation->value : none;
}

SessionEvent::Elicitation &SessionEvent::elicitation()
{
    if (!m_elicitation)
        m_elicitation = new Shared<Elicitation>;
    return m_elicitation->value;
}

bool SessionEvent::operator==(const SessionEvent &other) const
{
    auto plain = [](const SessionEvent &e) {
        return std::tie(e.kind, e.timestamp, e.text, e.fromUser, e.contentBlocks, e.planEntries, e.stopReason, e.usage, e.failure,
                        e.agentGone, e.stderrText, e.exitCode, e.warningKind, e.resumed, e.availableCommands, e.currentModeId,
                        e.availableModes, e.currentModelId, e.availableModels, e.configOptions, e.capabilities, e.meta);
    };
    return plain(*this) == plain(other) && tool() == other.tool() && permission() == other.permission()
        && elicitation() == other.elicitation();
}

SessionEvent SessionEvent::make(Kind kind, const QString &text)
{
    SessionEvent event;
    event.kind = kind;
    event.text = text;
    return event;
}

namespace {

void appendJsonString(QString &out, QStringView value)
{
    out += QLatin1Char('"');
    qsizetype plainFrom = 0;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const char16_t u = value[i].unicode();
        if (u >= 0x20 && u != u'"' && u != u'\\')
            continue;
        out += value.sliced(plainFrom, i - plainFrom);
        plainFrom = i + 1;
        if (u == u'"' || u == u'\\') {
            out += QLatin1Char('\\');
            out += QChar(u);
        } else if (u == u'\n') {
            out += QLatin1String("\\n");
        } else {
            out += QLatin1String("\\u00");
            out += QLatin1Char("0123456789abcdef"[u >> 4]);
            out += QLatin1Char("0123456789abcdef"[u & 0xf]);
        }
    }
    out += value.sliced(plainFrom);
    out += QLatin1Char('"');
}

} // namespace

QString SessionEvent::fieldsToCompactJson() const
{
    const bool textOnly
        = ((kind == Kind::MessageChunk && !fromUser && contentBlocks.isEmpty()) || kind == Kind::Reasoning) && meta.isEmpty();
    if (!textOnly)
        return QString::fromUtf8(QJsonDocument(fieldsToJson()).toJson(QJsonDocument::Compact));
    QString out;
    out.reserve(text.size() + timestamp.size() + 40);
    out += QLatin1Char('{');
    if (!text.isEmpty()) {
        appendJsonString(out, QString::fromLatin1(textKey(kind)));
        out += QLatin1Char(':');
        appendJsonString(out, text);
    }
    if (!timestamp.isEmpty()) {
        if (!text.isEmpty())
            out += QLatin1Char(',');
        out += QLatin1String("\"timestamp\":");
        appendJsonString(out, timestamp);
    }
    out += QLatin1Char('}');
    return out;
}

QJsonObject SessionEvent::toJson() const
{
    QJsonObject json = fieldsToJson();
    json.insert(QString(kTypeKey), QString(sessionevent::name(kind)));
    return json;
}

QJsonObject SessionEvent::fieldsToJson() const
{
    QJsonObject json = kind == Kind::AgentCapabilities ? capabilities : QJsonObject();
    insertIfSet(json, "timestamp", timestamp);
    if (!meta.isEmpty())
        json.insert("_meta"_L1, meta);
    insertIfSet(json, textKey(kind), text);
    switch (kind) {
    case Kind::UserPrompt:
        insertIfSet(json, "attachments", contentBlocks);
        break;
    case Kind::MessageChunk:
        if (fromUser) // the agent's own words by default, as agentctl says "assistant"
            json.insert("role"_L1, "user"_L1);
        insertIfSet(json, "content_blocks", contentBlocks);
        break;
    case Kind::ToolCall:
    case Kind::ToolUpdate: {
        json.insert("tool_call_id"_L1, tool().callId);
        insertIf(json, "tool_title", tool().title);
        insertIf(json, "tool_name", tool().kind);
        insertIf(json, "tool_status", tool().status);
        insertIf(json, "tool_args", tool().args);
        insertIf(json, "tool_result", tool().result);
        insertIf(json, "tool_call_contents", tool().contents);
        if (tool().locations)
            json.insert("data"_L1, QJsonObject{{"locations"_L1, *tool().locations}});
        break;
    }
    case Kind::Plan:
        json.insert("plan_entries"_L1, planEntries);
        break;
    case Kind::PermissionRequest:
        json.insert("pending_id"_L1, permission().pendingId);
        insertIfSet(json, "tool_call_id", tool().callId);
        json.insert("permission_options"_L1, permission().options);
        insertIfSet(json, "action_type", permission().actionType);
        insertIfSet(json, "action_details", permission().actionDetails);
        break;
    case Kind::PermissionAnswered:
        json.insert("pending_id"_L1, permission().pendingId);
        json.insert("option_id"_L1, permission().optionId);
        if (permission().cancelled)
            json.insert("cancelled"_L1, true);
        break;
    case Kind::PermissionCancelled:
        json.insert("pending_id"_L1, permission().pendingId);
        insertIfSet(json, "reason", permission().reason);
        break;
    case Kind::ElicitationRequest:
        json.insert("pending_id"_L1, elicitation().pendingId);
        json.insert("mode"_L1, elicitation().mode);
        insertIfSet(json, "requested_schema", elicitation().schema);
        insertIfSet(json, "url", elicitation().url);
        insertIfSet(json, "elicitation_id", elicitation().elicitationId);
        insertIfSet(json, "tool_call_id", elicitation().toolCallId);
        break;
    case Kind::ElicitationClosed:
        json.insert("pending_id"_L1, elicitation().pendingId);
        json.insert("action"_L1, elicitation().action);
        insertIfSet(json, "reason", elicitation().reason);
        break;
    case Kind::Complete: {
        json.insert("stop_reason"_L1, stopReason);
        if (!usage.isEmpty())
            json.insert("data"_L1, QJsonObject{{"usage"_L1, usage}});
        break;
    }
    case Kind::Error: {
        insertIfSet(json, "failure", failure);
        if (agentGone)
            json.insert("agent_gone"_L1, true);
        QJsonObject agent;
        insertIfSet(agent, "stderr", stderrText);
        insertIf(agent, "exit_code", exitCode);
        insertIfSet(json, "agent", agent);
        break;
    }
    case Kind::Warning:
        insertIfSet(json, "warning_kind", warningKind);
        break;
    case Kind::SessionStatus:
        json.insert("session_status"_L1, resumed ? "resumed"_L1 : "new"_L1);
        break;
    case Kind::AvailableCommands:
        json.insert("available_commands"_L1, availableCommands);
        break;
    case Kind::SessionMode:
        insertIfSet(json, "current_mode_id", currentModeId);
        insertIfSet(json, "available_modes", availableModes);
        break;
    case Kind::SessionModel:
        insertIfSet(json, "current_model_id", currentModelId);
        insertIfSet(json, "available_models", availableModels);
        break;
    case Kind::ConfigOptions:
        json.insert("config_options"_L1, configOptions);
        break;
    case Kind::Usage:
        for (auto it = usage.begin(); it != usage.end(); ++it)
            json.insert(it.key(), it.value());
        break;
    default:
        break;
    }
    return json;
}

SessionEvent SessionEvent::fromJson(const QJsonObject &json, Kind kind)
{
    SessionEvent event;
    event.kind = kind != Kind::Unknown ? kind : sessionevent::kindOf(json.value(kTypeKey).toString());
    event.timestamp = json.value("timestamp"_L1).toString();
    event.text = json.value(QLatin1StringView(textKey(event.kind))).toString();
    event.meta = json.value("_meta"_L1).toObject();
    switch (event.kind) {
    case Kind::UserPrompt:
        event.contentBlocks = json.value("attachments"_L1).toArray();
        break;
    case Kind::MessageChunk:
        event.fromUser = json.value("role"_L1).toString() == QLatin1String("user");
        event.contentBlocks = json.value("content_blocks"_L1).toArray();
        break;
    case Kind::ToolCall:
    case Kind::ToolUpdate: {
        event.tool().callId = json.value("tool_call_id"_L1).toString();
        event.tool().title = stringIf(json, "tool_title");
        event.tool().kind = stringIf(json, "tool_name");
        event.tool().status = stringIf(json, "tool_status");
        event.tool().args = valueIf(json, "tool_args");
        event.tool().result = valueIf(json, "tool_result");
        event.tool().contents = arrayIf(json, "tool_call_contents");
        event.tool().locations = arrayIf(json.value("data"_L1).toObject(), "locations");
        break;
    }
    case Kind::Plan:
        event.planEntries = json.value("plan_entries"_L1).toArray();
        break;
    case Kind::PermissionRequest:
        event.permission().pendingId = json.value("pending_id"_L1).toString();
        event.tool().callId = json.value("tool_call_id"_L1).toString();
        event.permission().options = json.value("permission_options"_L1).toArray();
        event.permission().actionType = json.value("action_type"_L1).toString();
        event.permission().actionDetails = json.value("action_details"_L1).toObject();
        break;
    case Kind::PermissionAnswered:
        event.permission().pendingId = json.value("pending_id"_L1).toString();
        event.permission().optionId = json.value("option_id"_L1).toString();
        event.permission().cancelled = json.value("cancelled"_L1).toBool();
        break;
    case Kind::PermissionCancelled:
        event.permission().pendingId = json.value("pending_id"_L1).toString();
        event.permission().reason = json.value("reason"_L1).toString();
        break;
    case Kind::ElicitationRequest: {
        SessionEvent::Elicitation &elicitation = event.elicitation();
        elicitation.pendingId = json.value("pending_id"_L1).toString();
        elicitation.mode = json.value("mode"_L1).toString();
        elicitation.schema = json.value("requested_schema"_L1).toObject();
        elicitation.url = json.value("url"_L1).toString();
        elicitation.elicitationId = json.value("elicitation_id"_L1).toString();
        elicitation.toolCallId = json.value("tool_call_id"_L1).toString();
        break;
    }
    case Kind::ElicitationClosed:
        event.elicitation().pendingId = json.value("pending_id"_L1).toString();
        event.elicitation().action = json.value("action"_L1).toString();
        event.elicitation().reason = json.value("reason"_L1).toString();
        break;
    case Kind::Complete:
        event.stopReason = json.value("stop_reason"_L1).toString();
        event.usage = json.value("data"_L1).toObject().value("usage"_L1).toObject();
        break;
    case Kind::Error: {
        event.failure = json.value("failure"_L1).toObject();
        event.agentGone = json.value("agent_gone"_L1).toBool();
        const QJsonObject agent = json.value("agent"_L1).toObject();
        event.stderrText = agent.value("stderr"_L1).toString();
        if (agent.contains("exit_code"_L1))
            event.exitCode = agent.value("exit_code"_L1).toInt();
        break;
    }
    case Kind::Warning:
        event.warningKind = json.value("warning_kind"_L1).toString();
        break;
    case Kind::SessionStatus:
        event.resumed = json.value("session_status"_L1).toString() == QLatin1String("resumed");
        break;
    case Kind::AvailableCommands:
        event.availableCommands = json.value("available_commands"_L1).toArray();
        break;
    case Kind::SessionMode:
        event.currentModeId = json.value("current_mode_id"_L1).toString();
        event.availableModes = json.value("available_modes"_L1).toArray();
        break;
    case Kind::SessionModel:
        event.currentModelId = json.value("current_model_id"_L1).toString();
        event.availableModels = json.value("available_models"_L1).toArray();
        break;
    case Kind::ConfigOptions:
        event.configOptions = json.value("config_options"_L1).toArray();
        break;
    case Kind::Usage:
        for (const char *name : {"used", "size", "cost"}) {
            if (json.contains(QLatin1StringView(name)))
                event.usage.insert(QLatin1StringView(name), json.value(QLatin1StringView(name)));
        }
        break;
    case Kind::AgentCapabilities:
        event.capabilities = capabilitiesOf(json);
        break;
    default:
        break;
    }
    return event;
}

} // namespace kandesk
