// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk {

// What a task's folder is opened with for the user (lifecycle/worktreeopener.h opens it).
enum class OpenWith { FileManager, Editor, Terminal };

struct OpenedFolder {
    QString program; // what was started; empty when nothing could be
    QString error; // why not, in words for the user
};

} // namespace kandesk
