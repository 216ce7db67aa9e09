// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1StringView>
#include <QStringView>

namespace kandesk::sessionevent {

// What one event of a session's transcript is: the agent's events as lifecycle/ decodes them from
// agentctl, and Kandesk's own remarks recorded beside them. An event travels as a JSON object whose
// "type" is name(kind); stored, the name is the message's kind. sessionevent.cpp is the only place
// these names are written outside the agentctl wire contract.
enum class Kind {
    UserPrompt,         // {text}: what the user asked
    MessageChunk,       // {text, role}
    Reasoning,          // {reasoning_text}
    ToolCall,           // {tool_call_id, tool_title, tool_kind, tool_status, …}
    ToolUpdate,         // the same fields, changed
    Plan,               // {plan_entries}
    PermissionRequest,  // {pending_id, permission_title, permission_options, …}
    PermissionAnswered, // {pending_id, option_id[, cancelled]}: Kandesk's record of the answer
    PermissionCancelled,
    Complete,           // {stop_reason}
    Error,              // {error[, failure]}: failure is AgentFailure's JSON
    Warning,            // {warning, warning_kind}: malformed agent output, a transcript not saved
    LaunchNotice,       // {text}: a launch that left something out, a start that was stopped
    SessionStatus,      // {session_status: new|resumed}
    SessionInterrupted, // {message}: found not running by start-up recovery
    SessionStopped,     // {message}: stopped by another process (`kandesk task stop`)
    AvailableCommands,
    SessionMode,
    AgentCapabilities,  // {auth_methods, supports_*}
    Unknown,
};

QLatin1StringView name(Kind kind);
Kind kindOf(QStringView name);

// The key of an event object that holds name(kind).
inline constexpr QLatin1StringView kTypeKey { "type" };

} // namespace kandesk::sessionevent
