// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The real kandesk binary's workflow verb: `workflow list`, `show`, `import` of a kandev file (or of
// standard input, or one of Kandesk's templates), `export` to a file that imports into another home,
// and `delete`; a bad file fails naming its line and field and adds nothing, bad usage exits 2.
// `task create` puts a task in a workflow's step, waiting for others and as a subtask.
#include "support/gitrepository.h"
#include "support/kandeskcli.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QString fixture(const char *name)
{
    return s(KANDESK_TEST_FIXTURES_DIR "/workflows/") + s(name);
}

const QString kStub = QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --modes code,plan");

// The task's row of `kandesk task list --json`.
QJsonObject taskRow(const QString &home, const QString &taskId)
{
    const CliRun listed = runCli({s("task"), s("list"), s("--json"), s("--data-dir"), home});
    for (const QJsonValue &row : QJsonDocument::fromJson(listed.out.toUtf8()).array()) {
        if (row.toObject().value(s("id")).toString() == taskId)
            return row.toObject();
    }
    return {};
}

// The texts of the run's agent events of one kind (launch_notice, user_prompt…).
QStringList eventTexts(const CliRun &run, const QString &kind)
{
    QStringList texts;
    for (const QJsonObject &line : run.lines) {
        const QJsonObject event = line.value(s("event")).toObject();
        if (line.value(s("kind")).toString() == s("agent_event") && event.value(s("type")).toString() == kind)
            texts.append(event.value(s("text")).toString());
    }
    return texts;
}

QStringList workflowNames(const QString &home)
{
    const CliRun listed = runCli({s("workflow"), s("list"), s("--json"), s("--data-dir"), home});
    QStringList names;
    for (const QJsonValue &row : listed.json().value(s("workflows")).toArray())
        names.append(row.toObject().value(s("name")).toString());
    return names;
}

} // namespace

class TestCliWorkflows : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(kandeskApp()).isExecutable(), qPrintable(kandeskApp()));
    }

    void importShowExportDelete()
    {
        const QString home = m_dir.filePath(s("home"));
        QCOMPARE(workflowNames(home), QStringList{s("Kanban")});

        const CliRun imported = runCli({s("workflow"), s("import"), fixture("kandev-worked-example.yml"), s("--data-dir"), home});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QVERIFY2(imported.out.contains(s("Added workflow “Simple Kanban”.")), qPrintable(imported.out));
        QVERIFY2(imported.err.contains(s("no agent profile here is Claude Code")), qPrintable(imported.err));
        QCOMPARE(workflowNames(home), (QStringList{s("Kanban"), s("Simple Kanban"), s("Plan & Build")}));

        // The same file again, from standard input: kandev's dedup by name.
        QFile file(fixture("kandev-worked-example.yml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const CliRun again = runCli({s("workflow"), s("import"), s("-"), s("--json"), s("--data-dir"), home}, file.readAll());
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(again.json().value(s("skipped")).toArray().size(), 2);
        QVERIFY(again.json().value(s("created")).toArray().isEmpty());

        const CliRun shown = runCli({s("workflow"), s("show"), s("simple kanban"), s("--data-dir"), home});
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        QVERIFY2(shown.out.contains(s("on_turn_complete: move_to_step (Review)")), qPrintable(shown.out));
        QVERIFY2(shown.out.contains(s("archived after 168 h")), qPrintable(shown.out));
        const CliRun shownJson = runCli({s("workflow"), s("show"), s("Plan & Build"), s("--json"), s("--data-dir"), home});
        QCOMPARE(shownJson.json().value(s("steps")).toArray().size(), 2);

        const QString exported = m_dir.filePath(s("exported.yml"));
        const CliRun wrote = runCli({s("workflow"), s("export"), s("Simple Kanban"), s("-o"), exported, s("--data-dir"), home});
        QVERIFY2(wrote.exitCode == 0, qPrintable(wrote.err));
        const QString other = m_dir.filePath(s("other"));
        const CliRun intoOther = runCli({s("workflow"), s("import"), exported, s("--data-dir"), other});
        QVERIFY2(intoOther.exitCode == 0, qPrintable(intoOther.err));
        QCOMPARE(workflowNames(other), (QStringList{s("Kanban"), s("Simple Kanban")}));
        const CliRun toStdout = runCli({s("workflow"), s("export"), s("--data-dir"), home});
        QVERIFY2(toStdout.out.startsWith(s("version: 1\ntype: kandev_workflow\n")), qPrintable(toStdout.out));

        const CliRun removed = runCli({s("workflow"), s("delete"), s("Simple Kanban"), s("--data-dir"), home});
        QVERIFY2(removed.exitCode == 0, qPrintable(removed.err));
        QCOMPARE(workflowNames(home), (QStringList{s("Kanban"), s("Plan & Build")}));

        const CliRun fromTemplate = runCli({s("workflow"), s("import"), s("--template"), s("Review"), s("--data-dir"), home});
        QVERIFY2(fromTemplate.exitCode == 0, qPrintable(fromTemplate.err));
        QCOMPARE(workflowNames(home).constLast(), s("Review"));
    }

    // `kandesk run --workflow` plans and stops for a person; `task move --run` implements and goes on
    // to Review by itself, in the plan's session.
    void runAndMoveRunTheWorkflowsSteps()
    {
        const QString home = m_dir.filePath(s("run"));
        const QString repo = makeGitRepository(m_dir.filePath(s("src")));
        QCOMPARE(runCli({s("workflow"), s("import"), s("--template"), s("Plan & Build"), s("--data-dir"), home}).exitCode, 0);

        const CliRun planned = runCli({s("run"), s("--json"), s("--repo"), repo, s("--data-dir"), home, s("--agent-command"), kStub,
                                       s("--workflow"), s("plan & build"), s("Add a login page")});
        QVERIFY2(planned.exitCode == 0, qPrintable(planned.err + planned.out));
        const QString taskId = planned.first(s("task_created")).value(s("task_id")).toString();
        QCOMPARE(taskRow(home, taskId).value(s("step")).toString(), s("Plan"));
        QCOMPARE(taskRow(home, taskId).value(s("workflow")).toString(), s("Plan & Build"));
        QVERIFY(planned.first(s("done")).value(s("exit_code")).toInt() == 0);

        const CliRun built = runCli({s("task"), s("move"), taskId, s("Implementation"), s("--run"), s("--json"), s("--data-dir"), home});
        QVERIFY2(built.exitCode == 0, qPrintable(built.err + built.out));
        QCOMPARE(built.first(s("task_moved")).value(s("step")).toString(), s("Implementation"));
        QVERIFY2(eventTexts(built, s("workflow_step")).contains(s("Moved to Review: the turn completed.")), qPrintable(built.out));
        QCOMPARE(taskRow(home, taskId).value(s("step")).toString(), s("Review"));

        const CliRun shown = runCli({s("task"), s("show"), taskId, s("--data-dir"), home});
        QVERIFY2(shown.out.contains(s("Plan this task; do not change any file yet.")), qPrintable(shown.out));
        QVERIFY2(shown.out.contains(s("The plan is approved.")), qPrintable(shown.out));
        QVERIFY2(shown.out.contains(s("column: Review (Plan & Build)")), qPrintable(shown.out));

        // A move without --run moves only; --auto-approve without --run is a usage error.
        const CliRun plain = runCli({s("task"), s("move"), taskId, s("Done"), s("--data-dir"), home});
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(runCli({s("task"), s("move"), taskId, s("Review"), s("--auto-approve"), s("--data-dir"), home}).exitCode, 2);
        const CliRun unknown = runCli({s("run"), s("--repo"), repo, s("--data-dir"), home, s("--agent-command"), kStub,
                                       s("--workflow"), s("Waterfall"), s("x")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(s("no workflow “Waterfall”")), qPrintable(unknown.err));
    }

    void createPlacesAndRelatesTasks()
    {
        const QString home = m_dir.filePath(s("create"));
        const QString repo = makeGitRepository(m_dir.filePath(s("create-src")));
        QCOMPARE(runCli({s("workflow"), s("import"), s("--template"), s("Plan & Build"), s("--data-dir"), home}).exitCode, 0);
        const CliRun epic = runCli({s("task"), s("create"), s("Search"), s("--json"), s("--data-dir"), home});
        QCOMPARE(epic.exitCode, 0);
        const QString epicId = epic.json().value(s("id")).toString();
        QCOMPARE(epic.json().value(s("workflow")).toString(), s("Kanban"));
        QCOMPARE(epic.json().value(s("step")).toString(), s("Backlog"));

        const CliRun index = runCli({s("task"), s("create"), s("Build the index"), s("--description"), s("An inverted index"),
                                     s("--repo"), repo, s("--workflow"), s("plan & build"), s("--step"), s("plan"),
                                     s("--parent"), epicId, s("--json"), s("--data-dir"), home});
        QCOMPARE(index.exitCode, 0);
        const QString indexId = index.json().value(s("id")).toString();
        QCOMPARE(index.json().value(s("workflow")).toString(), s("Plan & Build"));
        QCOMPARE(index.json().value(s("step")).toString(), s("Plan"));
        QCOMPARE(index.json().value(s("parent_task_id")).toString(), epicId);

        const CliRun ui = runCli({s("task"), s("create"), s("Search box"), s("--after"), indexId, s("--after"), epicId.left(8),
                                  s("--data-dir"), home});
        QCOMPARE(ui.exitCode, 0);
        QVERIFY2(ui.out.contains(s("It waits for %1, %2 to be Done.").arg(indexId, epicId)), qPrintable(ui.out));
        const QString uiId = ui.out.section(s("("), 1, 1).section(s(")"), 0, 0);
        const CliRun shown = runCli({s("task"), s("show"), uiId, s("--json"), s("--data-dir"), home});
        QCOMPARE(shown.json().value(s("depends_on")).toArray(), (QJsonArray{indexId, epicId}));

        // Bad input: said, exit 2, nothing made.
        const CliRun noStep = runCli({s("task"), s("create"), s("x"), s("--step"), s("Shipping"), s("--data-dir"), home});
        QCOMPARE(noStep.exitCode, 1);
        QVERIFY2(noStep.err.contains(s("has no step “Shipping” (its steps: Backlog, In Progress, Review, Done)")), qPrintable(noStep.err));
        const CliRun noTask = runCli({s("task"), s("create"), s("x"), s("--after"), s("nope"), s("--data-dir"), home});
        QCOMPARE(noTask.exitCode, 2);
        QVERIFY2(noTask.err.contains(s("--after:")), qPrintable(noTask.err));
        const CliRun noTitle = runCli({s("task"), s("create"), s("--data-dir"), home});
        QCOMPARE(noTitle.exitCode, 2);
        const CliRun noRepo = runCli({s("task"), s("create"), s("x"), s("--repo"), m_dir.filePath(s("nowhere")), s("--data-dir"), home});
        QCOMPARE(noRepo.exitCode, 2);
        const CliRun listed = runCli({s("task"), s("list"), s("--json"), s("--data-dir"), home});
        QCOMPARE(QJsonDocument::fromJson(listed.out.toUtf8()).array().size(), 3);
    }

    void badInputIsSaidAndChangesNothing()
    {
        const QString home = m_dir.filePath(s("bad"));
        const CliRun bad = runCli({s("workflow"), s("import"), fixture("invalid-duplicate-position.yml"), s("--data-dir"), home});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(s(": line ")) && bad.err.contains(s("position")), qPrintable(bad.err));
        QCOMPARE(workflowNames(home), QStringList{s("Kanban")});

        const CliRun missingFile = runCli({s("workflow"), s("import"), m_dir.filePath(s("nope.yml")), s("--data-dir"), home});
        QCOMPARE(missingFile.exitCode, 1);
        QVERIFY2(missingFile.err.contains(s("cannot read")), qPrintable(missingFile.err));

        const CliRun both = runCli({s("workflow"), s("import"), fixture("kandev-worked-example.yml"), s("--template"), s("Review"), s("--data-dir"), home});
        QCOMPARE(both.exitCode, 2);
        const CliRun unknown = runCli({s("workflow"), s("rename"), s("--data-dir"), home});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(s("known: list, show, import, export, delete")), qPrintable(unknown.err));
        const CliRun noSuch = runCli({s("workflow"), s("show"), s("Waterfall"), s("--data-dir"), home});
        QCOMPARE(noSuch.exitCode, 1);
        const CliRun last = runCli({s("workflow"), s("delete"), s("Kanban"), s("--data-dir"), home});
        QCOMPARE(last.exitCode, 1);
        QVERIFY2(last.err.contains(s("only one")), qPrintable(last.err));
    }
};

QTEST_GUILESS_MAIN(TestCliWorkflows)
#include "tst_cliworkflows.moc"
