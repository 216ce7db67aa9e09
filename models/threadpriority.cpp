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

void lowerCurrentThreadPriority()
{
#ifdef Q_OS_LINUX
    const auto thread = id_t(syscall(SYS_gettid));
    if (getpriority(PRIO_PROCESS, thread) < kBackgroundNice)
        setpriority(PRIO_PROCESS, thread, kBackgroundNice); // best effort: a refusal changes nothing else
#endif
}

} // namespace kandesk
