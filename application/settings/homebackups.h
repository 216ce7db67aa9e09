// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/backups/homebackup.h"
#include "models/expected.h"

#include <QFuture>

#include <memory>
#include <optional>

class QThreadPool;

namespace kandesk {

class Database;

// Backing up and restoring a home, one way for Settings and `kandesk backup`: create() copies the
// database while Kandesk goes on using it; restore() replaces the database and secrets file of a
// home no Kandesk uses (the running window stages it with restoreAtNextStart() instead, done by
// applyStagedRestore() before the database opens). On the service's own thread; the futures return
// at once. The service outlives its work (its destructor waits).
class HomeBackups final
{
public:
    // database: the home's open database, needed by create() only.
    explicit HomeBackups(QString home, Database *database = nullptr);
    ~HomeBackups();
    HomeBackups(const HomeBackups &) = delete;
    HomeBackups &operator=(const HomeBackups &) = delete;


    // file empty: a new file in <home>/backups.
    QFuture<Expected<HomeBackupInfo>> create(const QString &file = {});
    QFuture<Expected<HomeBackupInfo>> inspect(const QString &file);
    // The backups in <home>/backups, newest first (files there that are not backups are left out).
    QFuture<QList<HomeBackupInfo>> list();
    QFuture<Expected<HomeRestore>> restore(const QString &file);

    // The window's restore: the backup is checked now and restored at Kandesk's next start.
    QFuture<Expected<HomeBackupInfo>> restoreAtNextStart(const QString &file);

private:
    QString m_home;
    Database *m_database = nullptr;
    std::unique_ptr<QThreadPool> m_pool;
};

// At start, before the database opens: restores a backup staged by restoreAtNextStart(), if any
// (nullopt when none was). The stage goes either way: a restore that fails is said once, not retried.
std::optional<Expected<HomeRestore>> applyStagedRestore(const QString &home);

} // namespace kandesk
