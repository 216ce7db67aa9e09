// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1StringView>
#include <Qt>

namespace kandesk::ui::transcript {

// What one display row of a transcript is (TranscriptItemsModel::KindRole).
enum class ItemKind {
    UserPrompt, // what the user asked (or the agent's replay of it)
    AgentText, // consecutive assistant message chunks, Markdown
    Reasoning, // consecutive thought chunks, shown collapsed
    ToolCall, // one tool call, updated in place by its tool_update events
    Permission, // a permission request with the agent's own options
    Elicitation, // the agent asks for input: a form, or a URL to open
    TurnEnded, // a quiet marker with the stop reason
    Error, // the error, the exit code and the tail of the agent's stderr
    Notice, // a one-line remark such as "Session resumed"
};

// Where a permission request or a request for input stands.
enum class PermissionState { Pending, Answered, Cancelled };

enum Role {
    KindRole = Qt::UserRole + 400, // ItemKind as int
    TextRole, // text, reasoning, prompt, error message or notice
    RevisionRole, // grows with every change of the row (render caches key on it)
    ExpandedRole, // bool, settable: reasoning, tool calls and errors open on request
    TimestampRole, // the event's timestamp as sent (ISO 8601)
    ToolCallIdRole,
    ToolTitleRole,
    ToolKindRole, // ACP kind: read, edit, execute, fetch, …
    ToolStatusRole, // pending, in_progress, completed, failed, or kToolStatusStopped
    ToolInputRole, // QJsonValue (raw input)
    ToolOutputRole, // QJsonValue (raw output)
    ToolContentsRole, // QJsonArray of ACP tool call content
    ToolLocationsRole, // QStringList "path:line"
    PendingIdRole,
    PermissionTitleRole,
    PermissionOptionsRole, // QJsonArray [{option_id, name, kind}]
    PermissionStateRole, // PermissionState as int (permission and elicitation rows)
    PermissionChosenRole, // the chosen option's name, or the cancel reason (elicitation: how it ended)
    PermissionDetailsRole, // QJsonObject action_details (elicitation: {mode, requested_schema?, url?})
    StopReasonRole,
    StderrRole, // tail of the agent's stderr (last lines)
    ExitCodeRole, // int, or invalid when unknown
    FailureTitleRole, // an error card's heading ("The agent exited", "Sign-in needed"); empty: "Error"
    AdviceRole, // QStringList: what to do about an error, one sentence each
    FailureActionsRole, // QJsonArray [{label, action: settings|login, argv[]}]: an error card's buttons
};

// The status of a tool call that was still pending or running when its turn ended.
inline constexpr QLatin1StringView kToolStatusStopped { "stopped" };

} // namespace kandesk::ui::transcript
