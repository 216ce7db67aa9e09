// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl's checkpoint routes on a real git repository, through a real agentctl on loopback, as the
// app calls them for a workspace on another host (lifecycle/agentctl/checkpointapi.h): one kept,
// listed, previewed, restored exactly and forgotten; a folder that is no git checkout keeps none;
// every refusal in words with its status, nothing changed.
#include "support/agentctlharness.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/checkpointapi.h"
#include "lifecycle/git/gitcommand.h"

#include <QTemporaryDir>

using namespace kandesk;
using kandesk::test::str;

namespace {

const QString kTask = str("task-1");

QString gitOut(const QString &dir, const QStringList &arguments, const QStringList &variables = {})
{
    auto out = git::runGitCheckedWith(dir, arguments, variables);
    return out ? out->trimmed() : str("<failed: ") + out.error() + str(">");
}

// The files as git would stage them all, HEAD and the status.
QString stateOf(const QString &repo)
{
    QTemporaryDir scratch;
    const QStringList env { str("GIT_INDEX_FILE=") + scratch.filePath(str("index")) };
    (void)git::runGitCheckedWith(repo, { str("add"), str("-A"), str(".") }, env);
    return gitOut(repo, { str("write-tree") }, env) + QLatin1Char(' ')
        + git::resolveCommit(repo, str("HEAD")) + QLatin1Char(' ')
        + gitOut(repo, { str("status"), str("--porcelain"), str("--untracked-files=all") });
}

} // namespace

class TestAgentctlCheckpoints : public QObject
{
    Q_OBJECT
private:
    test::Agentctl m_agentctl;
    QTemporaryDir m_root;
    QString m_repo;
    QString m_instanceId;
    quint16 m_port = 0;
    std::shared_ptr<AgentctlNetwork> m_network = std::make_shared<AgentctlNetwork>();

    WorkspaceEndpoint endpoint(const QString &instanceId, quint16 port) const
    {
        return { m_network, QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)), QString::fromUtf8(m_agentctl.token), instanceId };
    }
    WorkspaceEndpoint endpoint() const { return endpoint(m_instanceId, m_port); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        m_repo = m_root.filePath(str("repo"));
        test::initRepo(m_repo);
        test::writeRepoFile(m_repo, str("a.txt"), "one\n");
        test::runGit(m_repo, { str("add"), str(".") });
        test::runGit(m_repo, { str("commit"), str("-q"), str("-m"), str("first") });
        test::writeRepoFile(m_repo, str("untracked.txt"), "mine\n");
        QVERIFY(m_agentctl.start());
        QVERIFY(m_agentctl.handshake());
        m_instanceId = m_agentctl.createInstance(m_repo, &m_port);
        QVERIFY(!m_instanceId.isEmpty());
    }

    void aTurnIsKeptAndUndone()
    {
        const QString before = stateOf(m_repo);
        auto kept = checkpointapi::record(endpoint(), kTask, str("session-1"), 3);
        QVERIFY2(kept, qPrintable(kept.error()));
        QCOMPARE(kept->number, 1);
        QCOMPARE(kept->turn, 3);
        QCOMPARE(kept->sessionId, str("session-1"));
        QCOMPARE(kept->head, git::resolveCommit(m_repo, str("HEAD")));
        QVERIFY(kept->createdAt.isValid());
        QCOMPARE(stateOf(m_repo), before); // keeping one changes nothing

        // The turn: a file changed and committed, one deleted, a binary one made.
        test::writeRepoFile(m_repo, str("a.txt"), "two\n");
        test::runGit(m_repo, { str("commit"), str("-q"), str("-am"), str("the agent's") });
        QVERIFY(QFile::remove(m_repo + str("/untracked.txt")));
        test::writeRepoFile(m_repo, str("blob.bin"), QByteArray("\x00\xff\x01", 3));

        auto listed = checkpointapi::list(endpoint(), kTask);
        QVERIFY2(listed, qPrintable(listed.error()));
        QCOMPARE(listed->size(), 1);
        QCOMPARE(listed->first().commit, kept->commit);
        auto preview = checkpointapi::preview(endpoint(), kTask, 1);
        QVERIFY2(preview, qPrintable(preview.error()));
        QCOMPARE(preview->files, (QStringList { str("M a.txt"), str("D blob.bin"), str("A untracked.txt") }));
        QVERIFY(preview->headMoves);
        QCOMPARE(preview->leavingCommits.size(), 1);

        auto restored = checkpointapi::restore(endpoint(), kTask, 1);
        QVERIFY2(restored, qPrintable(restored.error()));
        QCOMPARE(restored->files, preview->files);
        QCOMPARE(stateOf(m_repo), before);
    }

    void refusesInWords_data()
    {
        QTest::addColumn<QByteArray>("verb");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("words");
        QTest::newRow("task id escaping refs") << QByteArray("GET") << str("/api/v1/workspace/checkpoints?task=../heads/main") << QJsonObject()
                                               << 400 << str("is not a task id");
        QTest::newRow("no task id") << QByteArray("POST") << str("/api/v1/workspace/checkpoints") << QJsonObject { { str("turn"), 1 } }
                                    << 400 << str("is not a task id");
        QTest::newRow("no such checkpoint") << QByteArray("GET") << str("/api/v1/workspace/checkpoints/preview?task=task-1&number=9")
                                            << QJsonObject() << 404 << str("no checkpoint 9");
        QTest::newRow("restore by GET") << QByteArray("GET") << str("/api/v1/workspace/checkpoints/restore?task=task-1&number=1")
                                        << QJsonObject() << 405 << QString();
    }

    void refusesInWords()
    {
        QFETCH(QByteArray, verb);
        QFETCH(QString, path);
        QFETCH(QJsonObject, body);
        QFETCH(int, status);
        QFETCH(QString, words);
        const QString before = stateOf(m_repo);
        const auto reply = m_agentctl.send(verb, m_port, path, body);
        QCOMPARE(reply.status, status);
        QVERIFY2(reply.body.value(str("error")).toString().contains(words), qPrintable(reply.body.value(str("error")).toString()));
        QCOMPARE(stateOf(m_repo), before);
    }

    void aRestoreOnAnotherBranchIsRefused()
    {
        test::runGit(m_repo, { str("checkout"), str("-q"), str("-b"), str("elsewhere") });
        const QString before = stateOf(m_repo);
        auto refused = checkpointapi::restore(endpoint(), kTask, 1);
        QVERIFY(!refused);
        QVERIFY2(refused.error().contains(str("check")) && refused.error().contains(str("elsewhere")), qPrintable(refused.error()));
        QCOMPARE(stateOf(m_repo), before);
        const auto raw = m_agentctl.send("POST", m_port, QString(wire::route::kWorkspaceCheckpointRestore),
            QJsonObject { { str("task"), kTask }, { str("number"), 1 } });
        QCOMPARE(raw.status, 409);
        test::runGit(m_repo, { str("checkout"), str("-q"), str("-") });
    }

    void aFolderThatIsNoCheckoutKeepsNone()
    {
        const QString folder = m_root.filePath(str("plain"));
        QVERIFY(QDir().mkpath(folder));
        quint16 port = 0;
        const QString instance = m_agentctl.createInstance(folder, &port);
        QVERIFY(!instance.isEmpty());
        auto kept = checkpointapi::record(endpoint(instance, port), kTask, str("session-2"), 1);
        QVERIFY2(kept, qPrintable(kept.error()));
        QCOMPARE(kept->number, 0);
        QVERIFY(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    }

    void forgettingLeavesNone()
    {
        QVERIFY(checkpointapi::forget(endpoint(), kTask));
        auto listed = checkpointapi::list(endpoint(), kTask);
        QVERIFY2(listed, qPrintable(listed.error()));
        QVERIFY(listed->isEmpty());
        QCOMPARE(gitOut(m_repo, { str("for-each-ref"), str("refs/kandesk/") }), QString());
    }
};

QTEST_GUILESS_MAIN(TestAgentctlCheckpoints)
#include "tst_agentctlcheckpoints.moc"
