// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// Where Kandesk keeps what (models/datahome.h) and the one move of an older home into the XDG
// folders (application/homemigration.h): a home of today's layout, with a task worktree a real
// agentctl runs in, moves in one step; the agentctl goes on running and answering in the moved
// folder, git and the database name the new paths, the session is found live again.
#include "application/homemigration.h"
#include "application/settings/worktreesfolder.h"
#include "application/stores.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/git/worktreenaming.h"
#include "models/database.h"
#include "models/sessions/sessionevent.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/messagestore.h"
#include "models/stores/sessionrecovery.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "support/gitrepository.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

struct DetachedAgentctl {
    quint16 port = 0;
    pid_t pid = 0;
};

// A real agentctl that outlives its starter (as remote and surviving runs do), working in dir.
std::optional<DetachedAgentctl> startAgentctlIn(const QString &dir, const QString &log)
{
    QProcess starter;
    starter.setWorkingDirectory(dir);
    starter.start(s(KANDESK_AGENTCTL_PATH), {s("--detach"), s("--log"), log, s("--port"), s("0")});
    if (!starter.waitForFinished(30000) || starter.exitCode() != 0)
        return std::nullopt;
    static const QRegularExpression ready(s("listening on 127\\.0\\.0\\.1:(\\d+) pid (\\d+)"));
    const QRegularExpressionMatch match = ready.match(QString::fromLocal8Bit(starter.readAllStandardOutput()));
    if (!match.hasMatch())
        return std::nullopt;
    return DetachedAgentctl{static_cast<quint16>(match.captured(1).toUInt()), static_cast<pid_t>(match.captured(2).toInt())};
}

bool answersHealth(quint16 port)
{
    QNetworkAccessManager network;
    network.setProxy(QNetworkProxy::NoProxy);
    QNetworkReply *reply = network.get(QNetworkRequest(QUrl(s("http://127.0.0.1:%1/health").arg(port))));
    if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, 30000))
        return false;
    const bool ok = reply->error() == QNetworkReply::NoError;
    reply->deleteLater();
    return ok;
}

QString runGit(const QString &dir, const QStringList &arguments)
{
    auto out = git::runGitChecked(dir, arguments);
    return out ? *out : s("git failed: ") + out.error();
}

} // namespace

class TestHomeFolders : public QObject
{
    Q_OBJECT

    QTemporaryDir m_scratch;
    QString m_legacy;
    HomeLayout m_xdg;

    // A home as Kandesk kept it before: one task with a worktree of a real repository, its session
    // registered as running (agentctl at port), an npm agent, logs and a transcript naming paths.
    struct OldHome {
        QString repository;
        QString worktree;
        QString sessionId;
        QString taskId;
    };

    OldHome makeOldHome(quint16 port = 0, qint64 pid = 0)
    {
        OldHome old;
        old.repository = test::makeGitRepository(m_scratch.filePath(s("repo")));
        Database database(databasePath(m_legacy));
        if (!database.open().ok())
            qFatal("cannot open the older home's database");
        Task task;
        task.workspaceId = s("default");
        task.title = s("Fix the parser");
        auto created = TaskStore(database).create(task);
        old.taskId = created->id;
        old.worktree = QDir(m_legacy).filePath(s("tasks/") + git::taskDirectoryName(task.title, old.taskId) + s("/repo"));
        runGit(old.repository, {s("worktree"), s("add"), s("-q"), s("-b"), s("kandesk/fix"), old.worktree});
        TaskSession session;
        session.taskId = old.taskId;
        session.state = SessionState::Running;
        session.workspacePath = old.worktree;
        old.sessionId = SessionStore(database).create(session)->id;
        ExecutorRunning row;
        row.sessionId = old.sessionId;
        row.taskId = old.taskId;
        row.executionId = s("exec-1");
        row.executorType = s("standalone");
        row.status = s("running");
        row.agentctlPort = port;
        row.agentctlUrl = s("http://127.0.0.1:%1").arg(port);
        row.pid = pid;
        row.workspacePath = old.worktree;
        row.metadataJson = QString::fromUtf8(QJsonDocument(QJsonObject{{s("workspace"), old.worktree},
                                                                        {s("log"), QDir(m_legacy).filePath(s("logs/agentctl-1.log"))}})
                                                  .toJson(QJsonDocument::Compact));
        if (!ExecutorsRunningTable(database).upsert(row).ok())
            qFatal("cannot register the execution");
        Message message;
        message.sessionId = old.sessionId;
        message.event = SessionEvent::make(sessionevent::Kind::ToolCall, s("Edited ") + old.worktree + s("/parser.c"));
        if (!MessageStore(database).append(message).ok())
            qFatal("cannot store a message");
        test::writeTestFile(QDir(m_legacy).filePath(s("agents/pkg/1.0.0/installed")), "yes\n");
        test::writeTestFile(QDir(m_legacy).filePath(s("logs/kandesk.log")), "a line\n");
        return old;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_scratch.isValid());
        QDir(m_scratch.path()).removeRecursively();
        QDir().mkpath(m_scratch.path());
        qunsetenv("KANDESK_HOME");
        qputenv("XDG_DATA_HOME", m_scratch.filePath(s("share")).toUtf8());
        qputenv("XDG_CACHE_HOME", m_scratch.filePath(s("cache")).toUtf8());
        qputenv("XDG_STATE_HOME", m_scratch.filePath(s("state")).toUtf8());
        m_legacy = m_scratch.filePath(s("share/Kandesk/Kandesk"));
        m_xdg = {m_scratch.filePath(s("share/kandesk")), m_scratch.filePath(s("cache/kandesk")),
                 m_scratch.filePath(s("state/kandesk"))};
        QDir().mkpath(m_legacy);
    }

    void aHomeGivenAsOneFolderKeepsEverythingThere()
    {
        qputenv("KANDESK_HOME", m_scratch.filePath(s("from-env")).toUtf8());
        auto fromEnvironment = settleHome();
        QVERIFY2(fromEnvironment, qPrintable(fromEnvironment.error()));
        QCOMPARE(fromEnvironment->layout.data, m_scratch.filePath(s("from-env")));
        QVERIFY(fromEnvironment->layout.isOneFolder());
        QCOMPARE(fromEnvironment->layout.logsFolder(), m_scratch.filePath(s("from-env/logs")));
        auto given = settleHome(m_scratch.filePath(s("given")));
        QVERIFY2(given, qPrintable(given.error()));
        QCOMPARE(given->layout.data, m_scratch.filePath(s("given")));
        QVERIFY(given->layout.isOneFolder());
        QVERIFY(!QFileInfo::exists(m_xdg.data)); // nothing made or moved elsewhere
    }

    void theXdgFoldersAreFollowedAndRelativeOnesIgnored()
    {
        auto layout = resolveHomeLayout();
        QVERIFY2(layout, qPrintable(layout.error()));
        QCOMPARE(layout->data, m_xdg.data);
        QCOMPARE(layout->cache, m_xdg.cache);
        QCOMPARE(layout->logsFolder(), m_xdg.state + s("/logs"));
        QCOMPARE(layout->defaultWorktreesFolder(), m_xdg.data + s("/tasks"));
        QVERIFY(QFileInfo(m_xdg.state).isDir());

        const QByteArray home = qgetenv("HOME");
        qputenv("HOME", m_scratch.filePath(s("user")).toUtf8());
        qputenv("XDG_DATA_HOME", "relative/share");
        qunsetenv("XDG_STATE_HOME");
        auto fallback = locateHomeLayout();
        qputenv("HOME", home);
        QVERIFY2(fallback, qPrintable(fallback.error()));
        QCOMPARE(fallback->data, m_scratch.filePath(s("user/.local/share/kandesk")));
        QCOMPARE(fallback->state, m_scratch.filePath(s("user/.local/state/kandesk")));
    }

    void todaysHomeMovesOnceWithARunningSession()
    {
        // The agentctl starts in the worktree before the move, as a session's would.
        const OldHome before = makeOldHome();
        auto agentctl = startAgentctlIn(before.worktree, QDir(m_legacy).filePath(s("logs/agentctl-1.log")));
        QVERIFY(agentctl);
        auto cleanup = qScopeGuard([pid = agentctl->pid] { ::kill(pid, SIGKILL); });
        {
            Database database(databasePath(m_legacy));
            QVERIFY(database.open().ok());
            ExecutorsRunningTable table(database);
            auto row = table.get(before.sessionId);
            QVERIFY(row);
            row->agentctlPort = agentctl->port;
            row->agentctlUrl = s("http://127.0.0.1:%1").arg(agentctl->port);
            row->pid = agentctl->pid;
            QVERIFY(table.upsert(*row).ok());
        }

        auto settled = settleHome();
        QVERIFY2(settled, qPrintable(settled.error()));
        QCOMPARE(settled->movedFrom, m_legacy);
        QCOMPARE(settled->layout.data, m_xdg.data);
        QVERIFY2(settled->notice.contains(m_xdg.data), qPrintable(settled->notice));

        // The old place leads to the new one; caches and logs went to their own folders.
        QVERIFY(QFileInfo(m_legacy).isSymLink());
        QCOMPARE(QFileInfo(m_legacy).canonicalFilePath(), QFileInfo(m_xdg.data).canonicalFilePath());
        QVERIFY(QFileInfo::exists(databasePath(m_xdg.data)));
        QVERIFY(!QFileInfo::exists(m_xdg.data + s("/.moving-from")));
        QVERIFY(QFileInfo::exists(m_xdg.cache + s("/agents/pkg/1.0.0/installed")));
        QVERIFY(QFileInfo(m_xdg.data + s("/agents")).isSymLink());
        QVERIFY(QFileInfo::exists(m_xdg.state + s("/logs/kandesk.log")));

        // The running agentctl works on in the moved folder and still answers.
        const QString worktree = QDir(m_xdg.data).filePath(QDir(m_legacy).relativeFilePath(before.worktree));
        QCOMPARE(QFile::symLinkTarget(s("/proc/%1/cwd").arg(agentctl->pid)), worktree);
        QVERIFY(answersHealth(agentctl->port));

        // git knows the worktree's new folder from both sides.
        const QString listed = runGit(before.repository, {s("worktree"), s("list"), s("--porcelain")});
        QVERIFY2(listed.contains(s("worktree ") + worktree + QLatin1Char('\n')), qPrintable(listed));
        QVERIFY2(!listed.contains(m_legacy), qPrintable(listed));
        QCOMPARE(runGit(worktree, {s("branch"), s("--show-current")}).trimmed(), s("kandesk/fix"));

        // The database names the new paths; the recovery finds the session live there.
        Database database(databasePath(m_xdg.data));
        QVERIFY(database.open().ok());
        QCOMPARE(SessionStore(database).get(before.sessionId)->workspacePath, worktree);
        const ExecutorRunning row = *ExecutorsRunningTable(database).get(before.sessionId);
        QCOMPARE(row.workspacePath, worktree);
        QVERIFY2(!row.metadataJson.contains(m_legacy), qPrintable(row.metadataJson));
        QCOMPARE(QJsonDocument::fromJson(row.metadataJson.toUtf8()).object().value(s("workspace")).toString(), worktree);
        auto transcript = MessageStore(database).pageAfter(before.sessionId, 0, 10);
        QVERIFY(transcript && transcript->size() == 1);
        QCOMPARE(transcript->constFirst().event.text, s("Edited ") + worktree + s("/parser.c"));
        SessionRecovery recovery(database, m_xdg.data);
        auto report = recovery.recover([](const ExecutorRunning &registered) { return answersHealth(registered.agentctlPort); });
        QVERIFY2(report, qPrintable(report.error()));
        QCOMPARE(report->live.size(), 1);
        QCOMPARE(report->live.constFirst().workspacePath, worktree);

        // Once: the next start finds nothing to move.
        auto again = settleHome();
        QVERIFY2(again, qPrintable(again.error()));
        QVERIFY(again->movedFrom.isEmpty());
        QVERIFY(again->notice.isEmpty());
        QCOMPARE(again->layout.data, m_xdg.data);
    }

    void aHomeAnotherKandeskUsesStaysForNow()
    {
        makeOldHome();
        Database running(databasePath(m_legacy)); // an older Kandesk, still open
        QVERIFY(running.open().ok());
        auto settled = settleHome();
        QVERIFY2(settled, qPrintable(settled.error()));
        QCOMPARE(settled->layout.data, m_legacy);
        QVERIFY(settled->layout.isOneFolder());
        QVERIFY(settled->movedFrom.isEmpty());
        QVERIFY2(settled->notice.contains(m_legacy) && settled->notice.contains(m_xdg.data), qPrintable(settled->notice));
        QVERIFY(!QFileInfo(m_legacy).isSymLink());
        QVERIFY(!QFileInfo::exists(m_xdg.data));
        QVERIFY(!QFileInfo::exists(m_legacy + s("/.moving-from")));
    }

    void aMoveCutShortAfterItsRenameIsFinishedAtTheNextStart()
    {
        const OldHome before = makeOldHome();
        // As if Kandesk died right after the rename: the marker moved along, nothing else happened.
        test::writeTestFile(m_legacy + s("/.moving-from"), m_legacy.toUtf8());
        QDir().mkpath(m_scratch.filePath(s("share")));
        QVERIFY(QDir().rename(m_legacy, m_xdg.data));
        QVERIFY(QFile::link(m_xdg.data, m_legacy));

        auto settled = settleHome();
        QVERIFY2(settled, qPrintable(settled.error()));
        QCOMPARE(settled->movedFrom, m_legacy);
        QVERIFY(!QFileInfo::exists(m_xdg.data + s("/.moving-from")));
        const QString worktree = QDir(m_xdg.data).filePath(QDir(m_legacy).relativeFilePath(before.worktree));
        Database database(databasePath(m_xdg.data));
        QVERIFY(database.open().ok());
        QCOMPARE(SessionStore(database).get(before.sessionId)->workspacePath, worktree);
        QVERIFY(runGit(before.repository, {s("worktree"), s("list")}).contains(worktree));
    }

    void aNewHomeOfItsOwnLeavesTheOlderOneAlone()
    {
        makeOldHome();
        QDir().mkpath(m_xdg.data);
        {
            Database fresh(databasePath(m_xdg.data));
            QVERIFY(fresh.open().ok());
        }
        auto settled = settleHome();
        QVERIFY2(settled, qPrintable(settled.error()));
        QCOMPARE(settled->layout.data, m_xdg.data);
        QVERIFY(settled->movedFrom.isEmpty());
        QVERIFY(!QFileInfo(m_legacy).isSymLink());
        QVERIFY(QFileInfo::exists(databasePath(m_legacy)));
    }

    void newWorktreesGoWhereSettingsSayAndOldOnesStay()
    {
        auto layout = resolveHomeLayout();
        QVERIFY(layout);
        Database database(databasePath(layout->data));
        QVERIFY(database.open().ok());
        Stores stores(database, *layout, s("KandeskHomeFoldersTest"));
        QCOMPARE(worktreesFolder(stores), layout->defaultWorktreesFolder());

        const Status relative = setWorktreesFolder(stores, s("worktrees"));
        QVERIFY(!relative);
        QVERIFY2(relative.error().contains(s("absolute")), qPrintable(relative.error()));
        QCOMPARE(worktreesFolder(stores), layout->defaultWorktreesFolder()); // unchanged

        // A task that already has its folder keeps it; a new one goes to the chosen folder.
        const QString oldTask = git::taskDirectoryName(s("Old"), s("t-old"));
        QVERIFY(QDir().mkpath(QDir(layout->defaultWorktreesFolder()).filePath(oldTask)));
        const QString chosen = m_scratch.filePath(s("elsewhere/worktrees"));
        QVERIFY(setWorktreesFolder(stores, chosen + s("/")).ok());
        QCOMPARE(worktreesFolder(stores), chosen);
        QVERIFY(QFileInfo(chosen).isDir());
        QCOMPARE(worktreesFolderForTask(stores, s("Old"), s("t-old")), layout->defaultWorktreesFolder());
        QCOMPARE(worktreesFolderForTask(stores, s("New"), s("t-new")), chosen);

        // Choosing again keeps the earlier choice searched; the default comes back when cleared.
        QVERIFY(setWorktreesFolder(stores, m_scratch.filePath(s("third"))).ok());
        QCOMPARE(worktreesFolders(stores), (QStringList{m_scratch.filePath(s("third")), chosen, layout->defaultWorktreesFolder()}));
        QVERIFY(setWorktreesFolder(stores, {}).ok());
        QCOMPARE(worktreesFolder(stores), layout->defaultWorktreesFolder());
        QCOMPARE(worktreesFolders(stores).size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestHomeFolders)
#include "tst_homefolders.moc"
