// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/lifecycleevents.h"
#include "models/stores/sessionstore.h"

namespace kandesk {

// A session's last preparation as the store keeps it (SessionStore::savePrepare) and back: every
// step with its command, output, error, warning and times.
SessionPrepare prepareRecord(const PrepareCompletedEvent &event, const QDateTime &finishedAt);
PrepareCompletedEvent preparedFromRecord(const QString &taskId, const QString &sessionId, const SessionPrepare &record);

} // namespace kandesk
