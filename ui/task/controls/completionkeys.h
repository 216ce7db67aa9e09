// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QEvent;
class QListWidget;

namespace kandesk::ui {

// What a completion list open under the composer's editor makes of a key event of the editor:
// Up and Down move in the list (Handled), Enter, Return and Tab take the current entry (Accept),
// Esc closes the list (Dismiss). Esc and Enter are claimed before shortcuts see them, so they do
// not also cancel the turn or send the prompt. Anything else is NotMine.
enum class CompletionKey { NotMine, Handled, Accept, Dismiss };
CompletionKey completionKey(QEvent *event, QListWidget *list);

} // namespace kandesk::ui
