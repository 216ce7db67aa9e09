// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QByteArray;
class QString;

namespace kandesk {

// The nice value of the agentctl processes started on this machine, and so of their agents (a
// child takes its parent's): when cores are scarce, the window and the user's own tools come
// first; agents still take every idle core. 19, the lowest priority: with twenty agents streaming
// at once on two cores (bench concurrent_stream), the window's longest stall had a median of 20 ms
// at nice 10 and 10 ms at 19, within one 60 Hz frame in 3 and 9 runs of 10. KANDESK_AGENT_NICE (0
// to 19) sets another; a value that is not one is reported once and the default kept.
constexpr int kAgentProcessNice = 19;
int agentProcessNice();

// The nice value a KANDESK_AGENT_NICE text asks for (empty: the default); *problem says why a
// text that is not a whole number from 0 to 19 was not taken.
int agentProcessNiceFrom(const QByteArray &text, QString *problem);

} // namespace kandesk
