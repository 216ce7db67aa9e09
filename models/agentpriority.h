// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QByteArray;
class QString;

namespace kandesk {

// The nice value of the agentctl processes started on this machine and of their agents once an
// agent's start is over (its first word; agentctl/agentpriority.h): when cores are scarce, the
// window comes first, yet an agent beside the user's own CPU-bound work (a build at nice 0 in the
// same session) is slowed, not starved. The start itself runs at the app's priority.
// 10, measured on two cores (bench concurrent_stream and agent_under_load, 2026-12-04): with twenty
// agents streaming at once the window's longest stall had a median of 9.7 ms at nice 19, 15.7 at
// 10, 27 at 5 and 66 at 0 (7 runs each); beside one busy loop per core at nice 0, the ACP SDK
// example agent took 48 times its idle start at 19, 13 at 10, 4.8 at 5 and 2.3 at 0 (its turn,
// mostly waiting on its model, 1.1, 1.02, 1.01, 1.0). A start step's timeout does not count the
// time an agent waits for a core (lifecycle/agentctl/corewait.h). KANDESK_AGENT_NICE (0 to 19)
// sets another; a value that is not one is reported once and the default kept.
constexpr int kAgentProcessNice = 10;
int agentProcessNice();

// The nice value a KANDESK_AGENT_NICE text asks for (empty: the default); *problem says why a
// text that is not a whole number from 0 to 19 was not taken.
int agentProcessNiceFrom(const QByteArray &text, QString *problem);

} // namespace kandesk
