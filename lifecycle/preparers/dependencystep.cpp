// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dependencystep.h"

#include "lifecycle/preparers/repositorysettings.h"
#include "lifecycle/preparers/stepreporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "DependencyStepWords".
struct DependencyStepWords {
    Q_DECLARE_TR_FUNCTIONS(DependencyStepWords)
};

QString how(const DependencyCopy &copy)
{
    if (copy.cloned > 0 && copy.copied == 0)
        return DependencyStepWords::tr("cloned (blocks shared, no space used)");
    if (copy.cloned > 0)
        return DependencyStepWords::tr("cloned, %n file(s) copied", nullptr, copy.copied);
    if (copy.linked > 0 && copy.copied == 0)
        return DependencyStepWords::tr("hard-linked (no space used)");
    return DependencyStepWords::tr("copied");
}

} // namespace

void copyDependencies(StepReporter &steps, const RepositorySettings &settings, const QString &checkout,
                      const QString &worktree, const QString &suffix)
{
    const QStringList folders = settings.dependencyFolders.value_or(defaultDependencyFolders(checkout));
    if (folders.isEmpty())
        return;
    steps.begin(DependencyStepWords::tr("Copy dependency folders") + suffix, folders.join(QLatin1Char(' ')));
    QStringList warnings;
    for (const QString &folder : folders) {
        if (!QFileInfo(QDir(checkout).filePath(folder)).isDir()) {
            steps.appendOutput(DependencyStepWords::tr("%1: not in %2").arg(folder, checkout));
            continue;
        }
        QByteArray stamp = dependencyStamp(checkout, folder);
        if (stamp.isEmpty())
            stamp = QByteArrayLiteral("-"); // no lockfile: copied once
        const QByteArray copiedAt = copiedStamp(worktree, folder);
        const bool present = QFileInfo::exists(QDir(worktree).filePath(folder));
        if (present && copiedAt.isEmpty()) {
            steps.appendOutput(DependencyStepWords::tr("%1: the worktree has its own, kept").arg(folder));
            continue;
        }
        if (present && copiedAt == stamp) {
            steps.appendOutput(DependencyStepWords::tr("%1: up to date (its lockfiles did not change)").arg(folder));
            continue;
        }
        const DependencyCopyMode mode
            = canCloneInto(checkout, folder, worktree) ? DependencyCopyMode::Reflink : settings.dependencyFallback;
        if (mode == DependencyCopyMode::Off) {
            steps.appendOutput(
                DependencyStepWords::tr("%1: not copied — this filesystem cannot share blocks (reflink); choose hard "
                                        "links or copies for the repository in Settings ▸ Repositories")
                    .arg(folder));
            continue;
        }
        auto copied = copyDependencyFolder(checkout, worktree, folder, mode);
        if (!copied) {
            warnings.append(QStringLiteral("%1: %2").arg(folder, copied.error()));
            continue;
        }
        if (Status kept = recordCopiedStamp(worktree, folder, stamp); !kept)
            warnings.append(kept.error());
        steps.appendOutput(DependencyStepWords::tr("%1: %2, %3, %4 in %5 ms")
                               .arg(folder, DependencyStepWords::tr("%n file(s)", nullptr, copied->files),
                                   QLocale::c().formattedDataSize(copied->bytes), how(*copied))
                               .arg(copied->milliseconds));
    }
    if (warnings.isEmpty())
        steps.succeed();
    else
        steps.warn(
            DependencyStepWords::tr("Some dependency folders were not copied"), warnings.join(QLatin1Char('\n')));
}

} // namespace kandesk
