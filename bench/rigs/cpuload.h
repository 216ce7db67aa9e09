// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <vector>

class QProcess;

namespace kandesk::bench {

// The user's build, as the benchmarks stand it in: one loop that never sleeps per core, at nice 0,
// in the same session, for as long as this lives.
class CpuLoad final
{
public:
    CpuLoad();
    ~CpuLoad();
    CpuLoad(const CpuLoad &) = delete;
    CpuLoad &operator=(const CpuLoad &) = delete;

private:
    std::vector<std::unique_ptr<QProcess>> m_loops;
};

} // namespace kandesk::bench
