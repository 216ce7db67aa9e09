// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

namespace kandesk {

enum class PrepareStepStatus { Pending, Running, Completed, Failed, Skipped };
QString prepareStepStatusName(PrepareStepStatus status);
// The status a name stands for; Pending for a name it does not know.
PrepareStepStatus prepareStepStatusNamed(const QString &name);

// One step of preparing a session's workspace and runtime (a worktree made, a setup script run, an
// agentctl uploaded), as the log panel, `kandesk run` and the store see it.
struct PrepareStep {
    QString name;
    QString command;
    PrepareStepStatus status = PrepareStepStatus::Pending;
    QString output;
    QString error;
    QString warning;
    QString warningDetail;
    QDateTime startedAt;
    QDateTime endedAt;

    static PrepareStep begin(const QString &name, const QString &command = {});
    void succeed(const QString &output = {});
    void fail(const QString &error);

    // The form the store keeps: empty fields left out, times in Unix milliseconds.
    QJsonObject toJson() const;
    static PrepareStep fromJson(const QJsonObject &json);
};

// One preparation step changed (preparer steps first, then the runtime's, at absolute indices).
struct PrepareProgressEvent {
    QString taskId;
    QString sessionId;
    PrepareStep step;
    int index = 0;
    int total = 0;
};

// Preparation of a launch ended, successfully or not; follows the runtime's last step. The store
// keeps the newest of a session's (SessionStore::savePrepare).
struct PrepareCompletedEvent {
    QString taskId;
    QString sessionId;
    bool success = false;
    QString errorMessage;
    QList<PrepareStep> steps;
    QString workspacePath;
    qint64 durationMs = 0;
    QDateTime finishedAt; // when it ended; invalid until stored (then: when it was stored)
};

} // namespace kandesk

Q_DECLARE_METATYPE(kandesk::PrepareProgressEvent)
Q_DECLARE_METATYPE(kandesk::PrepareCompletedEvent)
