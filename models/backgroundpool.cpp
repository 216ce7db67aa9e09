// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "backgroundpool.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

namespace kandesk {

namespace {
constexpr int kMinimumThreads = 4;

struct BackgroundPool : QThreadPool {
    BackgroundPool()
    {
        setObjectName(QStringLiteral("kandesk-background"));
        setMaxThreadCount(qMax(kMinimumThreads, QThread::idealThreadCount()));
    }
};

Q_GLOBAL_STATIC(BackgroundPool, pool)

// The work ends while the application still exists, as it did on Qt's global pool.
void waitForBackgroundWork()
{
    if (pool.exists())
        pool->waitForDone();
}
} // namespace

QThreadPool &backgroundPool()
{
    [[maybe_unused]] static const bool waitsAtExit = [] {
        qAddPostRoutine(waitForBackgroundWork);
        return true;
    }();
    return *pool();
}

} // namespace kandesk
