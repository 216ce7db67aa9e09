// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A Kandesk home with one task working in a real worktree of a real repository, whose origin is
// a bare repository on disk that git pushes to, while `git remote get-url origin` reads as a GitHub
// (or, when given, GitLab) address (url.<bare>.pushInsteadOf). Git identity is the repository's own; the user's global and
// system git configuration are shut out (hermeticGit()).

#include "application/stores.h"
#include "lifecycle/git/gitworktrees.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/secretvault.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"

#include <QFuture>
#include <QTest>

#include <memory>

namespace kandesk::test {

inline const QString kGitHubRemote = QStringLiteral("https://github.com/acme/widgets.git");

// Called once per test process, before any git runs: no ~/.gitconfig, no /etc/gitconfig.
inline void hermeticGit(const QString &scratch)
{
    const QString global = QDir(scratch).filePath(QStringLiteral("empty-gitconfig"));
    writeTestFile(global, QByteArray());
    qputenv("GIT_CONFIG_GLOBAL", global.toUtf8());
    qputenv("GIT_CONFIG_NOSYSTEM", "1");
    for (const char *name : { "GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL",
             "GIT_DIR", "GIT_WORK_TREE" })
        qunsetenv(name);
}

// A door's future's result (TaskShipping, TaskDeletion), the event loop running meanwhile.
template<typename T> T await(QFuture<T> future)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, 120'000))
        qFatal("the door's work did not finish");
    return future.result();
}

inline QString gitOut(const QString &dir, const QStringList &arguments)
{
    auto out = git::runGitChecked(dir, arguments);
    if (!out)
        qFatal("%s", qPrintable(out.error()));
    return out->trimmed();
}

struct ShipFixture {
    QString root;
    QString home;
    QString repository; // the user's repository, main checked out
    QString bare; // origin
    QString taskId;
    QString worktree;
    QString branch;
    std::unique_ptr<Database> database;
    std::unique_ptr<Stores> stores;

    // root: an empty scratch folder of its own; remote: what origin's address reads as.
    explicit ShipFixture(const QString &scratch, const QString &title = QStringLiteral("Add the widget"),
                         const QString &remote = kGitHubRemote)
        : root(scratch)
    {
        home = QDir(root).filePath(QStringLiteral("home"));
        QDir().mkpath(home);
        repository = makeGitRepository(QDir(root).filePath(QStringLiteral("repo")),
            { { QStringLiteral("README.md"), "# widgets\n" }, { QStringLiteral("shared.txt"), "one\ntwo\nthree\n" } });
        bare = QDir(root).filePath(QStringLiteral("remote.git"));
        gitOut(root,
            { QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("--bare"), QStringLiteral("-b"),
                QStringLiteral("main"), bare });
        gitOut(
            repository, { QStringLiteral("remote"), QStringLiteral("add"), QStringLiteral("origin"), remote });
        gitOut(repository,
            { QStringLiteral("config"), QStringLiteral("url.") + bare + QStringLiteral(".pushInsteadOf"), remote });
        gitOut(repository,
            { QStringLiteral("push"), QStringLiteral("-q"), QStringLiteral("origin"), QStringLiteral("main") });

        database = std::make_unique<Database>(databasePath(home));
        if (!database->open().ok())
            qFatal("cannot open the database");
        stores = std::make_unique<Stores>(*database, home, QStringLiteral("KandeskShipTest"));
        stores->vault().setBackend(SecretBackendKind::File);
        Repository row;
        row.workspaceId = QStringLiteral("default");
        row.name = QStringLiteral("widgets");
        row.path = repository;
        row.defaultBranch = QStringLiteral("main");
        auto added = stores->repositories().add(row);
        if (!added)
            qFatal("%s", qPrintable(added.error()));
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = title;
        task.description = QStringLiteral("Make the widget.");
        task.repositories = { TaskRepository { added->id, QStringLiteral("main"), 0 } };
        auto created = stores->tasks().create(task);
        if (!created)
            qFatal("%s", qPrintable(created.error()));
        taskId = created->id;

        git::WorktreeSpec spec;
        spec.repositoryPath = repository;
        spec.baseBranch = QStringLiteral("main");
        spec.taskId = taskId;
        spec.taskTitle = title;
        spec.tasksRoot = QDir(home).filePath(QStringLiteral("tasks"));
        auto made = git::createWorktree(spec);
        if (!made)
            qFatal("%s", qPrintable(made.error()));
        worktree = made->path;
        branch = made->branch;
    }

    ~ShipFixture()
    {
        stores.reset();
        database.reset();
    }

    // A commit on the task branch and GitHub's token in the vault: what a pull request needs.
    bool readyForPullRequest(const QString &gitHubToken) const
    {
        commitIn(worktree, { { QStringLiteral("widget.txt"), "w\n" } }, QStringLiteral("widget"));
        return stores->vault().writeBlocking(QStringLiteral("GITHUB_TOKEN"), gitHubToken).ok();
    }

    // Writes files in dir and commits them there.
    void commitIn(const QString &dir, const QList<std::pair<QString, QByteArray>> &files, const QString &message) const
    {
        for (const auto &[name, content] : files)
            writeTestFile(QDir(dir).filePath(name), content);
        gitOut(dir, { QStringLiteral("add"), QStringLiteral("--all") });
        gitOut(dir, { QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), message });
    }

    QString revision(const QString &ref) const { return gitOut(repository, { QStringLiteral("rev-parse"), ref }); }

    // The task's agent becomes the stub agent, recording every prompt it is sent; yields the file
    // it records to (one JSON line a prompt, support/stubrecord.h reads them).
    QString useRecordingStub() const
    {
        const QString record = QDir(root).filePath(QStringLiteral("prompts.jsonl"));
        AgentProfile profile;
        profile.id = QStringLiteral("recording-stub");
        profile.name = QStringLiteral("Recording stub");
        profile.agentId = QStringLiteral("stub");
        profile.customCommand = QStringLiteral("'" KANDESK_STUBAGENT_PATH "' --record '%1'").arg(record);
        if (!stores->profiles().saveAgentProfile(profile).ok())
            qFatal("cannot save the stub's profile");
        Task task = stores->tasks().get(taskId).value();
        task.agentProfileId = profile.id;
        if (!stores->tasks().update(task).ok())
            qFatal("cannot give the task the stub");
        return record;
    }
};

} // namespace kandesk::test
