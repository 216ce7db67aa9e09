// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "boardfixture.h"
#include "ui/board/newtaskdialog.h"
#include "ui/board/repositorypicker.h"
#include "support/npmtestpackages.h"
#include "ui/readiness/readinessrow.h"

#include "application/settings/agentinstalls.h"
#include "application/settings/agentreadiness.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace kandesk;
using namespace kandesk::ui;
using namespace kandesk::testing;

namespace {

template<typename T> T *child(const QWidget &parent, const char *name)
{
    return parent.findChild<T *>(QLatin1String(name));
}

QPushButton *createButton(const NewTaskDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

bool git(const QString &dir, const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral("git"),
        QStringList { QStringLiteral("-c"), QStringLiteral("user.name=Kandesk Test"), QStringLiteral("-c"),
            QStringLiteral("user.email=test@kandesk.invalid") }
            + arguments);
    return process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

void saveArtifact(QWidget *widget, const QString &name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name));
}

} // namespace

class TestNewTaskDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setStyle(QStringLiteral("Fusion"));
    }

    void validatesInlineAndYieldsTheTask()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        const Repository app = fx.addRepository(QStringLiteral("backend"), QStringLiteral("main"));
        const Repository docs = fx.addRepository(QStringLiteral("website"), QStringLiteral("trunk"));
        fx.addProfile(QStringLiteral("Claude"), QStringLiteral("claude-acp"));
        const AgentProfile codex = fx.addProfile(QStringLiteral("Codex"), QStringLiteral("codex-acp"));

        NewTaskDialog dialog({ *fx.repositories, *fx.profiles, *fx.adding }, fx.workspaceId);
        // The profile last used comes preselected (the Workbench keeps it), not the first by name.
        dialog.selectAgentProfile(codex.id);
        QCOMPARE(dialog.agentProfileId(), codex.id);
        dialog.selectAgentProfile(QStringLiteral("gone")); // a deleted one changes nothing
        QCOMPARE(dialog.agentProfileId(), codex.id);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        auto *title = child<QLineEdit>(dialog, "taskTitle");
        auto *titleError = child<QLabel>(dialog, "titleError");
        auto *repositories = child<QListWidget>(dialog, "taskRepositories");
        auto *repositoryError = child<QLabel>(dialog, "repositoryError");
        QVERIFY(title && titleError && repositories && repositoryError);

        // The first repository is chosen, the title is missing: no OK, but no scolding before typing.
        QVERIFY(!createButton(dialog)->isEnabled());
        QVERIFY(!titleError->isVisible());
        QCOMPARE(repositories->count(), 2);
        QCOMPARE(repositories->item(0)->checkState(), Qt::Checked);
        QCOMPARE(child<QComboBox>(dialog, "baseBranch")->currentText(), app.defaultBranch);

        QTest::keyClicks(title, QStringLiteral("Fix"));
        QVERIFY(createButton(dialog)->isEnabled());
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(title, Qt::Key_Backspace);
        QVERIFY(titleError->isVisible());
        QVERIFY(titleError->text().contains(QStringLiteral("title")));
        QVERIFY(!createButton(dialog)->isEnabled());
        QTest::keyClicks(title, QStringLiteral("Fix the flaky login test"));
        QVERIFY(!titleError->isVisible());

        // No repository: said so, no OK.
        repositories->item(0)->setCheckState(Qt::Unchecked);
        QVERIFY(repositoryError->isVisible());
        QVERIFY(repositoryError->text().contains(QStringLiteral("repository")));
        QVERIFY(!createButton(dialog)->isEnabled());
        repositories->item(0)->setCheckState(Qt::Checked);
        repositories->item(1)->setCheckState(Qt::Checked);
        QVERIFY(!repositoryError->isVisible());
        QVERIFY(createButton(dialog)->isEnabled());

        auto *description = child<QPlainTextEdit>(dialog, "taskDescription");
        QTest::keyClicks(description, QStringLiteral("It fails one run in five."));
        QTest::keyClick(description, Qt::Key_Return);
        QTest::keyClicks(description, QStringLiteral("Make it deterministic."));
        auto *agent = child<QComboBox>(dialog, "agent");
        QCOMPARE(agent->count(), 2);
        agent->setCurrentIndex(agent->findText(QStringLiteral("Codex")));
        auto *executor = child<QComboBox>(dialog, "executor");
        QCOMPARE(dialog.executorType(), QStringLiteral("worktree"));
        executor->setCurrentIndex(1);
        QTest::keyClick(child<QCheckBox>(dialog, "startNow"), Qt::Key_Space);

        // Ctrl+Enter from the description accepts.
        QTest::keyClick(description, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(!dialog.isVisible());

        const Task task = dialog.task();
        QCOMPARE(task.title, QStringLiteral("Fix the flaky login test"));
        QCOMPARE(task.description, QStringLiteral("It fails one run in five.\nMake it deterministic."));
        QCOMPARE(task.workspaceId, fx.workspaceId);
        QCOMPARE(task.agentProfileId, codex.id);
        QCOMPARE(dialog.agentId(), QStringLiteral("codex-acp"));
        QCOMPARE(dialog.executorType(), QStringLiteral("local"));
        QCOMPARE(task.executorProfileId, QStringLiteral("local"));
        QVERIFY(dialog.startNow());
        QCOMPARE(task.repositories.size(), 2);
        // Untouched base branch: each repository starts from its own default.
        QCOMPARE(task.repositories.at(0).repositoryId, app.id);
        QCOMPARE(task.repositories.at(0).baseBranch, QStringLiteral("main"));
        QCOMPARE(task.repositories.at(1).repositoryId, docs.id);
        QCOMPARE(task.repositories.at(1).baseBranch, QStringLiteral("trunk"));
        // The task as filled in is what the store accepts.
        auto stored = fx.tasks->create(task);
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(stored->workflowStepId, QStringLiteral("backlog"));
    }

    void anEditedBaseBranchAppliesToTheChosenRepositories()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        fx.addRepository(QStringLiteral("backend"), QStringLiteral("main"));
        NewTaskDialog dialog({ *fx.repositories, *fx.profiles, *fx.adding }, fx.workspaceId);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClicks(child<QLineEdit>(dialog, "taskTitle"), QStringLiteral("Backport the fix"));
        QLineEdit *branch = child<QComboBox>(dialog, "baseBranch")->lineEdit();
        branch->selectAll();
        QTest::keyClicks(branch, QStringLiteral("release/0.2"));
        QCOMPARE(dialog.task().repositories.size(), 1);
        QCOMPARE(dialog.task().repositories.first().baseBranch, QStringLiteral("release/0.2"));
    }

    void offersTheBuiltInAgentsWithoutProfiles()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        fx.addRepository(QStringLiteral("webapp"));
        NewTaskDialog dialog({ *fx.repositories, *fx.profiles, *fx.adding }, fx.workspaceId);
        auto *agent = child<QComboBox>(dialog, "agent");
        QVERIFY(agent->count() > 0);
        QVERIFY(dialog.agentProfileId().isEmpty());
        QVERIFY(!dialog.agentId().isEmpty());
        QVERIFY(agent->currentText().contains(QStringLiteral("built-in")));
    }

    void aFolderThatIsNotAGitRepositoryIsRefused()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        NewTaskDialog dialog({ *fx.repositories, *fx.profiles, *fx.adding }, fx.workspaceId);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *repositoryError = child<QLabel>(dialog, "repositoryError");
        QVERIFY(repositoryError->isVisible()); // nothing to choose yet: says to add one
        QTemporaryDir plain;
        QVERIFY(plain.isValid());
        QSignalSpy failed(dialog.repositoryPicker(), &RepositoryPicker::failed);
        dialog.repositoryPicker()->add(plain.path());
        QVERIFY(dialog.repositoryPicker()->isBusy());
        QVERIFY(failed.wait(30000));
        const QString expected = QStringLiteral("%1 is not a git repository").arg(plain.path());
        QCOMPARE(failed.first().first().toString(), expected);
        QVERIFY(repositoryError->isVisible());
        QVERIFY2(repositoryError->text().contains(expected), qPrintable(repositoryError->text()));
        QVERIFY(!createButton(dialog)->isEnabled());
        QCOMPARE(fx.repositories->list(fx.workspaceId)->size(), 0);
        saveArtifact(&dialog, QStringLiteral("new-task-not-a-repository.png"));
    }

    void aGitRepositoryIsAddedWithItsDefaultBranch()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        QTemporaryDir repo;
        QVERIFY(git(repo.path(),
            { QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("trunk") }));
        QVERIFY(git(repo.path(),
            { QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("--allow-empty"), QStringLiteral("-m"),
                QStringLiteral("init") }));
        NewTaskDialog dialog({ *fx.repositories, *fx.profiles, *fx.adding }, fx.workspaceId);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSignalSpy added(dialog.repositoryPicker(), &RepositoryPicker::added);
        // A sub-folder is fine: the repository's top level is stored.
        QVERIFY(QDir(repo.path()).mkpath(QStringLiteral("src")));
        dialog.repositoryPicker()->add(repo.filePath(QStringLiteral("src")));
        QVERIFY(added.wait(30000));
        auto stored = fx.repositories->list(fx.workspaceId);
        QVERIFY(stored.ok());
        QCOMPARE(stored->size(), 1);
        QCOMPARE(stored->first().defaultBranch, QStringLiteral("trunk"));
        QCOMPARE(QFileInfo(stored->first().path).canonicalFilePath(), QFileInfo(repo.path()).canonicalFilePath());
        auto *repositories = child<QListWidget>(dialog, "taskRepositories");
        QCOMPARE(repositories->count(), 1);
        QCOMPARE(repositories->item(0)->checkState(), Qt::Checked);
        QCOMPARE(child<QComboBox>(dialog, "baseBranch")->currentText(), QStringLiteral("trunk"));
        QVERIFY(!child<QLabel>(dialog, "repositoryError")->isVisible());
    }

    // Under the agent, whether the chosen profile's agent can run here, read through the door; a
    // missing piece never blocks the task.
    void showsTheChosenAgentsReadiness()
    {
        BoardFixture fx;
        QVERIFY(fx.open());
        fx.addRepository(QStringLiteral("backend"), QStringLiteral("main"));
        const AgentProfile claude = fx.addProfile(QStringLiteral("Claude"), QStringLiteral("claude-acp"));
        const AgentProfile gemini = fx.addProfile(QStringLiteral("Gemini"), QStringLiteral("gemini"));
        const QString bin = fx.dir.filePath(QStringLiteral("bin"));
        QVERIFY(test::writeTestScript(bin + QStringLiteral("/node"), "echo v18.19.0\n"));
        QVERIFY(test::writeTestScript(bin + QStringLiteral("/npm"), "echo 9.2.0\n"));
        QProcessEnvironment environment;
        environment.insert(QStringLiteral("PATH"), bin);
        AgentReadiness readiness(*fx.stores, { environment, 10'000 });

        NewTaskDialog dialog({ *fx.repositories, *fx.profiles, *fx.adding }, fx.workspaceId);
        dialog.selectAgentProfile(claude.id);
        AgentInstalls installs(fx.dir.path());
        dialog.showReadiness({ readiness, installs });
        QSignalSpy checked(dialog.readiness(), &ReadinessPanel::checked);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_COMPARE(checked.size(), 1);
        ReadinessRow *line = dialog.readiness()->row(QStringLiteral("claude-acp"));
        QVERIFY(line);
        QTRY_VERIFY(line->isVisible());
        QCOMPARE(line->text(), QStringLiteral("Claude Code — needs Node.js ≥ 22; this computer has 18.19 · not installed"));
        QVERIFY(line->commandField()->text().contains(QStringLiteral("sudo n 22")));
        QTest::keyClicks(child<QLineEdit>(dialog, "taskTitle"), QStringLiteral("Fix the flaky login test"));
        QVERIFY(createButton(dialog)->isEnabled());
        saveArtifact(&dialog, QStringLiteral("new-task-readiness.png"));

        // Another profile: its agent's line, from the same reading.
        auto *agent = child<QComboBox>(dialog, "agent");
        agent->setCurrentIndex(agent->findData(gemini.id, Qt::UserRole + 1));
        QVERIFY(!dialog.readiness()->row(QStringLiteral("claude-acp")));
        line = dialog.readiness()->row(QStringLiteral("gemini"));
        QVERIFY(line);
        QCOMPARE(line->text(), QStringLiteral("Gemini CLI — needs Node.js ≥ 20; this computer has 18.19 · not installed · needs GEMINI_API_KEY"));
        QCOMPARE(checked.size(), 1);
        QVERIFY(createButton(dialog)->isEnabled());
    }

    void screenshots_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void screenshots()
    {
        QFETCH(bool, dark);
        BoardFixture fx;
        QVERIFY(fx.open());
        fx.addRepository(QStringLiteral("backend"), QStringLiteral("main"));
        fx.addRepository(QStringLiteral("website"), QStringLiteral("trunk"));
        fx.addProfile(QStringLiteral("Claude"), QStringLiteral("claude-acp"));
        fx.addProfile(QStringLiteral("Codex"), QStringLiteral("codex-acp"));
        NewTaskDialog dialog({ *fx.repositories, *fx.profiles, *fx.adding }, fx.workspaceId);
        if (dark)
            dialog.setPalette(darkPalette());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClicks(child<QLineEdit>(dialog, "taskTitle"), QStringLiteral("Fix the flaky login test"));
        QTest::keyClicks(child<QPlainTextEdit>(dialog, "taskDescription"),
            QStringLiteral("The login test fails about one run in five on CI. Find the race and make "
                           "the test deterministic; do not add sleeps."));
        saveArtifact(
            &dialog, dark ? QStringLiteral("new-task-dialog-dark.png") : QStringLiteral("new-task-dialog.png"));
    }
};

QTEST_MAIN(TestNewTaskDialog)
#include "tst_newtaskdialog.moc"
