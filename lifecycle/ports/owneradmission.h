// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/ports/launchvalues.h"
#include "models/expected.h"

namespace kandesk {

// Admits the launches a run owns (ExecutionOwner::Kind::Run): asked before anything is made and
// again at registration, so a run that ended (or replaced this attempt) while its launch ran gets
// nothing registered.
class OwnerAdmission
{
public:
    virtual ~OwnerAdmission() = default;
    // Fails with why the owner refuses this execution.
    virtual Status admitExecution(const ExecutionOwner &owner) = 0;
};

} // namespace kandesk
