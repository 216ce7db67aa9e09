// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>

namespace kandesk::bench {

// What an agent's priority costs it beside the user's own CPU-bound work: the ACP SDK's example
// agent (acpclient.h) started and taken through one turn at each of the nice values, with one busy
// loop per core at nice 0 in the same session (a build in the terminal Kandesk was started from)
// and, as the baseline, on an idle machine. Pair it with concurrent_stream at the same nice values
// (KANDESK_AGENT_NICE) for the window's side.
QJsonObject measureAgentUnderLoad(const QList<int> &niceValues, int samples, bool withTurn = true);

} // namespace kandesk::bench
