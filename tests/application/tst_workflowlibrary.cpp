// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// A workspace's workflows through the application's door, over a real database: kandev's workflow
// files imported with kandev's rules (the whole file checked first, a workflow whose name the
// workspace has is skipped, agent profiles matched by agent name, model and mode or else left
// unset and reported), Kandesk's templates, an export that imports back into another home as the
// same workflow, and the rules for deleting one.
#include "application/stores.h"
#include "application/workflows/workflowlibrary.h"
#include "models/stores/profilestore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workflowstore.h"
#include "models/workflows/workflowevents.h"
#include "models/workflows/workflowsteps.h"
#include "models/workflows/workflowtemplates.h"

#include "support/runnerwaits.h"
#include "support/testhome.h"

#include <QFile>
#include <QTest>

#include <memory>

using namespace kandesk;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(KANDESK_TEST_FIXTURES_DIR "/workflows/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("fixture %s: %s", qPrintable(name), qPrintable(file.errorString()));
    return file.readAll();
}

const WorkflowStep &stepNamed(const Workflow &workflow, const QString &name)
{
    for (const WorkflowStep &step : workflow.steps) {
        if (step.name == name)
            return step;
    }
    qFatal("no step %s in %s", qPrintable(name), qPrintable(workflow.name));
}

} // namespace

class TestWorkflowLibrary : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::TestHome> m_home;
    std::unique_ptr<WorkflowLibrary> m_library;

    template<typename T>
    T waitFor(QFuture<T> future)
    {
        return test::waitForFuture(std::move(future));
    }

    QStringList names()
    {
        const auto listed = waitFor(m_library->list());
        QStringList result;
        for (const Workflow &workflow : listed.value())
            result.append(workflow.name);
        return result;
    }

    Workflow stored(const QString &name) { return waitFor(m_library->find(name)).value(); }

private Q_SLOTS:
    void init()
    {
        m_library.reset();
        m_home = std::make_unique<test::TestHome>();
        QVERIFY(m_home->open().ok());
        m_library = std::make_unique<WorkflowLibrary>(m_home->stores);
    }

    void cleanup()
    {
        m_library.reset();
        m_home.reset();
    }

    // Every home starts with the Kanban board its first release had, now as data.
    void aNewHomeHasTheKanbanWorkflow()
    {
        QCOMPARE(names(), QStringList{QStringLiteral("Kanban")});
        const Workflow kanban = stored(QStringLiteral("kanban"));
        QCOMPARE(kanban.steps.size(), 4);
        QVERIFY(stepNamed(kanban, QStringLiteral("In Progress")).startsAgent());
        QVERIFY(!stepNamed(kanban, QStringLiteral("Backlog")).startsAgent());
    }

    // The worked example of kandev's format document: both workflows, every field.
    void kandevsWorkedExampleImports()
    {
        const auto imported = waitFor(m_library->importFile(fixture(QStringLiteral("kandev-worked-example.yml"))));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QCOMPARE(imported->created, (QStringList{QStringLiteral("Simple Kanban"), QStringLiteral("Plan & Build")}));
        QVERIFY(imported->skipped.isEmpty());
        // No Claude Code profile here: reported, and the steps keep the name.
        QCOMPARE(imported->unmatchedProfiles.size(), 2);
        QVERIFY2(imported->unmatchedProfiles.constFirst().contains(QStringLiteral("Claude Code, claude-opus-4-7, mode default")),
                 qPrintable(imported->unmatchedProfiles.join(QLatin1Char('\n'))));
        QCOMPARE(names(), (QStringList{QStringLiteral("Kanban"), QStringLiteral("Simple Kanban"), QStringLiteral("Plan & Build")}));

        const Workflow simple = stored(QStringLiteral("Simple Kanban"));
        QCOMPARE(simple.description, QStringLiteral("Assign → run → review loop."));
        QCOMPARE(simple.steps.size(), 4);
        const WorkflowStep &inProgress = stepNamed(simple, QStringLiteral("In Progress"));
        QVERIFY(inProgress.isStartStep);
        QCOMPARE(inProgress.color, QStringLiteral("bg-blue-500"));
        // move_to_step's step_position became the id of the step at that position.
        const QList<WorkflowAction> completed = inProgress.actions(workflow::trigger::OnTurnComplete);
        QCOMPARE(completed.size(), 1);
        QCOMPARE(completed.constFirst().type, QString(workflow::action::MoveToStep));
        QCOMPARE(completed.constFirst().config.value(workflow::StepIdKey).toString(), stepNamed(simple, QStringLiteral("Review")).id);
        QVERIFY(!completed.constFirst().config.contains(workflow::StepPositionKey));
        QCOMPARE(stepNamed(simple, QStringLiteral("Done")).autoArchiveAfterHours, 168);

        const Workflow plan = stored(QStringLiteral("Plan & Build"));
        QCOMPARE(plan.agentProfile, (AgentProfileRef{QStringLiteral("Claude Code"), QStringLiteral("claude-opus-4-7"), QStringLiteral("default")}));
        QVERIFY(plan.agentProfileId.isEmpty());
        const WorkflowStep &planning = stepNamed(plan, QStringLiteral("Plan"));
        QVERIFY(planning.prompt.startsWith(QStringLiteral("Analyze the task and produce an implementation plan.")));
        QCOMPARE(planning.agentProfile.mode, QStringLiteral("plan"));
        QCOMPARE(planning.actions(workflow::trigger::OnEnter).size(), 2);
        QCOMPARE(planning.actions(workflow::trigger::OnExit).constFirst().type, QString(workflow::action::DisablePlanMode));

        // Imported again: kandev's dedup by name adds nothing.
        const auto again = waitFor(m_library->importFile(fixture(QStringLiteral("kandev-worked-example.yml"))));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QVERIFY(again->created.isEmpty());
        QCOMPARE(again->skipped, (QStringList{QStringLiteral("Simple Kanban"), QStringLiteral("Plan & Build")}));
        QCOMPARE(names().size(), 3);
    }

    // A profile whose agent's display name, model and mode all equal the file's is wired up.
    void aProfileThatMatchesExactlyIsUsed()
    {
        AgentProfile claudePlan;
        claudePlan.name = QStringLiteral("Claude planning");
        claudePlan.agentId = QStringLiteral("claude-acp");
        claudePlan.model = QStringLiteral("claude-opus-4-7");
        claudePlan.mode = QStringLiteral("plan");
        auto saved = ProfileStore(m_home->database).saveAgentProfile(claudePlan);
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        const auto imported = waitFor(m_library->importFile(fixture(QStringLiteral("kandev-worked-example.yml"))));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QCOMPARE(imported->unmatchedProfiles.size(), 1); // the workflow's own (mode default) has none
        const Workflow plan = stored(QStringLiteral("Plan & Build"));
        QCOMPARE(stepNamed(plan, QStringLiteral("Plan")).agentProfileId, saved->id);
        QVERIFY(plan.agentProfileId.isEmpty());
    }

    // A file with any error adds nothing, and says where.
    void aBadFileAddsNothing()
    {
        const auto imported = waitFor(m_library->importFile(fixture(QStringLiteral("invalid-dangling-step-position.yml"))));
        QVERIFY(!imported.ok());
        QVERIFY2(imported.error().startsWith(QStringLiteral("line ")), qPrintable(imported.error()));
        QVERIFY2(imported.error().contains(QStringLiteral("step_position")), qPrintable(imported.error()));
        QCOMPARE(names(), QStringList{QStringLiteral("Kanban")});
    }

    // What is exported imports into another home as the same workflow.
    void anExportImportsBackAsTheSameWorkflow()
    {
        QVERIFY(waitFor(m_library->importFile(fixture(QStringLiteral("kandev-worked-example.yml")))).ok());
        // The file's Plan & Build holds the name already: the template of that name is skipped.
        const auto template_ = waitFor(m_library->addTemplate(QStringLiteral("Plan & Build")));
        QVERIFY2(template_.ok(), qPrintable(template_.error()));
        QCOMPARE(template_->skipped, QStringList{QStringLiteral("Plan & Build")});
        const auto yaml = waitFor(m_library->exportFile({QStringLiteral("Simple Kanban"), QStringLiteral("Plan & Build")}));
        QVERIFY2(yaml.ok(), qPrintable(yaml.error()));
        QVERIFY2(yaml->contains("step_position: 2"), yaml->constData());

        test::TestHome other;
        QVERIFY(other.open().ok());
        WorkflowLibrary otherLibrary(other.stores);
        const auto imported = waitFor(otherLibrary.importFile(*yaml));
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QCOMPARE(imported->created, (QStringList{QStringLiteral("Simple Kanban"), QStringLiteral("Plan & Build")}));
        for (const QString &name : imported->created) {
            const Workflow mine = stored(name);
            const Workflow theirs = waitFor(otherLibrary.find(name)).value();
            QCOMPARE(theirs.description, mine.description);
            QCOMPARE(theirs.agentProfile, mine.agentProfile);
            QCOMPARE(theirs.steps.size(), mine.steps.size());
            for (qsizetype i = 0; i < mine.steps.size(); ++i) {
                const WorkflowStep &a = mine.steps.at(i);
                const WorkflowStep &b = theirs.steps.at(i);
                QCOMPARE(b.name, a.name);
                QCOMPARE(b.position, a.position);
                QCOMPARE(b.color, a.color);
                QCOMPARE(b.prompt, a.prompt);
                QCOMPARE(b.isStartStep, a.isStartStep);
                QCOMPARE(b.showInCommandPanel, a.showInCommandPanel);
                QCOMPARE(b.allowManualMove, a.allowManualMove);
                QCOMPARE(b.autoArchiveAfterHours, a.autoArchiveAfterHours);
                QCOMPARE(b.agentProfile, a.agentProfile);
                QCOMPARE(b.events.keys(), a.events.keys());
                for (const QString &trigger : a.events.keys()) {
                    const QList<WorkflowAction> left = a.actions(trigger);
                    const QList<WorkflowAction> right = b.actions(trigger);
                    QCOMPARE(right.size(), left.size());
                    for (qsizetype j = 0; j < left.size(); ++j) {
                        QCOMPARE(right.at(j).type, left.at(j).type);
                        // A step is named by id in each home: the same position on both sides.
                        const QString leftTarget = left.at(j).config.value(workflow::StepIdKey).toString();
                        const QString rightTarget = right.at(j).config.value(workflow::StepIdKey).toString();
                        QCOMPARE(leftTarget.isEmpty(), rightTarget.isEmpty());
                        if (!leftTarget.isEmpty()) {
                            const auto positionIn = [](const Workflow &w, const QString &id) {
                                for (const WorkflowStep &s : w.steps) {
                                    if (s.id == id)
                                        return s.position;
                                }
                                return -1;
                            };
                            QCOMPARE(positionIn(theirs, rightTarget), positionIn(mine, leftTarget));
                        }
                    }
                }
            }
        }
    }

    // Kandesk's templates read, and each is added once.
    void theTemplatesAreAdded()
    {
        for (const QString &name : workflowtemplates::names()) {
            const auto read = workflowtemplates::get(name);
            QVERIFY2(read.ok(), qPrintable(read.error()));
            QCOMPARE(read->name, name);
        }
        const auto added = waitFor(m_library->addTemplate(QStringLiteral("plan & build")));
        QVERIFY2(added.ok(), qPrintable(added.error()));
        QCOMPARE(added->created, QStringList{QStringLiteral("Plan & Build")});
        const auto review = waitFor(m_library->addTemplate(QStringLiteral("Review")));
        QVERIFY2(review.ok(), qPrintable(review.error()));
        QCOMPARE(names(), (QStringList{QStringLiteral("Kanban"), QStringLiteral("Plan & Build"), QStringLiteral("Review")}));
        const Workflow plan = stored(QStringLiteral("Plan & Build"));
        const WorkflowStep &planning = stepNamed(plan, QStringLiteral("Plan"));
        QVERIFY(planning.isStartStep);
        QVERIFY(planning.prompt.contains(QStringLiteral("{{task_prompt}}")));
        QCOMPARE(planning.actions(workflow::trigger::OnEnter).constFirst().type, QString(workflow::action::EnablePlanMode));
        // Review's second agent writes its findings as review comments (Kandesk's key), kept by an export.
        const Workflow reviewing = stored(QStringLiteral("Review"));
        QVERIFY(workflowsteps::writesReviewComments(stepNamed(reviewing, QStringLiteral("Agent Review"))));
        QVERIFY(!workflowsteps::writesReviewComments(stepNamed(reviewing, QStringLiteral("In Progress"))));
        const auto exported = waitFor(m_library->exportFile({QStringLiteral("Review")}));
        QVERIFY2(exported.ok(), qPrintable(exported.error()));
        QVERIFY2(exported->contains("kandesk_review_comments: true"), exported->constData());
        const auto unknown = waitFor(m_library->addTemplate(QStringLiteral("Waterfall")));
        QVERIFY(!unknown.ok());
        QVERIFY2(unknown.error().contains(QStringLiteral("Kanban")), qPrintable(unknown.error()));
    }

    // A workflow with tasks on it, or a workspace's last one, stays.
    void deletingKeepsTasksOnABoard()
    {
        QVERIFY(waitFor(m_library->addTemplate(QStringLiteral("Review"))).ok());
        const Workflow review = stored(QStringLiteral("Review"));
        Task task;
        task.workspaceId = review.workspaceId;
        task.title = QStringLiteral("on the review board");
        task.workflowStepId = review.steps.constFirst().id;
        auto created = TaskStore(m_home->database).create(task);
        QVERIFY2(created.ok(), qPrintable(created.error()));

        const Status withTask = waitFor(m_library->remove(QStringLiteral("Review")));
        QVERIFY(!withTask.ok());
        QVERIFY2(withTask.error().contains(QStringLiteral("1 task")), qPrintable(withTask.error()));
        QVERIFY(TaskStore(m_home->database).remove(created->id).ok());
        const Status removed = waitFor(m_library->remove(QStringLiteral("review")));
        QVERIFY2(removed.ok(), qPrintable(removed.error()));
        QCOMPARE(names(), QStringList{QStringLiteral("Kanban")});

        const Status last = waitFor(m_library->remove(QStringLiteral("Kanban")));
        QVERIFY(!last.ok());
        QVERIFY2(last.error().contains(QStringLiteral("only one")), qPrintable(last.error()));
        const Status missing = waitFor(m_library->remove(QStringLiteral("Nope")));
        QVERIFY(!missing.ok());
    }

    // The editor's saves: each bad edit is refused with its reason and changes nothing; a good one
    // keeps the steps' ids, gives new steps theirs, and the tasks of a removed step go where asked
    // (else to the first step).
    void anEditIsCheckedThenStored()
    {
        QVERIFY(waitFor(m_library->addTemplate(QStringLiteral("Review"))).ok());
        const Workflow before = stored(QStringLiteral("Kanban"));
        Task task;
        task.workspaceId = before.workspaceId;
        task.title = QStringLiteral("in review");
        task.workflowStepId = before.steps.at(2).id;
        const QString taskId = TaskStore(m_home->database).create(task)->id;

        const auto refused = [&](Workflow edit, const QString &why, const QHash<QString, QString> &relocations = {}) {
            const auto saved = waitFor(m_library->save(edit, relocations));
            if (saved.ok() || !saved.error().contains(why))
                return QStringLiteral("expected “%1”, got: %2").arg(why, saved ? QStringLiteral("saved") : saved.error());
            return QString();
        };
        Workflow edit = before;
        edit.name = QStringLiteral("review");
        QCOMPARE(refused(edit, QStringLiteral("another workflow of this workspace is named")), QString());
        edit = before;
        edit.steps.clear();
        QCOMPARE(refused(edit, QStringLiteral("at least one step")), QString());
        edit = before;
        edit.steps[1].name = QStringLiteral(" ");
        QCOMPARE(refused(edit, QStringLiteral("step 2 needs a name")), QString());
        edit = before;
        edit.steps.removeAt(2);
        QCOMPARE(refused(edit, QStringLiteral("must go to a step the workflow keeps"), {{before.steps.at(2).id, before.steps.at(2).id}}), QString());
        edit = before;
        edit.steps[0].events.insert(QStringLiteral("on_exit"), {{QStringLiteral("auto_start_agent"), {}}});
        QCOMPARE(refused(edit, QStringLiteral("would not be valid")), QString());
        QCOMPARE(stored(QStringLiteral("Kanban")).steps.size(), 4);

        edit = before;
        WorkflowStep added;
        added.id = QStringLiteral("draft");
        added.name = QStringLiteral("QA");
        edit.steps.insert(3, added);
        edit.steps.removeAt(2); // Review: its task goes to QA
        const QHash<QString, QString> toQa{{before.steps.at(2).id, QStringLiteral("draft")}};
        QCOMPARE(refused(edit, QStringLiteral("“In Progress” (on_turn_complete) moves tasks to a step the workflow no longer has"), toQa),
                 QString());
        const auto pointAt = [](WorkflowStep &step, const QString &stepId) {
            step.events[QStringLiteral("on_turn_complete")][0].config.insert(QStringLiteral("step_id"), stepId);
        };
        pointAt(edit.steps[1], QStringLiteral("draft"));
        const auto saved = waitFor(m_library->save(edit, toQa));
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        QCOMPARE(saved->steps.size(), 4);
        QCOMPARE(saved->steps.at(1).id, before.steps.at(1).id);
        const WorkflowStep &qa = saved->steps.at(2);
        QCOMPARE(qa.name, QStringLiteral("QA"));
        QVERIFY(qa.id != QStringLiteral("draft"));
        QCOMPARE(qa.position, 2);
        QCOMPARE(TaskStore(m_home->database).get(taskId)->workflowStepId, qa.id);

        QCOMPARE(saved->steps.at(1).actions(QStringLiteral("on_turn_complete")).constFirst().config.value(QStringLiteral("step_id")).toString(), qa.id);

        // No relocation named: the first step.
        edit = *saved;
        edit.steps.removeAt(2);
        pointAt(edit.steps[1], edit.steps.at(2).id);
        QVERIFY(waitFor(m_library->save(edit)).ok());
        QCOMPARE(TaskStore(m_home->database).get(taskId)->workflowStepId, before.steps.at(0).id);
    }
};

QTEST_GUILESS_MAIN(TestWorkflowLibrary)
#include "tst_workflowlibrary.moc"
