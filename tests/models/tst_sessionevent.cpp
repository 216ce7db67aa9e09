// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A session event is one value from the agent to the screen: every kind comes back from its JSON
// form and from the message store exactly as it went in, and transcripts stored by earlier
// versions (agentctl's events as they came, kind beside the payload) read back as the same values.
#include "support/storefixture.h"

#include "models/sessions/sessionevent.h"
#include "models/stores/messagestore.h"

#include <QJsonDocument>
#include <QTest>

using namespace kandesk;
using kandesk::testing::StoreFixture;
using Kind = SessionEvent::Kind;

namespace {

QString k(const char *text)
{
    return QString::fromUtf8(text);
}

// One event of every kind with every field of its kind set.
QList<SessionEvent> oneOfEachKind()
{
    QList<SessionEvent> all;
    auto add = [&all](Kind kind, const QString &text = {}) -> SessionEvent & {
        all.append(SessionEvent::make(kind, text));
        all.last().timestamp = k("2026-11-30T18:00:00.000Z");
        return all.last();
    };
    add(Kind::UserPrompt, k("Fix the flaky test"));
    add(Kind::UserPrompt, k("What is in it?")).contentBlocks = QJsonArray{QJsonObject{
        {k("kind"), k("image")}, {k("name"), k("shot.png")}, {k("mime_type"), k("image/png")}, {k("size"), 122880}}};
    add(Kind::MessageChunk, k("Looking at it")).contentBlocks = QJsonArray{QJsonObject{{k("type"), k("image")}, {k("data"), k("iVBO")}}};
    add(Kind::MessageChunk, k("echoed")).fromUser = true;
    add(Kind::Reasoning, k("The wait is fixed"));
    // An agent's extension data (ACP's _meta) on text and on a tool call: kept as it came.
    add(Kind::MessageChunk, k("with extension data")).meta = QJsonObject{{k("kandesk.test/origin"), k("sdk2")}, {k("n"), 1}};
    SessionEvent &call = add(Kind::ToolCall);
    call.tool() = {k("tool-1"), k("Run tests"), k("execute"), k("pending"), QJsonValue(QJsonObject{{k("command"), k("ctest")}}),
                 std::nullopt, QJsonArray{QJsonObject{{k("type"), k("content")}}}, QJsonArray{QJsonObject{{k("path"), k("a.cpp")}, {k("line"), 3}}}};
    SessionEvent &update = add(Kind::ToolUpdate);
    update.tool().callId = k("tool-1");
    update.tool().status = k("completed");
    update.tool().result = QJsonValue(k("3 passed"));
    update.meta = QJsonObject{{k("vendor.example/trace"), QJsonArray{1, 2}}};
    add(Kind::Plan).planEntries = QJsonArray{QJsonObject{{k("description"), k("Fix")}, {k("status"), k("pending")}, {k("priority"), k("high")}}};
    SessionEvent &request = add(Kind::PermissionRequest, k("Edit config.json"));
    request.tool().callId = k("tool-2");
    request.permission().pendingId = k("p-1");
    request.permission().options = QJsonArray{QJsonObject{{k("option_id"), k("allow")}, {k("name"), k("Allow")}, {k("kind"), k("allow_once")}}};
    request.permission().actionType = k("file_write");
    request.permission().actionDetails = QJsonObject{{k("path"), k("config.json")}};
    SessionEvent &answered = add(Kind::PermissionAnswered);
    answered.permission().pendingId = k("p-1");
    answered.permission().optionId = k("allow");
    SessionEvent &refused = add(Kind::PermissionAnswered);
    refused.permission().pendingId = k("p-2");
    refused.permission().cancelled = true;
    SessionEvent &cancelled = add(Kind::PermissionCancelled);
    cancelled.permission().pendingId = k("p-3");
    cancelled.permission().reason = k("turn ended");
    SessionEvent &complete = add(Kind::Complete);
    complete.stopReason = k("end_turn");
    complete.usage = QJsonObject{{k("input_tokens"), 12}};
    SessionEvent &error = add(Kind::Error, k("Claude Code exited with code 3 during the turn."));
    error.failure = QJsonObject{{k("kind"), k("exited")}, {k("exit_code"), 3}};
    error.agentGone = true;
    error.stderrText = k("boom");
    error.exitCode = 3;
    add(Kind::Warning, k("The agent wrote lines that are not JSON.")).warningKind = k("non_json_output");
    add(Kind::LaunchNotice, k("--note was left out"));
    add(Kind::WorkflowStep, k("Moved to Review: the turn completed."));
    add(Kind::SessionStatus).resumed = true;
    add(Kind::SessionInterrupted, k("Interrupted"));
    add(Kind::SessionStopped, k("Stopped by kandesk task stop"));
    add(Kind::AvailableCommands).availableCommands = QJsonArray{QJsonObject{{k("name"), k("review")}}};
    SessionEvent &mode = add(Kind::SessionMode);
    mode.currentModeId = k("plan");
    mode.availableModes = QJsonArray{QJsonObject{{k("id"), k("plan")}}};
    add(Kind::AgentCapabilities).capabilities = QJsonObject{{k("supports_image"), true}, {k("auth_methods"), QJsonArray{}}};
    SessionEvent &model = add(Kind::SessionModel);
    model.currentModelId = k("fast");
    model.availableModels = QJsonArray{QJsonObject{{k("modelId"), k("fast")}, {k("name"), k("Fast")}}};
    add(Kind::ConfigOptions).configOptions = QJsonArray{QJsonObject{{k("id"), k("model")}, {k("type"), k("select")}, {k("currentValue"), k("fast")}}};
    add(Kind::Usage).usage = QJsonObject{{k("used"), 5300}, {k("size"), 200000}, {k("cost"), QJsonObject{{k("amount"), 0.12}, {k("currency"), k("USD")}}}};
    SessionEvent::Elicitation &form = add(Kind::ElicitationRequest, k("Which deployment?")).elicitation();
    form.pendingId = k("elicit-1");
    form.mode = k("form");
    form.schema = QJsonObject{{k("type"), k("object")}, {k("properties"), QJsonObject{{k("name"), QJsonObject{{k("type"), k("string")}}}}}};
    form.toolCallId = k("call-1");
    SessionEvent::Elicitation &page = add(Kind::ElicitationRequest, k("Authorize")).elicitation();
    page.pendingId = k("elicit-2");
    page.mode = k("url");
    page.url = k("https://example.invalid/authorize");
    page.elicitationId = k("url-1");
    SessionEvent::Elicitation &closed = add(Kind::ElicitationClosed).elicitation();
    closed.pendingId = k("elicit-1");
    closed.action = k("cancel");
    closed.reason = k("turn ended");
    return all;
}

QString describe(const SessionEvent &event)
{
    return QString::fromUtf8(QJsonDocument(event.toJson()).toJson(QJsonDocument::Compact));
}

} // namespace

class TestSessionEvent : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyKindHasOneNameThatReadsBack()
    {
        for (int i = 0; i < int(Kind::Unknown); ++i) {
            const auto kind = Kind(i);
            QVERIFY(!sessionevent::name(kind).isEmpty());
            QCOMPARE(sessionevent::kindOf(QString(sessionevent::name(kind))), kind);
        }
        QCOMPARE(sessionevent::kindOf(u"from_a_newer_agentctl"), Kind::Unknown);
    }

    void everyKindComesBackFromItsJson()
    {
        const QList<SessionEvent> all = oneOfEachKind();
        QSet<Kind> kinds;
        for (const SessionEvent &event : all) {
            kinds.insert(event.kind);
            QVERIFY2(SessionEvent::fromJson(event.toJson()) == event, qPrintable(describe(event)));
        }
        QCOMPARE(kinds.size(), int(Kind::Unknown));
    }

    void theCompactFormIsTheJsonObjectForEveryKindAndAwkwardText()
    {
        QList<SessionEvent> all = oneOfEachKind();
        const QString awkward = k("quote \" backslash \\ tab\t nl\n cr\r nul") + QChar(0) + k(" bell\x07 é 😀 \u2028 end");
        for (Kind kind : {Kind::MessageChunk, Kind::Reasoning}) {
            all.append(SessionEvent::make(kind, awkward));
            all.append(SessionEvent::make(kind));
            all.last().timestamp = awkward;
        }
        for (const SessionEvent &event : all) {
            QJsonParseError error;
            const QJsonDocument parsed = QJsonDocument::fromJson(event.fieldsToCompactJson().toUtf8(), &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(event.fieldsToCompactJson()));
            QCOMPARE(parsed.object(), event.fieldsToJson());
        }
    }

    void everyKindComesBackFromTheMessageStore()
    {
        StoreFixture fixture;
        QVERIFY(fixture.open());
        const TaskSession session = fixture.addSession(fixture.addTask(k("Typed")).id);
        MessageStore messages(*fixture.database);
        const QList<SessionEvent> all = oneOfEachKind();
        QList<Message> batch;
        for (const SessionEvent &event : all)
            batch.append({0, session.id, 1, {}, event, {}});
        QVERIFY(messages.appendBatch(batch).ok());
        const auto stored = messages.pageAfter(session.id, 0, 1000);
        QVERIFY(stored.ok());
        QCOMPARE(stored->size(), all.size());
        for (qsizetype i = 0; i < all.size(); ++i)
            QVERIFY2(stored->at(i).event == all.at(i), qPrintable(describe(stored->at(i).event) + k(" != ") + describe(all.at(i))));
        QCOMPARE(fixture.column(k("SELECT kind FROM messages ORDER BY id LIMIT 1")), QStringList{k("user_prompt")});
    }

    // Earlier versions stored agentctl's event without its type (the kind column holds it), and
    // errors with the agent's stderr instead of a failure.
    void aTranscriptStoredByAnEarlierVersionReadsBack()
    {
        StoreFixture fixture;
        QVERIFY(fixture.open());
        const TaskSession session = fixture.addSession(fixture.addTask(k("Old")).id);
        const QList<std::pair<QString, QString>> rows{
            {k("message_chunk"), k(R"({"session_id":"s","timestamp":"2026-11-01T10:00:00Z","text":"hi","role":"assistant"})")},
            {k("tool_update"), k(R"({"tool_call_id":"t1","tool_status":"completed","data":{"locations":[{"path":"a.cpp"}]}})")},
            {k("error"), k(R"({"error":"the agent crashed","agent":{"pid":42,"exit_code":3,"stderr":"line 1\nline 2"}})")},
            {k("complete"), k(R"({"stop_reason":"cancelled","data":{"stop_reason":"cancelled"}})")},
            {k("from_a_newer_kandesk"), k(R"({"text":"?"})")},
        };
        for (const auto &[kind, payload] : rows) {
            QVERIFY(fixture.exec(k("INSERT INTO messages (session_id, turn, turn_id, kind, payload, created_at) VALUES (?, 1, '', ?, ?, 0)"),
                                 {session.id, kind, payload}));
        }
        const auto stored = MessageStore(*fixture.database).pageAfter(session.id, 0, 10);
        QVERIFY(stored.ok());
        QCOMPARE(stored->size(), rows.size());
        const SessionEvent chunk = stored->at(0).event;
        QCOMPARE(chunk.kind, Kind::MessageChunk);
        QCOMPARE(chunk.text, k("hi"));
        QVERIFY(!chunk.fromUser);
        QCOMPARE(chunk.timestamp, k("2026-11-01T10:00:00Z"));
        const SessionEvent update = stored->at(1).event;
        QCOMPARE(update.tool().callId, k("t1"));
        QCOMPARE(update.tool().status, std::optional<QString>(k("completed")));
        QVERIFY(!update.tool().title); // an update says only what changed
        QCOMPARE(update.tool().locations->size(), 1);
        const SessionEvent error = stored->at(2).event;
        QCOMPARE(error.text, k("the agent crashed"));
        QCOMPARE(error.stderrText, k("line 1\nline 2"));
        QCOMPARE(error.exitCode, std::optional<int>(3));
        QVERIFY(error.failure.isEmpty());
        QCOMPARE(stored->at(3).event.stopReason, k("cancelled"));
        QCOMPARE(stored->at(4).event.kind, Kind::Unknown);
    }
};

QTEST_GUILESS_MAIN(TestSessionEvent)
#include "tst_sessionevent.moc"
