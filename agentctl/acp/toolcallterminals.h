// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QSet>

#include <functional>

class QTimer;

namespace kandesk::agentctl {

class AcpTerminals;

// The tool calls that show a terminal (ACP content {type: "terminal", terminalId}): as the
// terminal's command writes, and when it ends, the tool call is sent again (a tool_update event)
// with that content entry carrying the output so far (its last 64 KiB), whether it was cut and the
// exit status, at most four times a second; so the transcript shows the command live, and keeps its
// last output once the agent releases the terminal.
class ToolCallTerminals final : public QObject
{
    Q_OBJECT
public:
    using EmitEvent = std::function<void(const QJsonObject &event, const QString &sessionId)>;
    ToolCallTerminals(AcpTerminals *terminals, EmitEvent emitEvent, QObject *parent = nullptr);

    // A tool_call or tool_call_update of the agent (ACP's update object).
    void noteToolCall(const QString &sessionId, const QJsonObject &update);
    // The contents as Kandesk sends them on: terminal entries carrying what is known of their output.
    QJsonArray enriched(const QJsonArray &contents) const;

private:
    struct ToolCall {
        QString sessionId;
        QJsonArray contents;
    };
    void terminalChanged(const QString &terminalId, bool now);
    void flush();

    AcpTerminals *m_terminals = nullptr;
    EmitEvent m_emit;
    QHash<QString, ToolCall> m_toolCalls;          // by tool call id
    QHash<QString, QString> m_toolCallOfTerminal;  // terminal id → tool call id
    QHash<QString, QJsonObject> m_lastSnapshots;   // a terminal's last state, kept past its release
    QSet<QString> m_changed;                       // tool calls to send again
    QTimer *m_timer = nullptr;
};

} // namespace kandesk::agentctl
