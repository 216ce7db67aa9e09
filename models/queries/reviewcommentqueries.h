// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/reviewcomment.h"

#include <QList>

namespace kandesk {

// Reading the review comments of tasks (ReviewCommentStore implements it).
class ReviewCommentQueries
{
public:
    virtual ~ReviewCommentQueries() = default;

    // The task's comments, oldest first; unsentOnly leaves out those already sent.
    virtual Expected<QList<ReviewComment>> forTask(const QString &taskId, bool unsentOnly = false) const = 0;
};

} // namespace kandesk
