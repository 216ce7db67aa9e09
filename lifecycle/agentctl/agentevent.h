// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessionevent.h"

namespace kandesk {

struct AgentFailureContext;

// The session event of one event on an agent stream, made once, where agentctl's event arrives: its
// fields as agentctl sent them and, for an error, what failed in the user's words (AgentFailure, for
// the agent of context) and whether the agent or its sidecar went with it.
SessionEvent agentEventFromWire(const QJsonObject &received, const AgentFailureContext &context);

} // namespace kandesk
