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

namespace {
constexpr int kBackgroundNice = 10;
}

void lowerThisThreadsPriority()
{
#ifdef Q_OS_LINUX
    static thread_local bool lowered = false;
    if (lowered)
        return;
    lowered = true;
    const auto thread = id_t(syscall(SYS_gettid));
    if (getpriority(PRIO_PROCESS, thread) < kBackgroundNice)
        setpriority(PRIO_PROCESS, thread, kBackgroundNice); // best effort: nothing else depends on it
#endif
}

} // namespace kandesk
