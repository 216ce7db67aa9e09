// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

class QTextStream;

namespace kandesk::bench {

// RSS of a process (a child kandesk-bench, offscreen) that opens `sessions` stored sessions of
// `messages` messages each the way the window does (a session panel's transcript model and view,
// loaded like Workbench::loadTranscript). Baseline: the same process before opening them. Then
// one session of shortSession messages and one of longSession, each alone: the RSS a session's
// length costs.
QJsonObject measureMemory(int sessions, int messages, int shortSession, int longSession);

// The child's side: opens the sessions of the home's database and prints its figures as JSON.
int runMemoryChild(const QString &home, QTextStream &out);

} // namespace kandesk::bench
