// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QString>

namespace kandesk {

// The checks an agent profile passes before it is saved: the Settings page and `kandesk profile`
// use the same ones, so both refuse the same profiles with the same words. Each returns empty when
// all is well, else a sentence the user can act on.

// A CLI flag or command prefix as one command-line fragment (the launch tokenises it): an unclosed
// quote or a trailing backslash.
QString cliFlagProblem(const QString &text);

// The environment variable at row of variables: a value without a name, a name that is not a
// variable name, or a name set twice.
QString envVarProblem(const QList<AgentProfile::EnvVar> &variables, int row);

// A secret's name (what profiles refer to): a letter or _, then letters, digits, _, . or -.
QString secretNameProblem(const QString &name);

// A profile's pinned agent version: empty, or an exact version (0.49.0).
QString agentVersionProblem(const QString &version);

// An MCP server's name (what the agent sees it as): a letter or digit, then letters, digits, _, . or -.
QString mcpServerNameProblem(const QString &name);

// An MCP server's URL (http and sse): an absolute http:// or https:// URL with a host.
QString mcpServerUrlProblem(const QString &url);

// An HTTP header name (a token: letters, digits and !#$%&'*+.^_`|~-).
QString headerNameProblem(const QString &name);

// The MCP server at row of servers, without the "MCP server “name”" lead: a name that is missing,
// malformed or given twice, a stdio server without a command, an http or sse server without a usable
// URL, a variable or header that is malformed, set twice or refers to a secret by a malformed name.
QString mcpServerProblem(const QList<AgentProfile::McpServer> &servers, int row);

// The same, led by the server's name (or its row when it has none): what the command line, the
// Settings page and a refused launch say.
QString describedMcpServerProblem(const QList<AgentProfile::McpServer> &servers, int row);

// The first problem of the profile as a whole, in the order the Settings page shows them:
// name, agent, flags ("Flag N: …"), command prefix, the pinned agent version, variables ("Variable N: …"),
// MCP servers ("MCP server “github”: …").
QString agentProfileProblem(const AgentProfile &profile);

} // namespace kandesk
