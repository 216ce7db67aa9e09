// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QMap>

class QSqlDatabase;

namespace kandesk {

// Copies the database of an open connection, with what its WAL holds, into a new self-contained
// file (SQLite's online backup: a consistent snapshot while other connections go on writing).
// manifest, when not empty, goes into the copy as the table kandesk_backup (key, value). The copy
// appears at destination only once complete; an existing destination is refused, never replaced.
Status copyDatabase(QSqlDatabase &source, const QString &destination, const QMap<QString, QByteArray> &manifest = {});

// The copy kept beside a database before a migration changes it: "<database>.backup-<UTC time>-schema<from>".
// Of these, the newest three stay; older ones go. Returns the copy's path.
Expected<QString> keepCopyBeforeMigration(QSqlDatabase &source, const QString &databasePath, int fromVersion);

// A new path beside the database for a copy made now: "<database>.backup-<UTC time>-<why>".
QString backupPathBeside(const QString &databasePath, const QString &why);

} // namespace kandesk
