// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QHash>

// A workflow as the editor hands it back, checked and made ready to store. No store: the library
// (workflowlibrary.h) reads and writes around it.
namespace kandesk::workflowedit {

struct Edit {
    Workflow workflow;
    // Where the tasks of each removed step go (removed step id → kept step id).
    QHash<QString, QString> relocations;
};

// Checks the edit against the stored workflow and the names of the workspace's other workflows:
// a name, at least one step, step names given and distinct (a move names a step), each removed
// step's tasks sent to a step that stays, and the result a valid kandev workflow (the rules an
// import checks). Steps get their positions in list order; a step with an id the stored workflow
// does not have is new and gets a fresh id, and moves and relocations naming it follow.
Expected<Edit> check(const Workflow &stored, Edit edit, const QStringList &otherWorkflowNames);

} // namespace kandesk::workflowedit
