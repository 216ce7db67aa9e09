// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

namespace kandesk {
class Database;
}

namespace kandesk::bench {

// A git repository at path (made if missing) on branch main with one empty commit and an identity
// of its own; empty when ready, else why not.
QString makeBenchRepository(const QString &path);
// git in dir, its failure in git's words.
Status benchGit(const QString &dir, const QStringList &arguments);
// content written to path, its folder made first.
Status writeBenchFile(const QString &path, const QByteArray &content);
// Everything in dir's work tree committed with message.
Status commitAll(const QString &dir, const QString &message);

// count tasks in database's default workspace on the repository at repositoryPath, each with an
// agent profile that runs the stub ACP agent; their ids.
Expected<QStringList> addStubTasks(Database &database, const QString &repositoryPath, int count);

// How many of the stub agent's chunks ("chunk N ") a message chunk's text holds: agentctl joins
// the chunks that come in one go into one event.
qsizetype stubChunksIn(const QString &text);

} // namespace kandesk::bench
