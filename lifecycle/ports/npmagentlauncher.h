// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

namespace kandesk {

struct AgentDefinition;

// Starts built-in npm agents from the packages Kandesk installed (lifecycle/npmagents/), without npx.
class NpmAgentLauncher
{
public:
    virtual ~NpmAgentLauncher() = default;
    // The program and its first arguments (e.g. node and the package's entry) that start agent's
    // installed package, before agent.extraArgs; pinnedVersion is the profile's pin, or empty.
    // Called on launch pool threads. An agent that is not installed, or whose package does not
    // run on the node found, is an error that says what to do.
    virtual Expected<QStringList> launchArgv(const AgentDefinition &agent, const QString &pinnedVersion) const = 0;
};

} // namespace kandesk
