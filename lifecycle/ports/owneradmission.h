// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/launchtypes.h"

namespace kandesk {

// Admits the launches a run owns (ExecutionOwner::Kind::Run): asked before anything is made and
// again at registration, so a run that ended (or replaced this attempt) while its launch ran gets
// nothing registered.
class OwnerAdmission
{
public:
    virtual ~OwnerAdmission() = default;
    // Fails with why the owner refuses this execution.
    virtual LaunchStatus admitExecution(const ExecutionOwner &owner) = 0;
};

} // namespace kandesk
