// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "parentwatch.h"

#include <QtGlobal>

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
    // The parent may have died between fork and prctl; then we were reparented already. Only a
    // parent that names itself can tell for sure, as it may be gone before main() even runs.
    bool named = false;
    const int expectedParent = qEnvironmentVariableIntValue("AGENTCTL_PARENT_PID", &named);
    if (getppid() != parentAtStart || (named && expectedParent > 0 && getppid() != expectedParent))
        std::_Exit(EXIT_FAILURE);
#endif
}

} // namespace kandesk::agentctl
