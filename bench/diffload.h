// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// A worktree whose one file of `lines` lines has every line changed against its base branch (so
// `lines` removed and `lines` added, every pair with a changed word). Measured in the Changes view
// (offscreen, 1400×900): the time from asking for the worktree's changes to the file list, to the
// file's diff painted, and a scroll through the whole diff a page at a time, with the longest GUI
// stall over all of it. Baseline: `git diff` of the same change, read as text.
QJsonObject measureDiffLoad(int lines, int runs);

} // namespace kandesk::bench
