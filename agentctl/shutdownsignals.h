// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QSocketNotifier;

namespace kandesk::agentctl {

// SIGTERM, SIGINT and SIGHUP (SIGTERM also arrives when the parent dies) become a queued
// shutdownRequested() in the event loop, so agents get stopped in order. A second signal
// kills every agent group at once and exits; so does a crash of agentctl itself (SIGSEGV, SIGABRT…).
// Only SIGKILL of agentctl escapes this: then each agent's direct child still dies (it was started
// with PR_SET_PDEATHSIG), but helpers it spawned may survive.
class ShutdownSignals final : public QObject
{
    Q_OBJECT
public:
    explicit ShutdownSignals(QObject *parent = nullptr);
    ~ShutdownSignals() override;

Q_SIGNALS:
    void shutdownRequested();

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace kandesk::agentctl
