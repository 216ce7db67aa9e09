// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "cpuload.h"

#include <QProcess>
#include <QThread>

namespace kandesk::bench {

CpuLoad::CpuLoad()
{
    for (int i = 0; i < QThread::idealThreadCount(); ++i) {
        auto loop = std::make_unique<QProcess>();
        loop->start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("while :; do :; done")});
        loop->waitForStarted();
        m_loops.push_back(std::move(loop));
    }
}

CpuLoad::~CpuLoad()
{
    for (auto &loop : m_loops) {
        loop->kill();
        loop->waitForFinished();
    }
}

} // namespace kandesk::bench
