// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QDateTime>
#include <QStringList>

namespace kandesk {

class Database;

// A backup of a home: one SQLite file holding a copy of its database and, in the table
// kandesk_backup, its secrets file and the names of the secrets that live in the keychain (their
// values stay there: a backup never carries them).
struct HomeBackupInfo {
    QString file;
    QDateTime createdAt;
    QString home; // the home it was made of
    int schemaVersion = 0;
    int taskCount = 0;
    bool hasSecretsFile = false;
    QStringList keychainSecrets;
};

// What a restore replaced, kept beside the home's database ("<database>.backup-<time>-before-restore")
// and secrets file: nothing is lost by restoring the wrong backup.
struct HomeRestore {
    HomeBackupInfo backup;
    QString keptDatabase;    // empty when the home had no database
    QString keptSecretsFile; // empty when the secrets file stayed as it was
};

// "<home>/backups/kandesk-<UTC time>.kandesk-backup".
QString defaultHomeBackupPath(const QString &home);

// Saves the home's database, read through the open Database while Kandesk goes on using it, and
// its secrets file into file (its folder made when missing; an existing file is refused).
Expected<HomeBackupInfo> createHomeBackup(Database &database, const QString &home, const QString &file);

// What a backup file holds; an error that says so for a file that is not one.
Expected<HomeBackupInfo> readHomeBackup(const QString &file);

// Puts a backup's database and secrets file in place of the home's. Refused while a Kandesk uses
// the home (the database's use lock), for a backup of a schema newer than this build knows, and
// for a file that is not a backup; the home is then left as it was. An older schema is migrated
// when the home is next opened.
Expected<HomeRestore> restoreHomeBackup(const QString &home, const QString &file);

} // namespace kandesk
