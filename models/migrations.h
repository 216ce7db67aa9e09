// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QStringList>

namespace kandesk {

// One step of the schema's history: applying it moves a database from version - 1 to version.
struct Migration {
    int version = 0;
    QStringList statements;
};

// Every migration in order; the last one's version is the schema this build knows.
const QList<Migration> &schemaMigrations();
int latestSchemaVersion();

} // namespace kandesk
