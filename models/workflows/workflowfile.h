// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QByteArray>

// kandev's portable workflow file (its docs/workflow-import-export.md): an envelope of version 1,
// type kandev_workflow and a non-empty list of workflows, each with its steps by position.
namespace kandesk::workflowfile {

// The workflows of a file, checked as kandev checks them: the envelope, a name for every workflow
// and step, unique step positions, triggers' actions of the types each trigger allows, and every
// move_to_step's step_position naming a step of the same workflow. Ids are left empty; a
// move_to_step keeps its step_position (the importer maps it to the new step's id). Fields the
// format has but Kandesk does not read, and keys it does not know, are kept in `extra` (YAML as
// JSON); a step's triggers of names Kandesk does not know go to its extra["events"]. Unknown keys
// of the envelope, of an action and of an agent_profile are dropped. A field left empty (`key:`)
// counts as absent; typed fields take quoted scalars too ("2", "true"), and yes/no/on/off as bools.
// Steps come sorted by position. An error names the 1-based line and the field, or the parser's
// message: "line 12: workflows[0].steps[1].position: 1 is used by step "Plan" too".
Expected<QList<Workflow>> read(const QByteArray &yaml);

// The file kandev would export for these workflows: a move_to_step that names its target by
// step_id is written with that step's position (a step_id naming no step of the workflow is
// written as it is, and read() refuses it); fields left at kandev's defaults are omitted as
// kandev omits them; `extra` is written back after the known keys. Steps are written by position.
// What read() returned writes back to a file that reads as the same workflows.
QByteArray write(const QList<Workflow> &workflows);

} // namespace kandesk::workflowfile
