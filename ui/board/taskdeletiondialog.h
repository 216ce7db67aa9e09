// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

class QMessageBox;
class QWidget;

namespace kandesk {
struct TaskDeletionPlan;
}

namespace kandesk::ui {

// Asks before a task is deleted, naming what goes with it: its worktrees, uncommitted files and
// the commits that are on no other branch and not pushed (count, subjects, and that the branch's
// last commit stays reachable for a while). Cancel is the default button; "Delete Task" goes on.
QMessageBox *makeTaskDeletionDialog(const TaskDeletionPlan &plan, QWidget *parent);

} // namespace kandesk::ui
