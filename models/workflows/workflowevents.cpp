// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowevents.h"

#include <QHash>

namespace kandesk::workflow {

namespace {

const QStringList kRunTriggers{trigger::OnEnter, trigger::OnTurnStart, trigger::OnTurnComplete, trigger::OnExit};
const QStringList kOfficeTriggers{QStringLiteral("on_comment"),          QStringLiteral("on_blocker_resolved"),
                                  QStringLiteral("on_children_completed"), QStringLiteral("on_approval_resolved"),
                                  QStringLiteral("on_heartbeat"),        QStringLiteral("on_budget_alert"),
                                  QStringLiteral("on_agent_error")};

const QHash<QString, QStringList> &actionsByTrigger()
{
    static const QHash<QString, QStringList> table = [] {
        const QStringList moves{action::MoveToNext, action::MoveToPrevious, action::MoveToStep};
        const QString queueRun = QStringLiteral("queue_run");
        const QString queueRunForEach = QStringLiteral("queue_run_for_each_participant");
        const QString clearDecisions = QStringLiteral("clear_decisions");
        QHash<QString, QStringList> byTrigger;
        byTrigger.insert(trigger::OnEnter, {action::EnablePlanMode, action::AutoStartAgent, action::ResetAgentContext,
                                            action::SetSessionMode, clearDecisions, queueRun, queueRunForEach});
        byTrigger.insert(trigger::OnTurnStart, moves);
        byTrigger.insert(trigger::OnTurnComplete, moves + QStringList{action::DisablePlanMode});
        byTrigger.insert(trigger::OnExit, {action::DisablePlanMode});
        const QStringList generic = moves + QStringList{action::AutoStartAgent, queueRun, clearDecisions, queueRunForEach};
        for (const QString &office : kOfficeTriggers)
            byTrigger.insert(office, generic);
        return byTrigger;
    }();
    return table;
}

} // namespace

const QStringList &triggerNames()
{
    static const QStringList names = kRunTriggers + kOfficeTriggers;
    return names;
}

bool isKnownTrigger(const QString &name)
{
    return actionsByTrigger().contains(name);
}

bool isRunTrigger(const QString &name)
{
    return kRunTriggers.contains(name);
}

const QStringList &allowedActions(const QString &trigger)
{
    static const QStringList none;
    const auto found = actionsByTrigger().constFind(trigger);
    return found == actionsByTrigger().cend() ? none : *found;
}

} // namespace kandesk::workflow
