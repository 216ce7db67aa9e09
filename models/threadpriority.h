// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace kandesk {

// Makes the calling thread yield to the GUI thread when cores are scarce: on Linux, where a nice
// value belongs to one thread, this thread's goes up to kBackgroundNice (raising it needs no
// privilege). Only for threads that never start processes: a child takes its parent thread's nice
// value, and agents must not run slower for it.
void lowerCurrentThreadPriority();

constexpr int kBackgroundNice = 10;

} // namespace kandesk
