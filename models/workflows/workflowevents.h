// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLatin1String>
#include <QStringList>

// The names of a workflow step's triggers and actions, as kandev's workflow files write them, and
// which action each trigger may run.
namespace kandesk::workflow {

namespace trigger {
inline constexpr QLatin1String OnEnter{"on_enter"};
inline constexpr QLatin1String OnTurnStart{"on_turn_start"};
inline constexpr QLatin1String OnTurnComplete{"on_turn_complete"};
inline constexpr QLatin1String OnExit{"on_exit"};
} // namespace trigger

namespace action {
inline constexpr QLatin1String AutoStartAgent{"auto_start_agent"};
inline constexpr QLatin1String EnablePlanMode{"enable_plan_mode"};
inline constexpr QLatin1String DisablePlanMode{"disable_plan_mode"};
inline constexpr QLatin1String ResetAgentContext{"reset_agent_context"};
inline constexpr QLatin1String SetSessionMode{"set_session_mode"};
inline constexpr QLatin1String MoveToNext{"move_to_next"};
inline constexpr QLatin1String MoveToPrevious{"move_to_previous"};
inline constexpr QLatin1String MoveToStep{"move_to_step"};
} // namespace action

// A move_to_step's target: step_id once stored, step_position in a workflow file.
inline constexpr QLatin1String StepIdKey{"step_id"};
inline constexpr QLatin1String StepPositionKey{"step_position"};

// Every trigger a workflow file may hold, in the order a file writes them: the four Kandesk runs,
// then kandev's office triggers (kept and written back, not run here).
const QStringList &triggerNames();
bool isKnownTrigger(const QString &name);
// Whether Kandesk runs the trigger's actions (the four Kanban-era ones).
bool isRunTrigger(const QString &name);
// The action types the trigger allows, as kandev validates them.
const QStringList &allowedActions(const QString &trigger);

} // namespace kandesk::workflow
