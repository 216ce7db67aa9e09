// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewdiff.h"

#include "gitcommand.h"
#include "models/backgroundpool.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QtConcurrent>
#include <QThreadPool>

#include <algorithm>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "ReviewDiffWords".
struct ReviewDiffWords {
    Q_DECLARE_TR_FUNCTIONS(ReviewDiffWords)
};

constexpr int kDiffTimeoutMs = 60'000;
constexpr qint64 kUntrackedReadLimit = 64 * 1024 * 1024; // a larger untracked file is only counted as too large

// The common flags of every diff here: rename detection, and no user configuration that would
// change what we parse (external diff tools, colour, prefixes, a relative diff).
QStringList diffArguments(const QString &from)
{
    return {QStringLiteral("-c"), QStringLiteral("core.quotePath=false"), QStringLiteral("diff"), from,
            QStringLiteral("--no-ext-diff"), QStringLiteral("--no-color"), QStringLiteral("-M"),
            QStringLiteral("--no-relative"), QStringLiteral("--src-prefix=a/"), QStringLiteral("--dst-prefix=b/")};
}

QString gitFailure(const QStringList &arguments, const GitOutput &output)
{
    const QString message = output.standardError.trimmed().isEmpty() ? output.standardOutput.trimmed()
                                                                      : output.standardError.trimmed();
    const qsizetype verb = arguments.indexOf(QStringLiteral("diff"));
    return ReviewDiffWords::tr("git %1 failed: %2")
        .arg(verb >= 0 ? QStringLiteral("diff") : arguments.value(0), message);
}

Expected<QString> git(const QString &dir, const QStringList &arguments)
{
    auto output = runGit(dir, arguments, {}, kDiffTimeoutMs);
    if (!output)
        return Error{output.error()};
    if (output->exitCode != 0)
        return Error{gitFailure(arguments, *output)};
    return output->standardOutput;
}

QStringList zeroSeparated(const QString &output)
{
    QStringList parts = output.split(QLatin1Char('\0'));
    if (!parts.isEmpty() && parts.constLast().isEmpty())
        parts.removeLast();
    return parts;
}

Expected<QString> worktreeTopLevel(const QString &worktree)
{
    auto output = runGit(worktree, {QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")}, {}, kDiffTimeoutMs);
    if (!output)
        return Error{output.error()};
    if (output->exitCode != 0 || output->standardOutput.trimmed().isEmpty())
        return Error { ReviewDiffWords::tr("%1 is not a git worktree").arg(worktree) };
    return output->standardOutput.trimmed();
}

std::optional<QString> commitOf(const QString &dir, const QString &ref)
{
    auto output = runGit(dir, {QStringLiteral("rev-parse"), QStringLiteral("--verify"), QStringLiteral("-q"),
                               ref + QStringLiteral("^{commit}")});
    if (!output || output->exitCode != 0)
        return std::nullopt;
    return output->standardOutput.trimmed();
}

struct Base {
    QString from;   // what git diff compares the files on disk with
    QString commit; // empty when that is the empty tree
};

// The commit the diff starts from: HEAD, or the merge-base of HEAD and the base branch.
Expected<Base> resolveBase(const QString &dir, const ReviewDiffOptions &options)
{
    const std::optional<QString> head = commitOf(dir, QStringLiteral("HEAD"));
    if (options.scope == DiffScope::AgainstBase) {
        if (options.baseBranch.trimmed().isEmpty())
            return Error { ReviewDiffWords::tr("no base branch to compare %1 with").arg(dir) };
        const std::optional<QString> base = commitOf(dir, options.baseBranch);
        if (!base)
            return Error {
                ReviewDiffWords::tr("the base branch \"%1\" does not exist in %2").arg(options.baseBranch, dir)
            };
        if (head) {
            auto mergeBase = git(dir, {QStringLiteral("merge-base"), *head, *base});
            if (!mergeBase)
                return Error { ReviewDiffWords::tr("the branch in %1 has no history in common with \"%2\"")
                                   .arg(dir, options.baseBranch) };
            return Base{mergeBase->trimmed(), mergeBase->trimmed()};
        }
    } else if (head) {
        return Base{*head, *head};
    }
    // No commit yet: everything is new, compared with the empty tree.
    auto empty = git(dir, {QStringLiteral("hash-object"), QStringLiteral("-t"), QStringLiteral("tree"), QStringLiteral("/dev/null")});
    if (!empty)
        return Error{empty.error()};
    return Base{empty->trimmed(), {}};
}

ChangeStatus statusFromLetter(QChar letter)
{
    switch (letter.toLatin1()) {
    case 'A': return ChangeStatus::Added;
    case 'D': return ChangeStatus::Deleted;
    case 'R': return ChangeStatus::Renamed;
    case 'C': return ChangeStatus::Copied;
    case 'T': return ChangeStatus::TypeChanged;
    case 'U': return ChangeStatus::Unmerged;
    default: return ChangeStatus::Modified;
    }
}

// The fields of `--name-status -z` then `--numstat -z` of the same diff: one FileChange per entry, in
// git's order.
Expected<QList<FileChange>> parseChanges(const QStringList &nameParts, const QStringList &countParts, const QString &dir)
{
    QList<FileChange> files;
    for (qsizetype i = 0; i < nameParts.size();) {
        const QString code = nameParts.at(i++);
        FileChange file;
        file.status = statusFromLetter(code.isEmpty() ? QLatin1Char('M') : code.at(0));
        if (file.status == ChangeStatus::Renamed || file.status == ChangeStatus::Copied) {
            file.similarity = code.mid(1).toInt();
            file.oldPath = nameParts.value(i++);
        }
        file.path = nameParts.value(i++);
        if (file.oldPath.isEmpty())
            file.oldPath = file.path;
        files.append(file);
    }
    qsizetype entry = 0;
    for (qsizetype i = 0; i < countParts.size(); ++entry) {
        const QStringList fields = countParts.at(i++).split(QLatin1Char('\t'));
        if (fields.size() == 3 && fields.at(2).isEmpty())
            i += 2; // a rename: old and new name follow
        if (entry >= files.size())
            return Error {
                ReviewDiffWords::tr("git diff listed more files with counts than with statuses in %1").arg(dir)
            };
        FileChange &file = files[entry];
        file.binary = fields.value(0) == QLatin1String("-");
        file.additions = fields.value(0).toInt();
        file.deletions = fields.value(1).toInt();
    }
    if (entry != files.size())
        return Error {
            ReviewDiffWords::tr("git diff listed fewer files with counts than with statuses in %1").arg(dir)
        };
    return files;
}

Expected<QList<FileChange>> listChanges(const QString &dir, const QString &from, const QStringList &pathspec)
{
    auto names = git(dir, diffArguments(from) << QStringLiteral("--name-status") << QStringLiteral("-z") << pathspec);
    if (!names)
        return Error{names.error()};
    auto counts = git(dir, diffArguments(from) << QStringLiteral("--numstat") << QStringLiteral("-z") << pathspec);
    if (!counts)
        return Error{counts.error()};
    return parseChanges(zeroSeparated(*names), zeroSeparated(*counts), dir);
}

QStringList literalPathspec(const FileChange &file)
{
    QStringList spec{QStringLiteral(":(literal)") + file.path};
    if (file.oldPath != file.path)
        spec.append(QStringLiteral(":(literal)") + file.oldPath);
    return spec;
}

Status giveHunks(const QString &patchText, const QList<FileChange *> &wanted, const QString &dir);

// Reads the patch of the files that want hunks and hands each its section, in git's order.
Status loadHunks(const QString &dir, const QString &from, QList<FileChange *> wanted, bool everything)
{
    if (wanted.isEmpty())
        return {};
    QStringList arguments = diffArguments(from);
    if (!everything) {
        arguments << QStringLiteral("--");
        for (const FileChange *file : std::as_const(wanted))
            arguments << literalPathspec(*file);
    }
    auto patch = git(dir, arguments);
    if (!patch)
        return Error{patch.error()};
    return giveHunks(*patch, wanted, dir);
}

// Hands each file of wanted its section of patch (git's order, one section per file).
Status giveHunks(const QString &patchText, const QList<FileChange *> &wanted, const QString &dir)
{
    QList<QStringView> sections;
    const QStringView text(patchText);
    qsizetype start = text.startsWith(u"diff --git ") ? 0 : text.indexOf(u"\ndiff --git ");
    while (start >= 0) {
        if (text.at(start) == QLatin1Char('\n'))
            ++start;
        const qsizetype next = text.indexOf(u"\ndiff --git ", start);
        sections.append(next < 0 ? text.mid(start) : text.mid(start, next - start));
        start = next;
    }
    if (sections.size() != wanted.size())
        return Error { ReviewDiffWords::tr("git diff printed %1 for %2 in %3")
                           .arg(ReviewDiffWords::tr("%n patch(es)", nullptr, int(sections.size())),
                               ReviewDiffWords::tr("%n file(s)", nullptr, int(wanted.size())), dir) };
    for (qsizetype i = 0; i < wanted.size(); ++i) {
        if (!wanted.at(i)->binary)
            wanted.at(i)->hunks = parseHunks(sections.at(i));
    }
    return {};
}

void untrackedFromContent(FileChange &file, QByteArray content, int lineLimit);

void readUntracked(const QString &dir, FileChange &file, int lineLimit)
{
    const QString path = QDir(dir).filePath(file.path);
    const QFileInfo info(path);
    QByteArray content;
    if (info.isSymLink()) {
        content = info.symLinkTarget().toUtf8();
    } else if (info.size() > kUntrackedReadLimit) {
        file.tooLarge = true;
        return;
    } else {
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly))
            return; // gone since git listed it
        content = in.readAll();
    }
    untrackedFromContent(file, content, lineLimit);
}

// An untracked file's whole content as one added hunk (binary and over-the-limit files get none).
void untrackedFromContent(FileChange &file, QByteArray content, int lineLimit)
{
    file.binary = content.left(8000).contains('\0');
    if (file.binary || content.isEmpty())
        return;
    const bool endsWithNewline = content.endsWith('\n');
    if (endsWithNewline)
        content.chop(1);
    const QList<QByteArray> lines = content.split('\n');
    file.additions = int(lines.size());
    if (lineLimit > 0 && file.additions > lineLimit) {
        file.tooLarge = true;
        return;
    }
    DiffHunk hunk;
    hunk.newStart = 1;
    hunk.newCount = file.additions;
    hunk.lines.reserve(lines.size());
    int number = 0;
    for (const QByteArray &line : lines)
        hunk.lines.append({DiffLine::Kind::Added, 0, ++number, QString::fromUtf8(line), false});
    hunk.lines.last().noNewlineAtEnd = !endsWithNewline;
    file.hunks.append(hunk);
}

Expected<QList<FileChange>> untrackedFiles(const QString &dir, int lineLimit)
{
    auto listed = git(dir, {QStringLiteral("-c"), QStringLiteral("core.quotePath=false"), QStringLiteral("ls-files"),
                            QStringLiteral("--others"), QStringLiteral("--exclude-standard"), QStringLiteral("-z")});
    if (!listed)
        return Error{listed.error()};
    QList<FileChange> files;
    for (const QString &path : zeroSeparated(*listed)) {
        FileChange file;
        file.path = file.oldPath = path;
        file.status = ChangeStatus::Untracked;
        readUntracked(dir, file, lineLimit);
        files.append(file);
    }
    return files;
}

void applyStaged(QList<FileChange> &files, const QStringList &stagedList, const QStringList &unstagedList);

// Against HEAD: which files have staged changes and which have changes that are not staged.
Status markStaged(const QString &dir, QList<FileChange> &files)
{
    auto staged = git(dir, {QStringLiteral("-c"), QStringLiteral("core.quotePath=false"), QStringLiteral("diff"),
                            QStringLiteral("--cached"), QStringLiteral("--no-ext-diff"), QStringLiteral("-M"),
                            QStringLiteral("--no-relative"), QStringLiteral("--name-only"), QStringLiteral("-z")});
    if (!staged)
        return Error{staged.error()};
    auto unstaged = git(dir, {QStringLiteral("-c"), QStringLiteral("core.quotePath=false"), QStringLiteral("diff"),
                              QStringLiteral("--no-ext-diff"), QStringLiteral("-M"), QStringLiteral("--no-relative"),
                              QStringLiteral("--name-only"), QStringLiteral("-z")});
    if (!unstaged)
        return Error{unstaged.error()};
    applyStaged(files, zeroSeparated(*staged), zeroSeparated(*unstaged));
    return {};
}

void applyStaged(QList<FileChange> &files, const QStringList &stagedList, const QStringList &unstagedList)
{
    const QSet<QString> inIndex(stagedList.cbegin(), stagedList.cend());
    const QSet<QString> notInIndex(unstagedList.cbegin(), unstagedList.cend());
    for (FileChange &file : files) {
        if (file.status == ChangeStatus::Untracked || !inIndex.contains(file.path))
            file.staged = StageState::Unstaged;
        else
            file.staged = notInIndex.contains(file.path) ? StageState::PartlyStaged : StageState::Staged;
    }
}

} // namespace

QList<DiffHunk> parseHunks(QStringView patch)
{
    static const QRegularExpression header(QStringLiteral(R"(^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?(.*)$)"));
    QList<DiffHunk> hunks;
    DiffHunk *hunk = nullptr;
    int oldLine = 0;
    int newLine = 0;
    int oldLeft = 0;
    int newLeft = 0;
    qsizetype position = 0;
    while (position < patch.size()) {
        qsizetype end = patch.indexOf(QLatin1Char('\n'), position);
        if (end < 0)
            end = patch.size();
        const QStringView line = patch.mid(position, end - position);
        position = end + 1;
        if (line.startsWith(u"@@ ")) {
            const auto match = header.match(line);
            if (!match.hasMatch())
                continue;
            // Numbers past any file's length are not git's; counting lines from them would overflow.
            constexpr qint64 kMaxLine = qint64(1) << 30;
            auto number = [&match](int group) -> qint64 {
                const QStringView text = match.capturedView(group);
                if (text.isNull())
                    return 1; // "@@ -5 +5 @@": a count of one
                bool ok = false;
                const qint64 value = text.toLongLong(&ok);
                return ok && value <= kMaxLine ? value : -1;
            };
            const qint64 numbers[] = {number(1), number(2), number(3), number(4)};
            if (std::any_of(std::begin(numbers), std::end(numbers), [](qint64 n) { return n < 0; })
                || numbers[0] + numbers[1] > kMaxLine || numbers[2] + numbers[3] > kMaxLine) {
                hunk = nullptr; // its lines are skipped like a file header's
                continue;
            }
            DiffHunk next;
            next.oldStart = int(numbers[0]);
            next.oldCount = int(numbers[1]);
            next.newStart = int(numbers[2]);
            next.newCount = int(numbers[3]);
            next.section = match.captured(5);
            hunks.append(next);
            hunk = &hunks.last();
            oldLine = next.oldStart;
            newLine = next.newStart;
            oldLeft = next.oldCount;
            newLeft = next.newCount;
            continue;
        }
        if (!hunk)
            continue; // the file's header lines
        if (line.startsWith(u'\\')) {
            if (!hunk->lines.isEmpty())
                hunk->lines.last().noNewlineAtEnd = true;
            continue;
        }
        if (oldLeft <= 0 && newLeft <= 0)
            continue; // past the hunk (a trailing blank line)
        const QChar kind = line.isEmpty() ? QLatin1Char(' ') : line.at(0);
        DiffLine parsed;
        parsed.text = line.mid(1).toString();
        if (kind == QLatin1Char('+')) {
            parsed.kind = DiffLine::Kind::Added;
            parsed.newLine = newLine++;
            --newLeft;
        } else if (kind == QLatin1Char('-')) {
            parsed.kind = DiffLine::Kind::Removed;
            parsed.oldLine = oldLine++;
            --oldLeft;
        } else {
            parsed.oldLine = oldLine++;
            parsed.newLine = newLine++;
            --oldLeft;
            --newLeft;
        }
        hunk->lines.append(parsed);
    }
    return hunks;
}

Expected<ReviewDiff> reviewDiff(const QString &worktree, const ReviewDiffOptions &options)
{
    auto dir = worktreeTopLevel(worktree);
    if (!dir)
        return Error{dir.error()};
    auto base = resolveBase(*dir, options);
    if (!base)
        return Error{base.error()};
    auto files = listChanges(*dir, base->from, {});
    if (!files)
        return Error{files.error()};

    QList<FileChange *> wanted;
    for (FileChange &file : *files) {
        file.tooLarge = options.largeFileLines > 0 && file.additions + file.deletions > options.largeFileLines;
        if (!file.tooLarge)
            wanted.append(&file);
    }
    if (Status loaded = loadHunks(*dir, base->from, wanted, wanted.size() == files->size()); !loaded)
        return Error{loaded.error()};

    if (options.scope == DiffScope::Uncommitted) {
        if (Status marked = markStaged(*dir, *files); !marked)
            return Error{marked.error()};
    }
    auto untracked = untrackedFiles(*dir, options.largeFileLines);
    if (!untracked)
        return Error{untracked.error()};
    files->append(*untracked);
    std::sort(files->begin(), files->end(), [](const FileChange &a, const FileChange &b) { return a.path < b.path; });

    ReviewDiff diff;
    diff.worktree = *dir;
    diff.scope = options.scope;
    diff.baseBranch = options.scope == DiffScope::AgainstBase ? options.baseBranch : QString();
    diff.baseCommit = base->commit;
    diff.files = std::move(*files);
    return diff;
}

Expected<FileChange> loadFileChange(const QString &worktree, const ReviewDiffOptions &options, const FileChange &file)
{
    auto dir = worktreeTopLevel(worktree);
    if (!dir)
        return Error{dir.error()};
    FileChange loaded = file;
    loaded.hunks.clear();
    loaded.tooLarge = false;
    if (file.status == ChangeStatus::Untracked) {
        readUntracked(*dir, loaded, 0);
        return loaded;
    }
    auto base = resolveBase(*dir, options);
    if (!base)
        return Error{base.error()};
    auto listed = listChanges(*dir, base->from, QStringList{QStringLiteral("--")} << literalPathspec(file));
    if (!listed)
        return Error{listed.error()};
    QList<FileChange *> wanted;
    for (FileChange &change : *listed) {
        if (change.path == file.path)
            wanted.append(&change);
    }
    if (wanted.isEmpty())
        return Error { ReviewDiffWords::tr("%1 has no changes any more").arg(file.path) };
    // The patch of that one entry: ask for it alone so that the section count matches.
    FileChange &found = *wanted.constFirst();
    QList<FileChange *> one{&found};
    if (Status hunks = loadHunks(*dir, base->from, one, false); !hunks)
        return Error{hunks.error()};
    found.staged = file.staged;
    return found;
}

Expected<ReviewDiff> assembleReviewDiff(const RawReviewDiff &raw, int largeFileLines)
{
    auto files = parseChanges(raw.nameStatus, raw.numstat, raw.root);
    if (!files)
        return Error{files.error()};
    QList<FileChange *> all;
    for (FileChange &file : *files)
        all.append(&file);
    if (Status given = giveHunks(raw.patch, all, raw.root); !given)
        return Error{given.error()};
    for (FileChange &file : *files) {
        file.tooLarge = largeFileLines > 0 && file.additions + file.deletions > largeFileLines;
        if (file.tooLarge)
            file.hunks.clear();
    }
    if (raw.scope == DiffScope::Uncommitted)
        applyStaged(*files, raw.staged, raw.unstaged);
    for (const RawReviewDiff::Untracked &untracked : raw.untracked) {
        FileChange file;
        file.path = file.oldPath = untracked.path;
        file.status = ChangeStatus::Untracked;
        if (untracked.tooLarge)
            file.tooLarge = true;
        else
            untrackedFromContent(file, untracked.content, largeFileLines);
        files->append(file);
    }
    std::sort(files->begin(), files->end(), [](const FileChange &a, const FileChange &b) { return a.path < b.path; });
    ReviewDiff diff;
    diff.worktree = raw.root;
    diff.scope = raw.scope;
    diff.baseBranch = raw.scope == DiffScope::AgainstBase ? raw.baseBranch : QString();
    diff.baseCommit = raw.baseCommit;
    diff.files = std::move(*files);
    return diff;
}

QFuture<Expected<ReviewDiff>> readReviewDiff(const QString &worktree, const ReviewDiffOptions &options, QThreadPool *pool)
{
    return QtConcurrent::run(pool ? pool : &backgroundPool(),
                             [worktree, options] { return reviewDiff(worktree, options); });
}

} // namespace kandesk::git
