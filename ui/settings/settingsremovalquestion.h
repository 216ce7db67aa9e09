// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <functional>

class QMessageBox;
class QWidget;

namespace kandesk::ui {

// Asks before Settings deletes something, naming what goes with it: a window-modal question
// ("removalQuestion") whose default is Cancel; its "Delete" button ("confirmRemoval") runs remove.
// Returns the question, already open.
QMessageBox *askBeforeRemoving(QWidget *page, const QString &question, const QString &consequences, std::function<void()> remove);

// "1 task" / "3 tasks", "no task" for none.
QString taskCountText(int count);

} // namespace kandesk::ui
