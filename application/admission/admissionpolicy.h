// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "systempressure.h"

#include "lifecycle/agentctl/taskcgroups.h"

namespace kandesk {

class SettingsQueries;

// When a start must wait.
struct AdmissionLimits {
    int maxRunningAgents = 0; // 0: any number
    // Memory is what pushes a laptop into swap: a start waits while tasks waited for memory this
    // much of the last 10 s, or while this little of it is free.
    double memoryPressureLimit = 20;
    double lowMemoryPercent = 5;
    // 0: CPU pressure holds no start. Agents run below the user's own work (nice 10) and mostly
    // wait on their model; a build that keeps both cores busy for minutes would otherwise hold
    // every start that long. A user who wants it sets a percentage.
    double cpuPressureLimit = 0;
};

inline constexpr QLatin1StringView kMaxRunningAgentsKey("max_running_agents");
inline constexpr QLatin1StringView kCpuPressureLimitKey("admission_cpu_pressure_limit");
// What each task's processes may use together (0: no limit), through cgroups where the system allows.
inline constexpr QLatin1StringView kAgentMemoryLimitKey("agent_memory_limit_mb");
inline constexpr QLatin1StringView kAgentCpuPercentKey("agent_cpu_percent");

// Agents at once for a machine: one per 1.5 GiB of memory (a node agent with its tools takes
// several hundred MiB) and no more than four per core, from 2 to 16.
int defaultMaxRunningAgents(int cores, qint64 totalMemory);
// This machine's (cores and memory read here).
int defaultMaxRunningAgents();

// The limits the settings say (max_running_agents; absent: the machine's default, 0: any number).
// Blocking (the database): pool threads.
AdmissionLimits admissionLimitsFrom(const SettingsQueries &settings);

// The per-task limits the settings say. Blocking (the database): pool threads.
TaskLimits taskLimitsFrom(const SettingsQueries &settings);

// Why a start waits now, for the user ("2 of 2 agents running", "memory pressure 43%"); empty:
// it may start.
QString admissionWait(const AdmissionLimits &limits, int runningAgents, const SystemPressure &pressure);

} // namespace kandesk
