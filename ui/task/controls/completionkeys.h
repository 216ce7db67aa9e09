// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

class QEvent;
class QListWidget;
class QWidget;

namespace kandesk::ui {

// What a completion list open under the composer's editor makes of a key event of the editor:
// Up and Down move in the list (Handled), Enter, Return and Tab take the current entry (Accept),
// Esc closes the list (Dismiss). Esc and Enter are claimed before shortcuts see them, so they do
// not also cancel the turn or send the prompt. Anything else is NotMine.
enum class CompletionKey { NotMine, Handled, Accept, Dismiss };
CompletionKey completionKey(QEvent *event, QListWidget *list);

// The event filter of a completer open under the editor: true when the key was the list's (after
// calling accept, or hiding the list and setting *dismissed).
bool takeCompletionKey(QEvent *event, QListWidget *list, const std::function<void()> &accept, bool *dismissed);

// Shows the list (a child of an overlay above the editor) just above the editor, at least 360 px
// wide and tall enough for visibleRows of its entries.
void showCompletionList(QListWidget *list, const QWidget *editor, int visibleRows);

} // namespace kandesk::ui
