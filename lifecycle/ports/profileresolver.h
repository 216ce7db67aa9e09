// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/ports/launchvalues.h"
#include "models/expected.h"
#include "models/types.h" // AgentProfile

namespace kandesk {

// Resolves an agent profile id to the stored profile (agent, model, flags, prefix, env).
class ProfileResolver
{
public:
    virtual ~ProfileResolver() = default;
    virtual Expected<AgentProfile> resolveProfile(const QString &profileId) = 0;
};

// Credentials an agent requires (e.g. ANTHROPIC_API_KEY), managed by Kandesk.
class CredentialProvider
{
public:
    virtual ~CredentialProvider() = default;
    // Empty when Kandesk manages no value for this variable.
    virtual QString credentialValue(const QString &key) = 0;
};

// The managed Go build cache for local executors (shared between prepare scripts and the agent).
class ManagedGoCacheProvider
{
public:
    virtual ~ManagedGoCacheProvider() = default;
    virtual Expected<EnvMap> executionEnvironment() = 0;
};

} // namespace kandesk
