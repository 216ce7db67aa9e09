// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "eventtext.h"

#include "lifecycle/agentctl/agentfailure.h"

#include <QJsonArray>

namespace kandesk::cli {

namespace {

QString field(const QJsonObject &fields, const char *name)
{
    return fields.value(QLatin1String(name)).toString();
}

} // namespace

EventText eventText(sessionevent::Kind kind, const QJsonObject &fields)
{
    using sessionevent::Kind;
    EventText out;
    switch (kind) {
    case Kind::MessageChunk:
        out.flowing = field(fields, "text");
        break;
    case Kind::UserPrompt:
        out.lines.append(QStringLiteral("> ") + field(fields, "text"));
        break;
    case Kind::ToolCall:
    case Kind::ToolUpdate:
        out.lines.append(QStringLiteral("[tool] %1 %2").arg(field(fields, "tool_title"), field(fields, "tool_status")).trimmed());
        break;
    case Kind::Reasoning:
        out.lines.append(QStringLiteral("[thinking] ") + field(fields, "reasoning_text"));
        break;
    case Kind::Plan:
        for (const QJsonValue &entry : fields.value(QLatin1String("plan_entries")).toArray())
            out.lines.append(QStringLiteral("[plan] %1 (%2)").arg(field(entry.toObject(), "description"), field(entry.toObject(), "status")));
        break;
    case Kind::Complete:
        out.lines.append(QStringLiteral("[turn done: %1]").arg(field(fields, "stop_reason")));
        break;
    case Kind::Error: {
        const QJsonObject failure = fields.value(QLatin1String("failure")).toObject();
        out.lines.append(QStringLiteral("[error] ") + (failure.isEmpty() ? field(fields, "error") : AgentFailure::fromJson(failure).fullText()));
        out.problem = true;
        break;
    }
    case Kind::Warning:
        out.lines.append(QStringLiteral("[warning] ") + field(fields, "warning"));
        out.problem = true;
        break;
    case Kind::PermissionRequest:
        out.lines.append(QStringLiteral("[permission] ") + field(fields, "permission_title"));
        break;
    case Kind::LaunchNotice:
        out.lines.append(QStringLiteral("[notice] ") + field(fields, "text"));
        out.problem = true;
        break;
    case Kind::SessionInterrupted:
    case Kind::SessionStopped:
        out.lines.append(QStringLiteral("[%1]").arg(field(fields, "message")));
        break;
    case Kind::PermissionAnswered:
    case Kind::PermissionCancelled:
    case Kind::SessionStatus:
    case Kind::AvailableCommands:
    case Kind::SessionMode:
    case Kind::AgentCapabilities:
    case Kind::Unknown:
        break;
    }
    return out;
}

void TranscriptText::add(sessionevent::Kind kind, const QJsonObject &fields)
{
    const EventText said = eventText(kind, fields);
    if (!said.flowing.isEmpty()) {
        m_text += said.flowing;
        m_midLine = !m_text.endsWith(QLatin1Char('\n'));
    }
    for (const QString &line : said.lines) {
        if (m_midLine)
            m_text += QLatin1Char('\n');
        m_midLine = false;
        m_text += line + QLatin1Char('\n');
    }
}

} // namespace kandesk::cli
