// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "mergeprobe.h"

#include <QCoreApplication>
#include <QHash>

namespace kandesk::git {

namespace {

// The words this file says to users, translated in the context "MergeProbeWords".
struct MergeProbeWords {
    Q_DECLARE_TR_FUNCTIONS(MergeProbeWords)
};

// Enough to recognise the place; the rest is in Review's diff.
constexpr int kHunksPerFile = 20;
constexpr int kLinesPerSide = 40;
constexpr int kFilesWithText = 50;

// The messages section after the file names: records of a path count, the paths, a type and a sentence.
void readReasons(const QStringList &fields, qsizetype at, TreeMerge &merged)
{
    while (at < fields.size()) {
        bool ok = false;
        const int count = fields.at(at).toInt(&ok);
        if (!ok || at + count + 2 >= fields.size())
            return;
        const QStringList paths = fields.mid(at + 1, count);
        const QString type = fields.at(at + 1 + count);
        const QString message = fields.at(at + 2 + count).trimmed();
        at += count + 3;
        if (type.startsWith(QLatin1String("CONFLICT")) && type != QLatin1String("CONFLICT (contents)")) {
            const qsizetype colon = message.indexOf(QLatin1String("): "));
            for (const QString &path : paths)
                merged.reasons.insert(path, colon < 0 ? message : message.mid(colon + 3));
        }
    }
}

void addLine(QStringList &side, const QString &line)
{
    if (side.size() < kLinesPerSide)
        side.append(line);
}

} // namespace

Expected<TreeMerge> mergeTrees(const QString &repository, const QString &ours, const QString &theirs)
{
    // The conflict style is fixed so that the markers read the same whatever the user configured.
    auto output = runGit(repository,
        { QStringLiteral("-c"), QStringLiteral("merge.conflictStyle=merge"), QStringLiteral("merge-tree"),
            QStringLiteral("--write-tree"), QStringLiteral("-z"), QStringLiteral("--name-only"), ours, theirs });
    if (!output)
        return Error { output.error() };
    if (output->exitCode > 1)
        return Error { MergeProbeWords::tr("git merge-tree failed: %1").arg(output->standardError.trimmed()) };
    const QStringList fields = output->standardOutput.split(QLatin1Char('\0'));
    TreeMerge merged;
    merged.tree = fields.value(0).trimmed();
    if (output->exitCode == 1) {
        qsizetype at = 1;
        for (; at < fields.size() && !fields.at(at).isEmpty(); ++at) {
            if (!merged.conflictedFiles.contains(fields.at(at)))
                merged.conflictedFiles.append(fields.at(at));
        }
        readReasons(fields, at + 1, merged);
    }
    return merged;
}

QList<ConflictHunk> conflictHunks(const QString &text)
{
    enum class Part { Outside, Ours, Base, Theirs };
    QList<ConflictHunk> hunks;
    Part part = Part::Outside;
    int lineNumber = 0;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (part == Part::Outside) {
            ++lineNumber;
            if (line.startsWith(QLatin1String("<<<<<<< ")) || line == QLatin1String("<<<<<<<")) {
                if (hunks.size() == kHunksPerFile)
                    break;
                hunks.append(ConflictHunk { lineNumber, {}, {} });
                --lineNumber; // the marker is no line of ours
                part = Part::Ours;
            }
            continue;
        }
        if (line.startsWith(QLatin1String("|||||||"))) {
            part = Part::Base;
        } else if (line == QLatin1String("=======")) {
            part = Part::Theirs;
        } else if (part == Part::Theirs && line.startsWith(QLatin1String(">>>>>>>"))) {
            part = Part::Outside;
        } else if (part == Part::Ours) {
            addLine(hunks.last().ours, line);
            ++lineNumber; // the line numbers are ours: their side's lines are not counted
        } else if (part == Part::Theirs) {
            addLine(hunks.last().theirs, line);
        }
    }
    return hunks;
}

Expected<QList<ConflictedFile>> probeMerge(const QString &repository, const QString &ours, const QString &theirs)
{
    auto merged = mergeTrees(repository, ours, theirs);
    if (!merged)
        return Error { merged.error() };
    QList<ConflictedFile> files;
    for (const QString &path : std::as_const(merged->conflictedFiles)) {
        ConflictedFile file { path, merged->reasons.value(path), {} };
        if (file.reason.isEmpty() && files.size() < kFilesWithText) {
            auto text = runGitBytes(repository,
                { QStringLiteral("cat-file"), QStringLiteral("blob"), merged->tree + QLatin1Char(':') + path });
            if (text && !text->contains('\0'))
                file.hunks = conflictHunks(QString::fromUtf8(*text));
        }
        files.append(file);
    }
    return files;
}

QList<ConflictedFile> fromTheOtherSide(QList<ConflictedFile> files)
{
    for (ConflictedFile &file : files) {
        for (ConflictHunk &hunk : file.hunks)
            std::swap(hunk.ours, hunk.theirs);
    }
    return files;
}

} // namespace kandesk::git
