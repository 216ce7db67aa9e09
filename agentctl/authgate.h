// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

class QHttpServerRequest;
class QNetworkRequest;

namespace kandesk::agentctl {

// The bootstrap handshake: the nonce from the environment buys exactly one bearer token.
// Without a nonce the gate is open (a developer running agentctl by hand).
class AuthGate final
{
public:
    enum class Handshake { Granted, Refused, Disabled };

    // Takes the nonce and removes it from the environment, so the agent never inherits it.
    static AuthGate fromEnvironment();
    explicit AuthGate(QByteArray nonce);

    bool enabled() const { return !m_nonce.isEmpty(); }
    Handshake handshake(const QByteArray &nonce, QString *token);
    // True when the Authorization header carries the token (or the gate is open).
    bool allows(const QByteArray &authorizationHeader) const;

private:
    QByteArray m_nonce;
    QByteArray m_token;
    bool m_used = false;
};

} // namespace kandesk::agentctl
