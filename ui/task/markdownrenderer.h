// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QPalette;
class QString;
class QTextDocument;

namespace kandesk::ui {

// Fills document with the agent's Markdown, its fenced code blocks highlighted by
// KSyntaxHighlighting for the block's language (``` cpp, ```python, …) in the palette's theme.
// Blocks in an unknown language stay plain monospace text.
void renderMarkdown(QTextDocument *document, const QString &markdown, const QPalette &palette);

} // namespace kandesk::ui
