// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/: the JSON text columns (lists stored in one column).

#include "models/types.h"

namespace kandesk::json {

QString toText(const QStringList &values);
QStringList stringListFrom(const QString &text);

QString toText(const QList<AgentProfile::CliFlag> &flags);
QList<AgentProfile::CliFlag> cliFlagsFrom(const QString &text);

QString toText(const QList<AgentProfile::EnvVar> &vars);
QList<AgentProfile::EnvVar> envVarsFrom(const QString &text);

// Variables and headers keep only the secret reference of a value from a secret, as env vars do.
QString toText(const QList<AgentProfile::McpServer> &servers);
QList<AgentProfile::McpServer> mcpServersFrom(const QString &text);

} // namespace kandesk::json
