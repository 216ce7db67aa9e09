// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

namespace kandesk {

class Database;

// After a folder moved (Kandesk's home, application/homemigration.h): every path the database
// stores under `from` reads under `to` — the workspace of each session, registered execution and
// preparation, and such paths inside their JSON (execution metadata, preparation steps, the
// transcripts' tool calls). One transaction; returns how many rows changed. Paths merely beginning
// with the same letters ("/a/home2" for "/a/home") are left alone.
Expected<int> moveStoredPaths(Database &database, const QString &from, const QString &to);

} // namespace kandesk
