// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// The agentctl wire contract (see ARCHITECTURE.md), shared by the sidecar and its client.
// Names only: both sides build and read plain QJsonObjects with these keys.
//
// Framing on /api/v1/agent/stream: the client sends {id, type:"request", action, payload}; agentctl
// answers with the same id and action, type "response" (payload = result) or "error" (payload =
// {error}). Agent events are sent as plain objects {type:<event type>, session_id, timestamp, ...}
// WITHOUT an "id": a message with a non-empty id answers a request, anything else is an event.
// Failures that end a turn or the agent carry {error, agent:{stderr, exit_code}}; stderr is the tail
// of the agent's standard error (bounded). Messages meant for users name no routes, verbs or codes.
//
// Agent exit (the agent process ended without stop or shutdown asking for it):
//   agent_exit {exit_code}                    a normal exit, e.g. {"exit_code": 3}
//           or {signal, signal_name}          killed by a signal, e.g. {"signal": 9, "signal_name": "SIGKILL"}
//            + stderr_tail:[string]           the last <= 20 non-empty stderr lines, each <= 500 characters
//            + message                        "The agent exited with code 3." / "The agent was killed by
//                                             signal 9 (SIGKILL)." / "The agent crashed."
//   Requests in flight, and requests that arrive later, fail with payload {error: message, agent_exit};
//   the agent stream broadcasts event error {error: message, agent_exit, agent} (turn active or not);
//   GET /api/v1/status carries agent_exit until the next start. Never started or stopped on purpose:
//   requests fail with {error: "The agent is not running."} (kAgentNotRunning).
// ACP errors: when the agent answers initialize, session/new, session/load or session/prompt with a
//   JSON-RPC error, the error payload (and a turn's error event) carries rpc_error {code, message,
//   data?} (data as the agent gave it) besides the error text.
// Malformed agent output never breaks the stream: non-JSON lines and lines over 32 MiB are skipped,
//   invalid UTF-8 in a JSON line is replaced with U+FFFD, responses to unknown ids and updates or
//   permission requests for another ACP session are dropped; each kind is logged once, then
//   summarised at most every 10 s. The kinds that touch the running turn are announced once per
//   kind per turn with event warning {warning_kind: non_json_output|oversized_output|invalid_utf8,
//   warning: <plain sentence>}.
//
// Limits: HTTP request bodies and WebSocket messages from clients up to kMaxRequestBytes (16 MiB;
//   a larger body is answered 413 {error}, a larger message closes the socket with code 1009);
//   at most kMaxConnections connections at once per port (more are closed at once). Requests and
//   WebSocket upgrades whose Host or Origin names anything but a loopback address are refused
//   (403 {error} / close 1008), so a web page cannot drive agentctl even if it guessed port and token.
//
// POST /api/v1/agent/configure: agent_args (and continue_args), when given, are the complete
// structured argv, executable first; command (continue_command) is then only its display line.
//
// Instances: POST /api/v1/instances answers 201 {id, port}; the instance serves the instance
// endpoints and both streams on 127.0.0.1:<port> (X-Instance-ID optional there, checked when
// given). The control port serves them as well for requests that carry X-Instance-ID. The bearer
// token of the one handshake is valid on every port. WebSockets that fail the token or instance
// check are accepted and closed at once with close code 1008 and the reason.
//
// Payloads (snake_case):
//   agent.initialize {client_info?}            → {protocol_version, agent_capabilities, agent_info, auth_methods}
//   agent.session.new {cwd?, mcp_servers?, additional_directories?}
//                                              → {session_id, additional_directories, modes?, models?, config_options?}
//     additional_directories: folders besides cwd the session may use, sent where the agent offers
//     sessionCapabilities.additionalDirectories; absent, the git checkouts right inside a cwd that is
//     not one itself (a multi-repository task's folder: its worktrees). The answer says which were sent.
//     mcp_servers: ACP's McpServer objects, passed to the agent as they are: {name, command, args[],
//     env[{name, value}]} for stdio, {type: "http"|"sse", name, url, headers[{name, value}]}; the
//     caller sends only the transports the agent's mcpCapabilities allow. Absent: the instance's own.
//   agent.session.load {session_id, cwd?, mcp_servers?, additional_directories?, with_history?}
//                                              → {session_id, replayed}
//     ACP session/resume where the agent offers sessionCapabilities.resume (replayed false: no
//     history comes), else session/load (its history arrives as events first); an error when neither.
//     with_history: true prefers session/load where the agent has both (a session brought in).
//   agent.session.list {cwd?, cursor?}          → {sessions:[{session_id, cwd, title?, updated_at?,
//                                                additional_directories?}], next_cursor?} (sessionCapabilities.list)
//   agent.session.close {session_id?}           → {closed}  (false: no session, or the agent cannot close one;
//                                                a stop closes the session first, waiting for it at most a second)
//   agent.session.delete {session_id}           → {success}  (sessionCapabilities.delete)
//   agent.logout {}                             → {success}  (agentCapabilities.auth.logout)
//   agent.session.set_mode {mode_id}           → {success, current_mode_id}  (ACP session/set_mode, or the
//                                                config option of category "mode")
//   agent.session.set_model {model_id}         → {success, current_model_id} (ACP session/set_model where the
//                                                session offered models, else the config option of category "model")
//   agent.session.set_config_option {config_id, value} → {success, config_options}
//   An id the session does not offer fails at once with {error: "the agent has no mode \"x\"; it offers: a, b"};
//   an agent's refusal fails with {error, rpc_error}. Accepted: the new state follows as an event.
//   agent.prompt {text | prompt:[ACP content blocks], session_id?} → {accepted, session_id}
//   agent.cancel {session_id?}                 → {success}
//   agent.permissions.respond {pending_id, option_id | cancelled:true} → {success, pending_id}
//   agent.elicitation.respond {pending_id, action: accept|decline|cancel, content?{field: value}}
//                                              → {success, pending_id}
// Event fields, besides type, session_id and timestamp:
//   message_chunk {text, role: assistant|user, content_blocks?}   reasoning {reasoning_text}
//   tool_call / tool_update {tool_call_id, tool_title?, tool_name? (ACP kind), tool_status?,
//                            tool_args?, tool_result?, tool_call_contents?, data{locations}?}
//   plan {plan_entries:[{description, status, priority}]}
//   permission_request {pending_id, tool_call_id, permission_title, permission_options:[{option_id,
//                       name, kind}], action_type, action_details}
//   permission_cancelled {pending_id, reason?}  (also when the agent withdraws it: $/cancel_request)   complete {stop_reason, data{stop_reason, usage?}}
//   elicitation_request {pending_id, mode: form|url, message, requested_schema? (form: ACP's
//                        ElicitationSchema), url?, elicitation_id? (url), tool_call_id?}
//   elicitation_closed {pending_id, action: accept|decline|cancel|complete, reason?}  (answered by a
//                       front end, cancelled by agentctl with reason when the turn ends or the agent
//                       withdraws it, complete when the agent says a URL one is done; an accepted
//                       URL elicitation closes only then)
//   error {error, agent?, agent_exit?, rpc_error?}   session_status {session_status: new|resumed}
//   warning {warning_kind, warning}
//   available_commands {available_commands}   session_mode {current_mode_id, available_modes}
//   session_model {current_model_id, available_models:[{modelId, name}]}   config_options {config_options}
//   usage {used, size, cost?{amount, currency}}   (ACP usage_update: tokens in context, window size)
//   agent_capabilities {supports_image, supports_audio, supports_embedded_context,
//                       supports_load_session, auth_methods, data}
// Extension data: an event made from an ACP message that carried "_meta" carries it as "_meta", as
//   the agent sent it (the update's, else its content's, else the notification's; a permission or
//   elicitation request's own); a text chunk with "_meta" leaves alone, not joined with others.
// Workspace stream events:
//   git_status {branch, head_commit, upstream?, ahead, behind, files:[{path, old_path?, status:
//               modified|added|deleted|renamed|untracked|conflicted, index_status, worktree_status,
//               staged, additions, deletions}]}
//   file_change {path (relative to the workspace), operation: created|modified|deleted}
// Workspace reads (instance routes, GET, token required; answers {error} with 400/404/413/500):
//   /api/v1/workspace/diff?scope=against_base|uncommitted&base=REF[&path=P&old_path=Q] →
//     {root, scope, base, base_commit (empty: no commit yet), name_status[] and numstat[] (git diff
//      --name-status/--numstat -z fields, in order), patch (git diff text of every listed file),
//      untracked:[{path, content (base64; a symlink's target), too_large}], staged[], unstaged[]
//      (uncommitted only)}; path limits it to one file (and its old name).
//   /api/v1/workspace/files → {files[] (tracked and untracked not ignored, sorted), truncated}
//   /api/v1/workspace/file?path=P[&ref=REF] → {path, ref, content (base64), too_large}: the file
//     at REF (git show), or on disk without ref.
// Workspace checkpoints (instance routes, token required; git runs where the workspace is; TASK: a
//   task id of letters, digits, '.', '-', '_'). A checkpoint is {ref, number, commit, head, branch,
//   session_id, turn, created_at}, a preview {files[] ("M|A|D path"), leaving_commits[], head_moves}:
//   GET    /api/v1/workspace/checkpoints?task=TASK → {checkpoints[]} oldest first
//   POST   /api/v1/workspace/checkpoints {task, session, turn} → {checkpoint}: the state before a turn
//     ({} when the workspace is not a git checkout)
//   DELETE /api/v1/workspace/checkpoints?task=TASK → {}: the task's checkpoints forgotten
//   GET    /api/v1/workspace/checkpoints/preview?task=TASK&number=N → {preview}
//   POST   /api/v1/workspace/checkpoints/restore {task, number} → {checkpoint, preview (what changed)};
//     409 when refused (another branch checked out, a merge or rebase under way) or failed part way.
// One-shot: `agentctl call ACTION [--payload JSON] [--cwd DIR] [--timeout-ms N] -- AGENT ARGV…` runs
//   the agent without a server, initializes it, sends one of the actions above and prints one line:
//   {initialize: <agent.initialize's answer>, result: <the action's>} (exit 0) or the error payload
//   {error, rpc_error?, agent_exit?, stderr?} (exit 1); a usage error exits 2.
// Status: GET /api/v1/status → {agent_status, instance_id, session_id, turn_active, error?,
//   agent:{pid, command, exit_code, crashed, stderr}, agent_exit?}.

#include <QLatin1StringView>

namespace kandesk::wire {

inline constexpr QLatin1StringView kBootstrapNonceEnv { "AGENTCTL_BOOTSTRAP_NONCE" };
// The nice value (0 to 19) an agent and agentctl go to after the agent's first word; unset: none.
inline constexpr QLatin1StringView kAgentNiceEnv { "AGENTCTL_AGENT_NICE" };
inline constexpr QLatin1StringView kInstanceIdHeader { "X-Instance-ID" };
inline constexpr QLatin1StringView kAuthorizationHeader { "Authorization" };
inline constexpr QLatin1StringView kBearerPrefix { "Bearer " };
inline constexpr qsizetype kMaxRequestBytes = 16 * 1024 * 1024;
inline constexpr int kMaxConnections = 64;
// Bounds of the workspace reads: a larger answer is refused in words, a slower git is ended.
inline constexpr qsizetype kMaxWorkspaceReadBytes = 32 * 1024 * 1024;
inline constexpr qsizetype kMaxWorkspaceFileBytes = 4 * 1024 * 1024; // one file's content
inline constexpr int kMaxWorkspaceFileCount = 20'000;
inline constexpr int kWorkspaceGitTimeoutMs = 10'000; // per git run

namespace route {
inline constexpr QLatin1StringView kHealth { "/health" };
inline constexpr QLatin1StringView kHandshake { "/auth/handshake" };
inline constexpr QLatin1StringView kInstances { "/api/v1/instances" };
inline constexpr QLatin1StringView kStatus { "/api/v1/status" };
inline constexpr QLatin1StringView kAgentConfigure { "/api/v1/agent/configure" };
inline constexpr QLatin1StringView kStart { "/api/v1/start" };
inline constexpr QLatin1StringView kStop { "/api/v1/stop" };
inline constexpr QLatin1StringView kMcpMode { "/api/v1/mcp/mode" };
inline constexpr QLatin1StringView kMcpProviders { "/api/v1/mcp/providers" };
inline constexpr QLatin1StringView kAgentStream { "/api/v1/agent/stream" };
inline constexpr QLatin1StringView kWorkspaceStream { "/api/v1/workspace/stream" };
inline constexpr QLatin1StringView kWorkspaceDiff { "/api/v1/workspace/diff" };
inline constexpr QLatin1StringView kWorkspaceFiles { "/api/v1/workspace/files" };
inline constexpr QLatin1StringView kWorkspaceFile { "/api/v1/workspace/file" };
inline constexpr QLatin1StringView kWorkspaceCheckpoints { "/api/v1/workspace/checkpoints" };
inline constexpr QLatin1StringView kWorkspaceCheckpointPreview { "/api/v1/workspace/checkpoints/preview" };
inline constexpr QLatin1StringView kWorkspaceCheckpointRestore { "/api/v1/workspace/checkpoints/restore" };
} // namespace route

namespace envelope {
inline constexpr QLatin1StringView kRequest { "request" };
inline constexpr QLatin1StringView kResponse { "response" };
inline constexpr QLatin1StringView kNotification { "notification" };
inline constexpr QLatin1StringView kError { "error" };
} // namespace envelope

// Permission option kinds (ACP) and the approval policies that approve without asking.
namespace permission {
inline constexpr QLatin1StringView kAllowOnce { "allow_once" };
inline constexpr QLatin1StringView kAllowAlways { "allow_always" };
inline constexpr QLatin1StringView kPolicyNever { "never" };
inline constexpr QLatin1StringView kPolicyAuto { "auto" };
} // namespace permission

// Elicitation modes (ACP) and how one ends (elicitation_closed's action).
namespace elicitation {
inline constexpr QLatin1StringView kForm { "form" };
inline constexpr QLatin1StringView kUrl { "url" };
inline constexpr QLatin1StringView kAccept { "accept" };
inline constexpr QLatin1StringView kDecline { "decline" };
inline constexpr QLatin1StringView kCancel { "cancel" };
inline constexpr QLatin1StringView kComplete { "complete" }; // the agent said a URL elicitation is done
} // namespace elicitation

namespace filechange {
inline constexpr QLatin1StringView kCreated { "created" };
inline constexpr QLatin1StringView kModified { "modified" };
inline constexpr QLatin1StringView kDeleted { "deleted" };
} // namespace filechange

namespace agentstatus {
inline constexpr QLatin1StringView kStopped { "stopped" };
inline constexpr QLatin1StringView kStarting { "starting" };
inline constexpr QLatin1StringView kRunning { "running" };
inline constexpr QLatin1StringView kStopping { "stopping" };
inline constexpr QLatin1StringView kError { "error" };
} // namespace agentstatus

namespace action {
inline constexpr QLatin1StringView kInitialize { "agent.initialize" };
inline constexpr QLatin1StringView kSessionNew { "agent.session.new" };
inline constexpr QLatin1StringView kSessionLoad { "agent.session.load" };
inline constexpr QLatin1StringView kSessionList { "agent.session.list" };
inline constexpr QLatin1StringView kSessionClose { "agent.session.close" };
inline constexpr QLatin1StringView kSessionDelete { "agent.session.delete" };
inline constexpr QLatin1StringView kLogout { "agent.logout" };
inline constexpr QLatin1StringView kPrompt { "agent.prompt" };
inline constexpr QLatin1StringView kCancel { "agent.cancel" };
inline constexpr QLatin1StringView kPermissionsRespond { "agent.permissions.respond" };
inline constexpr QLatin1StringView kElicitationRespond { "agent.elicitation.respond" };
inline constexpr QLatin1StringView kSessionSetMode { "agent.session.set_mode" };
inline constexpr QLatin1StringView kSessionSetModel { "agent.session.set_model" };
inline constexpr QLatin1StringView kSessionSetConfigOption { "agent.session.set_config_option" };
} // namespace action

namespace event {
inline constexpr QLatin1StringView kMessageChunk { "message_chunk" };
inline constexpr QLatin1StringView kReasoning { "reasoning" };
inline constexpr QLatin1StringView kToolCall { "tool_call" };
inline constexpr QLatin1StringView kToolUpdate { "tool_update" };
inline constexpr QLatin1StringView kPlan { "plan" };
inline constexpr QLatin1StringView kPermissionRequest { "permission_request" };
inline constexpr QLatin1StringView kPermissionCancelled { "permission_cancelled" };
inline constexpr QLatin1StringView kElicitationRequest { "elicitation_request" };
inline constexpr QLatin1StringView kElicitationClosed { "elicitation_closed" };
inline constexpr QLatin1StringView kComplete { "complete" };
inline constexpr QLatin1StringView kError { "error" };
inline constexpr QLatin1StringView kSessionStatus { "session_status" };
inline constexpr QLatin1StringView kAvailableCommands { "available_commands" };
inline constexpr QLatin1StringView kSessionMode { "session_mode" };
inline constexpr QLatin1StringView kSessionModel { "session_model" };
inline constexpr QLatin1StringView kConfigOptions { "config_options" };
inline constexpr QLatin1StringView kUsage { "usage" };
inline constexpr QLatin1StringView kAgentCapabilities { "agent_capabilities" };
inline constexpr QLatin1StringView kWarning { "warning" };
inline constexpr QLatin1StringView kGitStatus { "git_status" };
inline constexpr QLatin1StringView kFileChange { "file_change" };
} // namespace event

// Keys of failure payloads and events.
namespace failure {
inline constexpr QLatin1StringView kError { "error" };
inline constexpr QLatin1StringView kAgentExit { "agent_exit" };
inline constexpr QLatin1StringView kRpcError { "rpc_error" };
inline constexpr QLatin1StringView kExitCode { "exit_code" };
inline constexpr QLatin1StringView kSignal { "signal" };
inline constexpr QLatin1StringView kSignalName { "signal_name" };
inline constexpr QLatin1StringView kStderrTail { "stderr_tail" };
inline constexpr QLatin1StringView kMessage { "message" };
inline constexpr QLatin1StringView kCode { "code" };
inline constexpr QLatin1StringView kData { "data" };
inline constexpr QLatin1StringView kAgentNotRunning { "The agent is not running." };
inline constexpr int kStderrTailLines = 20;
inline constexpr int kStderrTailLineChars = 500;
// ACP's "authentication required" error code.
inline constexpr int kAuthRequiredCode = -32000;
} // namespace failure

// The warning event: {type: "warning", session_id, warning_kind, warning, timestamp}.
namespace warning {
inline constexpr QLatin1StringView kKindKey { "warning_kind" };
inline constexpr QLatin1StringView kTextKey { "warning" };
inline constexpr QLatin1StringView kNonJsonOutput { "non_json_output" };
inline constexpr QLatin1StringView kOversizedOutput { "oversized_output" };
inline constexpr QLatin1StringView kInvalidUtf8 { "invalid_utf8" };
} // namespace warning

} // namespace kandesk::wire
