// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionevent.h"

#include <QJsonDocument>

#include <array>
#include <tuple>

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

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

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
        json.insert(key(name), QJsonValue(*value));
}

void insertIfSet(QJsonObject &json, const char *name, const QString &value)
{
    if (!value.isEmpty())
        json.insert(key(name), value);
}

void insertIfSet(QJsonObject &json, const char *name, const QJsonArray &value)
{
    if (!value.isEmpty())
        json.insert(key(name), value);
}

void insertIfSet(QJsonObject &json, const char *name, const QJsonObject &value)
{
    if (!value.isEmpty())
        json.insert(key(name), value);
}

std::optional<QString> stringIf(const QJsonObject &json, const char *name)
{
    const auto found = json.constFind(key(name));
    return found == json.constEnd() ? std::nullopt : std::optional<QString>(found->toString());
}

std::optional<QJsonArray> arrayIf(const QJsonObject &json, const char *name)
{
    const auto found = json.constFind(key(name));
    return found == json.constEnd() ? std::nullopt : std::optional<QJsonArray>(found->toArray());
}

std::optional<QJsonValue> valueIf(const QJsonObject &json, const char *name)
{
    const auto found = json.constFind(key(name));
    return found == json.constEnd() ? std::nullopt : std::optional<QJsonValue>(*found);
}

// What an agent_capabilities event says besides its kind and where it came from.
QJsonObject capabilitiesOf(QJsonObject json)
{
    json.remove(QString(kTypeKey));
    json.remove(key("session_id"));
    json.remove(key("timestamp"));
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
        json.insert(key("_meta"), meta);
    insertIfSet(json, textKey(kind), text);
    switch (kind) {
    case Kind::UserPrompt:
        insertIfSet(json, "attachments", contentBlocks);
        break;
    case Kind::MessageChunk:
        if (fromUser) // the agent's own words by default, as agentctl says "assistant"
            json.insert(key("role"), key("user"));
        insertIfSet(json, "content_blocks", contentBlocks);
        break;
    case Kind::ToolCall:
    case Kind::ToolUpdate: {
        json.insert(key("tool_call_id"), tool().callId);
        insertIf(json, "tool_title", tool().title);
        insertIf(json, "tool_name", tool().kind);
        insertIf(json, "tool_status", tool().status);
        insertIf(json, "tool_args", tool().args);
        insertIf(json, "tool_result", tool().result);
        insertIf(json, "tool_call_contents", tool().contents);
        if (tool().locations)
            json.insert(key("data"), QJsonObject{{key("locations"), *tool().locations}});
        break;
    }
    case Kind::Plan:
        json.insert(key("plan_entries"), planEntries);
        break;
    case Kind::PermissionRequest:
        json.insert(key("pending_id"), permission().pendingId);
        insertIfSet(json, "tool_call_id", tool().callId);
        json.insert(key("permission_options"), permission().options);
        insertIfSet(json, "action_type", permission().actionType);
        insertIfSet(json, "action_details", permission().actionDetails);
        break;
    case Kind::PermissionAnswered:
        json.insert(key("pending_id"), permission().pendingId);
        json.insert(key("option_id"), permission().optionId);
        if (permission().cancelled)
            json.insert(key("cancelled"), true);
        break;
    case Kind::PermissionCancelled:
        json.insert(key("pending_id"), permission().pendingId);
        insertIfSet(json, "reason", permission().reason);
        break;
    case Kind::ElicitationRequest:
        json.insert(key("pending_id"), elicitation().pendingId);
        json.insert(key("mode"), elicitation().mode);
        insertIfSet(json, "requested_schema", elicitation().schema);
        insertIfSet(json, "url", elicitation().url);
        insertIfSet(json, "elicitation_id", elicitation().elicitationId);
        insertIfSet(json, "tool_call_id", elicitation().toolCallId);
        break;
    case Kind::ElicitationClosed:
        json.insert(key("pending_id"), elicitation().pendingId);
        json.insert(key("action"), elicitation().action);
        insertIfSet(json, "reason", elicitation().reason);
        break;
    case Kind::Complete: {
        json.insert(key("stop_reason"), stopReason);
        if (!usage.isEmpty())
            json.insert(key("data"), QJsonObject{{key("usage"), usage}});
        break;
    }
    case Kind::Error: {
        insertIfSet(json, "failure", failure);
        if (agentGone)
            json.insert(key("agent_gone"), true);
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
        json.insert(key("session_status"), resumed ? key("resumed") : key("new"));
        break;
    case Kind::AvailableCommands:
        json.insert(key("available_commands"), availableCommands);
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
        json.insert(key("config_options"), configOptions);
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
    event.timestamp = json.value(key("timestamp")).toString();
    event.text = json.value(key(textKey(event.kind))).toString();
    event.meta = json.value(key("_meta")).toObject();
    switch (event.kind) {
    case Kind::UserPrompt:
        event.contentBlocks = json.value(key("attachments")).toArray();
        break;
    case Kind::MessageChunk:
        event.fromUser = json.value(key("role")).toString() == QLatin1String("user");
        event.contentBlocks = json.value(key("content_blocks")).toArray();
        break;
    case Kind::ToolCall:
    case Kind::ToolUpdate: {
        event.tool().callId = json.value(key("tool_call_id")).toString();
        event.tool().title = stringIf(json, "tool_title");
        event.tool().kind = stringIf(json, "tool_name");
        event.tool().status = stringIf(json, "tool_status");
        event.tool().args = valueIf(json, "tool_args");
        event.tool().result = valueIf(json, "tool_result");
        event.tool().contents = arrayIf(json, "tool_call_contents");
        event.tool().locations = arrayIf(json.value(key("data")).toObject(), "locations");
        break;
    }
    case Kind::Plan:
        event.planEntries = json.value(key("plan_entries")).toArray();
        break;
    case Kind::PermissionRequest:
        event.permission().pendingId = json.value(key("pending_id")).toString();
        event.tool().callId = json.value(key("tool_call_id")).toString();
        event.permission().options = json.value(key("permission_options")).toArray();
        event.permission().actionType = json.value(key("action_type")).toString();
        event.permission().actionDetails = json.value(key("action_details")).toObject();
        break;
    case Kind::PermissionAnswered:
        event.permission().pendingId = json.value(key("pending_id")).toString();
        event.permission().optionId = json.value(key("option_id")).toString();
        event.permission().cancelled = json.value(key("cancelled")).toBool();
        break;
    case Kind::PermissionCancelled:
        event.permission().pendingId = json.value(key("pending_id")).toString();
        event.permission().reason = json.value(key("reason")).toString();
        break;
    case Kind::ElicitationRequest: {
        SessionEvent::Elicitation &elicitation = event.elicitation();
        elicitation.pendingId = json.value(key("pending_id")).toString();
        elicitation.mode = json.value(key("mode")).toString();
        elicitation.schema = json.value(key("requested_schema")).toObject();
        elicitation.url = json.value(key("url")).toString();
        elicitation.elicitationId = json.value(key("elicitation_id")).toString();
        elicitation.toolCallId = json.value(key("tool_call_id")).toString();
        break;
    }
    case Kind::ElicitationClosed:
        event.elicitation().pendingId = json.value(key("pending_id")).toString();
        event.elicitation().action = json.value(key("action")).toString();
        event.elicitation().reason = json.value(key("reason")).toString();
        break;
    case Kind::Complete:
        event.stopReason = json.value(key("stop_reason")).toString();
        event.usage = json.value(key("data")).toObject().value(key("usage")).toObject();
        break;
    case Kind::Error: {
        event.failure = json.value(key("failure")).toObject();
        event.agentGone = json.value(key("agent_gone")).toBool();
        const QJsonObject agent = json.value(key("agent")).toObject();
        event.stderrText = agent.value(key("stderr")).toString();
        if (agent.contains(key("exit_code")))
            event.exitCode = agent.value(key("exit_code")).toInt();
        break;
    }
    case Kind::Warning:
        event.warningKind = json.value(key("warning_kind")).toString();
        break;
    case Kind::SessionStatus:
        event.resumed = json.value(key("session_status")).toString() == QLatin1String("resumed");
        break;
    case Kind::AvailableCommands:
        event.availableCommands = json.value(key("available_commands")).toArray();
        break;
    case Kind::SessionMode:
        event.currentModeId = json.value(key("current_mode_id")).toString();
        event.availableModes = json.value(key("available_modes")).toArray();
        break;
    case Kind::SessionModel:
        event.currentModelId = json.value(key("current_model_id")).toString();
        event.availableModels = json.value(key("available_models")).toArray();
        break;
    case Kind::ConfigOptions:
        event.configOptions = json.value(key("config_options")).toArray();
        break;
    case Kind::Usage:
        for (const char *name : {"used", "size", "cost"}) {
            if (json.contains(key(name)))
                event.usage.insert(key(name), json.value(key(name)));
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
