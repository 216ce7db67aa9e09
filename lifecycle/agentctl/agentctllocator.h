// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

namespace kandesk {

// Where the agentctl sidecar is: next to the running executable, then the installation's libexec
// folder, then PATH. KANDESK_AGENTCTL overrides all three.
Expected<QString> locateAgentctl();

} // namespace kandesk
