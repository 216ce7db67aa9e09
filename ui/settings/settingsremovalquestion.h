// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

#include <functional>

class QMessageBox;
class QWidget;

namespace kandesk {
struct RemovalImpact;
}

namespace kandesk::ui {

// Asks before Settings deletes something, naming what goes with it: a window-modal question
// ("removalQuestion") whose default is Cancel; its "Delete" button ("confirmRemoval") runs remove.
// Returns the question, already open.
QMessageBox *askBeforeRemoving(QWidget *page, const QString &question, const QString &consequences, std::function<void()> remove);

// "2 tasks use it" / "1 task uses it" / "No task uses it", or that it could not be told.
QString tasksUsingText(const Expected<RemovalImpact> &impact);

// What the agent profiles that use a removed item lose.
enum class ProfileLoss { TheirAgent, ASecret };
// "The agent profiles A, B start it: …" / "The agent profile A uses it: …" / "No agent profile …", or
// that it could not be told.
QString profilesUsingText(const Expected<RemovalImpact> &impact, ProfileLoss loss);

} // namespace kandesk::ui
