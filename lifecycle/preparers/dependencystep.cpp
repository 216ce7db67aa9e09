// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "dependencystep.h"

#include "lifecycle/preparers/repositorysettings.h"
#include "lifecycle/preparers/stepreporter.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace kandesk {

namespace {

QString how(const DependencyCopy &copy)
{
    if (copy.cloned > 0 && copy.copied == 0)
        return QStringLiteral("cloned (blocks shared, no space used)");
    if (copy.cloned > 0)
        return QStringLiteral("cloned, %1 files copied").arg(copy.copied);
    if (copy.linked > 0 && copy.copied == 0)
        return QStringLiteral("hard-linked (no space used)");
    return QStringLiteral("copied");
}

} // namespace

void copyDependencies(StepReporter &steps, const RepositorySettings &settings, const QString &checkout,
                      const QString &worktree, const QString &suffix)
{
    const QStringList folders = settings.dependencyFolders.value_or(defaultDependencyFolders(checkout));
    if (folders.isEmpty())
        return;
    steps.begin(QStringLiteral("Copy dependency folders") + suffix, folders.join(QLatin1Char(' ')));
    QStringList warnings;
    for (const QString &folder : folders) {
        if (!QFileInfo(QDir(checkout).filePath(folder)).isDir()) {
            steps.appendOutput(QStringLiteral("%1: not in %2").arg(folder, checkout));
            continue;
        }
        QByteArray stamp = dependencyStamp(checkout, folder);
        if (stamp.isEmpty())
            stamp = QByteArrayLiteral("-"); // no lockfile: copied once
        const QByteArray copiedAt = copiedStamp(worktree, folder);
        const bool present = QFileInfo::exists(QDir(worktree).filePath(folder));
        if (present && copiedAt.isEmpty()) {
            steps.appendOutput(QStringLiteral("%1: the worktree has its own, kept").arg(folder));
            continue;
        }
        if (present && copiedAt == stamp) {
            steps.appendOutput(QStringLiteral("%1: up to date (its lockfiles did not change)").arg(folder));
            continue;
        }
        const DependencyCopyMode mode
            = canCloneInto(checkout, folder, worktree) ? DependencyCopyMode::Reflink : settings.dependencyFallback;
        if (mode == DependencyCopyMode::Off) {
            steps.appendOutput(QStringLiteral("%1: not copied — this filesystem cannot share blocks (reflink); choose hard "
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
        steps.appendOutput(QStringLiteral("%1: %2 files, %3, %4 in %5 ms")
                               .arg(folder)
                               .arg(copied->files)
                               .arg(QLocale::c().formattedDataSize(copied->bytes), how(*copied))
                               .arg(copied->milliseconds));
    }
    if (warnings.isEmpty())
        steps.succeed();
    else
        steps.warn(QStringLiteral("Some dependency folders were not copied"), warnings.join(QLatin1Char('\n')));
}

} // namespace kandesk
