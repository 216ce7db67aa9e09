// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

// The workflows Kandesk ships, as kandev workflow files (templates/): Kanban (every new workspace's
// board), Plan & Build and Review.
namespace kandesk::workflowtemplates {

QStringList names();
// The template as read from its file: no ids yet (see withNewIds).
Expected<Workflow> get(const QString &name);

} // namespace kandesk::workflowtemplates
