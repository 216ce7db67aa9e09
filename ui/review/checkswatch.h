// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/review/pullrequestchecks.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

class QTimer;

namespace kandesk::ui {

// When the window asks GitHub about pull request checks (through the door's PullRequestChecks):
// the shown task's at once (unless read in the last half minute) and then every few minutes, and
// any task whose checks run, sooner, backing off while nothing changes; the other open pull
// requests every quarter of an hour (one merged or closed on GitHub is noticed); never before a
// rate limit's wait is over, never for a pull request that is closed or merged. One read at a time.
class ChecksWatch final : public QObject
{
    Q_OBJECT
public:
    explicit ChecksWatch(PullRequestChecks &checks, QObject *parent = nullptr);

    // The task the window shows (empty: none); hasOpenPullRequest false stops asking about it.
    void setShownTask(const QString &taskId, bool hasOpenPullRequest);
    // Asked about in afterMs (then as its checks and pull request say: often while they run).
    void track(const QString &taskId, int afterMs = 0);
    // Asked about at once (a new pull request, ↻), its backoff started again.
    void readNow(const QString &taskId);

Q_SIGNALS:
    void reportRead(const kandesk::ChecksReport &report);
    void readFailed(const QString &taskId, const QString &problem);

private:
    void schedule();
    void readDue();
    void onRead(const QString &taskId, const Expected<ChecksReport> &report);

    PullRequestChecks &m_checks;
    QTimer *m_timer = nullptr;
    QElapsedTimer m_clock;
    QHash<QString, qint64> m_due; // task id → m_clock ms of its next read
    QHash<QString, int> m_unchanged; // task id → reads in a row that found nothing new
    QHash<QString, QString> m_lastSeen; // task id → summary and state last read
    QHash<QString, qint64> m_readAt; // task id → m_clock ms of its last read
    QString m_shown;
    QString m_reading; // the task whose read runs now
};

} // namespace kandesk::ui
