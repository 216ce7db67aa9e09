// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewactions.h"

#include "gitcommand.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "ReviewActionsWords".
struct ReviewActionsWords {
    Q_DECLARE_TR_FUNCTIONS(ReviewActionsWords)
};

constexpr int kApplyTimeoutMs = 60'000;

// git's C-style quoting of a path in a patch header ("a/x y" → "\"a/x y\"", non-ASCII as octal).
QByteArray quotedPath(const QByteArray &prefix, const QString &path)
{
    const QByteArray raw = prefix + path.toUtf8();
    QByteArray out = "\"";
    for (const char c : raw) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\')
            out += '\\' + QByteArray(1, c);
        else if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else if (byte < 0x20 || byte >= 0x80)
            out += '\\' + QByteArray::number(byte, 8).rightJustified(3, '0');
        else
            out += c;
    }
    return out + '"';
}

Status applyPatch(const QString &worktree, const QByteArray &patch, QStringList flags)
{
    if (patch.isEmpty())
        return {};
    QTemporaryFile file(QDir::temp().filePath(QStringLiteral("kandesk-patch-XXXXXX")));
    if (!file.open() || file.write(patch) != patch.size() || !file.flush())
        return Error { ReviewActionsWords::tr("cannot write a patch file: %1").arg(file.errorString()) };
    QStringList arguments{QStringLiteral("apply"), QStringLiteral("--whitespace=nowarn")};
    arguments << flags << file.fileName();
    auto applied = runGit(worktree, arguments, {}, kApplyTimeoutMs);
    if (!applied)
        return Error{applied.error()};
    if (applied->exitCode != 0)
        return Error { ReviewActionsWords::tr("git apply failed: %1").arg(applied->standardError.trimmed()) };
    return {};
}

QStringList pathsOf(const FileChange &file)
{
    QStringList paths{QStringLiteral("--"), QStringLiteral(":(literal)") + file.path};
    if (file.oldPath != file.path && !file.oldPath.isEmpty())
        paths << QStringLiteral(":(literal)") + file.oldPath;
    return paths;
}

Expected<QString> diffBase(const ReviewDiff &diff)
{
    if (!diff.baseCommit.isEmpty())
        return diff.baseCommit;
    auto empty = runGitChecked(diff.worktree, {QStringLiteral("hash-object"), QStringLiteral("-t"), QStringLiteral("tree"),
                                               QStringLiteral("/dev/null")});
    if (!empty)
        return Error{empty.error()};
    return empty->trimmed();
}

QStringList binaryDiff(const QString &from)
{
    return {QStringLiteral("diff"), QStringLiteral("--binary"), QStringLiteral("--no-ext-diff"), QStringLiteral("--no-color"),
            QStringLiteral("-M"), QStringLiteral("--no-relative"), QStringLiteral("--src-prefix=a/"),
            QStringLiteral("--dst-prefix=b/"), from};
}

Expected<DiscardUndo> deleteUntracked(const ReviewDiff &diff, const FileChange &file)
{
    const QString path = QDir(diff.worktree).filePath(file.path);
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return Error { ReviewActionsWords::tr("cannot read %1: %2").arg(file.path, in.errorString()) };
    DiscardUndo undo{diff.worktree, file.path, {}, false, {}, in.readAll()};
    in.close();
    if (!QFile::remove(path))
        return Error { ReviewActionsWords::tr("cannot delete %1").arg(file.path) };
    return undo;
}

const DiffHunk *hunkAt(const FileChange &file, int index)
{
    if (!file.hunksLoaded() || index < 0 || index >= file.hunks.size())
        return nullptr;
    return &file.hunks.at(index);
}

} // namespace

QByteArray hunkPatch(const FileChange &file, const DiffHunk &hunk)
{
    const QByteArray from = quotedPath("a/", file.path);
    const QByteArray to = quotedPath("b/", file.path);
    QByteArray patch = "diff --git " + from + ' ' + to + "\n--- " + from + "\n+++ " + to + '\n';
    patch += QStringLiteral("@@ -%1,%2 +%3,%4 @@\n").arg(hunk.oldStart).arg(hunk.oldCount).arg(hunk.newStart).arg(hunk.newCount).toUtf8();
    for (const DiffLine &line : hunk.lines) {
        patch += line.kind == DiffLine::Kind::Added ? '+' : line.kind == DiffLine::Kind::Removed ? '-' : ' ';
        patch += line.text.toUtf8();
        patch += '\n';
        if (line.noNewlineAtEnd)
            patch += "\\ No newline at end of file\n";
    }
    return patch;
}

Expected<DiscardUndo> discardFile(const ReviewDiff &diff, const FileChange &file)
{
    if (file.status == ChangeStatus::Untracked)
        return deleteUntracked(diff, file);
    auto from = diffBase(diff);
    if (!from)
        return Error{from.error()};
    DiscardUndo undo{diff.worktree, file.path, {}, false, {}, std::nullopt};
    auto onDisk = runGitBytes(diff.worktree, binaryDiff(*from) << pathsOf(file));
    if (!onDisk)
        return Error{onDisk.error()};
    undo.worktreePatch = *onDisk;
    if (diff.scope == DiffScope::Uncommitted) {
        auto staged = runGitBytes(diff.worktree, binaryDiff(*from) << QStringLiteral("--cached") << pathsOf(file));
        if (!staged)
            return Error{staged.error()};
        undo.indexPatch = *staged;
    }
    if (undo.worktreePatch.isEmpty() && undo.indexPatch.isEmpty())
        return Error { ReviewActionsWords::tr("%1 has no changes to discard").arg(file.path) };
    if (Status reverted = applyPatch(diff.worktree, undo.worktreePatch, {QStringLiteral("-R")}); !reverted)
        return Error{reverted.error()};
    if (Status reverted = applyPatch(diff.worktree, undo.indexPatch, {QStringLiteral("-R"), QStringLiteral("--cached")}); !reverted) {
        const Status back = applyPatch(diff.worktree, undo.worktreePatch, {});
        Q_UNUSED(back);
        return Error{reverted.error()};
    }
    return undo;
}

Expected<DiscardUndo> discardHunk(const ReviewDiff &diff, const FileChange &file, int hunkIndex)
{
    const DiffHunk *hunk = hunkAt(file, hunkIndex);
    if (!hunk)
        return Error { ReviewActionsWords::tr("%1 has no hunk %2 to discard").arg(file.path).arg(hunkIndex + 1) };
    const bool wholeFile = file.status == ChangeStatus::Untracked || file.status == ChangeStatus::Added
        || file.status == ChangeStatus::Deleted;
    if (wholeFile && file.hunks.size() == 1)
        return discardFile(diff, file);
    DiscardUndo undo{diff.worktree, file.path, hunkPatch(file, *hunk), false, {}, std::nullopt};
    undo.patchInIndex = diff.scope == DiffScope::Uncommitted && file.staged == StageState::Staged;
    QStringList flags{QStringLiteral("-R")};
    if (undo.patchInIndex)
        flags << QStringLiteral("--index");
    if (Status reverted = applyPatch(diff.worktree, undo.worktreePatch, flags); !reverted)
        return Error{reverted.error()};
    return undo;
}

Status undoDiscard(const DiscardUndo &undo)
{
    if (undo.fileBytes) {
        const QString path = QDir(undo.worktree).filePath(undo.path);
        if (QFileInfo::exists(path))
            return Error { ReviewActionsWords::tr("%1 exists again; not overwriting it").arg(undo.path) };
        QDir().mkpath(QFileInfo(path).absolutePath());
        QSaveFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(*undo.fileBytes) != undo.fileBytes->size() || !out.commit())
            return Error { ReviewActionsWords::tr("cannot write %1 again: %2").arg(undo.path, out.errorString()) };
        return {};
    }
    QStringList flags;
    if (undo.patchInIndex)
        flags << QStringLiteral("--index");
    if (Status applied = applyPatch(undo.worktree, undo.worktreePatch, flags); !applied)
        return applied;
    return applyPatch(undo.worktree, undo.indexPatch, {QStringLiteral("--cached")});
}

Status stageFile(const QString &worktree, const FileChange &file)
{
    auto added = runGit(worktree, QStringList{QStringLiteral("add"), QStringLiteral("-A")} << pathsOf(file));
    if (!added)
        return Error{added.error()};
    if (added->exitCode != 0)
        return Error { ReviewActionsWords::tr("git add failed: %1").arg(added->standardError.trimmed()) };
    return {};
}

Status unstageFile(const QString &worktree, const FileChange &file)
{
    auto head = runGit(worktree, {QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("-q"), QStringLiteral("HEAD")});
    const bool unborn = !head || head->exitCode != 0;
    const QStringList arguments = unborn
        ? QStringList{QStringLiteral("rm"), QStringLiteral("--cached"), QStringLiteral("-q"), QStringLiteral("-r")} << pathsOf(file)
        : QStringList{QStringLiteral("reset"), QStringLiteral("-q"), QStringLiteral("HEAD")} << pathsOf(file);
    auto reset = runGit(worktree, arguments);
    if (!reset)
        return Error{reset.error()};
    if (reset->exitCode != 0)
        return Error {
            ReviewActionsWords::tr("unstaging %1 failed: %2").arg(file.path, reset->standardError.trimmed())
        };
    return {};
}

Status stageHunk(const QString &worktree, const FileChange &file, int hunkIndex)
{
    if (file.status == ChangeStatus::Untracked)
        return stageFile(worktree, file);
    const DiffHunk *hunk = hunkAt(file, hunkIndex);
    if (!hunk)
        return Error { ReviewActionsWords::tr("%1 has no hunk %2 to stage").arg(file.path).arg(hunkIndex + 1) };
    return applyPatch(worktree, hunkPatch(file, *hunk), {QStringLiteral("--cached")});
}

Status unstageHunk(const QString &worktree, const FileChange &file, int hunkIndex)
{
    const DiffHunk *hunk = hunkAt(file, hunkIndex);
    if (!hunk)
        return Error { ReviewActionsWords::tr("%1 has no hunk %2 to unstage").arg(file.path).arg(hunkIndex + 1) };
    return applyPatch(worktree, hunkPatch(file, *hunk), {QStringLiteral("-R"), QStringLiteral("--cached")});
}

} // namespace kandesk::git
