// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLoggingCategory>

namespace kandesk::agentctl {
Q_DECLARE_LOGGING_CATEGORY(lcAgentctl)
} // namespace kandesk::agentctl
