// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/prepare.h"

#include <QMetaType>

namespace kandesk {

// One preparation step changed (preparer steps first, then the runtime's, at absolute indices).
struct PrepareProgressEvent {
    QString taskId;
    QString sessionId;
    PrepareStep step;
    int index = 0;
    int total = 0;
};

// Preparation of a launch ended, successfully or not; follows the runtime's last step.
struct PrepareCompletedEvent {
    QString taskId;
    QString sessionId;
    bool success = false;
    QString errorMessage;
    QList<PrepareStep> steps;
    QString workspacePath;
    qint64 durationMs = 0;
};

} // namespace kandesk

Q_DECLARE_METATYPE(kandesk::PrepareProgressEvent)
Q_DECLARE_METATYPE(kandesk::PrepareCompletedEvent)
