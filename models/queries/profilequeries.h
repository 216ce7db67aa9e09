// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

namespace kandesk {

// What may be read about agent and executor profiles (ProfileStore implements it).
class ProfileQueries
{
public:
    virtual ~ProfileQueries() = default;

    virtual Expected<QList<AgentProfile>> agentProfiles() const = 0;
    virtual Expected<AgentProfile> agentProfile(const QString &id) const = 0;
    virtual Expected<QList<ExecutorProfile>> executorProfiles() const = 0;
    virtual Expected<ExecutorProfile> executorProfile(const QString &id) const = 0;
};

} // namespace kandesk
