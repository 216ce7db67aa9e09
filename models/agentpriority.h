// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QByteArray;
class QString;

namespace kandesk {

// The nice value of the agentctl processes started on this machine, and so of their agents (a
// child takes its parent's): when cores are scarce, the window and the user's own tools come
// first; agents still take every idle core. 10 is what nice(1) gives. KANDESK_AGENT_NICE (0 to 19)
// sets another; a value that is not one is reported once and the default kept.
constexpr int kAgentProcessNice = 10;
int agentProcessNice();

// The nice value a KANDESK_AGENT_NICE text asks for (empty: the default); *problem says why a
// text that is not a whole number from 0 to 19 was not taken.
int agentProcessNiceFrom(const QByteArray &text, QString *problem);

} // namespace kandesk
