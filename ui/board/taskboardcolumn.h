// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to the board: one column of TaskBoardView, shared by its source files.

#include "models/types.h"
#include "ui/board/taskboardview.h"

#include <QLoggingCategory>

class QFrame;
class QLabel;

namespace kandesk {
class StepFilterProxy;
}

namespace kandesk::ui {

Q_DECLARE_LOGGING_CATEGORY(lcBoard)

class BoardColumnView;

struct TaskBoardView::Column {
    WorkflowStep step;
    QFrame *frame = nullptr;
    QLabel *title = nullptr;
    QLabel *count = nullptr;
    StepFilterProxy *proxy = nullptr;
    BoardColumnView *view = nullptr;
};

} // namespace kandesk::ui
