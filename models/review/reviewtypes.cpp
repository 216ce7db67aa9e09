// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewtypes.h"

namespace kandesk::git {

int ReviewDiff::additions() const
{
    int sum = 0;
    for (const FileChange &file : files)
        sum += file.additions;
    return sum;
}

int ReviewDiff::deletions() const
{
    int sum = 0;
    for (const FileChange &file : files)
        sum += file.deletions;
    return sum;
}

const FileChange *ReviewDiff::file(const QString &path) const
{
    for (const FileChange &change : files) {
        if (change.path == path)
            return &change;
    }
    return nullptr;
}

QString changeStatusName(ChangeStatus status)
{
    switch (status) {
    case ChangeStatus::Added: return QStringLiteral("added");
    case ChangeStatus::Modified: return QStringLiteral("modified");
    case ChangeStatus::Deleted: return QStringLiteral("deleted");
    case ChangeStatus::Renamed: return QStringLiteral("renamed");
    case ChangeStatus::Copied: return QStringLiteral("copied");
    case ChangeStatus::TypeChanged: return QStringLiteral("type-changed");
    case ChangeStatus::Untracked: return QStringLiteral("untracked");
    case ChangeStatus::Unmerged: return QStringLiteral("conflicted");
    }
    return QStringLiteral("modified");
}

} // namespace kandesk::git
