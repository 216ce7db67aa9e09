// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// A built-in npm agent started the managed way (lifecycle/npmagents: the version resolved from
// Kandesk's home, engines checked, the argv built by the launch's command builder, node started on
// the package's entry) against the same entry started with node directly, and against npx
// resolving the package first (the per-profile npx choice): spawn to the answer of `initialize` and
// `session/new`. The agent is the ACP SDK's example agent (@agentclientprotocol/sdk@1.9.0,
// dist/examples/agent.js), installed into a scratch home from the registry npm is configured with
// (or npm's cache). Unavailable npm: the entry says why under "error".
QJsonObject measureManagedNpmLaunch(int samples);

} // namespace kandesk::bench
