// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checkswatch.h"

#include "models/whenfinished.h"

#include <QTimer>

#include <algorithm>
#include <limits>

namespace kandesk::ui {

namespace {

constexpr qint64 kFreshMs = 30'000; // a shown task read this recently is not read again

} // namespace

ChecksWatch::ChecksWatch(PullRequestChecks &checks, QObject *parent)
    : QObject(parent)
    , m_checks(checks)
    , m_timer(new QTimer(this))
{
    m_clock.start();
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &ChecksWatch::readDue);
}

void ChecksWatch::setShownTask(const QString &taskId, bool hasOpenPullRequest)
{
    m_shown = hasOpenPullRequest ? taskId : QString();
    if (m_shown.isEmpty())
        return;
    const qint64 now = m_clock.elapsed();
    if (!m_readAt.contains(taskId) || now - m_readAt.value(taskId) > kFreshMs)
        m_due.insert(taskId, now);
    else if (!m_due.contains(taskId))
        m_due.insert(taskId, m_readAt.value(taskId) + nextChecksPollMs(forge::CheckState::Passing, 0));
    schedule();
}

void ChecksWatch::track(const QString &taskId, int afterMs)
{
    if (!m_due.contains(taskId))
        m_due.insert(taskId, m_clock.elapsed() + afterMs);
    schedule();
}

void ChecksWatch::readNow(const QString &taskId)
{
    m_due.insert(taskId, m_clock.elapsed());
    m_unchanged.remove(taskId);
    schedule();
}

void ChecksWatch::schedule()
{
    if (!m_reading.isEmpty() || m_due.isEmpty())
        return;
    qint64 next = std::numeric_limits<qint64>::max();
    for (auto it = m_due.cbegin(); it != m_due.cend(); ++it)
        next = qMin(next, it.value());
    m_timer->start(int(std::clamp<qint64>(next - m_clock.elapsed(), 0, 3'600'000)));
}

void ChecksWatch::readDue()
{
    const qint64 now = m_clock.elapsed();
    for (auto it = m_due.cbegin(); it != m_due.cend(); ++it) {
        if (it.value() > now)
            continue;
        m_reading = it.key();
        whenFinished(m_checks.read(m_reading), this, [this, taskId = m_reading](const Expected<ChecksReport> &report) {
            m_reading.clear();
            onRead(taskId, report);
            schedule();
        });
        return;
    }
    schedule();
}

void ChecksWatch::onRead(const QString &taskId, const Expected<ChecksReport> &report)
{
    const qint64 now = m_clock.elapsed();
    m_readAt.insert(taskId, now);
    if (!report) {
        const int wait = report.errorKind() == ErrorKind::RateLimited
            ? report.failure().details.value(ErrorDetails::kRetryAfterSeconds).toInt()
            : 0;
        // Asked again later while it is shown or a rate limit held it up (a refused token or an
        // unreachable host does not mend in seconds); a task out of sight is left until shown.
        if (taskId == m_shown || wait > 0)
            m_due.insert(taskId, now + nextChecksPollMs(forge::CheckState::Passing, 0, wait));
        else
            m_due.remove(taskId);
        Q_EMIT readFailed(taskId, report.error());
        return;
    }
    const QString seen = report->summary + QLatin1Char('\n') + report->pullRequestState;
    const int unchanged = m_lastSeen.value(taskId) == seen ? m_unchanged.value(taskId) + 1 : 0;
    m_lastSeen.insert(taskId, seen);
    m_unchanged.insert(taskId, unchanged);
    const bool open = report->pullRequestState == QLatin1String("open");
    const bool running = report->state == forge::CheckState::Pending
        || (report->state == forge::CheckState::Neutral && unchanged < 3);
    if (!open)
        m_due.remove(taskId);
    else if (running || taskId == m_shown)
        m_due.insert(taskId, now + nextChecksPollMs(running ? forge::CheckState::Pending : report->state, unchanged));
    else // a pull request merged or closed on GitHub is noticed within a quarter of an hour
        m_due.insert(taskId, now + 3 * nextChecksPollMs(report->state, unchanged));
    Q_EMIT reportRead(*report);
}

} // namespace kandesk::ui
