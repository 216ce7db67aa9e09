// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "toolcallterminals.h"

#include "acpterminals.h"
#include "agentctl/api/wire.h"

#include <QTimer>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

constexpr int kIntervalMs = 250;
constexpr qsizetype kShownBytes = 64 * 1024;

} // namespace

ToolCallTerminals::ToolCallTerminals(AcpTerminals *terminals, EmitEvent emitEvent, QObject *parent)
    : QObject(parent)
    , m_terminals(terminals)
    , m_emit(std::move(emitEvent))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &ToolCallTerminals::flush);
    connect(terminals, &AcpTerminals::output, this,
            [this](const QString &, const QString &terminalId, const QByteArray &) { terminalChanged(terminalId, false); });
    connect(terminals, &AcpTerminals::exited, this,
            [this](const QString &, const QString &terminalId, const QJsonObject &) { terminalChanged(terminalId, true); });
}

void ToolCallTerminals::noteToolCall(const QString &sessionId, const QJsonObject &update)
{
    if (!update.contains("content"_L1))
        return;
    const QString toolCallId = update.value("toolCallId"_L1).toString();
    const QJsonArray contents = update.value("content"_L1).toArray();
    bool showsTerminal = false;
    for (const QJsonValue &value : contents) {
        const QJsonObject content = value.toObject();
        if (content.value("type"_L1).toString() == QLatin1String("terminal")) {
            m_toolCallOfTerminal.insert(content.value("terminalId"_L1).toString(), toolCallId);
            showsTerminal = true;
        }
    }
    if (showsTerminal)
        m_toolCalls.insert(toolCallId, ToolCall { sessionId, contents });
    else
        m_toolCalls.remove(toolCallId);
}

QJsonArray ToolCallTerminals::enriched(const QJsonArray &contents) const
{
    QJsonArray result;
    for (const QJsonValue &value : contents) {
        QJsonObject content = value.toObject();
        if (content.value("type"_L1).toString() == QLatin1String("terminal")) {
            const QString terminalId = content.value("terminalId"_L1).toString();
            const QJsonObject snapshot = m_lastSnapshots.value(terminalId);
            for (auto it = snapshot.begin(); it != snapshot.end(); ++it)
                content.insert(it.key(), it.value());
        }
        result.append(content);
    }
    return result;
}

void ToolCallTerminals::terminalChanged(const QString &terminalId, bool now)
{
    if (const QJsonObject snapshot = m_terminals->snapshot(terminalId, kShownBytes); !snapshot.isEmpty())
        m_lastSnapshots.insert(terminalId, snapshot);
    const QString toolCallId = m_toolCallOfTerminal.value(terminalId);
    if (toolCallId.isEmpty() || !m_toolCalls.contains(toolCallId))
        return;
    m_changed.insert(toolCallId);
    if (now)
        flush();
    else if (!m_timer->isActive())
        m_timer->start();
}

void ToolCallTerminals::flush()
{
    m_timer->stop();
    for (const QString &toolCallId : std::exchange(m_changed, {})) {
        const ToolCall call = m_toolCalls.value(toolCallId);
        m_emit(QJsonObject { { "type"_L1, wire::event::kToolUpdate }, { "tool_call_id"_L1, toolCallId },
                             { "tool_call_contents"_L1, enriched(call.contents) } },
               call.sessionId);
    }
}

} // namespace kandesk::agentctl
