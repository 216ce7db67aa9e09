// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/commandbuilder.h"

namespace kandesk {

// A managed npm runtime runs its agent through `npx --prefer-offline`: cached npm metadata first.
// When that cache cannot resolve the package (a version published since, a cache entry gone), the
// agent exits before it speaks with an npm resolution error. That one failure is transient: the
// start is retried once with fresh metadata (`--prefer-online`).

// Whether the failed start is that npm resolution failure of a managed runtime command.
bool isManagedRuntimeResolutionFailure(const AgentCommands &commands, const Error &error);
// The same commands asking npm for fresh metadata.
AgentCommands withFreshNpmMetadata(const AgentCommands &commands);

} // namespace kandesk
