// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

namespace kandesk {
class Database;
}

namespace kandesk::bench {

// A git repository at path (made if missing) on branch main with one empty commit; empty when
// ready, else why not.
QString makeBenchRepository(const QString &path);

// count tasks in database's default workspace on the repository at repositoryPath, each with an
// agent profile that runs the stub ACP agent; their ids.
Expected<QStringList> addStubTasks(Database &database, const QString &repositoryPath, int count);

// How many of the stub agent's chunks ("chunk N ") a message chunk's text holds: agentctl joins
// the chunks that come in one go into one event.
qsizetype stubChunksIn(const QString &text);

} // namespace kandesk::bench
