// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

class QTextStream;

namespace kandesk::bench {

// RSS of a process (a child kandesk-bench, offscreen) that opens `sessions` stored sessions of
// `messages` messages each the way the window does (a session panel's transcript model and view,
// loaded like Workbench::loadTranscript). Baseline: the same process before opening them.
QJsonObject measureMemory(int sessions, int messages);

// The child's side: opens the sessions of the home's database and prints its figures as JSON.
int runMemoryChild(const QString &home, QTextStream &out);

} // namespace kandesk::bench
