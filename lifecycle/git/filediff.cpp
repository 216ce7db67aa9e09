// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "filediff.h"

#include "gitcommand.h"
#include "models/backgroundpool.h"

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
    return QtConcurrent::run(pool ? pool : &backgroundPool(),
                             [workspace, path, base] { return fileDiff(workspace, path, base); });
}

QString unifiedDiff(const FileChange &file)
{
    const bool added = file.status == ChangeStatus::Untracked || file.status == ChangeStatus::Added;
    const bool deleted = file.status == ChangeStatus::Deleted;
    QString text = QStringLiteral("diff --git a/%1 b/%2\n").arg(file.oldPath.isEmpty() ? file.path : file.oldPath, file.path);
    text += added ? QStringLiteral("--- /dev/null\n") : QStringLiteral("--- a/%1\n").arg(file.oldPath.isEmpty() ? file.path : file.oldPath);
    text += deleted ? QStringLiteral("+++ /dev/null\n") : QStringLiteral("+++ b/%1\n").arg(file.path);
    if (file.binary)
        return text + QStringLiteral("Binary files differ\n");
    if (file.tooLarge)
        return text + QStringLiteral("Large diff: %1 changed lines (not loaded)\n").arg(file.additions + file.deletions);
    for (const DiffHunk &hunk : file.hunks) {
        text += QStringLiteral("@@ -%1,%2 +%3,%4 @@").arg(hunk.oldStart).arg(hunk.oldCount).arg(hunk.newStart).arg(hunk.newCount);
        if (!hunk.section.isEmpty())
            text += QLatin1Char(' ') + hunk.section;
        text += QLatin1Char('\n');
        for (const DiffLine &line : hunk.lines) {
            text += line.kind == DiffLine::Kind::Added ? QLatin1Char('+') : line.kind == DiffLine::Kind::Removed ? QLatin1Char('-') : QLatin1Char(' ');
            text += line.text + QLatin1Char('\n');
            if (line.noNewlineAtEnd)
                text += QStringLiteral("\\ No newline at end of file\n");
        }
    }
    return text;
}

} // namespace kandesk::git
