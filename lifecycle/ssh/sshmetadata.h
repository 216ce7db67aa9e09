// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1StringView>

namespace kandesk::sshmeta {

// The metadata of a remote instance: what stopping it, reattaching to it after a restart and
// resuming its session on the same worktree need. Stored in executors_running.metadata; no secret.
inline constexpr QLatin1StringView kRemotePid { "ssh_remote_pid" };
inline constexpr QLatin1StringView kRemoteControlPort { "ssh_remote_control_port" };
inline constexpr QLatin1StringView kRemoteInstancePort { "ssh_remote_instance_port" };
inline constexpr QLatin1StringView kLocalControlPort { "ssh_local_control_port" };
inline constexpr QLatin1StringView kRemoteDir { "ssh_remote_dir" };
inline constexpr QLatin1StringView kRemoteWorkspace { "ssh_remote_workspace" };
inline constexpr QLatin1StringView kRemoteLog { "ssh_remote_log" };
inline constexpr QLatin1StringView kConnection { "ssh_connection" }; // the executor profile id (the host)
inline constexpr QLatin1StringView kDestination { "ssh_destination" };
inline constexpr QLatin1StringView kControlPath { "ssh_control_path" }; // the control socket of the master
inline constexpr QLatin1StringView kMasterPid { "ssh_master_pid" };

// Set by the runner on a resumed launch of an ssh session: the remote worktree the session worked
// in and the pid of the agentctl that served it (ended first when it still runs).
inline constexpr QLatin1StringView kResumeWorkspace { "ssh_resume_workspace" };
inline constexpr QLatin1StringView kResumePreviousPid { "ssh_resume_previous_pid" };

} // namespace kandesk::sshmeta
