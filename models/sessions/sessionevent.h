// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QMetaType>
#include <QSharedData>
#include <QString>
#include <QStringView>

#include <optional>

namespace kandesk {

namespace sessionevent {

// What one event of a session's transcript is: the agent's events as lifecycle/ makes them from
// agentctl's, and Kandesk's own remarks recorded beside them. Stored, name(kind) is the message's
// kind. sessionevent.cpp is the only place these names are written outside the agentctl wire.
enum class Kind {
    UserPrompt,
    MessageChunk,
    Reasoning,
    ToolCall,
    ToolUpdate,
    Plan,
    PermissionRequest,
    PermissionAnswered, // Kandesk's record of the user's answer
    PermissionCancelled,
    Complete,
    Error,
    Warning,            // malformed agent output, a transcript that could not be saved
    LaunchNotice,       // a launch that left something out, a start that was stopped
    SessionStatus,
    SessionInterrupted, // found not running by start-up recovery
    SessionStopped,     // stopped by another process (`kandesk task stop`)
    AvailableCommands,
    SessionMode,
    AgentCapabilities,
    SessionModel,  // the session's models and the current one
    ConfigOptions, // the session's configuration options (ACP configOptions) and their values
    Usage,         // context window use: tokens in context, window size, cost
    WorkflowStep,  // what the task's workflow did or could not do (moved it, started the agent…): Kandesk's record
    ElicitationRequest, // the agent asks the user for input: a form, or a URL to visit
    ElicitationClosed,  // answered, cancelled, or completed by the agent
    Unknown,
};

QLatin1StringView name(Kind kind);
Kind kindOf(QStringView name);

} // namespace sessionevent

// One event of a session, as every part of Kandesk handles it: lifecycle/ makes it from agentctl's
// event once, the recorder stores it, the message store reads it back, and the transcript, the
// notifications, the quick chat and the command line read its fields. Only the fields of its kind
// are set. Its JSON form (toJson/fromJson, in sessionevent.cpp alone) is agentctl's event format, so
// transcripts stored by earlier versions read back unchanged.
struct SessionEvent {
    using Kind = sessionevent::Kind;

    Kind kind = Kind::Unknown;
    QString timestamp; // ISO 8601 as stamped where the event was made; may be empty

    // UserPrompt, MessageChunk, Reasoning: the words. Error: what failed, in the user's words.
    // Warning, LaunchNotice, SessionInterrupted, SessionStopped: the sentence to show.
    // PermissionRequest: what the agent asks to do. ElicitationRequest: what the agent asks for.
    QString text;
    bool fromUser = false;   // MessageChunk: the user's own words, echoed by the agent
    // MessageChunk: ACP content that is not text (images, resources). UserPrompt: what the prompt
    // carried besides its text, as attachmentSummaries() says it (JSON "attachments", no bytes).
    QJsonArray contentBlocks;

    // ToolCall, ToolUpdate (an update carries only what changed); PermissionRequest: callId.
    struct Tool {
        QString callId;
        std::optional<QString> title;
        std::optional<QString> kind; // ACP's tool kind: read, edit, execute, …
        std::optional<QString> status;
        std::optional<QJsonValue> args;
        std::optional<QJsonValue> result;
        std::optional<QJsonArray> contents;
        std::optional<QJsonArray> locations;
        bool operator==(const Tool &) const = default;
    };
    // PermissionRequest, PermissionAnswered, PermissionCancelled.
    struct Permission {
        QString pendingId;
        QJsonArray options; // [{option_id, name, kind}]
        QString actionType;
        QJsonObject actionDetails;
        QString optionId;       // answered: the option chosen
        bool cancelled = false; // answered without a choice
        QString reason;         // cancelled by the agent: why
        bool operator==(const Permission &) const = default;
    };
    // ElicitationRequest, ElicitationClosed.
    struct Elicitation {
        QString pendingId;
        QString mode;          // form | url
        QJsonObject schema;    // form: ACP's ElicitationSchema
        QString url;           // url: where to send the user
        QString elicitationId; // url: what the agent's completion names
        QString toolCallId;    // the tool call it belongs to, if any
        QString action;        // closed: accept | decline | cancel | complete
        QString reason;        // closed by agentctl: why
        bool operator==(const Elicitation &) const = default;
    };
    // Only events of those kinds hold one (most events are text): the const accessors answer an
    // empty one for the others, the others make it for an event being built.
    const Tool &tool() const;
    Tool &tool();
    const Permission &permission() const;
    Permission &permission();
    const Elicitation &elicitation() const;
    Elicitation &elicitation();

    QJsonArray planEntries; // Plan: [{description, status, priority}]
    QString stopReason;     // Complete
    QJsonObject usage;      // Complete, when the agent reported it (token counts); Usage: {used, size, cost?}

    // Error: failure is AgentFailure's JSON, made where the failure was met; agentGone says the
    // agent or its sidecar ended with it. Transcripts from before AgentFailure carry the agent's
    // stderr and exit code instead.
    QJsonObject failure;
    bool agentGone = false;
    QString stderrText;
    std::optional<int> exitCode;

    QString warningKind;   // Warning
    bool resumed = false;  // SessionStatus: an earlier session was loaded rather than a new one made
    QJsonArray availableCommands; // AvailableCommands
    QString currentModeId; // SessionMode
    QJsonArray availableModes; // [{id, name, description?}]
    QString currentModelId; // SessionModel
    QJsonArray availableModels; // [{modelId, name, description?}]
    QJsonArray configOptions;   // ConfigOptions: ACP's SessionConfigOption objects as the agent sent them
    QJsonObject capabilities; // AgentCapabilities: {supports_*, auth_methods, data}
    // "_meta": the agent's extension data for this event (ACP's _meta), kept and stored as it came;
    // nothing shows what it does not know. Empty for nearly every event.
    QJsonObject meta;

    static SessionEvent make(Kind kind, const QString &text = {});
    bool operator==(const SessionEvent &other) const;

    // The event as one JSON object, its kind under "type".
    QJsonObject toJson() const;
    // The same without its kind: what the message store keeps beside the kind.
    QJsonObject fieldsToJson() const;
    // fieldsToJson() as compact JSON text; the frequent text-only events skip the JSON objects.
    QString fieldsToCompactJson() const;
    // Reads toJson()'s form, which is agentctl's event format. kind wins over the object's "type"
    // unless it is Unknown (a stored message keeps its kind beside the payload).
    static SessionEvent fromJson(const QJsonObject &json, Kind kind = Kind::Unknown);

private:
    template<typename T>
    struct Shared : QSharedData {
        T value;
    };
    QSharedDataPointer<Shared<Tool>> m_tool;
    QSharedDataPointer<Shared<Permission>> m_permission;
    QSharedDataPointer<Shared<Elicitation>> m_elicitation;
};

// One event of a turn as the message store keeps it, in arrival order. id is 0 until the store
// acknowledged it.
struct Message {
    qint64 id = 0;
    QString sessionId;
    int turn = 0;
    QString turnId;
    SessionEvent event;
    QDateTime createdAt;
};

} // namespace kandesk

// Every member is relocatable (Qt's implicitly shared values, shared pointers): lists of events
// grow by moving memory, not element by element, which keeps the heap of a long transcript compact.
Q_DECLARE_TYPEINFO(kandesk::SessionEvent, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(kandesk::Message, Q_RELOCATABLE_TYPE);
Q_DECLARE_METATYPE(kandesk::SessionEvent)
