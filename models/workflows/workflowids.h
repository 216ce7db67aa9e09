// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

namespace kandesk {

// A workflow read from a file (or a template), ready to store in the workspace: new ids for it and
// its steps, and every move_to_step's step_position turned into the id of the step at that position.
Workflow withNewIds(Workflow workflow, const QString &workspaceId);

} // namespace kandesk
