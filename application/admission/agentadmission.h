// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "admissionpolicy.h"

#include <QFuture>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <memory>
#include <optional>

class QThreadPool;

namespace kandesk {

class Stores;

// The gate every agent start of one Kandesk process passes (TaskRunner's starts and resumes): a
// start beyond the most agents at once (max_running_agents, counted over every process of the
// home: the local sessions whose agentctl is alive, SSH ones left out) or under memory pressure
// waits in a queue, in order, and goes by itself once it clears; the user can force one. Lives on
// the thread it was made on (the GUI thread); its checks read the database and /proc on a thread
// of its own. Every call may come from any thread.
class AgentAdmission final : public QObject
{
    Q_OBJECT
public:
    struct Waiting {
        QString sessionId;
        QString taskId;
        QString reason; // "2 of 2 agents running"
    };

    AgentAdmission(const Stores &stores, std::shared_ptr<const PressureSource> pressure, QObject *parent = nullptr);
    ~AgentAdmission() override;

    // Resolves (on the admission's thread) true once the start may go, false when it was withdrawn.
    // The queue is kept in the order of `order` (when each start was asked for: plans made on
    // several threads reach here in any order).
    QFuture<bool> admit(const QString &sessionId, const QString &taskId, quint64 order);
    // The task's waiting starts go now, whatever the limits say.
    void force(const QString &taskId);
    // A stop asked while the start waits: it leaves the queue (its future yields false).
    void withdraw(const QString &sessionId);
    // An admitted start ended (its agent runs, and so counts from the database, or it failed).
    void released(const QString &sessionId);
    // Something that frees room happened (an agent ended): look again now.
    void recheck();
    // Every start still waiting, and any asked from now on, is let go with false (the runner closes).
    void close();
    // Overrides the setting for this process (`kandesk run --max-running-agents N`; 0: any number).
    void setMaxRunningAgents(std::optional<int> most);

    QList<Waiting> waiting() const;

Q_SIGNALS:
    // The queue or a waiting start's reason changed.
    void waitingChanged();

private:
    struct Entry;
    struct Reading;
    void check();
    void checkSoon();
    void land(const Reading &reading);
    void admitWhatFits(const Reading &reading); // m_mutex held
    void publish();

    const Stores &m_stores;
    std::shared_ptr<const PressureSource> m_pressure;
    std::unique_ptr<QThreadPool> m_pool;
    mutable QMutex m_mutex; // the queue is joined and left from any thread
    QList<Entry> m_queue;
    QList<Waiting> m_waitingView;
    QSet<QString> m_inFlight; // admitted here, not yet ended
    std::optional<int> m_maxOverride;
    bool m_closed = false;
    // The rest: the admission's own thread.
    QTimer m_again;
    int m_delayMs = 0;
    bool m_checking = false;
    bool m_checkAgain = false;
};

} // namespace kandesk
