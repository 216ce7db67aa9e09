// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/datahome.h"

namespace kandesk {

// The home a Kandesk process uses, and what settling it did.
struct SettledHome {
    HomeLayout layout;
    QString movedFrom; // the older home moved into layout.data this time; empty otherwise
    QString notice;    // for the user when something moved or an older home stays for now
};

// The home (models/datahome.h), after moving the home of earlier Kandesks
// (models/datahome.h: legacyDataHome) into the XDG folders once. A home given as one folder
// (--data-dir, KANDESK_HOME) is used as it is. Runs before anything opens the database; blocking
// (git, the database), once per process at start.
Expected<SettledHome> settleHome(const QString &explicitDir = {});

// The move itself, from legacy into layout. In one step (a rename) the data folder becomes
// layout.data, and the old place a link to it, so every path a running agent, a container's mount
// or a terminal still holds goes on working; then the npm agents go to the cache folder and the logs
// to the state folder (each leaving a link behind), the database's paths are rewritten
// (models/storedpathmove.h) and each task worktree's link back from its repository is repaired
// (`git worktree repair`). A crash after the rename is finished at the next start. While another
// Kandesk uses the older home, or the new place already holds a home, nothing moves: the layout
// returned is the older home as one folder (or the new home) and the notice says why.
Expected<SettledHome> moveLegacyHome(const QString &legacy, const HomeLayout &layout);

} // namespace kandesk
