// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A step's triggers resolved against its workflow, without a store or an agent: where each move
// leads (or why it leads nowhere), the step's prompt with the task filled in, and which profile its
// agent runs with (a profile the workflow names that is not here is a problem, never a fall back).
#include "application/workflows/steprules.h"
#include "models/workflows/workflowevents.h"

#include <QTest>

using namespace kandesk;
using Kind = steprules::Action::Kind;

namespace {

WorkflowStep step(const QString &id, int position, StepEvents events = {})
{
    WorkflowStep s;
    s.id = id;
    s.name = id.toUpper();
    s.position = position;
    s.events = std::move(events);
    return s;
}

WorkflowAction act(QLatin1String type, QJsonObject config = {})
{
    return {type, std::move(config)};
}

Workflow threeSteps()
{
    Workflow w;
    w.name = QStringLiteral("Flow");
    w.steps = {step(QStringLiteral("a"), 0), step(QStringLiteral("b"), 1), step(QStringLiteral("c"), 2)};
    return w;
}

} // namespace

class TestStepRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void movesLeadToTheirSteps()
    {
        Workflow w = threeSteps();
        w.steps[1].events.insert(workflow::trigger::OnTurnComplete,
                                 {act(workflow::action::MoveToNext), act(workflow::action::MoveToPrevious),
                                  act(workflow::action::MoveToStep, {{workflow::StepIdKey, QStringLiteral("c")}}),
                                  act(workflow::action::MoveToStep, {{workflow::StepIdKey, QStringLiteral("gone")}})});
        const QList<steprules::Action> actions = steprules::resolve(w, w.steps.at(1), workflow::trigger::OnTurnComplete);
        QCOMPARE(actions.size(), 4);
        QCOMPARE(actions.at(0).kind, Kind::Move);
        QCOMPARE(actions.at(0).stepId, QStringLiteral("c"));
        QCOMPARE(actions.at(1).stepId, QStringLiteral("a"));
        QCOMPARE(actions.at(2).stepName, QStringLiteral("C"));
        QCOMPARE(actions.at(3).kind, Kind::NotRun);
        QVERIFY2(actions.at(3).problem.contains(QStringLiteral("no longer")), qPrintable(actions.at(3).problem));
    }

    void theEndsHaveNoNeighbour()
    {
        Workflow w = threeSteps();
        w.steps[0].events.insert(workflow::trigger::OnTurnStart, {act(workflow::action::MoveToPrevious)});
        w.steps[2].events.insert(workflow::trigger::OnTurnStart, {act(workflow::action::MoveToNext)});
        const auto first = steprules::resolve(w, w.steps.at(0), workflow::trigger::OnTurnStart);
        QCOMPARE(first.constFirst().kind, Kind::NotRun);
        QVERIFY(first.constFirst().problem.contains(QStringLiteral("first step")));
        const auto last = steprules::resolve(w, w.steps.at(2), workflow::trigger::OnTurnStart);
        QCOMPARE(last.constFirst().kind, Kind::NotRun);
        QVERIFY(last.constFirst().problem.contains(QStringLiteral("last step")));
    }

    void enteringActions()
    {
        Workflow w = threeSteps();
        w.steps[0].events.insert(workflow::trigger::OnEnter,
                                 {act(workflow::action::EnablePlanMode), act(workflow::action::ResetAgentContext),
                                  act(workflow::action::SetSessionMode, {{QStringLiteral("mode"), QStringLiteral("acceptEdits")}}),
                                  act(workflow::action::SetSessionMode), act(workflow::action::AutoStartAgent),
                                  act(QLatin1String("queue_run"))});
        QVERIFY(w.steps.at(0).startsAgent());
        QVERIFY(!w.steps.at(1).startsAgent());
        const auto actions = steprules::resolve(w, w.steps.at(0), workflow::trigger::OnEnter);
        QCOMPARE(actions.size(), 6);
        QCOMPARE(actions.at(0).kind, Kind::PlanMode);
        QVERIFY(actions.at(0).on);
        QCOMPARE(actions.at(1).kind, Kind::ResetContext);
        QCOMPARE(actions.at(2).kind, Kind::SessionMode);
        QCOMPARE(actions.at(2).mode, QStringLiteral("acceptEdits"));
        QCOMPARE(actions.at(3).kind, Kind::NotRun); // a mode change that names no mode
        QCOMPARE(actions.at(4).kind, Kind::StartAgent);
        QCOMPARE(actions.at(5).kind, Kind::NotRun);
        QVERIFY(actions.at(5).problem.contains(QStringLiteral("queue_run")));
    }

    void thePromptIsFilledIn()
    {
        Workflow w = threeSteps();
        w.prompt = QStringLiteral("Task {task_id}.");
        w.steps[0].prompt = QStringLiteral("Do {{task_prompt}} on {{task_branch}} ({{task_title}}: {{task_description}})");
        Task task;
        task.id = QStringLiteral("t1");
        task.title = QStringLiteral("Login");
        task.description = QStringLiteral("add a login page");
        task.branch = QStringLiteral("kandesk/login");
        QCOMPARE(steprules::prompt(w, w.steps.at(0), task),
                 QStringLiteral("Task t1.\n\nDo add a login page on kandesk/login (Login: add a login page)"));
        task.description.clear();
        w.prompt.clear();
        QCOMPARE(steprules::prompt(w, w.steps.at(0), task), QStringLiteral("Do Login on kandesk/login (Login: )"));
        QVERIFY(steprules::prompt(w, w.steps.at(1), task).isEmpty());
    }

    void theProfileComesFromTheStepTheWorkflowOrTheTask()
    {
        Workflow w = threeSteps();
        Task task;
        task.agentProfileId = QStringLiteral("task-profile");
        QCOMPARE(steprules::profile(w, w.steps.at(0), task).id, QStringLiteral("task-profile"));
        w.agentProfileId = QStringLiteral("workflow-profile");
        QCOMPARE(steprules::profile(w, w.steps.at(0), task).id, QStringLiteral("workflow-profile"));
        w.steps[0].agentProfileId = QStringLiteral("step-profile");
        QCOMPARE(steprules::profile(w, w.steps.at(0), task).id, QStringLiteral("step-profile"));
        // Named but not here: a problem, not the workflow's or the task's.
        w.steps[1].agentProfile = {QStringLiteral("Claude Code"), QStringLiteral("opus"), {}};
        const steprules::Profile missing = steprules::profile(w, w.steps.at(1), task);
        QVERIFY(missing.id.isEmpty());
        QVERIFY2(missing.problem.contains(QStringLiteral("Claude Code, opus")), qPrintable(missing.problem));
    }
};

QTEST_GUILESS_MAIN(TestStepRules)
#include "tst_steprules.moc"
