// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

class QSqlDatabase;

namespace kandesk {

// What every executor profile type shares: its executor_profiles row and the rules for its name.

// Inserts the executor_profiles row of a new profile of executorType, inside the caller's
// transaction; a name another profile has (whatever its case) is refused.
Expected<ExecutorProfile> insertExecutorProfile(const QSqlDatabase &db, const QString &name,
                                                QLatin1StringView executorType);
// Renames the profile profileId of executorType, inside the caller's transaction; kind names the
// type in the error when there is no such profile ("SSH", "Docker").
Status renameExecutorProfile(const QSqlDatabase &db, const QString &profileId, const QString &name,
                             QLatin1StringView executorType, const QString &kind);

} // namespace kandesk
