// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// `cat` of a file of `megabytes` MB (text lines, one in ten coloured) in a task's terminal: the
// program's pseudo-terminal read, parsed by libvterm and painted by the Terminal tab's view
// (offscreen, 1200×800), with the longest GUI stall meanwhile and how often the view painted.
// Baseline: the same `cat` on a pseudo-terminal whose output is read and dropped.
QJsonObject measureTerminalThroughput(int megabytes, int runs);

} // namespace kandesk::bench
