// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "eventtext.h"

#include "models/agents/agentfailure.h"
#include "models/sessions/promptattachment.h"

#include <QJsonArray>

namespace kandesk::cli {

EventText EventNarrator::say(const SessionEvent &event)
{
    using Kind = SessionEvent::Kind;
    EventText out;
    switch (event.kind) {
    case Kind::MessageChunk:
        out.flowing = event.text;
        break;
    case Kind::UserPrompt:
        out.lines.append(QStringLiteral("> ") + event.text);
        for (const QString &attachment : attachmentSummaryLines(event.contentBlocks))
            out.lines.append(QStringLiteral("> ") + attachment);
        break;
    case Kind::ToolCall:
    case Kind::ToolUpdate: {
        const SessionEvent::Tool &tool = event.tool();
        QString title = tool.title.value_or(QString());
        if (!title.isEmpty())
            m_toolTitles.insert(tool.callId, title);
        else
            title = m_toolTitles.value(tool.callId);
        out.lines.append(QStringLiteral("[tool] %1 %2").arg(title, tool.status.value_or(QString())).simplified());
        break;
    }
    case Kind::Reasoning:
        out.lines.append(QStringLiteral("[thinking] ") + event.text);
        break;
    case Kind::Plan:
        for (const QJsonValue &value : event.planEntries) {
            const QJsonObject entry = value.toObject();
            out.lines.append(QStringLiteral("[plan] %1 (%2)").arg(entry.value(QLatin1String("description")).toString(),
                                                                  entry.value(QLatin1String("status")).toString()));
        }
        break;
    case Kind::Complete:
        out.lines.append(QStringLiteral("[turn done: %1]").arg(event.stopReason));
        break;
    case Kind::Error:
        out.lines.append(QStringLiteral("[error] ") + (event.failure.isEmpty() ? event.text : AgentFailure::fromJson(event.failure).fullText()));
        out.problem = true;
        break;
    case Kind::Warning:
        out.lines.append(QStringLiteral("[warning] ") + event.text);
        out.problem = true;
        break;
    case Kind::PermissionRequest:
        out.lines.append(QStringLiteral("[permission] ") + event.text);
        break;
    case Kind::ElicitationRequest:
        out.lines.append(QStringLiteral("[input] ") + event.text);
        if (!event.elicitation().url.isEmpty())
            out.lines.append(QStringLiteral("[input] ") + event.elicitation().url);
        break;
    case Kind::ElicitationClosed: {
        const SessionEvent::Elicitation &closed = event.elicitation();
        out.lines.append(closed.reason.isEmpty() ? QStringLiteral("[input %1]").arg(closed.action)
                                                 : QStringLiteral("[input %1: %2]").arg(closed.action, closed.reason));
        break;
    }
    case Kind::LaunchNotice:
        out.lines.append(QStringLiteral("[notice] ") + event.text);
        out.problem = true;
        break;
    case Kind::WorkflowStep:
        out.lines.append(QStringLiteral("[workflow] ") + event.text);
        break;
    case Kind::SessionInterrupted:
    case Kind::SessionStopped:
        out.lines.append(QStringLiteral("[%1]").arg(event.text));
        break;
    case Kind::SessionMode:
        if (!event.currentModeId.isEmpty())
            out.lines.append(QStringLiteral("[mode] ") + event.currentModeId);
        break;
    case Kind::SessionModel:
        if (!event.currentModelId.isEmpty())
            out.lines.append(QStringLiteral("[model] ") + event.currentModelId);
        break;
    case Kind::Usage: {
        const double used = event.usage.value(QLatin1String("used")).toDouble();
        const double size = event.usage.value(QLatin1String("size")).toDouble();
        out.lines.append(size > 0 ? QStringLiteral("[context] %1 of %2 tokens (%3%)").arg(qint64(used)).arg(qint64(size)).arg(qRound(100 * used / size))
                                  : QStringLiteral("[context] %1 tokens").arg(qint64(used)));
        break;
    }
    case Kind::PermissionAnswered:
    case Kind::PermissionCancelled:
    case Kind::SessionStatus:
    case Kind::AvailableCommands:
    case Kind::ConfigOptions:
    case Kind::AgentCapabilities:
    case Kind::Unknown:
        break;
    }
    return out;
}

void TranscriptText::add(const SessionEvent &event)
{
    const EventText said = m_narrator.say(event);
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
