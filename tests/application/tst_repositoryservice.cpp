// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Adding and editing repositories through the application's door, over a real database and real git
// repositories: one rule for a folder (its top level, named after it, on its default branch), a
// repository the workspace has already is not added twice, and a folder that is no repository is
// refused with git's reason. An edited path follows the same rule.
#include "application/stores.h"
#include "application/tasks/repositoryservice.h"
#include "models/queries/repositoryqueries.h"
#include "models/queries/workspacequeries.h"

#include "support/gitrepository.h"
#include "support/runnerwaits.h"
#include "support/testhome.h"

#include <QDir>
#include <QTest>

#include <memory>

using namespace kandesk;

class TestRepositoryService : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::TestHome> m_home;
    Stores *m_stores = nullptr;
    std::unique_ptr<RepositoryService> m_repositories;
    QString m_workspaceId;

    template<typename T>
    T waitFor(QFuture<T> future)
    {
        return test::waitForFuture(std::move(future));
    }

    QString repository(const QString &name, const QString &branch = QStringLiteral("main"))
    {
        const QString path = test::makeGitRepository(m_home->filePath(name));
        if (branch != QLatin1String("main"))
            (void)git::runGitChecked(path, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"), branch});
        return path;
    }

private Q_SLOTS:
    void init()
    {
        m_repositories.reset();
        m_stores = nullptr;
        m_home = std::make_unique<test::TestHome>();
        QVERIFY(m_home->open().ok());
        m_stores = &m_home->stores;
        m_repositories = std::make_unique<RepositoryService>(*m_stores);
        auto workspaces = std::as_const(*m_stores).workspaces().list();
        QVERIFY(workspaces && !workspaces->isEmpty());
        m_workspaceId = workspaces->constFirst().id;
    }

    void cleanup()
    {
        m_repositories.reset();
        m_stores = nullptr;
        m_home.reset();
    }

    // A folder inside a repository adds the repository at its top level, on its default branch
    // (not the branch checked out), named after its folder; the second add is the same row.
    void aFolderAddsItsRepositoryOnce()
    {
        const QString path = repository(QStringLiteral("app"), QStringLiteral("topic"));
        QVERIFY(QDir().mkpath(QDir(path).filePath(QStringLiteral("src/lib"))));
        const auto added = waitFor(m_repositories->add(m_workspaceId, QDir(path).filePath(QStringLiteral("src/lib"))));
        QVERIFY2(added.ok(), qPrintable(added.error()));
        QVERIFY(!added->alreadyThere);
        QCOMPARE(added->repository.path, path);
        QCOMPARE(added->repository.name, QStringLiteral("app"));
        QCOMPARE(added->repository.defaultBranch, QStringLiteral("topic")); // no origin: the checked-out branch

        const auto again = waitFor(m_repositories->add(m_workspaceId, path + QLatin1Char('/')));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QVERIFY(again->alreadyThere);
        QCOMPARE(again->repository.id, added->repository.id);
        QCOMPARE(std::as_const(*m_stores).repositories().list(m_workspaceId)->size(), 1);
    }

    void aFolderThatIsNoRepositoryIsRefused()
    {
        const QString plain = m_home->filePath(QStringLiteral("plain"));
        QVERIFY(QDir().mkpath(plain));
        const auto added = waitFor(m_repositories->add(m_workspaceId, plain));
        QVERIFY(!added.ok());
        QVERIFY2(added.error().contains(plain), qPrintable(added.error()));
        const auto missing = waitFor(m_repositories->add(m_workspaceId, m_home->filePath(QStringLiteral("missing"))));
        QVERIFY(!missing.ok());
        QVERIFY(std::as_const(*m_stores).repositories().list(m_workspaceId)->isEmpty());
    }

    // Settings' save: a new repository by the same rule, keeping what was filled in; a second row
    // for the same repository is refused.
    void aNewRepositoryIsSavedByTheSameRule()
    {
        const QString path = repository(QStringLiteral("service"));
        Repository wanted;
        wanted.workspaceId = m_workspaceId;
        wanted.path = QDir(path).filePath(QStringLiteral("."));
        wanted.name = QStringLiteral("Backend");
        wanted.setupScript = QStringLiteral("make");
        const auto saved = waitFor(m_repositories->save(wanted));
        QVERIFY2(saved.ok(), qPrintable(saved.error()));
        QCOMPARE(saved->path, path);
        QCOMPARE(saved->name, QStringLiteral("Backend"));
        QCOMPARE(saved->defaultBranch, QStringLiteral("main"));
        QCOMPARE(saved->setupScript, QStringLiteral("make"));

        const auto twice = waitFor(m_repositories->save(wanted));
        QVERIFY(!twice.ok());
        QVERIFY2(twice.error().contains(QStringLiteral("Backend")), qPrintable(twice.error()));
    }

    // An edited path is the repository's top level again; a path another row has is refused and
    // the row keeps its old one; other fields are kept as typed.
    void anEditedPathFollowsTheRule()
    {
        const QString first = repository(QStringLiteral("first"));
        const QString second = repository(QStringLiteral("second"));
        const auto a = waitFor(m_repositories->add(m_workspaceId, first));
        const auto b = waitFor(m_repositories->add(m_workspaceId, second));
        QVERIFY(a.ok() && b.ok());

        QVERIFY(QDir().mkpath(QDir(second).filePath(QStringLiteral("docs"))));
        Repository moved = b->repository;
        moved.path = QDir(second).filePath(QStringLiteral("docs"));
        moved.setupScript = QStringLiteral("npm ci");
        const auto edited = waitFor(m_repositories->save(moved));
        QVERIFY2(edited.ok(), qPrintable(edited.error()));
        QCOMPARE(edited->path, second);
        QCOMPARE(std::as_const(*m_stores).repositories().get(b->repository.id)->setupScript, QStringLiteral("npm ci"));

        Repository clash = b->repository;
        clash.path = first;
        const auto refused = waitFor(m_repositories->save(clash));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(a->repository.name), qPrintable(refused.error()));
        QCOMPARE(std::as_const(*m_stores).repositories().get(b->repository.id)->path, second);

        Repository gone = b->repository;
        gone.path = m_home->filePath(QStringLiteral("nowhere"));
        QVERIFY(!waitFor(m_repositories->save(gone)).ok());
        QCOMPARE(std::as_const(*m_stores).repositories().get(b->repository.id)->path, second);
    }
};

QTEST_GUILESS_MAIN(TestRepositoryService)
#include "tst_repositoryservice.moc"
