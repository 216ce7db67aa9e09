// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Custom ACP agents live in application/settings/customagents.h (shared with `kandesk profile`); the settings
// pages keep using them under their ui names.
#include "application/settings/customagents.h"

namespace kandesk::ui {

using kandesk::CustomAgent;
using kandesk::customAgentCommandProblem;
using kandesk::kCustomAgentsKey;
using kandesk::loadCustomAgents;
using kandesk::registerCustomAgents;
using kandesk::saveCustomAgents;

} // namespace kandesk::ui
