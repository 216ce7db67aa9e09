// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

class QFont;
class QModelIndex;
class QPalette;
class QTextDocument;

namespace kandesk::ui {

// What an opened transcript row shows below its header, as a document laid out at textWidth:
// headings, plain paragraphs and monospace boxes, long values cut at a few thousand characters.
//
// A tool call's locations, its command (or input), what it sent back (changes, terminals, content)
// and its output; a line in words when the agent sent none of these. A terminal's output is left
// out when terminalShownLive (a TranscriptTerminal below the document shows it), how it ended kept.
std::unique_ptr<QTextDocument> toolCallDetail(const QModelIndex &index, int textWidth, const QFont &font,
    const QPalette &palette, bool terminalShownLive = false);
// A permission request's details, "key: value" a line; null when it has none.
std::unique_ptr<QTextDocument> permissionDetail(
    const QModelIndex &index, int textWidth, const QFont &font, const QPalette &palette);
// An error's message, exit code, the last lines of the agent's error output and what to do.
// An elicitation's message (and, for a form, the schema's description), wrapped.
std::unique_ptr<QTextDocument> elicitationDetail(
    const QModelIndex &index, int textWidth, const QFont &font, const QPalette &palette);
std::unique_ptr<QTextDocument> errorDetail(
    const QModelIndex &index, int textWidth, const QFont &font, const QPalette &palette);

} // namespace kandesk::ui
