// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

namespace kandesk {
class Stores;
}

// What the commands that make tasks (`kandesk run`, `kandesk task create`) read from their flags.
namespace kandesk::cli {

// The repository of a folder, as the window adds it (RepositoryService): the top level of the
// folder's repository and its default branch; added to the workspace when it is new there.
Expected<Repository> repositoryRow(Stores &stores, const QString &workspace, const QString &path);

// The agent profile --profile names: its id, else its name (any case).
Expected<QString> namedProfile(const QList<AgentProfile> &known, const QString &wanted);

} // namespace kandesk::cli
