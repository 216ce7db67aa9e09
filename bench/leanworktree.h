// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// A repository whose main checkout has a node_modules of `megabytes` MB (files of 50 KB), and a
// worktree prepared for it through the worktree preparer with each way of bringing the folder
// along: cloned (where the disk shares blocks), hard links, copies; wall time and the disk space it
// took (free space before and after). Baseline: the same worktree without the folder. Measured in
// the scratch folder's filesystem and, run as root with mkfs.xfs present, on a loop-mounted XFS
// image too (where clones work).
QJsonObject measureLeanWorktree(int megabytes, int runs);

} // namespace kandesk::bench
