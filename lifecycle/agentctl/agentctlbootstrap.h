// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>
#include <QUrl>

namespace kandesk {

class AgentctlNetwork;
struct ExecutorCreateRequest;
struct HttpReply;

// What every backend (standalone, SSH, Docker) needs to start agentctl and reach it.

// A one-time bootstrap nonce: 256 random bits from the system's generator, as hex.
QString newBootstrapNonce();
// http://127.0.0.1:PORT/PATH
QUrl loopbackUrl(int port, QLatin1StringView path);
// Why an agentctl request failed, in words: "no answer" (or the network error), or "HTTP 401: …"
// with agentctl's error message (else the start of the body).
QString describeHttpFailure(const HttpReply &reply);

// Trades the one-time nonce for agentctl's bearer token (the error says why not, in words).
Expected<QString> exchangeBootstrapNonce(AgentctlNetwork &network, int port, const QString &nonce, int timeoutMs);

struct CreatedAgentInstance {
    QString id;
    int port = 0;
};
// Asks the agentctl on port for the agent instance of request, working in workspacePath (the
// runtime's own path: a remote or container path for those runtimes). instancePort asks for the
// instance's own port (a container's, published before it started); 0: agentctl picks one.
Expected<CreatedAgentInstance> createAgentInstance(AgentctlNetwork &network, int port, const QString &token,
                                                  const ExecutorCreateRequest &request, const QString &workspacePath,
                                                  int timeoutMs, int instancePort = 0);

} // namespace kandesk
