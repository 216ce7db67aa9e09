// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

// What may be read about a workspace's repositories (RepositoryStore implements it).
class RepositoryQueries
{
public:
    virtual ~RepositoryQueries() = default;

    virtual Expected<QList<Repository>> list(const QString &workspaceId) const = 0;
    virtual Expected<Repository> get(const QString &id) const = 0;
};

} // namespace kandesk
