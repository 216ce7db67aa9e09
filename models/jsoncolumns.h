// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/: the JSON text columns (lists stored in one column).

#include "models/types.h"

namespace kandesk::json {

QString toText(const QStringList &values);
QStringList stringListFrom(const QString &text);

QString toText(const QList<CliFlag> &flags);
QList<CliFlag> cliFlagsFrom(const QString &text);

QString toText(const QList<EnvVar> &vars);
QList<EnvVar> envVarsFrom(const QString &text);

} // namespace kandesk::json
