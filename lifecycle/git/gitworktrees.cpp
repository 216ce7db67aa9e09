// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "gitworktrees.h"

#include "lifecycle/git/gitsync.h"
#include "repositoryturn.h"
#include "worktreenaming.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "GitWorktreesWords".
struct GitWorktreesWords {
    Q_DECLARE_TR_FUNCTIONS(GitWorktreesWords)
};

QString canonical(const QString &path)
{
    const QString resolved = QFileInfo(path).canonicalFilePath();
    return resolved.isEmpty() ? QDir::cleanPath(QFileInfo(path).absoluteFilePath()) : resolved;
}

// Whether git cannot make branch because a branch has the name of one of its folders ("feature"
// for "feature/x") or lives in a folder of its name ("feature/x/y"): refs are files and folders.
bool folderOfBranchTaken(const QString &repository, const QString &branch)
{
    const QStringList parts = branch.split(QLatin1Char('/'));
    for (qsizetype n = 1; n < parts.size(); ++n) {
        if (refExists(repository, QStringLiteral("refs/heads/") + parts.mid(0, n).join(QLatin1Char('/'))))
            return true;
    }
    auto inside = runGit(repository, {QStringLiteral("for-each-ref"), QStringLiteral("--count=1"), QStringLiteral("--format=%(refname)"),
                                      QStringLiteral("refs/heads/") + branch + QLatin1Char('/')});
    return inside && inside->exitCode == 0 && !inside->standardOutput.trimmed().isEmpty();
}

// Branch names (without refs/heads/) checked out in any worktree of the repository.
QStringList checkedOutBranches(const QString &repository)
{
    QStringList branches;
    auto output = runGit(repository, {QStringLiteral("worktree"), QStringLiteral("list"), QStringLiteral("--porcelain")});
    if (!output)
        return branches;
    const auto lines = output->standardOutput.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("branch refs/heads/")))
            branches.append(line.mid(int(qstrlen("branch refs/heads/"))));
    }
    return branches;
}

QString commonGitDir(const QString &path)
{
    auto output = runGitChecked(path, {QStringLiteral("rev-parse"), QStringLiteral("--path-format=absolute"),
                                       QStringLiteral("--git-common-dir")});
    return output ? canonical(output->trimmed()) : QString();
}

// A worktree of repository already at path, on which branch; empty when path is something else.
QString existingWorktreeBranch(const QString &repository, const QString &path)
{
    if (!QFileInfo::exists(path + QStringLiteral("/.git")))
        return {};
    auto topLevel = runGitChecked(path, {QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")});
    if (!topLevel || canonical(topLevel->trimmed()) != canonical(path))
        return {};
    if (commonGitDir(path) != commonGitDir(repository))
        return {};
    auto branch = runGitChecked(path, {QStringLiteral("branch"), QStringLiteral("--show-current")});
    if (branch && !branch->trimmed().isEmpty())
        return branch->trimmed();
    return branchBeingRebased(path); // detached while an update from the base rebases it
}

} // namespace

Expected<QString> validateRepository(const QString &path)
{
    const QFileInfo info(path);
    if (path.trimmed().isEmpty())
        return Error { GitWorktreesWords::tr("No repository path given") };
    if (!info.exists())
        return Error { GitWorktreesWords::tr("Repository not found at %1").arg(path) };
    if (!info.isDir())
        return Error { GitWorktreesWords::tr("%1 is a file, not a repository folder").arg(path) };
    auto topLevel = runGit(path, {QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")});
    if (!topLevel)
        return Error{topLevel.error()};
    if (topLevel->exitCode != 0)
        return Error { GitWorktreesWords::tr("%1 is not a git repository").arg(path) };
    return canonical(topLevel->standardOutput.trimmed());
}

QString defaultBranch(const QString &repositoryPath)
{
    auto originHead = runGit(repositoryPath, {QStringLiteral("symbolic-ref"), QStringLiteral("--quiet"),
                                              QStringLiteral("--short"), QStringLiteral("refs/remotes/origin/HEAD")});
    if (originHead && originHead->exitCode == 0) {
        const QString ref = originHead->standardOutput.trimmed();
        return ref.startsWith(QLatin1String("origin/")) ? ref.mid(7) : ref;
    }
    auto current = runGit(repositoryPath, {QStringLiteral("symbolic-ref"), QStringLiteral("--quiet"),
                                           QStringLiteral("--short"), QStringLiteral("HEAD")});
    if (current && current->exitCode == 0 && !current->standardOutput.trimmed().isEmpty())
        return current->standardOutput.trimmed();
    return QStringLiteral("main");
}

Status syncBaseBranch(const QString &repositoryPath, const QString &baseBranch, const LineSink &lines)
{
    auto remotes = runGitChecked(repositoryPath, {QStringLiteral("remote")});
    if (!remotes)
        return Error{remotes.error()};
    if (!remotes->split(QLatin1Char('\n')).contains(QStringLiteral("origin")))
        return {};
    auto fetched = runGitChecked(repositoryPath, {QStringLiteral("fetch"), QStringLiteral("origin"), baseBranch}, lines);
    if (!fetched)
        return Error{fetched.error()};
    return {};
}

QString worktreePathFor(const WorktreeSpec &spec, const QString &repositoryTopLevel)
{
    return QDir(spec.tasksRoot).filePath(taskDirectoryName(spec.taskTitle, spec.taskId) + QLatin1Char('/')
                                         + QFileInfo(repositoryTopLevel).fileName());
}

Expected<Worktree> createWorktree(const WorktreeSpec &spec, const LineSink &lines)
{
    auto repository = validateRepository(spec.repositoryPath);
    if (!repository)
        return Error{repository.error()};
    Worktree worktree;
    worktree.repositoryPath = *repository;
    worktree.path = worktreePathFor(spec, *repository);
    worktree.baseRef = spec.baseBranch.isEmpty() ? defaultBranch(*repository) : spec.baseBranch;

    if (QFileInfo::exists(worktree.path)) {
        const QString branch = existingWorktreeBranch(*repository, worktree.path);
        if (branch.isEmpty())
            return Error {
                GitWorktreesWords::tr("%1 exists and is not a worktree of %2").arg(worktree.path, *repository)
            };
        worktree.branch = branch;
        worktree.reused = true;
        return worktree;
    }

    const QString baseCommit = worktree.baseRef + QStringLiteral("^{commit}");
    if (!refExists(*repository, baseCommit))
        return Error { GitWorktreesWords::tr("Base branch \"%1\" not found in %2").arg(worktree.baseRef, *repository) };

    const QString wanted = branchNameFromTemplate(spec.branchTemplate, spec.taskTitle, spec.taskId);
    auto valid = runGit(*repository, {QStringLiteral("check-ref-format"), QStringLiteral("--branch"), wanted});
    if (!valid || valid->exitCode != 0)
        return Error {
            GitWorktreesWords::tr("\"%1\" is not a valid branch name (check the branch template)").arg(wanted)
        };

    const QStringList busy = checkedOutBranches(*repository);
    worktree.branch = folderOfBranchTaken(*repository, wanted) ? flatBranchName(wanted) : wanted;
    const QString base = worktree.branch;
    for (int n = 2; busy.contains(worktree.branch); ++n)
        worktree.branch = base + QLatin1Char('-') + QString::number(n);

    if (!QDir().mkpath(QFileInfo(worktree.path).absolutePath()))
        return Error { GitWorktreesWords::tr("cannot create folder %1").arg(QFileInfo(worktree.path).absolutePath()) };
    QStringList arguments{QStringLiteral("worktree"), QStringLiteral("add")};
    if (refExists(*repository, QStringLiteral("refs/heads/") + worktree.branch)) {
        arguments << worktree.path << worktree.branch;
    } else {
        arguments << QStringLiteral("-b") << worktree.branch << worktree.path << worktree.baseRef;
        worktree.createdBranch = true;
    }
    RepositoryTurn turn(*repository);
    auto added = runGitChecked(*repository, arguments, lines);
    turn.unlock();
    if (!added)
        return Error{added.error()};

    if (!spec.copyGlobs.isEmpty()) {
        auto copied = copyIgnoredFiles(*repository, worktree.path, spec.copyGlobs);
        if (!copied) {
            const Status cleanup = removeWorktree(worktree, DirtyWorktree::Discard, worktree.createdBranch);
            Q_UNUSED(cleanup);
            return Error{copied.error()};
        }
        for (const QString &file : std::as_const(*copied)) {
            if (lines)
                lines(GitWorktreesWords::tr("copied %1").arg(file));
        }
    }
    return worktree;
}

Expected<QList<Worktree>> createWorktrees(const QList<WorktreeSpec> &specs, const LineSink &lines)
{
    QList<Worktree> made;
    for (const WorktreeSpec &spec : specs) {
        auto worktree = createWorktree(spec, lines);
        if (!worktree) {
            for (const Worktree &done : std::as_const(made)) {
                if (!done.reused) {
                    const Status removed = removeWorktree(done, DirtyWorktree::Discard, done.createdBranch);
                    if (!removed && lines)
                        lines(removed.error());
                }
            }
            return Error{worktree.error()};
        }
        made.append(*worktree);
    }
    return made;
}

Expected<QStringList> copyIgnoredFiles(const QString &repositoryPath, const QString &worktreePath, const QStringList &globs)
{
    auto ignored = runGitChecked(repositoryPath, {QStringLiteral("ls-files"), QStringLiteral("--others"),
                                                  QStringLiteral("--ignored"), QStringLiteral("--exclude-standard"),
                                                  QStringLiteral("--directory"), QStringLiteral("-z")});
    if (!ignored)
        return Error{ignored.error()};
    QList<QRegularExpression> patterns;
    for (const QString &glob : globs) {
        patterns.append(QRegularExpression(QRegularExpression::wildcardToRegularExpression(
            glob.trimmed())));
    }
    auto matches = [&patterns](const QString &relative) {
        const QString name = QFileInfo(relative).fileName();
        return std::any_of(patterns.cbegin(), patterns.cend(), [&](const QRegularExpression &re) {
            return re.match(relative).hasMatch() || re.match(name).hasMatch();
        });
    };

    QStringList copied;
    const QDir source(repositoryPath);
    const QDir target(worktreePath);
    auto copyOne = [&](const QString &relative) -> Status {
        const QString to = target.filePath(relative);
        QDir().mkpath(QFileInfo(to).absolutePath());
        QFile::remove(to);
        if (!QFile::copy(source.filePath(relative), to))
            return Error { GitWorktreesWords::tr("cannot copy %1 into the worktree").arg(relative) };
        copied.append(relative);
        return {};
    };
    const auto entries = ignored->split(QLatin1Char('\0'), Qt::SkipEmptyParts);
    for (const QString &entry : entries) {
        const bool isDirectory = entry.endsWith(QLatin1Char('/'));
        const QString relative = isDirectory ? entry.chopped(1) : entry;
        if (!matches(relative))
            continue;
        if (!isDirectory) {
            if (auto status = copyOne(relative); !status)
                return Error{status.error()};
            continue;
        }
        QDirIterator it(source.filePath(relative), QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            if (auto status = copyOne(source.relativeFilePath(it.next())); !status)
                return Error{status.error()};
        }
    }
    return copied;
}

Expected<bool> hasUncommittedChanges(const QString &worktreePath)
{
    auto status = runGitChecked(worktreePath, {QStringLiteral("status"), QStringLiteral("--porcelain")});
    if (!status)
        return Error{status.error()};
    return !status->trimmed().isEmpty();
}

Expected<int> countChangedFiles(const QString &workspacePath)
{
    auto countIn = [](const QString &checkout) -> Expected<int> {
        auto status = runGitChecked(checkout, {QStringLiteral("status"), QStringLiteral("--porcelain")});
        if (!status)
            return Error{status.error()};
        return int(status->split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
    };
    if (QFileInfo::exists(QDir(workspacePath).filePath(QStringLiteral(".git"))))
        return countIn(workspacePath);
    int total = 0;
    const QFileInfoList children = QDir(workspacePath).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QFileInfo &child : children) {
        if (!QFileInfo::exists(QDir(child.filePath()).filePath(QStringLiteral(".git"))))
            continue;
        auto counted = countIn(child.filePath());
        if (!counted)
            return counted;
        total += *counted;
    }
    return total;
}

Status removeWorktree(const Worktree &worktree, DirtyWorktree dirty, bool deleteBranch)
{
    const RepositoryTurn turn(worktree.repositoryPath);
    if (QFileInfo::exists(worktree.path)) {
        if (dirty == DirtyWorktree::Refuse) {
            auto changed = hasUncommittedChanges(worktree.path);
            if (!changed)
                return Error{changed.error()};
            if (*changed)
                return Error {
                    GitWorktreesWords::tr("%1 has uncommitted changes; they would be lost").arg(worktree.path)
                };
        }
        auto removed = runGitChecked(worktree.repositoryPath, {QStringLiteral("worktree"), QStringLiteral("remove"),
                                                               QStringLiteral("--force"), worktree.path});
        if (!removed)
            return Error{removed.error()};
    } else {
        // The folder went away behind git's back; forget its bookkeeping.
        auto pruned = runGitChecked(worktree.repositoryPath, {QStringLiteral("worktree"), QStringLiteral("prune")});
        if (!pruned)
            return Error{pruned.error()};
    }
    QDir().rmdir(QFileInfo(worktree.path).absolutePath()); // the task folder, once empty
    if (deleteBranch && !worktree.branch.isEmpty()) {
        auto deleted = runGitChecked(worktree.repositoryPath, {QStringLiteral("branch"), QStringLiteral("-D"), worktree.branch});
        if (!deleted)
            return Error{deleted.error()};
    }
    return {};
}

} // namespace kandesk::git
