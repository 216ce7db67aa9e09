// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl's workspace reads (diff, file list, one file) on a real git repository, through a real
// agentctl on loopback: the answers in the raw, their refusals in words, and the review diff the
// app assembles from them equal to the one git gives on the same folder here.
#include "support/agentctlharness.h"

#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/workspaceapi.h"
#include "lifecycle/git/reviewdiff.h"

#include <QTcpServer>
#include <QTemporaryDir>
#include <QUrlQuery>

using namespace kandesk;
using kandesk::test::str;

class TestAgentctlWorkspaceRead : public QObject
{
    Q_OBJECT
private:
    test::Agentctl m_agentctl;
    QTemporaryDir m_root;
    QString m_repo;
    QString m_instanceId;
    quint16 m_port = 0;
    std::shared_ptr<AgentctlNetwork> m_network = std::make_shared<AgentctlNetwork>();

    WorkspaceEndpoint endpoint(bool withToken = true) const
    {
        return { m_network, QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_port)),
            withToken ? QString::fromUtf8(m_agentctl.token) : QString(), m_instanceId };
    }

    static QStringList paths(const git::ReviewDiff &diff)
    {
        QStringList list;
        for (const git::FileChange &file : diff.files)
            list.append(file.path + QLatin1Char(':') + git::changeStatusName(file.status));
        return list;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        m_repo = m_root.filePath(str("repo"));
        test::initRepo(m_repo);
        test::writeRepoFile(m_repo, str("a.txt"), "one\ntwo\nthree\n");
        test::writeRepoFile(m_repo, str("gone.txt"), "bye\n");
        test::writeRepoFile(m_repo, str("old name.txt"), "alpha\nbeta\ngamma\ndelta\n");
        test::runGit(m_repo, { str("add"), str(".") });
        test::runGit(m_repo, { str("commit"), str("-q"), str("-m"), str("first") });
        test::runGit(m_repo, { str("checkout"), str("-q"), str("-b"), str("task") });
        // One commit on the task branch, then work on disk: a change, a staged rename, a deletion
        // and an untracked file in a new folder.
        test::writeRepoFile(m_repo, str("a.txt"), "one\nTWO\nthree\nfour\n");
        test::runGit(m_repo, { str("commit"), str("-q"), str("-am"), str("task work") });
        test::writeRepoFile(m_repo, str("a.txt"), "one\nTWO\nthree\nfour\nfive\n");
        test::runGit(m_repo, { str("mv"), str("old name.txt"), str("new name.txt") });
        test::runGit(m_repo, { str("rm"), str("-q"), str("gone.txt") });
        test::writeRepoFile(m_repo, str("sub/new.txt"), "x\ny\n");

        QVERIFY(m_agentctl.start());
        QVERIFY(m_agentctl.handshake());
        m_instanceId = m_agentctl.createInstance(m_repo, &m_port);
        QVERIFY(!m_instanceId.isEmpty());
    }

    void answersTheRawDiff()
    {
        const auto reply = m_agentctl.send("GET", m_port, QString(wire::route::kWorkspaceDiff) + str("?scope=against_base&base=main"));
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.body.value(str("base")).toString(), str("main"));
        QVERIFY(!reply.body.value(str("base_commit")).toString().isEmpty());
        QVERIFY(reply.body.value(str("patch")).toString().contains(str("+five")));
        const QJsonArray untracked = reply.body.value(str("untracked")).toArray();
        QCOMPARE(untracked.size(), 1);
        QCOMPARE(untracked.at(0).toObject().value(str("path")).toString(), str("sub/new.txt"));
        QCOMPARE(QByteArray::fromBase64(untracked.at(0).toObject().value(str("content")).toString().toLatin1()), QByteArray("x\ny\n"));
    }

    void theAssembledDiffEqualsTheLocalOne_data()
    {
        QTest::addColumn<int>("scope");
        QTest::newRow("against base") << int(git::DiffScope::AgainstBase);
        QTest::newRow("uncommitted") << int(git::DiffScope::Uncommitted);
    }

    void theAssembledDiffEqualsTheLocalOne()
    {
        QFETCH(int, scope);
        const git::ReviewDiffOptions options { git::DiffScope(scope), str("main"), 3'000 };
        auto local = git::reviewDiff(m_repo, options);
        QVERIFY2(local, qPrintable(local.error()));
        auto remote = workspaceapi::readDiff(endpoint(), options);
        QVERIFY2(remote, qPrintable(remote.error()));
        QCOMPARE(paths(*remote), paths(*local));
        QCOMPARE(remote->baseCommit, local->baseCommit);
        QCOMPARE(remote->additions(), local->additions());
        QCOMPARE(remote->deletions(), local->deletions());
        for (qsizetype i = 0; i < local->files.size(); ++i) {
            const git::FileChange &want = local->files.at(i);
            const git::FileChange &got = remote->files.at(i);
            QCOMPARE(got.oldPath, want.oldPath);
            QCOMPARE(got.hunks.size(), want.hunks.size());
            QCOMPARE(int(got.staged), int(want.staged));
            for (qsizetype h = 0; h < want.hunks.size(); ++h)
                QCOMPARE(got.hunks.at(h).lines.size(), want.hunks.at(h).lines.size());
        }
    }

    void readsOneLargeFileWithItsHunks()
    {
        git::ReviewDiffOptions options { git::DiffScope::AgainstBase, str("main"), 1 };
        auto diff = workspaceapi::readDiff(endpoint(), options);
        QVERIFY2(diff, qPrintable(diff.error()));
        const git::FileChange *a = diff->file(str("a.txt"));
        QVERIFY(a);
        QVERIFY(a->tooLarge);
        QVERIFY(a->hunks.isEmpty());
        auto one = workspaceapi::readDiff(endpoint(), options, a);
        QVERIFY2(one, qPrintable(one.error()));
        QCOMPARE(one->files.size(), 1);
        QVERIFY(!one->files.first().tooLarge);
        QVERIFY(!one->files.first().hunks.isEmpty());
    }

    void listsFilesAndReadsThemAtBaseAndNow()
    {
        auto files = workspaceapi::listFiles(endpoint());
        QVERIFY2(files, qPrintable(files.error()));
        QVERIFY(files->contains(str("a.txt")));
        QVERIFY(files->contains(str("sub/new.txt")));
        auto now = workspaceapi::readFile(endpoint(), str("a.txt"));
        QVERIFY2(now, qPrintable(now.error()));
        QCOMPARE(*now, QByteArray("one\nTWO\nthree\nfour\nfive\n"));
        auto atBase = workspaceapi::readFile(endpoint(), str("a.txt"), str("main"));
        QVERIFY2(atBase, qPrintable(atBase.error()));
        QCOMPARE(*atBase, QByteArray("one\ntwo\nthree\n"));
    }

    void refusesInPlainWords_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("words");
        QTest::newRow("unknown base") << str("/api/v1/workspace/diff?base=nosuch") << 404 << str("does not exist");
        QTest::newRow("no base") << str("/api/v1/workspace/diff?scope=against_base") << 400 << str("base branch");
        QTest::newRow("bad scope") << str("/api/v1/workspace/diff?scope=sideways&base=main") << 400 << str("scope must be");
        QTest::newRow("option as base") << str("/api/v1/workspace/diff?base=--output=/tmp/x") << 400 << str("base branch");
        QTest::newRow("escaping path") << str("/api/v1/workspace/file?path=../etc/passwd") << 400 << str("inside the workspace");
        QTest::newRow("absolute path") << str("/api/v1/workspace/file?path=/etc/passwd") << 400 << str("inside the workspace");
        QTest::newRow("missing file") << str("/api/v1/workspace/file?path=nosuch.txt") << 404 << str("does not exist");
        QTest::newRow("missing at ref") << str("/api/v1/workspace/file?path=sub/new.txt&ref=main") << 404 << str("does not exist");
    }

    void refusesInPlainWords()
    {
        QFETCH(QString, path);
        QFETCH(int, status);
        QFETCH(QString, words);
        const auto reply = m_agentctl.send("GET", m_port, path);
        QCOMPARE(reply.status, status);
        QVERIFY2(reply.body.value(str("error")).toString().contains(words), qPrintable(reply.body.value(str("error")).toString()));
    }

    // An agentctl that is gone is a kind of its own: `kandesk task diff` adds how to reach it again.
    void anAgentctlThatDoesNotAnswerIsSaidSo()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        WorkspaceEndpoint gone = endpoint();
        gone.agentctlUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
        auto diff = workspaceapi::readDiff(gone, {git::DiffScope::Uncommitted, {}, 3000});
        QVERIFY(!diff);
        QCOMPARE(diff.errorKind(), ErrorKind::NotAnswering);
        QVERIFY2(diff.error().contains(str("did not answer")), qPrintable(diff.error()));
    }

    void wantsTheToken()
    {
        const auto reply = m_agentctl.send("GET", m_port, QString(wire::route::kWorkspaceFiles), {}, false);
        QCOMPARE(reply.status, 401);
        auto refused = workspaceapi::listFiles(endpoint(false));
        QVERIFY(!refused);
        QVERIFY2(refused.error().contains(str("bearer token")), qPrintable(refused.error()));
    }
};

QTEST_GUILESS_MAIN(TestAgentctlWorkspaceRead)
#include "tst_agentctlworkspaceread.moc"
