// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/stores: a workflow and its steps as rows, shared by the stores that read or
// write them.

#include "models/expected.h"
#include "models/types.h"

#include <QSqlDatabase>
#include <QSqlQuery>

namespace kandesk::workflowrows {

// The step columns, as `s.…`, in the order stepFrom reads them from `first`.
const QString &stepColumns();
WorkflowStep stepFrom(const QSqlQuery &query, int first = 0);

const QString &workflowColumns(); // as `w.…`
Workflow workflowFrom(const QSqlQuery &query);

// Inserts the workflow and its steps on db (the caller holds the transaction). Ids must be set.
Status insert(const QSqlDatabase &db, const Workflow &workflow);
// Writes the workflow's own fields (not its steps) over its row.
Status updateWorkflow(const QSqlDatabase &db, const Workflow &workflow);
// Writes one step of the workflow: a new row, or every field over the stored one.
Status insertStep(const QSqlDatabase &db, const QString &workflowId, const WorkflowStep &step);
Status updateStep(const QSqlDatabase &db, const WorkflowStep &step);

} // namespace kandesk::workflowrows
