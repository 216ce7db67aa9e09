// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The changes panel fed by a real agentctl's workspace stream over a real git repository.
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/agentctl/agentstream.h"
#include "lifecycle/agentctl/standalonebackend.h"
#include "lifecycle/git/gitcommand.h"
#include "models/backgroundpool.h"
#include "support/gitrepository.h"
#include "ui/task/changesmodel.h"
#include "ui/task/changespanel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QThreadPool>
#include <QtConcurrent>

using namespace kandesk;
using namespace kandesk::ui;

namespace {

void writeFile(const QString &path, const QByteArray &content)
{
    kandesk::test::writeTestFile(path, content);
}

QString makeRepository(const QString &dir)
{
    return kandesk::test::makeGitRepository(dir, {{QStringLiteral("login.cpp"), "int retries = 3;\nint timeoutMs = 100;\n"}});
}

// A git_status event as agentctl sends it, every file modified unless named untracked.
QJsonObject gitStatus(const QStringList &modified, const QStringList &untracked = {})
{
    QJsonArray files;
    auto add = [&files](const QString &path, const QString &status) {
        files.append(QJsonObject{{QStringLiteral("path"), path}, {QStringLiteral("status"), status},
                                 {QStringLiteral("additions"), 1}, {QStringLiteral("deletions"), 1}});
    };
    for (const QString &path : modified)
        add(path, QStringLiteral("modified"));
    for (const QString &path : untracked)
        add(path, QStringLiteral("untracked"));
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("git_status")}, {QStringLiteral("branch"), QStringLiteral("main")},
                       {QStringLiteral("files"), files}};
}

template<typename Work>
auto offThread(Work work)
{
    auto future = QtConcurrent::run(work);
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 20'000))
        qFatal("a blocking call did not return");
    return future.result();
}

} // namespace

class TestChangesPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelKeepsRowsInPlace()
    {
        ChangesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto status = [](QStringList paths) {
            QJsonArray files;
            for (const QString &path : paths)
                files.append(QJsonObject{{QStringLiteral("path"), path}, {QStringLiteral("status"), QStringLiteral("modified")},
                                         {QStringLiteral("additions"), 2}, {QStringLiteral("deletions"), 1}});
            return QJsonObject{{QStringLiteral("type"), QStringLiteral("git_status")}, {QStringLiteral("branch"), QStringLiteral("feature/x")},
                               {QStringLiteral("ahead"), 1}, {QStringLiteral("files"), files}};
        };
        model.applyGitStatus(status({QStringLiteral("b.cpp"), QStringLiteral("a.cpp")}));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0).data(ChangesModel::PathRole).toString(), QStringLiteral("a.cpp"));
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.applyGitStatus(status({QStringLiteral("c.cpp"), QStringLiteral("b.cpp")}));
        QCOMPARE(reset.size(), 0);
        QCOMPARE(model.rowOf(QStringLiteral("b.cpp")), 0);
        QCOMPARE(model.rowOf(QStringLiteral("c.cpp")), 1);
        QCOMPARE(model.totalAdditions(), 4);
        QCOMPARE(model.ahead(), 1);
    }

    void showsTheAgentsChangesFromTheWorkspaceStream()
    {
        QTemporaryDir dir;
        const QString repo = makeRepository(dir.path());
        auto processes = std::make_shared<AgentctlProcessHost>();
        auto network = std::make_shared<AgentctlNetwork>();
        StandaloneBackend backend(processes, network, {QStringLiteral(KANDESK_AGENTCTL_PATH), {}});
        ExecutorCreateRequest create;
        create.instanceId = QStringLiteral("exec-changes");
        create.workspacePath = repo;
        auto instance = offThread([&] { return backend.createInstance(create); });
        QVERIFY2(instance.ok(), qPrintable(instance.error()));

        ChangesPanel panel;
        panel.setWorkspace(repo);
        panel.resize(760, 520);
        panel.show();
        AgentStream stream(network, instance->agentctlUrl, instance->authToken, instance->instanceId,
                           [&panel](const QJsonObject &event) {
                               if (event.value(QStringLiteral("type")).toString() != QLatin1String("git_status"))
                                   return;
                               QMetaObject::invokeMethod(&panel, [&panel, event] { panel.applyGitStatus(event); });
                           },
                           QStringLiteral("/api/v1/workspace/stream"));
        QVERIFY(offThread([&] { return stream.open(); }).ok());

        // What an agent would do: edit a file and add one.
        writeFile(repo + QStringLiteral("/login.cpp"), "int retries = 3;\nint timeoutMs = 1000;\n");
        writeFile(repo + QStringLiteral("/notes.md"), "# Why the wait\n");
        QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 2, 15'000);
        QTRY_VERIFY(panel.summary().contains(QStringLiteral("main")));
        QVERIFY2(panel.summary().contains(QStringLiteral("2 files")), qPrintable(panel.summary()));

        QSignalSpy shown(&panel, &ChangesPanel::diffShown);
        panel.selectFile(QStringLiteral("login.cpp"));
        QVERIFY(shown.wait(10'000));
        QVERIFY2(panel.shownDiff().contains(QStringLiteral("+int timeoutMs = 1000;")), qPrintable(panel.shownDiff()));
        QVERIFY(panel.shownDiff().contains(QStringLiteral("-int timeoutMs = 100;")));

        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(panel.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/changes-panel.png")));

        panel.selectFile(QStringLiteral("notes.md"));
        QVERIFY(shown.wait(10'000));
        QVERIFY2(panel.shownDiff().contains(QStringLiteral("+# Why the wait")), qPrintable(panel.shownDiff()));

        stream.close();
        QVERIFY(offThread([&] { return backend.stopInstance(*instance, true); }).ok());
    }

    void showsOnlyTheLastPickedFilesDiff()
    {
        QTemporaryDir dir;
        const QString repo = kandesk::test::makeGitRepository(
            dir.path(), {{QStringLiteral("login.cpp"), "int retries = 3;\n"}, {QStringLiteral("README.md"), "# app\n"}});
        writeFile(repo + QStringLiteral("/login.cpp"), "int retries = 5;\n");
        writeFile(repo + QStringLiteral("/README.md"), "# app, faster\n");
        ChangesPanel panel;
        panel.setWorkspace(repo);
        panel.applyGitStatus(gitStatus({QStringLiteral("login.cpp"), QStringLiteral("README.md")}));
        QSignalSpy shown(&panel, &ChangesPanel::diffShown);

        // The user picks one file, then another before the first diff has arrived.
        panel.selectFile(QStringLiteral("login.cpp"));
        panel.selectFile(QStringLiteral("README.md"));
        QVERIFY(shown.wait(10'000));
        QCOMPARE(shown.size(), 1);
        QCOMPARE(shown.at(0).at(0).toString(), QStringLiteral("README.md"));
        QVERIFY2(panel.shownDiff().contains(QStringLiteral("+# app, faster")), qPrintable(panel.shownDiff()));

        // The first read, finished or skipped, never replaces what is shown.
        QTRY_COMPARE_WITH_TIMEOUT(backgroundPool().activeThreadCount(), 0, 10'000);
        QCoreApplication::processEvents();
        QCOMPARE(shown.size(), 1);
        QVERIFY2(!panel.shownDiff().contains(QStringLiteral("retries")), qPrintable(panel.shownDiff()));
    }

    void saysWhyADiffCannotBeShown()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("notes.md")), "# notes\n");
        ChangesPanel panel;
        panel.setWorkspace(dir.path());
        panel.applyGitStatus(gitStatus({}, {QStringLiteral("notes.md")}));
        panel.selectFile(QStringLiteral("notes.md"));
        QTRY_VERIFY_WITH_TIMEOUT(panel.shownDiff().startsWith(QStringLiteral("Cannot show this diff: ")), 10'000);
        QVERIFY2(panel.shownDiff().contains(QStringLiteral("is not a git repository")), qPrintable(panel.shownDiff()));
    }
};

QTEST_MAIN(TestChangesPanel)
#include "tst_changespanel.moc"
