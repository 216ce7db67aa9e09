// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// One file's diff read by lifecycle/git from a real repository in a temporary folder.
#include "lifecycle/git/filediff.h"
#include "support/gitrepository.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>

#include <memory>

using namespace kandesk;
using namespace kandesk::git;

namespace {

// Bytes that git sees as binary (a NUL in the first block).
const QByteArray kLogo = QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);

QString makeRepository(const QString &dir)
{
    return test::makeGitRepository(dir, {{QStringLiteral("login.cpp"), "int retries = 3;\nint timeoutMs = 100;\n"},
                                         {QStringLiteral("docs/release notes.md"), "# 1.0\n"},
                                         {QStringLiteral("logo.png"), kLogo}});
}

} // namespace

Q_DECLARE_METATYPE(kandesk::git::DiffBase)

class TestGitFileDiff : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_repo;

private Q_SLOTS:
    void init()
    {
        // A fresh repository for every test row.
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_repo = makeRepository(m_dir->path());
    }

    void readsOneFilesChanges_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("content"); // null: the file is deleted
        QTest::addColumn<DiffBase>("base");
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("modified") << QStringLiteral("login.cpp") << QByteArray("int retries = 3;\nint timeoutMs = 1000;\n")
                                  << DiffBase::Head
                                  << QStringList{QStringLiteral("--- a/login.cpp"), QStringLiteral("-int timeoutMs = 100;"),
                                                 QStringLiteral("+int timeoutMs = 1000;")};
        QTest::newRow("untracked") << QStringLiteral("notes.md") << QByteArray("# Why the wait\n") << DiffBase::Untracked
                                   << QStringList{QStringLiteral("new file mode"), QStringLiteral("--- /dev/null"),
                                                  QStringLiteral("+++ b/notes.md"), QStringLiteral("+# Why the wait")};
        QTest::newRow("untracked empty") << QStringLiteral("empty.txt") << QByteArray("", 0) << DiffBase::Untracked
                                         << QStringList{QStringLiteral("new file mode"), QStringLiteral("empty.txt")};
        QTest::newRow("deleted") << QStringLiteral("login.cpp") << QByteArray() << DiffBase::Head
                                 << QStringList{QStringLiteral("deleted file mode"), QStringLiteral("+++ /dev/null"),
                                                QStringLiteral("-int retries = 3;")};
        QTest::newRow("spaces modified") << QStringLiteral("docs/release notes.md") << QByteArray("# 1.0\n\nFaster start.\n")
                                         << DiffBase::Head
                                         << QStringList{QStringLiteral("release notes.md"), QStringLiteral("+Faster start.")};
        QTest::newRow("spaces untracked") << QStringLiteral("docs/next release.md") << QByteArray("# 1.1\n") << DiffBase::Untracked
                                          << QStringList{QStringLiteral("next release.md"), QStringLiteral("new file mode"),
                                                         QStringLiteral("+# 1.1")};
        QTest::newRow("binary modified") << QStringLiteral("logo.png") << (kLogo + QByteArray("\0more", 5)) << DiffBase::Head
                                         << QStringList{QStringLiteral("Binary files a/logo.png and b/logo.png differ")};
        QTest::newRow("binary untracked") << QStringLiteral("icon.png") << kLogo << DiffBase::Untracked
                                          << QStringList{QStringLiteral("Binary files /dev/null and b/icon.png differ")};
    }

    void readsOneFilesChanges()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, content);
        QFETCH(DiffBase, base);
        QFETCH(QStringList, expected);
        const QString file = m_repo + QLatin1Char('/') + path;
        if (content.isNull())
            QVERIFY(QFile::remove(file));
        else
            test::writeTestFile(file, content);

        const auto diff = fileDiff(m_repo, path, base);
        QVERIFY2(diff.ok(), qPrintable(diff.error()));
        for (const QString &line : expected)
            QVERIFY2(diff->contains(line), qPrintable(QStringLiteral("no \"%1\" in:\n%2").arg(line, *diff)));
    }

    void anUnchangedFileHasAnEmptyDiff()
    {
        const auto diff = fileDiff(m_repo, QStringLiteral("login.cpp"), DiffBase::Head);
        QVERIFY2(diff.ok(), qPrintable(diff.error()));
        QVERIFY2(diff->isEmpty(), qPrintable(*diff));
    }

    void notARepositoryIsAClearError_data()
    {
        QTest::addColumn<DiffBase>("base");
        QTest::newRow("tracked") << DiffBase::Head;
        QTest::newRow("untracked") << DiffBase::Untracked;
    }

    void notARepositoryIsAClearError()
    {
        QFETCH(DiffBase, base);
        QTemporaryDir plain;
        QVERIFY(plain.isValid());
        test::writeTestFile(plain.filePath(QStringLiteral("login.cpp")), "int retries = 3;\n");
        const auto diff = fileDiff(plain.path(), QStringLiteral("login.cpp"), base);
        QVERIFY(!diff.ok());
        QCOMPARE(diff.error(), QStringLiteral("%1 is not a git repository").arg(plain.path()));
    }

    void aFailingGitIsQuoted()
    {
        // An untracked file that vanished before its diff was read.
        const auto diff = fileDiff(m_repo, QStringLiteral("gone.md"), DiffBase::Untracked);
        QVERIFY(!diff.ok());
        QVERIFY2(diff.error().startsWith(QStringLiteral("git diff of gone.md failed: ")), qPrintable(diff.error()));
        QVERIFY2(diff.error().contains(QStringLiteral("gone.md")), qPrintable(diff.error()));
    }

    void readsOnAPoolThread_data()
    {
        QTest::addColumn<bool>("ownPool");
        QTest::newRow("global pool") << false;
        QTest::newRow("caller's pool") << true;
    }

    void readsOnAPoolThread()
    {
        QFETCH(bool, ownPool);
        test::writeTestFile(m_repo + QStringLiteral("/login.cpp"), "int retries = 5;\nint timeoutMs = 100;\n");
        QThreadPool pool;
        auto future = readFileDiff(m_repo, QStringLiteral("login.cpp"), DiffBase::Head, ownPool ? &pool : nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 20'000);
        const auto diff = future.result();
        QVERIFY2(diff.ok(), qPrintable(diff.error()));
        QVERIFY2(diff->contains(QStringLiteral("+int retries = 5;")), qPrintable(*diff));
    }
};

QTEST_GUILESS_MAIN(TestGitFileDiff)
#include "tst_gitfilediff.moc"
