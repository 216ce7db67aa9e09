// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "parentwatch.h"

#include <csignal>
#include <cstdlib>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace kandesk::agentctl {

void exitWithParent()
{
#ifdef __linux__
    const pid_t parentAtStart = getppid();
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    // The parent may have died between fork and prctl; then we were reparented already.
    if (getppid() != parentAtStart)
        std::_Exit(EXIT_FAILURE);
#endif
}

} // namespace kandesk::agentctl
