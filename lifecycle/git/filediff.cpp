// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "filediff.h"

#include "gitcommand.h"

#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk::git {

namespace {

constexpr int kDiffTimeoutMs = 30'000;

// An Error when workspace is not inside a git work tree (or git cannot tell).
Status checkRepository(const QString &workspace)
{
    const auto repository = runGit(workspace, {QStringLiteral("rev-parse"), QStringLiteral("--git-dir")});
    if (!repository)
        return Error{repository.error()};
    if (repository->exitCode != 0)
        return Error{QStringLiteral("%1 is not a git repository").arg(workspace)};
    return Status::success();
}

} // namespace

Expected<QString> fileDiff(const QString &workspace, const QString &path, DiffBase base)
{
    const bool untracked = base == DiffBase::Untracked;
    const QStringList arguments = untracked
        ? QStringList{QStringLiteral("diff"), QStringLiteral("--no-color"), QStringLiteral("--no-index"), QStringLiteral("--"),
                      QStringLiteral("/dev/null"), path}
        : QStringList{QStringLiteral("diff"), QStringLiteral("--no-color"), QStringLiteral("HEAD"), QStringLiteral("--"), path};
    auto output = runGit(workspace, arguments, {}, kDiffTimeoutMs);
    if (!output)
        return Error{output.error()};
    // --no-index exits with 1 when the files differ, which against /dev/null they always do (even an
    // empty file gets a header), and also with 1 when it cannot read the file.
    const int highestSuccess = untracked ? 1 : 0;
    const bool failed = output->exitCode < 0 || output->exitCode > highestSuccess
        || (untracked && output->standardOutput.isEmpty());
    // Outside a repository `git diff HEAD -- path` quietly becomes a --no-index diff failing with
    // "Could not access 'HEAD'", and an untracked file's --no-index diff works anywhere: either way
    // the clear message is that there is no repository.
    if (failed || untracked) {
        if (auto repository = checkRepository(workspace); !repository)
            return Error{repository.error()};
    }
    if (failed) {
        const QString message = output->standardError.trimmed().isEmpty() ? output->standardOutput.trimmed()
                                                                            : output->standardError.trimmed();
        return Error{QStringLiteral("git diff of %1 failed: %2").arg(path, message)};
    }
    return output->standardOutput;
}

QFuture<Expected<QString>> readFileDiff(const QString &workspace, const QString &path, DiffBase base, QThreadPool *pool)
{
    return QtConcurrent::run(pool ? pool : QThreadPool::globalInstance(),
                             [workspace, path, base] { return fileDiff(workspace, path, base); });
}

} // namespace kandesk::git
