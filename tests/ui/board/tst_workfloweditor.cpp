// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The workflow editor over a real database: rename, recolour, add and reorder steps, give a step a
// trigger's action and a limit of agents, delete a step that holds tasks (they go where the person
// says), save through the application's WorkflowLibrary; a bad edit is said in the dialog and
// nothing is stored.
#include "boardfixture.h"
#include "application/workflows/workflowlibrary.h"
#include "models/workflows/workflowevents.h"
#include "models/workflows/workflowsteps.h"
#include "ui/board/workfloweditor.h"
#include "ui/board/workflowstepform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::testing::BoardFixture;

namespace {

Workflow kanban(WorkflowLibrary &library)
{
    return library.find(QStringLiteral("Kanban")).result().value();
}

QStringList names(const QList<WorkflowStep> &steps)
{
    QStringList out;
    for (const WorkflowStep &step : steps)
        out.append(step.name);
    return out;
}

} // namespace

class TestWorkflowEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void editsAndSavesAWorkflow()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        WorkflowLibrary library(*fx.stores);
        const Workflow stored = kanban(library);
        const QString review = stored.steps.at(2).id;
        const QString done = stored.steps.at(3).id;
        const QString first = fx.addTask(QStringLiteral("Refactor the settings dialog"), review).id;
        const QString second = fx.addTask(QStringLiteral("Speed up the CI cache"), review).id;

        WorkflowEditorDialog editor(library, stored);
        int asked = 0;
        editor.setRelocationAsker([&](const WorkflowStep &removed, int tasks, const QList<WorkflowStep> &remaining) -> std::optional<QString> {
            ++asked;
            if (removed.name != QStringLiteral("Review") || tasks != 2 || names(remaining).contains(QStringLiteral("Review")))
                return std::nullopt;
            return done;
        });
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *list = editor.findChild<QListWidget *>(QStringLiteral("workflowSteps"));
        QVERIFY(list);
        QCOMPARE(list->count(), 4);
        QTRY_COMPARE(list->item(2)->text(), QStringLiteral("Review  (2)")); // its tasks counted off the GUI thread

        // "In Progress" becomes "Build", amber, two agents at most, with a prompt.
        editor.selectStep(stored.steps.at(1).id);
        auto *name = editor.form()->findChild<QLineEdit *>(QStringLiteral("stepName"));
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Build"));
        auto *colour = editor.form()->findChild<QComboBox *>(QStringLiteral("stepColour"));
        colour->setCurrentIndex(colour->findData(QStringLiteral("bg-amber-500")));
        Q_EMIT colour->activated(colour->currentIndex());
        editor.form()->findChild<QSpinBox *>(QStringLiteral("stepWipLimit"))->setValue(2);
        auto *reviewComments = editor.form()->findChild<QCheckBox *>(QStringLiteral("stepReviewComments"));
        QVERIFY(!reviewComments->isChecked());
        reviewComments->click();
        editor.form()->findChild<QPlainTextEdit *>(QStringLiteral("stepPrompt"))->setPlainText(QStringLiteral("Build it: {{task_prompt}}"));
        QCOMPARE(list->item(1)->text(), QStringLiteral("Build"));

        // A new step after Build, moved before it, that sends a completed turn to Done.
        editor.addStep();
        QCOMPARE(list->count(), 5);
        QCOMPARE(list->currentRow(), 2);
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Plan"));
        editor.form()->addAction(QString(workflow::trigger::OnTurnComplete),
                                 {QString(workflow::action::MoveToStep), QJsonObject{{QString(workflow::StepIdKey), done}}});
        editor.moveCurrentStep(-1);
        QCOMPARE(names(editor.steps()), (QStringList{QStringLiteral("Backlog"), QStringLiteral("Plan"), QStringLiteral("Build"),
                                                     QStringLiteral("Review"), QStringLiteral("Done")}));
        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(editor.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/workflow-editor.png")));

        // Review goes; its two tasks go to Done.
        editor.selectStep(review);
        QVERIFY(editor.removeCurrentStep());
        QCOMPARE(asked, 1);
        QCOMPARE(list->count(), 4);
        QCOMPARE(list->item(3)->text(), QStringLiteral("Done  (2)"));

        QSignalSpy saved(&editor, &WorkflowEditorDialog::saved);
        editor.save();
        const auto *error = editor.findChild<QLabel *>(QStringLiteral("workflowEditorError"));
        QTRY_VERIFY2(saved.count() == 1, qPrintable(error->text()));
        const Workflow after = kanban(library);
        QCOMPARE(names(after.steps), (QStringList{QStringLiteral("Backlog"), QStringLiteral("Plan"), QStringLiteral("Build"), QStringLiteral("Done")}));
        const WorkflowStep &plan = after.steps.at(1);
        QVERIFY(plan.id != QStringLiteral("new-1")); // a real id
        QCOMPARE(plan.actions(QString(workflow::trigger::OnTurnComplete)).constFirst().config.value(QString(workflow::StepIdKey)).toString(), done);
        const WorkflowStep &build = after.steps.at(2);
        QCOMPARE(build.id, stored.steps.at(1).id);
        QCOMPARE(build.color, QStringLiteral("bg-amber-500"));
        QCOMPARE(build.wipLimit, 2);
        QVERIFY(workflowsteps::writesReviewComments(build));
        QVERIFY(!workflowsteps::writesReviewComments(plan));
        QCOMPARE(build.prompt, QStringLiteral("Build it: {{task_prompt}}"));
        QVERIFY(build.startsAgent()); // its triggers stayed
        QCOMPARE(fx.tasks->get(first)->workflowStepId, done);
        QCOMPARE(fx.tasks->get(second)->workflowStepId, done);
    }

    // Two steps of one name: said in the dialog, which stays open with the edit; nothing stored.
    void aBadEditIsSaidAndStoresNothing()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        WorkflowLibrary library(*fx.stores);
        const Workflow stored = kanban(library);
        WorkflowEditorDialog editor(library, stored);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.selectStep(stored.steps.at(0).id);
        auto *name = editor.form()->findChild<QLineEdit *>(QStringLiteral("stepName"));
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("done"));
        QSignalSpy saved(&editor, &WorkflowEditorDialog::saved);
        editor.save();
        auto *error = editor.findChild<QLabel *>(QStringLiteral("workflowEditorError"));
        QTRY_VERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("two steps are named “Done”")), qPrintable(error->text()));
        QVERIFY(editor.isVisible());
        QCOMPARE(saved.count(), 0);
        QCOMPARE(names(kanban(library).steps).constFirst(), QStringLiteral("Backlog"));
        QCOMPARE(name->text(), QStringLiteral("done")); // the edit is still there to fix

        // The last step cannot go.
        WorkflowEditorDialog single(library, [&] {
            Workflow one = stored;
            one.steps = {stored.steps.constFirst()};
            return one;
        }());
        QVERIFY(!single.removeCurrentStep());
        QCOMPARE(single.steps().size(), 1);
    }
};

QTEST_MAIN(TestWorkflowEditor)
#include "tst_workfloweditor.moc"
