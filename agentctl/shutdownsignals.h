// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QSocketNotifier;

namespace kandesk::agentctl {

// SIGTERM, SIGINT and SIGHUP (SIGTERM also arrives when the parent dies) become a queued
// shutdownRequested() in the event loop, so agents get stopped in order. A second signal
// kills every agent group at once and exits.
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
