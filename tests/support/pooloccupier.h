// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSemaphore>
#include <QThreadPool>

#include <atomic>

namespace kandesk::test {

// Keeps every thread of a pool waiting until release(): work done in between that needed the pool
// could only end when those waits gave up (after 20 s), and release() counts them.
class PoolOccupier
{
public:
    explicit PoolOccupier(QThreadPool &pool)
        : m_pool(pool)
        , m_threads(pool.maxThreadCount())
    {
        for (int i = 0; i < m_threads; ++i) {
            m_pool.start([this] {
                m_started.release();
                if (!m_released.tryAcquire(1, kPatienceMs))
                    ++m_gaveUp;
            });
        }
        m_occupied = m_started.tryAcquire(m_threads, kPatienceMs);
    }
    ~PoolOccupier() { release(); }
    PoolOccupier(const PoolOccupier &) = delete;
    PoolOccupier &operator=(const PoolOccupier &) = delete;

    bool occupied() const { return m_occupied; }

    // How many of the waits gave up before now.
    int release()
    {
        if (!m_done) {
            m_done = true;
            m_released.release(m_threads);
            m_pool.waitForDone();
        }
        return m_gaveUp.load();
    }

private:
    static constexpr int kPatienceMs = 20'000;
    QThreadPool &m_pool;
    const int m_threads;
    QSemaphore m_started;
    QSemaphore m_released;
    std::atomic<int> m_gaveUp = 0;
    bool m_occupied = false;
    bool m_done = false;
};

} // namespace kandesk::test
