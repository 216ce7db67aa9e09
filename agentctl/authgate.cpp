// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "authgate.h"

#include "agentctl/api/wire.h"

#include <QRandomGenerator>

namespace kandesk::agentctl {

namespace {

// Compares without an early exit, so the time taken says nothing about the secret.
bool constantTimeEquals(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return diff == 0;
}

} // namespace

AuthGate AuthGate::fromEnvironment()
{
    const QByteArray name = QByteArray(wire::kBootstrapNonceEnv.data(), wire::kBootstrapNonceEnv.size());
    AuthGate gate(qgetenv(name.constData()));
    qunsetenv(name.constData());
    return gate;
}

AuthGate::AuthGate(QByteArray nonce)
    : m_nonce(std::move(nonce))
{ }

AuthGate::Handshake AuthGate::handshake(const QByteArray &nonce, QString *token)
{
    if (!enabled())
        return Handshake::Disabled;
    if (m_used || !constantTimeEquals(nonce, m_nonce))
        return Handshake::Refused;
    m_used = true;
    QByteArray raw(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(raw.data()), raw.size() / 4);
    m_token = raw.toHex();
    *token = QString::fromLatin1(m_token);
    return Handshake::Granted;
}

bool AuthGate::allows(const QByteArray &authorizationHeader) const
{
    if (!enabled())
        return true;
    if (m_token.isEmpty())
        return false;
    const QByteArray prefix(wire::kBearerPrefix.data(), wire::kBearerPrefix.size());
    if (!authorizationHeader.startsWith(prefix))
        return false;
    return constantTimeEquals(authorizationHeader.mid(prefix.size()).trimmed(), m_token);
}

} // namespace kandesk::agentctl
