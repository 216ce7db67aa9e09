// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Images in the window's composer with everything real underneath (SQLite, git, agentctl and the
// stub agent, recording what it is sent): a pasted image shows as a chip and reaches the agent as
// an ACP image block; Backspace at the start of the prompt removes it; an image over the limit or
// for an agent that takes none is refused with the reason and the typed text stays. Screenshots in
// the test artifacts. "@" offers the workspace's files; the chosen one reaches the agent as a
// resource_link, or as an embedded resource with its text where the agent takes embedded context.
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "models/agents/agentregistry.h"
#include "models/items/taskmodel.h"
#include "models/sessions/promptattachment.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "support/gitrepository.h"
#include "support/testimages.h"
#include "support/testhome.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/task/attachments/composerattachments.h"
#include "ui/task/attachments/filecompleter.h"
#include "ui/task/composerwidget.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptroles.h"
#include "ui/workbench.h"

#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QUrl>

using namespace kandesk;
using namespace kandesk::ui;
using kandesk::test::TestHome;

namespace {

constexpr int kTimeout = 30'000;

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

struct Scenario {
    TestHome home;
    QString taskId;
    QString record;

    bool prepare(const QString &flags)
    {
        if (!home.dir.isValid() || !home.open())
            return false;
        record = home.filePath(s("prompts.jsonl"));
        Repository repository;
        repository.workspaceId = s("default");
        repository.name = s("app");
        repository.path = kandesk::test::makeGitRepository(home.filePath(s("src/app")),
            { { s("README.md"), "# app\n" }, { s("src/main.cpp"), "int main() { return 0; }\n" },
                { s("docs/guide.md"), "How to use the app.\n" } });
        repository.defaultBranch = s("main");
        auto added = RepositoryStore(home.database).add(repository);
        AgentProfile profile;
        profile.name = s("Stub");
        profile.agentId = s("stub");
        profile.customCommand = s("'" KANDESK_STUBAGENT_PATH "' --record '%1' %2").arg(record, flags);
        auto saved = ProfileStore(home.database).saveAgentProfile(profile);
        if (!added || !saved)
            return false;
        Task task;
        task.workspaceId = s("default");
        task.title = s("Explain the screenshot");
        task.description = s("hello");
        task.agentProfileId = saved->id;
        task.repositories = { { added->id, s("main"), 0 } };
        auto created = TaskStore(home.database).create(task);
        taskId = created ? created->id : QString();
        return created.ok();
    }
};

struct Window {
    const AgentRegistry agents;
    MainWindow window;
    std::unique_ptr<Workbench> workbench;

    Window(TestHome &home, TaskRunnerRuntime &runtime)
        : workbench(std::make_unique<Workbench>(Workbench::Services { home.stores, runtime, agents }, window))
    {
        window.resize(1200, 760);
        window.show();
    }

    SessionPanel *panel() const { return workbench->taskView()->sessionPanel(); }
    ComposerWidget *composer() const { return panel()->composer(); }
    int chips() const
    {
        int shown = 0;
        for (const QWidget *chip : composer()->findChildren<QWidget *>(s("attachmentChip")))
            shown += chip->isHidden() ? 0 : 1; // a removed chip is hidden, deleted later
        return shown;
    }
};

void save(QWidget &widget, const char *name)
{
    QDir().mkpath(s(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget.grab().save(s(KANDESK_TEST_ARTIFACTS_DIR "/") + QString::fromLatin1(name)));
}

void copyImage()
{
    QImage image(64, 48, QImage::Format_RGB32);
    image.fill(QColor(40, 120, 200));
    QGuiApplication::clipboard()->setImage(image);
}

void copyFile(const QString &path)
{
    auto *data = new QMimeData;
    data->setUrls({ QUrl::fromLocalFile(path) });
    QGuiApplication::clipboard()->setMimeData(data);
}

bool transcriptShows(const TranscriptItemsModel *model, const QString &text)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(transcript::TextRole).toString().contains(text))
            return true;
    }
    return false;
}

} // namespace

class TestWorkbenchAttachments : public QObject
{
    Q_OBJECT
private:
    // Starts the task with the stub (flags), picks src/main.cpp with "@mai" and sends it: what the
    // agent recorded of that prompt's file block, and the workspace.
    void sendFileReference(const QString &flags, QJsonObject *block, QString *workspace)
    {
        Scenario scenario;
        QVERIFY(scenario.prepare(flags));
        auto runtime = scenario.home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(scenario.home, *runtime.value());
        QVERIFY(ui.workbench->tasks().refreshTask(scenario.taskId).ok());
        QVERIFY(ui.workbench->board()->moveTask(scenario.taskId, s("in-progress")));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);

        QPlainTextEdit *editor = ui.composer()->editor();
        editor->setFocus();
        QTest::keyClicks(editor, s("Explain @"));
        FileCompleter *files = ui.panel()->fileCompleter();
        QTRY_VERIFY_WITH_TIMEOUT(files->isShown(), kTimeout);
        QVERIFY2(files->offered().contains(s("README.md")), qPrintable(files->offered().join(u',')));
        QVERIFY(files->offered().contains(s("docs/guide.md")));
        QTest::keyClicks(editor, s("mai"));
        QCOMPARE(files->offered(), QStringList { s("src/main.cpp") });
        save(ui.window, "window-file-completion.png");
        QTest::keyClick(editor, Qt::Key_Return);
        QVERIFY(!files->isShown());
        QCOMPARE(editor->toPlainText(), s("Explain @src/main.cpp "));
        QCOMPARE(ui.chips(), 1);

        ui.composer()->findChild<QPushButton *>(s("composerSend"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(kandesk::test::recordedPrompts(scenario.record).size(), 2, kTimeout);
        const QJsonObject sent = kandesk::test::recordedPrompts(scenario.record).constLast();
        QCOMPARE(sent.value(s("blocks")).toArray().size(), 2);
        *block = sent.value(s("blocks")).toArray().at(1).toObject();
        auto session = scenario.home.stores.sessions().get(ui.workbench->taskView()->sessionId());
        QVERIFY(session.ok());
        *workspace = session->workspacePath;
        QVERIFY(transcriptShows(ui.panel()->model(), s("[file: src/main.cpp]")));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);

        auto stopped = runtime.value()->runner().stop(ui.workbench->taskView()->sessionId());
        QTRY_VERIFY_WITH_TIMEOUT(stopped.isFinished(), kTimeout);
        runtime.value()->runner().flush();
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aPastedImageReachesTheAgent()
    {
        Scenario scenario;
        QVERIFY(scenario.prepare({}));
        auto runtime = scenario.home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(scenario.home, *runtime.value());
        QVERIFY(ui.workbench->tasks().refreshTask(scenario.taskId).ok());
        QVERIFY(ui.workbench->board()->moveTask(scenario.taskId, s("in-progress")));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);
        QTRY_VERIFY(ui.panel()->model()->controls().promptInput.has_value());

        QPlainTextEdit *editor = ui.composer()->editor();
        editor->setFocus();
        QTest::keyClicks(editor, s("What does this show?"));

        // Over the limit: refused with the limit, the text stays.
        const QString big = kandesk::test::writeFile(
            scenario.home.filePath(s("big.png")), kandesk::test::oversizedPng(PromptAttachment::kMaxImageBytes));
        copyFile(big);
        QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(ui.chips(), 0);
        QVERIFY2(ui.composer()->notice().contains(s("images are limited to 5 MiB each")),
            qPrintable(ui.composer()->notice()));
        QCOMPARE(editor->toPlainText(), s("What does this show?"));

        // A pasted image is a chip; Backspace at the start of the prompt takes it away again.
        copyImage();
        QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(ui.chips(), 1);
        QVERIFY(ui.composer()->notice().isEmpty());
        QCOMPARE(editor->toPlainText(), s("What does this show?"));
        editor->moveCursor(QTextCursor::Start);
        QTest::keyClick(editor, Qt::Key_Backspace);
        QCOMPARE(ui.chips(), 0);
        QCOMPARE(editor->toPlainText(), s("What does this show?"));

        // … and so does a click on its ×.
        QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(ui.chips(), 1);
        ui.composer()->findChild<QToolButton *>(s("attachmentRemove"))->click();
        QCOMPARE(ui.chips(), 0);

        QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(ui.chips(), 1);
        save(ui.window, "window-composer-image.png");
        save(*ui.composer(), "composer-image-chip.png");

        ui.composer()->findChild<QPushButton *>(s("composerSend"))->click();
        QCOMPARE(ui.chips(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(kandesk::test::recordedPrompts(scenario.record).size(), 2, kTimeout);
        const QJsonObject sent = kandesk::test::recordedPrompts(scenario.record).constLast();
        QCOMPARE(sent.value(s("prompt")).toString(), s("What does this show?"));
        QCOMPARE(kandesk::test::blockTypes(sent), (QStringList { s("text"), s("image") }));
        const QJsonObject image = sent.value(s("blocks")).toArray().at(1).toObject();
        QCOMPARE(image.value(s("mimeType")).toString(), s("image/png"));
        QVERIFY(image.value(s("bytes")).toInt() > 0);
        QVERIFY(transcriptShows(ui.panel()->model(), s("[image: pasted image 1.png, ")));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);
        save(ui.window, "window-image-sent.png");

        auto stopped = runtime.value()->runner().stop(ui.workbench->taskView()->sessionId());
        QTRY_VERIFY_WITH_TIMEOUT(stopped.isFinished(), kTimeout);
        runtime.value()->runner().flush();
    }

    void anAtFileReachesTheAgentAsALink()
    {
        QJsonObject block;
        QString workspace;
        sendFileReference({}, &block, &workspace);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(block.value(s("type")).toString(), s("resource_link"));
        QCOMPARE(block.value(s("name")).toString(), s("src/main.cpp"));
        QCOMPARE(block.value(s("uri")).toString(), QUrl::fromLocalFile(workspace + s("/src/main.cpp")).toString());
    }

    void anAtFileIsEmbeddedWhereTheAgentTakesIt()
    {
        QJsonObject block;
        QString workspace;
        sendFileReference(s("--embedded-context"), &block, &workspace);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(block.value(s("type")).toString(), s("resource"));
        QCOMPARE(block.value(s("uri")).toString(), QUrl::fromLocalFile(workspace + s("/src/main.cpp")).toString());
        QCOMPARE(block.value(s("text")).toString(), s("int main() { return 0; }\n"));
    }

    void anAgentWithoutImagesRefusesThemWithTheReason()
    {
        Scenario scenario;
        QVERIFY(scenario.prepare(s("--no-image")));
        auto runtime = scenario.home.startRuntime();
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        Window ui(scenario.home, *runtime.value());
        QVERIFY(ui.workbench->tasks().refreshTask(scenario.taskId).ok());
        QVERIFY(ui.workbench->board()->moveTask(scenario.taskId, s("in-progress")));
        QTRY_COMPARE_WITH_TIMEOUT(ui.panel()->sessionState(), std::optional(SessionState::WaitingForInput), kTimeout);
        QTRY_VERIFY(ui.panel()->model()->controls().promptInput.has_value());

        QPlainTextEdit *editor = ui.composer()->editor();
        editor->setFocus();
        QTest::keyClicks(editor, s("look"));
        copyImage();
        QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(ui.chips(), 0);
        QVERIFY2(ui.composer()->notice().contains(s("this agent does not take images")),
            qPrintable(ui.composer()->notice()));
        QCOMPARE(editor->toPlainText(), s("look"));
        save(ui.window, "window-image-refused.png");

        auto stopped = runtime.value()->runner().stop(ui.workbench->taskView()->sessionId());
        QTRY_VERIFY_WITH_TIMEOUT(stopped.isFinished(), kTimeout);
        runtime.value()->runner().flush();
    }
};

QTEST_MAIN(TestWorkbenchAttachments)
#include "tst_workbenchattachments.moc"
