// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// A transcript of messages stored messages (turns of a prompt, Markdown text, a tool call and its
// output) in the session panel's view, offscreen 900×700, scrolled from top to bottom a step at a
// time (a mouse wheel's notch, and a page): time per step to lay out and paint. Baseline: a plain
// list view with as many one-line rows, scrolled the same way.
QJsonObject measureScroll(int messages);

} // namespace kandesk::bench
