// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "logging.h"

namespace kandesk::agentctl {
Q_LOGGING_CATEGORY(lcAgentctl, "kandesk.agentctl")
} // namespace kandesk::agentctl
