// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// The stub agent streams `chunks` message chunks in one turn. Measured: chunks per second into the
// transcript model of a session panel (as the window shows a live session) and into the database
// (TranscriptRecorder via TaskRunner), with the longest GUI stall. Baseline: the same chunks read
// raw off agentctl's agent WebSocket on the GUI thread (parsed, nothing else done with them);
// also reported: the rate at which AgentSessions delivers them as signals (no model, no database).
QJsonObject measureStreamThroughput(int chunks);

} // namespace kandesk::bench
