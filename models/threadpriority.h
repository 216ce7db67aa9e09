// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace kandesk {

// Puts the calling thread alone at nice 10, or the nice given (Linux keeps a nice value per thread;
// elsewhere it does nothing), so that the GUI thread comes first when cores are scarce. Never raises
// a thread's priority. Cheap after the first call on a thread, so a pool's job may call it each
// time it starts.
//
// A process the thread starts inherits it: right for background git, wrong for anything the user
// waits on. Only for a thread that hands the GUI thread little memory: freeing memory takes the
// lock of the allocating thread's malloc arena, which a thread at nice 10 may hold while it waits
// for a core, and the GUI thread then waits as long (the agent streams' network thread did).
inline constexpr int kBackgroundNice = 10;
void lowerThisThreadsPriority(int nice = kBackgroundNice);

} // namespace kandesk
