// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl's workspace stream on a real git repository: git_status (branch, ahead/behind,
// per-file status with additions and deletions) and file_change, driven by file notifications.
#include "support/agentctlharness.h"

#include <QTemporaryDir>

using namespace kandesk;
using kandesk::test::str;

namespace {

QJsonObject fileEntry(const QJsonObject &status, const QString &path)
{
    const QJsonArray files = status.value(str("files")).toArray();
    for (const QJsonValue &file : files) {
        if (file.toObject().value(str("path")).toString() == path)
            return file.toObject();
    }
    return {};
}

} // namespace

class TestAgentctlWorkspace : public QObject
{
    Q_OBJECT
private:
    test::Agentctl m_agentctl;
    QTemporaryDir m_root;
    QString m_repo;
    quint16 m_port = 0;
    std::unique_ptr<test::StreamClient> m_stream;

    // The first git_status after from that satisfies match.
    QJsonObject waitForStatus(qsizetype from, const std::function<bool(const QJsonObject &)> &match)
    {
        return m_stream->waitFor(
            [&match](const QJsonObject &m) {
                return m.value(str("type")).toString() == wire::event::kGitStatus && match(m);
            },
            15'000, from);
    }

    QJsonObject waitForFileChange(qsizetype from, const QString &path, QLatin1StringView operation)
    {
        return m_stream->waitFor(
            [&](const QJsonObject &m) {
                return m.value(str("type")).toString() == wire::event::kFileChange
                    && m.value(str("path")).toString() == path && m.value(str("operation")).toString() == operation;
            },
            15'000, from);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        const QString remote = m_root.filePath(str("remote.git"));
        m_repo = m_root.filePath(str("repo"));
        test::runGit(m_root.path(), { str("init"), str("--bare"), str("-q"), remote });
        test::initRepo(m_repo);
        test::writeRepoFile(m_repo, str("a.txt"), "one\ntwo\nthree\n");
        test::runGit(m_repo, { str("add"), str("a.txt") });
        test::runGit(m_repo, { str("commit"), str("-q"), str("-m"), str("first") });
        test::runGit(m_repo, { str("remote"), str("add"), str("origin"), remote });
        test::runGit(m_repo, { str("push"), str("-q"), str("-u"), str("origin"), str("main") });

        QVERIFY(m_agentctl.start());
        QVERIFY(m_agentctl.handshake());
        QVERIFY(!m_agentctl.createInstance(m_repo, &m_port).isEmpty());
        m_stream = std::make_unique<test::StreamClient>();
        QVERIFY(m_stream->open(m_port, QString(wire::route::kWorkspaceStream), m_agentctl.token));
    }

    void sendsTheStatusOnConnect()
    {
        const QJsonObject status = waitForStatus(0, [](const QJsonObject &) { return true; });
        QCOMPARE(status.value(str("branch")).toString(), str("main"));
        QCOMPARE(status.value(str("upstream")).toString(), str("origin/main"));
        QCOMPARE(status.value(str("ahead")).toInt(), 0);
        QCOMPARE(status.value(str("behind")).toInt(), 0);
        QVERIFY(status.value(str("files")).toArray().isEmpty());
        QVERIFY(!status.value(str("timestamp")).toString().isEmpty());
    }

    void reportsAModifiedFileWithLineCounts()
    {
        const qsizetype from = m_stream->messages.size();
        test::writeRepoFile(m_repo, str("a.txt"), "one\nTWO\nthree\nfour\nfive\n");
        QVERIFY(!waitForFileChange(from, str("a.txt"), wire::filechange::kModified).isEmpty());
        const QJsonObject status
            = waitForStatus(from, [](const QJsonObject &s) { return !fileEntry(s, str("a.txt")).isEmpty(); });
        const QJsonObject file = fileEntry(status, str("a.txt"));
        QCOMPARE(file.value(str("status")).toString(), str("modified"));
        QCOMPARE(file.value(str("additions")).toInt(), 3);
        QCOMPARE(file.value(str("deletions")).toInt(), 1);
        QCOMPARE(file.value(str("staged")).toBool(), false);
    }

    void reportsNewFilesInNewFolders()
    {
        const qsizetype from = m_stream->messages.size();
        test::writeRepoFile(m_repo, str("sub/deeper/new.txt"), "x\ny\n");
        QVERIFY(!waitForFileChange(from, str("sub/deeper/new.txt"), wire::filechange::kCreated).isEmpty());
        const QJsonObject status = waitForStatus(
            from, [](const QJsonObject &s) { return !fileEntry(s, str("sub/deeper/new.txt")).isEmpty(); });
        const QJsonObject file = fileEntry(status, str("sub/deeper/new.txt"));
        QCOMPARE(file.value(str("status")).toString(), str("untracked"));
        QCOMPARE(file.value(str("additions")).toInt(), 2);

        // A later change inside the new folder is seen too: the folder is watched now.
        const qsizetype next = m_stream->messages.size();
        test::writeRepoFile(m_repo, str("sub/deeper/new.txt"), "x\ny\nz\n");
        QVERIFY(!waitForFileChange(next, str("sub/deeper/new.txt"), wire::filechange::kModified).isEmpty());
    }

    void reportsStagedAndDeletedFiles()
    {
        const qsizetype from = m_stream->messages.size();
        test::runGit(m_repo, { str("add"), str("sub/deeper/new.txt") });
        QVERIFY(!waitForStatus(from, [](const QJsonObject &s) {
            const QJsonObject file = fileEntry(s, str("sub/deeper/new.txt"));
            return file.value(str("status")).toString() == QLatin1String("added") && file.value(str("staged")).toBool()
                && file.value(str("additions")).toInt() == 3;
        }).isEmpty());

        const qsizetype next = m_stream->messages.size();
        QVERIFY(QFile::remove(m_repo + str("/a.txt")));
        QVERIFY(!waitForFileChange(next, str("a.txt"), wire::filechange::kDeleted).isEmpty());
        const QJsonObject status = waitForStatus(next, [](const QJsonObject &s) {
            return fileEntry(s, str("a.txt")).value(str("status")).toString() == QLatin1String("deleted");
        });
        QCOMPARE(fileEntry(status, str("a.txt")).value(str("deletions")).toInt(), 3);
    }

    void reportsCommitsAheadOfTheUpstream()
    {
        const qsizetype from = m_stream->messages.size();
        test::runGit(m_repo, { str("add"), str("-A") });
        test::runGit(m_repo, { str("commit"), str("-q"), str("-m"), str("second") });
        const QJsonObject status
            = waitForStatus(from, [](const QJsonObject &s) { return s.value(str("ahead")).toInt() == 1; });
        QVERIFY(!status.isEmpty());
        QVERIFY(status.value(str("files")).toArray().isEmpty());
        QCOMPARE(status.value(str("behind")).toInt(), 0);
    }

    void seesAnEditorsAtomicSave()
    {
        test::writeRepoFile(m_repo, str("atomic.txt"), "old\n");
        test::runGit(m_repo, { str("add"), str("atomic.txt") });
        test::runGit(m_repo, { str("commit"), str("-q"), str("-m"), str("atomic") });
        const qsizetype from = m_stream->messages.size();
        test::writeRepoFile(m_repo, str(".atomic.txt.swp"), "new\nlines\n");
        QVERIFY(QFile::remove(m_repo + str("/atomic.txt")));
        QVERIFY(QFile::rename(m_repo + str("/.atomic.txt.swp"), m_repo + str("/atomic.txt")));
        const QJsonObject status = waitForStatus(from, [](const QJsonObject &s) {
            return fileEntry(s, str("atomic.txt")).value(str("status")).toString() == QLatin1String("modified");
        });
        QCOMPARE(fileEntry(status, str("atomic.txt")).value(str("additions")).toInt(), 2);
        QCOMPARE(fileEntry(status, str("atomic.txt")).value(str("deletions")).toInt(), 1);
        QVERIFY(!m_stream
                     ->waitFor(
                         [](const QJsonObject &m) {
                             return m.value(str("path")).toString() == QLatin1String("atomic.txt");
                         },
                         5'000, from)
                     .isEmpty());
    }

    void debouncesABurstOfWrites()
    {
        const qsizetype from = m_stream->messages.size();
        for (int i = 0; i < 20; ++i)
            test::writeRepoFile(m_repo, str("burst.txt"), QByteArray::number(i) + '\n');
        QVERIFY(!waitForStatus(from, [](const QJsonObject &s) {
            return !fileEntry(s, str("burst.txt")).isEmpty();
        }).isEmpty());
        qsizetype changes = 0;
        for (qsizetype i = from; i < m_stream->messages.size(); ++i) {
            if (m_stream->messages.at(i).value(str("path")).toString() == QLatin1String("burst.txt"))
                ++changes;
        }
        QVERIFY2(changes < 20, qPrintable(QString::number(changes)));
    }
};

QTEST_GUILESS_MAIN(TestAgentctlWorkspace)
#include "tst_agentctlworkspace.moc"
