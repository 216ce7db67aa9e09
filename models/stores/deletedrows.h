// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QList>
#include <QStringList>
#include <QVariantList>

namespace kandesk {

class Database;

// A row deleted with what its foreign keys did to other rows, kept so that the delete can be
// undone: the rows ON DELETE CASCADE removed with it (a repository's task links, an executor
// profile's SSH or Docker settings) and the references ON DELETE SET NULL cleared (the tasks that
// named a deleted agent or executor profile). Read from the schema, so a table added later is kept
// without code here knowing it.
struct DeletedRows {
    struct Row {
        QString table;
        QStringList columns;
        QVariantList values;
    };
    struct ClearedReference {
        QString table;
        QString column;
        QVariant value;         // what the column held
        QList<qint64> rowIds;   // the rows it was cleared in
    };
    QList<Row> rows; // the deleted row first, then what it took with it (parents before children)
    QList<ClearedReference> cleared;
};

// Deletes the row of table whose id column is id, in one transaction with what it takes with it.
// Fails when there is no such row.
Expected<DeletedRows> deleteRowKeepingCopy(Database &database, const QString &table, const QString &id);

// Puts the rows back and sets the cleared references again (where they are still empty), in one
// transaction. The deleted row itself must go back; a row it took with it whose other parent is
// gone since (a task deleted meanwhile) stays away.
Status restoreDeletedRows(Database &database, const DeletedRows &deleted);

} // namespace kandesk
