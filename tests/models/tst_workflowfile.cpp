// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "models/workflows/workflowevents.h"
#include "models/workflows/workflowfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace kandesk;

namespace {

namespace trigger = kandesk::workflow::trigger;
namespace action = kandesk::workflow::action;

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/workflows/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(file.fileName()));
    return file.readAll();
}

WorkflowAction makeAction(const QString &type, const QJsonObject &config = {})
{
    return WorkflowAction{type, config};
}

QJsonObject stepPosition(int position)
{
    return QJsonObject{{QString(workflow::StepPositionKey), position}};
}

// ---- Comparing workflows field by field, naming the first fields that differ -------------------------------

QString shown(const QString &value)
{
    return QLatin1Char('"') + value + QLatin1Char('"');
}

QString shown(int value)
{
    return QString::number(value);
}

QString shown(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

QString shown(const QJsonObject &value)
{
    return QString::fromUtf8(QJsonDocument(value).toJson(QJsonDocument::Compact));
}

QString shown(const AgentProfileRef &value)
{
    return QStringLiteral("{%1, %2, %3}").arg(value.agentName, value.model, value.mode);
}

QString shown(const StepEvents &events)
{
    QJsonObject object;
    for (auto it = events.constBegin(); it != events.constEnd(); ++it) {
        QJsonArray actions;
        for (const WorkflowAction &each : it.value())
            actions.append(QJsonObject{{QStringLiteral("type"), each.type}, {QStringLiteral("config"), each.config}});
        object.insert(it.key(), actions);
    }
    return shown(object);
}

template<typename T>
void noteDifference(QStringList &differences, const QString &field, const T &actual, const T &expected)
{
    if (!(actual == expected))
        differences.append(QStringLiteral("%1: %2, expected %3").arg(field, shown(actual), shown(expected)));
}

void noteStepDifferences(QStringList &out, const QString &at, const WorkflowStep &a, const WorkflowStep &b)
{
    noteDifference(out, at + QStringLiteral(".id"), a.id, b.id);
    noteDifference(out, at + QStringLiteral(".workflowId"), a.workflowId, b.workflowId);
    noteDifference(out, at + QStringLiteral(".name"), a.name, b.name);
    noteDifference(out, at + QStringLiteral(".position"), a.position, b.position);
    noteDifference(out, at + QStringLiteral(".color"), a.color, b.color);
    noteDifference(out, at + QStringLiteral(".prompt"), a.prompt, b.prompt);
    noteDifference(out, at + QStringLiteral(".isStartStep"), a.isStartStep, b.isStartStep);
    noteDifference(out, at + QStringLiteral(".showInCommandPanel"), a.showInCommandPanel, b.showInCommandPanel);
    noteDifference(out, at + QStringLiteral(".allowManualMove"), a.allowManualMove, b.allowManualMove);
    noteDifference(out, at + QStringLiteral(".autoArchiveAfterHours"), a.autoArchiveAfterHours,
                   b.autoArchiveAfterHours);
    noteDifference(out, at + QStringLiteral(".wipLimit"), a.wipLimit, b.wipLimit);
    noteDifference(out, at + QStringLiteral(".agentProfile"), a.agentProfile, b.agentProfile);
    noteDifference(out, at + QStringLiteral(".agentProfileId"), a.agentProfileId, b.agentProfileId);
    noteDifference(out, at + QStringLiteral(".events"), a.events, b.events);
    noteDifference(out, at + QStringLiteral(".extra"), a.extra, b.extra);
}

void noteWorkflowDifferences(QStringList &out, const QString &at, const Workflow &a, const Workflow &b)
{
    noteDifference(out, at + QStringLiteral(".id"), a.id, b.id);
    noteDifference(out, at + QStringLiteral(".workspaceId"), a.workspaceId, b.workspaceId);
    noteDifference(out, at + QStringLiteral(".name"), a.name, b.name);
    noteDifference(out, at + QStringLiteral(".description"), a.description, b.description);
    noteDifference(out, at + QStringLiteral(".prompt"), a.prompt, b.prompt);
    noteDifference(out, at + QStringLiteral(".agentProfile"), a.agentProfile, b.agentProfile);
    noteDifference(out, at + QStringLiteral(".agentProfileId"), a.agentProfileId, b.agentProfileId);
    noteDifference(out, at + QStringLiteral(".extra"), a.extra, b.extra);
    noteDifference(out, at + QStringLiteral(".steps.size"), int(a.steps.size()), int(b.steps.size()));
    for (qsizetype i = 0; i < std::min(a.steps.size(), b.steps.size()); ++i)
        noteStepDifferences(out, at + QStringLiteral(".steps[%1]").arg(i), a.steps.at(i), b.steps.at(i));
}

// Empty when equal; else one line per differing field. Workflow has no operator==.
QString differences(const QList<Workflow> &actual, const QList<Workflow> &expected)
{
    QStringList out;
    noteDifference(out, QStringLiteral("size"), int(actual.size()), int(expected.size()));
    for (qsizetype i = 0; i < std::min(actual.size(), expected.size()); ++i)
        noteWorkflowDifferences(out, QStringLiteral("workflows[%1]").arg(i), actual.at(i), expected.at(i));
    return out.join(QLatin1Char('\n'));
}

// ---- Workflows built in code -----------------------------------------------------------------------------------

WorkflowStep step(const QString &name, int position)
{
    WorkflowStep made;
    made.name = name;
    made.position = position;
    return made;
}

Workflow workflowWithStepIds()
{
    Workflow board;
    board.id = QStringLiteral("wf-1");
    board.name = QStringLiteral("Stored Board");
    WorkflowStep todo = step(QStringLiteral("Todo"), 0);
    todo.id = QStringLiteral("step-todo");
    WorkflowStep review = step(QStringLiteral("Review"), 1);
    review.id = QStringLiteral("step-review");
    WorkflowStep done = step(QStringLiteral("Done"), 2);
    done.id = QStringLiteral("step-done");
    const QJsonObject toReview{{QString(workflow::StepIdKey), review.id},
                               {QStringLiteral("note"), QStringLiteral("kept")}};
    todo.events.insert(trigger::OnTurnComplete, {makeAction(action::MoveToStep, toReview)});
    review.events.insert(trigger::OnTurnStart,
                         {makeAction(action::MoveToStep, QJsonObject{{QString(workflow::StepIdKey), todo.id}})});
    done.events.insert(trigger::OnTurnStart, {makeAction(action::MoveToStep, stepPosition(1))});
    board.steps = {todo, review, done};
    return board;
}

} // namespace

class TestWorkflowFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsKandevWorkedExample()
    {
        const Expected<QList<Workflow>> read = workflowfile::read(fixture(QStringLiteral("kandev-worked-example.yml")));
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QCOMPARE(read->size(), 2);

        const Workflow &kanban = read->at(0);
        QCOMPARE(kanban.name, QStringLiteral("Simple Kanban"));
        QCOMPARE(kanban.description, QStringLiteral("Assign → run → review loop."));
        QVERIFY(kanban.prompt.isEmpty());
        QVERIFY(kanban.agentProfile.isEmpty());
        QVERIFY(kanban.id.isEmpty());
        QVERIFY(kanban.workspaceId.isEmpty());
        QVERIFY(kanban.agentProfileId.isEmpty());
        QVERIFY(kanban.extra.isEmpty());
        QCOMPARE(kanban.steps.size(), 4);

        const WorkflowStep &backlog = kanban.steps.at(0);
        QCOMPARE(backlog.name, QStringLiteral("Backlog"));
        QCOMPARE(backlog.position, 0);
        QCOMPARE(backlog.color, QStringLiteral("bg-neutral-400"));
        QCOMPARE(backlog.isStartStep, false);
        QCOMPARE(backlog.showInCommandPanel, false);
        QCOMPARE(backlog.allowManualMove, true);
        QCOMPARE(backlog.autoArchiveAfterHours, 0);
        QVERIFY(backlog.prompt.isEmpty());
        QVERIFY(backlog.agentProfile.isEmpty());
        QCOMPARE(backlog.events, (StepEvents{{trigger::OnTurnStart, {makeAction(action::MoveToNext)}}}));

        const WorkflowStep &inProgress = kanban.steps.at(1);
        QCOMPARE(inProgress.name, QStringLiteral("In Progress"));
        QCOMPARE(inProgress.position, 1);
        QCOMPARE(inProgress.color, QStringLiteral("bg-blue-500"));
        QCOMPARE(inProgress.isStartStep, true);
        QCOMPARE(inProgress.showInCommandPanel, true);
        QCOMPARE(inProgress.allowManualMove, true);
        QCOMPARE(inProgress.autoArchiveAfterHours, 0);
        QCOMPARE(inProgress.events,
                 (StepEvents{{trigger::OnEnter, {makeAction(action::AutoStartAgent)}},
                             {trigger::OnTurnComplete, {makeAction(action::MoveToStep, stepPosition(2))}}}));
        QVERIFY(inProgress.startsAgent());

        const WorkflowStep &review = kanban.steps.at(2);
        QCOMPARE(review.name, QStringLiteral("Review"));
        QCOMPARE(review.position, 2);
        QCOMPARE(review.color, QStringLiteral("bg-yellow-500"));
        QCOMPARE(review.isStartStep, false);
        QCOMPARE(review.showInCommandPanel, true);
        QCOMPARE(review.allowManualMove, true);
        QCOMPARE(review.events,
                 (StepEvents{{trigger::OnTurnStart, {makeAction(action::MoveToPrevious)}}}));

        const WorkflowStep &done = kanban.steps.at(3);
        QCOMPARE(done.name, QStringLiteral("Done"));
        QCOMPARE(done.position, 3);
        QCOMPARE(done.color, QStringLiteral("bg-green-500"));
        QCOMPARE(done.isStartStep, false);
        QCOMPARE(done.showInCommandPanel, false);
        QCOMPARE(done.allowManualMove, true);
        QCOMPARE(done.autoArchiveAfterHours, 168);
        QCOMPARE(done.events,
                 (StepEvents{{trigger::OnTurnStart, {makeAction(action::MoveToStep, stepPosition(1))}}}));
        for (const WorkflowStep &each : kanban.steps) {
            QVERIFY(each.id.isEmpty());
            QVERIFY(each.workflowId.isEmpty());
            QVERIFY(each.agentProfileId.isEmpty());
            QVERIFY(each.extra.isEmpty());
        }

        const Workflow &planBuild = read->at(1);
        QCOMPARE(planBuild.name, QStringLiteral("Plan & Build"));
        QCOMPARE(planBuild.description, QStringLiteral("Plan first, then implement."));
        QVERIFY(planBuild.prompt.isEmpty());
        QCOMPARE(planBuild.agentProfile, (AgentProfileRef{QStringLiteral("Claude Code"), QStringLiteral("claude-opus-4-7"),
                                                          QStringLiteral("default")}));
        QCOMPARE(planBuild.steps.size(), 2);

        const WorkflowStep &plan = planBuild.steps.at(0);
        QCOMPARE(plan.name, QStringLiteral("Plan"));
        QCOMPARE(plan.position, 0);
        QCOMPARE(plan.color, QStringLiteral("bg-purple-500"));
        QCOMPARE(plan.isStartStep, true);
        QCOMPARE(plan.showInCommandPanel, true);
        QCOMPARE(plan.allowManualMove, true);
        QCOMPARE(plan.autoArchiveAfterHours, 0);
        QCOMPARE(plan.prompt,
                 QStringLiteral("Analyze the task and produce an implementation plan. Do not write code.\n"
                                "Save the plan with create_task_plan_kandev, then stop for review.\n"));
        QCOMPARE(plan.agentProfile, (AgentProfileRef{QStringLiteral("Claude Code"), QStringLiteral("claude-opus-4-7"),
                                                     QStringLiteral("plan")}));
        QCOMPARE(plan.events,
                 (StepEvents{{trigger::OnEnter,
                              {makeAction(action::EnablePlanMode), makeAction(action::AutoStartAgent)}},
                             {trigger::OnExit, {makeAction(action::DisablePlanMode)}}}));

        const WorkflowStep &implementation = planBuild.steps.at(1);
        QCOMPARE(implementation.name, QStringLiteral("Implementation"));
        QCOMPARE(implementation.position, 1);
        QCOMPARE(implementation.color, QStringLiteral("bg-blue-500"));
        QCOMPARE(implementation.isStartStep, false);
        QCOMPARE(implementation.showInCommandPanel, true);
        QCOMPARE(implementation.allowManualMove, true);
        QCOMPARE(implementation.prompt,
                 QStringLiteral("Retrieve the plan with get_task_plan_kandev, then implement it.\n"));
        QVERIFY(implementation.agentProfile.isEmpty());
        QCOMPARE(implementation.events,
                 (StepEvents{{trigger::OnEnter, {makeAction(action::AutoStartAgent)}}}));
    }

    void rejectsInvalidFixture_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("version 2") << QStringLiteral("invalid-version.yml") << 2
                                   << QStringLiteral("version: \"2\" is not supported");
        QTest::newRow("wrong type") << QStringLiteral("invalid-type.yml") << 3
                                    << QStringLiteral("type: must be kandev_workflow");
        QTest::newRow("no workflows") << QStringLiteral("invalid-empty-workflows.yml") << 4
                                      << QStringLiteral("workflows: the file has no workflows");
        QTest::newRow("workflow without name") << QStringLiteral("invalid-workflow-without-name.yml") << 7
                                               << QStringLiteral("workflows[1].name: a workflow needs a name");
        QTest::newRow("step without name") << QStringLiteral("invalid-step-without-name.yml") << 9
                                           << QStringLiteral("workflows[0].steps[1].name: a step needs a name");
        QTest::newRow("duplicate position")
            << QStringLiteral("invalid-duplicate-position.yml") << 12
            << QStringLiteral("workflows[0].steps[1].position: 1 is used by step \"Plan\" too");
        QTest::newRow("dangling step_position")
            << QStringLiteral("invalid-dangling-step-position.yml") << 13
            << QStringLiteral("workflows[0].steps[0].events.on_turn_complete[0].config.step_position: "
                              "no step of this workflow has position 5");
        QTest::newRow("move_to_step without step_position")
            << QStringLiteral("invalid-move-without-step-position.yml") << 13
            << QStringLiteral("workflows[0].steps[1].events.on_turn_start[0].config.step_position: "
                              "move_to_step needs the position of its target step");
        QTest::newRow("unknown action")
            << QStringLiteral("invalid-unknown-action.yml") << 11
            << QStringLiteral("workflows[0].steps[0].events.on_enter[0].type: \"auto_start\" is not an action kandev "
                              "knows; on_enter allows enable_plan_mode, auto_start_agent, reset_agent_context");
        QTest::newRow("action not allowed")
            << QStringLiteral("invalid-action-not-allowed.yml") << 13
            << QStringLiteral("workflows[0].steps[0].events.on_exit[0].type: on_exit does not allow "
                              "\"auto_start_agent\"; it allows disable_plan_mode");
        QTest::newRow("position not a number")
            << QStringLiteral("invalid-position-not-integer.yml") << 8
            << QStringLiteral("workflows[0].steps[0].position: \"abc\" is not a whole number");
        QTest::newRow("syntax error") << QStringLiteral("invalid-syntax.yml") << 8
                                      << QStringLiteral("line 8: end of sequence");
    }

    void rejectsInvalidFixture()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, message);
        const Expected<QList<Workflow>> read = workflowfile::read(fixture(file));
        QVERIFY(!read.ok());
        const QString prefix = QStringLiteral("line %1: ").arg(line);
        QVERIFY2(read.error().startsWith(prefix), qPrintable(read.error()));
        QVERIFY2(read.error().contains(message), qPrintable(read.error()));
    }

    void rejectsInvalidText_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("error");
        const QByteArray head = "version: 1\ntype: kandev_workflow\nworkflows:\n  - name: Board\n    steps:\n";
        QTest::newRow("empty") << QByteArray() << QStringLiteral("line 1: the file is empty");
        QTest::newRow("comments only") << QByteArray("# nothing\n") << QStringLiteral("line 1: the file is empty");
        QTest::newRow("a list") << QByteArray("- version: 1\n")
                                << QStringLiteral("line 1: not a kandev workflow file");
        QTest::newRow("a word") << QByteArray("hello\n") << QStringLiteral("line 1: not a kandev workflow file");
        QTest::newRow("no version") << QByteArray("type: kandev_workflow\nworkflows: []\n")
                                    << QStringLiteral("line 1: version: missing");
        QTest::newRow("version 1.0") << QByteArray("version: 1.0\n")
                                     << QStringLiteral("line 1: version: \"1.0\" is not supported");
        QTest::newRow("no type") << QByteArray("version: 1\n")
                                 << QStringLiteral("line 1: type: must be kandev_workflow");
        QTest::newRow("no workflows key") << QByteArray("version: 1\ntype: kandev_workflow\n")
                                          << QStringLiteral("line 1: workflows: the file has no workflows");
        QTest::newRow("workflows a map") << QByteArray("version: 1\ntype: kandev_workflow\nworkflows:\n  a: b\n")
                                         << QStringLiteral("line 4: workflows: must be a list of workflows");
        QTest::newRow("is_start_step maybe")
            << head + "      - name: Todo\n        position: 0\n        is_start_step: maybe\n"
            << QStringLiteral("line 8: workflows[0].steps[0].is_start_step: \"maybe\" is not true or false");
        QTest::newRow("position missing") << head + "      - name: Todo\n        color: bg-blue-500\n"
                                          << QStringLiteral("line 6: workflows[0].steps[0].position: a step needs a "
                                                            "position");
        QTest::newRow("position 1.5") << head + "      - name: Todo\n        position: 1.5\n"
                                      << QStringLiteral("line 7: workflows[0].steps[0].position: \"1.5\" is not a "
                                                        "whole number");
        QTest::newRow("auto archive text")
            << head + "      - name: Todo\n        position: 0\n        auto_archive_after_hours: soon\n"
            << QStringLiteral("line 8: workflows[0].steps[0].auto_archive_after_hours: \"soon\" is not a whole number");
        QTest::newRow("wip limit below 0")
            << head + "      - name: Todo\n        position: 0\n        wip_limit: -1\n"
            << QStringLiteral("line 8: workflows[0].steps[0].wip_limit: a limit of agents at work cannot be below 0 (0: no limit)");
        QTest::newRow("name a map") << head + "      - name: {first: To, last: do}\n        position: 0\n"
                                    << QStringLiteral("line 6: workflows[0].steps[0].name: must be text, not a map");
        QTest::newRow("agent_profile without agent_name")
            << head + "      - name: Todo\n        position: 0\n        agent_profile:\n          model: m\n"
            << QStringLiteral("line 9: workflows[0].steps[0].agent_profile.agent_name: an agent profile needs the "
                              "agent's name");
        QTest::newRow("events a list") << head + "      - name: Todo\n        position: 0\n        events: [on_enter]\n"
                                       << QStringLiteral("line 8: workflows[0].steps[0].events: must map trigger names "
                                                         "to lists of actions");
        QTest::newRow("action without type")
            << head + "      - name: Todo\n        position: 0\n        events:\n          on_enter:\n"
                      "            - config: {a: 1}\n"
            << QStringLiteral("line 10: workflows[0].steps[0].events.on_enter[0].type: an action needs a type");
        QTest::newRow("config with step_id only")
            << head + "      - name: Todo\n        position: 0\n        events:\n          on_turn_start:\n"
                      "            - type: move_to_step\n              config:\n                step_id: abc\n"
            << QStringLiteral("line 12: workflows[0].steps[0].events.on_turn_start[0].config.step_position: "
                              "move_to_step needs the position of its target step");
        QTest::newRow("steps a word") << QByteArray("version: 1\ntype: kandev_workflow\nworkflows:\n  - name: B\n"
                                                    "    steps: none\n")
                                      << QStringLiteral("line 5: workflows[0].steps: must be a list of steps");
        QTest::newRow("self-referencing alias")
            << head + "      - name: Todo\n        position: 0\n        loop: &a [*a]\n"
            << QStringLiteral("line 8: workflows[0].steps[0].loop: nested more than 64 levels deep");
        QTest::newRow("unclosed quote") << QByteArray("version: 1\ntype: \"kandev_workflow\n")
                                        << QStringLiteral("line 2: ");
    }

    void rejectsInvalidText()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, error);
        const Expected<QList<Workflow>> read = workflowfile::read(yaml);
        QVERIFY(!read.ok());
        QVERIFY2(read.error().startsWith(error), qPrintable(read.error()));
    }

    void keepsAnAgentProfileThatMatchesNothing()
    {
        const Expected<QList<Workflow>> read =
            workflowfile::read(fixture(QStringLiteral("agent-profile-unmatched.yml")));
        QVERIFY2(read.ok(), qPrintable(read.error()));
        const Workflow &foreign = read->at(0);
        QCOMPARE(foreign.agentProfile, (AgentProfileRef{QStringLiteral("Nobody's Agent"),
                                                        QStringLiteral("made-up-model-9"), QStringLiteral("yolo")}));
        QVERIFY(foreign.agentProfileId.isEmpty());
        QCOMPARE(foreign.steps.at(0).agentProfile, (AgentProfileRef{QStringLiteral("Another Stranger"), {}, {}}));
        QVERIFY(foreign.steps.at(0).agentProfileId.isEmpty());
    }

    void roundTripKeepsWorkedExample()
    {
        const Expected<QList<Workflow>> first =
            workflowfile::read(fixture(QStringLiteral("kandev-worked-example.yml")));
        QVERIFY2(first.ok(), qPrintable(first.error()));
        const QByteArray written = workflowfile::write(*first);
        const Expected<QList<Workflow>> second = workflowfile::read(written);
        QVERIFY2(second.ok(), qPrintable(second.error() + QLatin1Char('\n') + QString::fromUtf8(written)));
        QCOMPARE(differences(*second, *first), QString());
        // Writing what was read back gives the same file.
        QCOMPARE(workflowfile::write(*second), written);
    }

    void writesStepIdAsStepPosition()
    {
        const QByteArray written = workflowfile::write({workflowWithStepIds()});
        QVERIFY2(!written.contains("step_id"), written.constData());
        const Expected<QList<Workflow>> read = workflowfile::read(written);
        QVERIFY2(read.ok(), qPrintable(read.error() + QLatin1Char('\n') + QString::fromUtf8(written)));
        const QList<WorkflowStep> &steps = read->at(0).steps;
        QJsonObject toReview = stepPosition(1);
        toReview.insert(QStringLiteral("note"), QStringLiteral("kept"));
        QCOMPARE(steps.at(0).actions(trigger::OnTurnComplete),
                 QList<WorkflowAction>{makeAction(action::MoveToStep, toReview)});
        QCOMPARE(steps.at(1).actions(trigger::OnTurnStart),
                 QList<WorkflowAction>{makeAction(action::MoveToStep, stepPosition(0))});
        // A step_position already there is kept as it is.
        QCOMPARE(steps.at(2).actions(trigger::OnTurnStart),
                 QList<WorkflowAction>{makeAction(action::MoveToStep, stepPosition(1))});
        QVERIFY(read->at(0).id.isEmpty());
        QVERIFY(steps.at(0).id.isEmpty());
    }

    void keepsAStepIdThatNamesNoStep()
    {
        Workflow board = workflowWithStepIds();
        const QJsonObject gone{{QString(workflow::StepIdKey), QStringLiteral("step-deleted")}};
        board.steps[0].events[trigger::OnTurnComplete] = {makeAction(action::MoveToStep, gone)};
        const QByteArray written = workflowfile::write({board});
        QVERIFY2(written.contains("step_id: step-deleted"), written.constData());
        // Such a file is not one kandev (or read()) accepts: the caller resolves its targets first.
        QVERIFY(!workflowfile::read(written).ok());
    }

    void keepsUnknownKeys()
    {
        const Expected<QList<Workflow>> first = workflowfile::read(fixture(QStringLiteral("unknown-keys.yml")));
        QVERIFY2(first.ok(), qPrintable(first.error()));
        const Workflow &office = first->at(0);
        QCOMPARE(office.extra.value(QStringLiteral("owner")), QJsonValue(QStringLiteral("team-a")));
        QCOMPARE(office.extra.value(QStringLiteral("labels")),
                 QJsonValue(QJsonArray{QStringLiteral("ops"), QStringLiteral("2026")}));
        const WorkflowStep &inbox = office.steps.at(0);
        const QJsonObject review{{QStringLiteral("required"), true},
                                 {QStringLiteral("reviewers"),
                                  QJsonArray{QStringLiteral("alice"), QStringLiteral("bob")}},
                                 {QStringLiteral("quorum"), 2},
                                 {QStringLiteral("ratio"), 0.5},
                                 {QStringLiteral("note"), QJsonValue::Null}};
        QCOMPARE(inbox.extra.value(QStringLiteral("review")).toObject(), review);
        const QJsonObject queueRun{{QStringLiteral("target"), QStringLiteral("primary")},
                                   {QStringLiteral("task_id"), QStringLiteral("this")},
                                   {QStringLiteral("reason"), QStringLiteral("task_comment")}};
        QCOMPARE(inbox.events,
                 (StepEvents{{QStringLiteral("on_comment"), {makeAction(QStringLiteral("queue_run"), queueRun)}}}));
        const QJsonObject dawn{{QStringLiteral("when"), QStringLiteral("dawn")}};
        const QJsonObject wakeUp{{QStringLiteral("type"), QStringLiteral("wake_up")}, {QStringLiteral("config"), dawn}};
        QCOMPARE(inbox.extra.value(QStringLiteral("events")).toObject(),
                 (QJsonObject{{QStringLiteral("on_sunrise"), QJsonArray{wakeUp}}}));

        const QByteArray written = workflowfile::write(*first);
        for (const char *expected : {"owner: team-a", "- \"2026\"", "review:", "quorum: 2", "ratio: 0.5", "note: ~",
                                     "on_comment:", "type: queue_run", "task_id: this", "on_sunrise:", "when: dawn"})
            QVERIFY2(written.contains(expected), qPrintable(QString::fromUtf8(expected) + QStringLiteral(" in\n") +
                                                            QString::fromUtf8(written)));
        // The unknown trigger is written under events, after the known ones, not as a key of its own.
        QVERIFY2(written.contains("          on_sunrise:\n            - type: wake_up\n              config:\n"),
                 written.constData());
        QVERIFY(written.indexOf("on_comment:") < written.indexOf("on_sunrise:"));

        const Expected<QList<Workflow>> second = workflowfile::read(written);
        QVERIFY2(second.ok(), qPrintable(second.error() + QLatin1Char('\n') + QString::fromUtf8(written)));
        QCOMPARE(differences(*second, *first), QString());
    }

    void writerOmitsEmptyFieldsAndWritesTheRequiredOnes()
    {
        Workflow minimal;
        minimal.name = QStringLiteral("Minimal");
        WorkflowStep todo = step(QStringLiteral("Todo"), 0);
        WorkflowStep done = step(QStringLiteral("Done"), 1);
        done.color = QStringLiteral("bg-green-500");
        done.isStartStep = true;
        done.showInCommandPanel = true;
        done.allowManualMove = false;
        done.autoArchiveAfterHours = 24;
        done.prompt = QStringLiteral("Wrap up.");
        done.agentProfile = {QStringLiteral("Codex"), {}, {}};
        done.events.insert(trigger::OnEnter, {makeAction(action::AutoStartAgent)});
        minimal.steps = {done, todo}; // written by position
        const QByteArray expected = "version: 1\n"
                                    "type: kandev_workflow\n"
                                    "workflows:\n"
                                    "  - name: Minimal\n"
                                    "    steps:\n"
                                    "      - name: Todo\n"
                                    "        position: 0\n"
                                    "        color: \"\"\n"
                                    "        is_start_step: false\n"
                                    "        show_in_command_panel: false\n"
                                    "        allow_manual_move: true\n"
                                    "        events: {}\n"
                                    "      - name: Done\n"
                                    "        position: 1\n"
                                    "        color: bg-green-500\n"
                                    "        prompt: Wrap up.\n"
                                    "        is_start_step: true\n"
                                    "        show_in_command_panel: true\n"
                                    "        allow_manual_move: false\n"
                                    "        auto_archive_after_hours: 24\n"
                                    "        agent_profile:\n"
                                    "          agent_name: Codex\n"
                                    "        events:\n"
                                    "          on_enter:\n"
                                    "            - type: auto_start_agent\n";
        QCOMPARE(workflowfile::write({minimal}), expected);
    }

    void writesWorkflowFieldsInOrder()
    {
        Workflow full;
        full.name = QStringLiteral("Full");
        full.description = QStringLiteral("Every field.");
        full.prompt = QStringLiteral("Be brief.\nBe kind.\n");
        full.agentProfile = {QStringLiteral("Claude Code"), QStringLiteral("opus"), QStringLiteral("plan")};
        full.extra.insert(QStringLiteral("owner"), QStringLiteral("team-a"));
        const QByteArray expected = "version: 1\n"
                                    "type: kandev_workflow\n"
                                    "workflows:\n"
                                    "  - name: Full\n"
                                    "    description: Every field.\n"
                                    "    prompt: |\n"
                                    "      Be brief.\n"
                                    "      Be kind.\n"
                                    "\n"
                                    "    agent_profile:\n"
                                    "      agent_name: Claude Code\n"
                                    "      model: opus\n"
                                    "      mode: plan\n"
                                    "    steps: []\n"
                                    "    owner: team-a\n";
        const QByteArray written = workflowfile::write({full});
        QCOMPARE(written, expected);
        const Expected<QList<Workflow>> read = workflowfile::read(written);
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QCOMPARE(differences(*read, {full}), QString());
    }

    void textSurvivesRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        const QStringList texts{
            QStringLiteral("123"),        QStringLiteral("-7"),         QStringLiteral("1.5"),
            QStringLiteral("1e3"),        QStringLiteral("true"),       QStringLiteral("False"),
            QStringLiteral("yes"),        QStringLiteral("off"),        QStringLiteral("null"),
            QStringLiteral("~"),          QStringLiteral(".inf"),       QStringLiteral("0x1F"),
            QStringLiteral(" leading"),   QStringLiteral("trailing "),  QStringLiteral("a: b"),
            QStringLiteral("#hash"),      QStringLiteral("- dash"),     QStringLiteral("'single'"),
            QStringLiteral("\"double\""), QStringLiteral("{flow}"),     QStringLiteral("[list]"),
            QStringLiteral("&anchor"),    QStringLiteral("*alias"),     QStringLiteral("!tag"),
            QStringLiteral("%percent"),   QStringLiteral("@at"),        QStringLiteral("`tick`"),
            QStringLiteral("é → ü ✓"),    QStringLiteral("tab\there"),  QStringLiteral("bell\x07"),
            QStringLiteral("one line\n"), QStringLiteral("two\nlines"), QStringLiteral("two\nlines\n"),
            QStringLiteral("ends\n\n"),   QStringLiteral("\nstarts"),   QStringLiteral("  indented\nnext\n"),
            QStringLiteral("a\n  b\n"),   QStringLiteral("a\n\nb\n"),   QStringLiteral("a\n   \nb\n"),
            QStringLiteral("a\r\nb\n"),   QStringLiteral("|\n"),        QStringLiteral("a # not a comment\n"),
        };
        for (const QString &text : texts)
            QTest::newRow(qPrintable(QString::fromUtf8(QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact))))
                << text;
    }

    void textSurvivesRoundTrip()
    {
        QFETCH(QString, text);
        Workflow odd;
        odd.name = text.trimmed().isEmpty() ? QStringLiteral("x") : text;
        odd.description = text;
        odd.prompt = text;
        odd.extra.insert(text, text);
        WorkflowStep only = step(text.trimmed().isEmpty() ? QStringLiteral("x") : text, 0);
        only.color = text;
        only.prompt = text;
        only.extra.insert(QStringLiteral("note"), text);
        only.wipLimit = 3;
        only.events.insert(trigger::OnEnter,
                           {makeAction(QStringLiteral("queue_run"), QJsonObject{{QStringLiteral("reason"), text}})});
        odd.steps = {only};
        const QByteArray written = workflowfile::write({odd});
        const Expected<QList<Workflow>> read = workflowfile::read(written);
        QVERIFY2(read.ok(), qPrintable(read.error() + QLatin1Char('\n') + QString::fromUtf8(written)));
        QCOMPARE(differences(*read, {odd}), QString());
    }

    void numbersAndNullsInExtraKeepTheirTypes()
    {
        Workflow typed;
        typed.name = QStringLiteral("Typed");
        typed.extra = QJsonObject{{QStringLiteral("int"), 42},
                                  {QStringLiteral("big"), qint64(1) << 40},
                                  {QStringLiteral("negative"), -3},
                                  {QStringLiteral("double"), 0.1},
                                  {QStringLiteral("huge"), 1e300},
                                  {QStringLiteral("bool"), false},
                                  {QStringLiteral("null"), QJsonValue::Null},
                                  {QStringLiteral("text"), QStringLiteral("42")},
                                  {QStringLiteral("empty map"), QJsonObject{}},
                                  {QStringLiteral("empty list"), QJsonArray{}},
                                  {QStringLiteral("nested"),
                                   QJsonArray{QJsonArray{1, 2}, QJsonObject{{QStringLiteral("k"), 1.25}}}}};
        const QByteArray written = workflowfile::write({typed});
        QVERIFY2(written.contains("int: 42\n"), written.constData());
        QVERIFY2(written.contains("double: 0.1\n"), written.constData());
        QVERIFY2(written.contains("text: \"42\"\n"), written.constData());
        const Expected<QList<Workflow>> read = workflowfile::read(written);
        QVERIFY2(read.ok(), qPrintable(read.error() + QLatin1Char('\n') + QString::fromUtf8(written)));
        QCOMPARE(read->at(0).extra, typed.extra);
        QCOMPARE(read->at(0).extra.value(QStringLiteral("text")).type(), QJsonValue::String);
    }

    void sortsStepsByPosition()
    {
        const QByteArray yaml = "version: 1\ntype: kandev_workflow\nworkflows:\n  - name: Shuffled\n    steps:\n"
                                "      - {name: C, position: 7}\n"
                                "      - {name: A, position: 0}\n"
                                "      - {name: B, position: 3, events: {on_turn_start: [{type: move_to_step, "
                                "config: {step_position: 7}}]}}\n";
        const Expected<QList<Workflow>> read = workflowfile::read(yaml);
        QVERIFY2(read.ok(), qPrintable(read.error()));
        QStringList names;
        for (const WorkflowStep &each : read->at(0).steps)
            names.append(each.name);
        QCOMPARE(names, (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
        QCOMPARE(read->at(0).steps.at(1).actions(trigger::OnTurnStart).at(0).config, stepPosition(7));
    }

    void readsLenientScalarsAndNulls()
    {
        const QByteArray yaml = "version: \"1\"\ntype: kandev_workflow\nworkflows:\n  - name: Lenient\n"
                                "    description:\n    steps:\n"
                                "      - name: Todo\n        position: \"0\"\n        is_start_step: yes\n"
                                "        allow_manual_move: False\n        events:\n"
                                "          on_enter:\n          on_turn_start:\n"
                                "            - type: move_to_step\n              config: {step_position: \"0\"}\n";
        const Expected<QList<Workflow>> read = workflowfile::read(yaml);
        QVERIFY2(read.ok(), qPrintable(read.error()));
        const WorkflowStep &todo = read->at(0).steps.at(0);
        QVERIFY(read->at(0).description.isEmpty());
        QCOMPARE(todo.position, 0);
        QCOMPARE(todo.isStartStep, true);
        QCOMPARE(todo.allowManualMove, false);
        QCOMPARE(todo.events.value(trigger::OnEnter), QList<WorkflowAction>{});
        QVERIFY(todo.events.contains(trigger::OnEnter));
        // The target's position becomes an integer, as the importer expects.
        QCOMPARE(todo.events.value(trigger::OnTurnStart).at(0).config, stepPosition(0));
    }
};

QTEST_GUILESS_MAIN(TestWorkflowFile)
#include "tst_workflowfile.moc"
