// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "pullrequest.h"

namespace kandesk::forge {

QString mergeMethodName(MergeMethod method)
{
    switch (method) {
    case MergeMethod::Squash:
        return QStringLiteral("squash");
    case MergeMethod::Rebase:
        return QStringLiteral("rebase");
    case MergeMethod::Merge:
        break;
    }
    return QStringLiteral("merge");
}

bool MergeMethods::allows(MergeMethod method) const
{
    return method == MergeMethod::Squash ? squash : method == MergeMethod::Rebase ? rebase : merge;
}

MergeMethod MergeMethods::first() const
{
    return merge ? MergeMethod::Merge : squash ? MergeMethod::Squash : MergeMethod::Rebase;
}

} // namespace kandesk::forge
