// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QUrl>

namespace kandesk {

struct HttpReply;

// What every backend (standalone, SSH, Docker) needs to start agentctl and reach it.

// A one-time bootstrap nonce: 256 random bits from the system's generator, as hex.
QString newBootstrapNonce();
// http://127.0.0.1:PORT/PATH
QUrl loopbackUrl(int port, QLatin1StringView path);
// Why an agentctl request failed, in words: "no answer" (or the network error), or "HTTP 401: …"
// with agentctl's error message (else the start of the body).
QString describeHttpFailure(const HttpReply &reply);

} // namespace kandesk
