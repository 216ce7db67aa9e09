// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "threadpriority.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace kandesk {

void lowerThisThreadsPriority(int nice)
{
#ifdef Q_OS_LINUX
    static thread_local int lowered = -1; // the nice this thread was put at; -1: not yet
    if (lowered >= nice)
        return;
    lowered = nice;
    const auto thread = id_t(syscall(SYS_gettid));
    if (getpriority(PRIO_PROCESS, thread) < nice)
        setpriority(PRIO_PROCESS, thread, nice); // best effort: nothing else depends on it
#else
    Q_UNUSED(nice);
#endif
}

} // namespace kandesk
