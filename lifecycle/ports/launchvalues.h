// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// The values a launch and its ports share.

#include <QMap>
#include <QString>

namespace kandesk {

using EnvMap = QMap<QString, QString>;

// Who owns an execution: a task session (the default), or a run (an automation attempt) that
// admits its launches through the OwnerAdmission port.
struct ExecutionOwner {
    enum class Kind { Task, Run };
    Kind kind = Kind::Task;
    QString runId;
    QString runSessionId;
    int attempt = 0;
    QString agentProfileId;
    // Filled in by the controller from the request when left empty.
    QString taskId;
    QString sessionId;
};

} // namespace kandesk
