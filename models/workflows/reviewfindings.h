// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/reviewcomment.h"

#include <QList>
#include <QString>

// A reviewing agent's findings, as the Review template asks for them: one per line,
// `path:line: what is wrong and what to do` or `path:first-last: …`, optionally as a list item and
// with the location in backticks. Read into review comments a person can send on.
namespace kandesk::reviewfindings {

// The findings of text in the order written, each once (path relative, lines a range from 1, body
// trimmed); lines of any other shape are not findings. A path that is absolute is kept only when it
// lies in worktree, made relative to it. At most kMaxFindings.
inline constexpr int kMaxFindings = 100;
QList<ReviewComment> parse(const QString &text, const QString &worktree = {});

// Lines first..last of the file at path in worktree, as the comment's code; empty when unreadable.
QString codeAt(const QString &worktree, const QString &path, int first, int last);

} // namespace kandesk::reviewfindings
