// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Agent events exactly as agentctl sends them (see agentctl/acp/acpclient.cpp), read the way Kandesk
// reads them (SessionEvent's JSON form is agentctl's event format), for transcript tests.

#include "models/sessions/sessionevent.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace kandesk::test::events {

inline QString k(const char *text)
{
    return QString::fromUtf8(text);
}

inline SessionEvent agentEvent(const char *type, QJsonObject fields = {})
{
    fields.insert(k("type"), k(type));
    fields.insert(k("session_id"), k("sess-1"));
    fields.insert(k("timestamp"), k("2026-11-29T17:00:00.000Z"));
    return SessionEvent::fromJson(fields);
}

inline SessionEvent chunk(const QString &text, const char *role = "assistant")
{
    return agentEvent("message_chunk", { { k("text"), text }, { k("role"), k(role) } });
}

inline SessionEvent thought(const QString &text)
{
    return agentEvent("reasoning", { { k("reasoning_text"), text } });
}

inline SessionEvent toolCall(const char *id, const char *title, const char *kind, QJsonObject input = {})
{
    QJsonObject fields { { k("tool_call_id"), k(id) }, { k("tool_title"), k(title) }, { k("tool_name"), k(kind) },
        { k("tool_status"), k("pending") } };
    if (!input.isEmpty())
        fields.insert(k("tool_args"), input);
    return agentEvent("tool_call", fields);
}

inline SessionEvent toolUpdate(const char *id, const char *status, QJsonObject output = {}, QJsonArray locations = {})
{
    QJsonObject fields { { k("tool_call_id"), k(id) }, { k("tool_status"), k(status) } };
    if (!output.isEmpty())
        fields.insert(k("tool_result"), output);
    if (!locations.isEmpty())
        fields.insert(k("data"), QJsonObject { { k("locations"), locations } });
    return agentEvent("tool_update", fields);
}

inline SessionEvent plan(const QList<std::pair<const char *, const char *>> &entries)
{
    QJsonArray array;
    for (const auto &[description, status] : entries)
        array.append(QJsonObject {
            { k("description"), k(description) }, { k("status"), k(status) }, { k("priority"), k("medium") } });
    return agentEvent("plan", { { k("plan_entries"), array } });
}

inline SessionEvent permissionRequest(const char *pendingId, const char *title, QJsonObject details = {})
{
    const QJsonArray options { QJsonObject { { k("option_id"), k("proceed_once") }, { k("name"), k("Allow") },
                                   { k("kind"), k("allow_once") } },
        QJsonObject { { k("option_id"), k("no") }, { k("name"), k("Reject") }, { k("kind"), k("reject_once") } } };
    return agentEvent("permission_request",
        { { k("pending_id"), k(pendingId) }, { k("tool_call_id"), k("tool-2") }, { k("permission_title"), k(title) },
            { k("permission_options"), options }, { k("action_type"), k("file_write") },
            { k("action_details"), details } });
}

inline SessionEvent complete(const char *stopReason = "end_turn")
{
    return agentEvent("complete",
        { { k("stop_reason"), k(stopReason) }, { k("data"), QJsonObject { { k("stop_reason"), k(stopReason) } } } });
}

// A tool call's update as agentctl sends it for a terminal the agent ran its command in: the output
// so far; exitStatus (an object) once the command ended.
inline SessionEvent terminalUpdate(const char *id, const QByteArray &output, QJsonValue exitStatus = {})
{
    QJsonObject terminal { { k("type"), k("terminal") }, { k("terminalId"), k("term-1") },
        { k("output"), QString::fromUtf8(output) }, { k("truncated"), false } };
    if (exitStatus.isObject())
        terminal.insert(k("exitStatus"), exitStatus);
    return agentEvent("tool_update", { { k("tool_call_id"), k(id) }, { k("tool_status"), k("in_progress") },
                                       { k("tool_call_contents"), QJsonArray { terminal } } });
}

inline SessionEvent agentError(const char *message, const QString &stderrText, int exitCode)
{
    return agentEvent("error",
        { { k("error"), k(message) },
            { k("agent"),
                QJsonObject { { k("pid"), 4242 }, { k("exit_code"), exitCode }, { k("crashed"), false },
                    { k("stderr"), stderrText } } } });
}

// Splits text into token-sized chunks (3–9 characters), the way agents stream.
inline QStringList tokens(const QString &text)
{
    QStringList out;
    qsizetype at = 0;
    int step = 0;
    while (at < text.size()) {
        const qsizetype size = 3 + (step++ * 7) % 7;
        out.append(text.mid(at, size));
        at += size;
    }
    return out;
}

inline QString sampleAnswer()
{
    return k("I found the flaky part: the login test waits for a **fixed 200 ms** instead of waiting for the "
             "session cookie.\n\n"
             "### The fix\n\n"
             "1. Wait on the `sessionReady` signal rather than sleeping.\n"
             "2. Give the wait a generous timeout so slow CI machines pass.\n\n"
             "```cpp\n"
             "void TestLogin::logsIn()\n"
             "{\n"
             "    QSignalSpy ready(&m_client, &Client::sessionReady);\n"
             "    m_client.login(QStringLiteral(\"maya\"), m_password);\n"
             "    QVERIFY(ready.wait(5000)); // was: QTest::qWait(200)\n"
             "}\n"
             "```\n\n"
             "Next I will run the test 50 times to make sure it is stable.\n");
}

} // namespace kandesk::test::events
