// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QDateTime>
#include <QFuture>
#include <QHash>
#include <QObject>
#include <QStringList>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;
class TaskDeletion;
struct AutoArchiveRun;

// What one sweep did.
struct AutoArchiveSweep {
    QStringList archived;
    // Left on the board, each with why ("uncommitted files in its worktree would be lost").
    QHash<QString, QString> kept;
};

// A step's auto_archive_after_hours carried out: tasks that have sat that long in such a step, with
// no agent at work, are archived as Archive does (their worktrees go, their branches and
// transcripts stay). A task whose archive would lose uncommitted files is kept and says why: an
// automatic clean-up never loses work. The window sweeps at start-up and every few minutes; the
// command line does not. Lives on its caller's thread; reads run on its own.
class AutoArchive final : public QObject
{
    Q_OBJECT
public:
    AutoArchive(Stores &stores, TaskDeletion &deletion, QObject *parent = nullptr);
    ~AutoArchive() override;

    // Archives what is due by `now`, one task after the other. A sweep asked while one runs is
    // folded into it.
    QFuture<Expected<AutoArchiveSweep>> sweep(const QDateTime &now = QDateTime::currentDateTimeUtc());

Q_SIGNALS:
    void archived(const QString &taskId);

private:
    void next(std::shared_ptr<AutoArchiveRun> run);

    Stores &m_stores;
    TaskDeletion &m_deletion;
    std::unique_ptr<QThreadPool> m_pool;
    std::shared_ptr<AutoArchiveRun> m_running;
};

} // namespace kandesk
