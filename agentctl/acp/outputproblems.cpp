// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "outputproblems.h"

#include "agentctl/api/wire.h"

namespace kandesk::agentctl {

OutputProblems::OutputProblems()
    : m_logs { {
        { QStringLiteral("the agent wrote a line that is not JSON; skipped:"),
            QStringLiteral("non-JSON agent lines skipped") },
        { QStringLiteral("the agent wrote a line over 32 MiB; skipped (start):"),
            QStringLiteral("agent lines over 32 MiB skipped") },
        { QStringLiteral("the agent wrote invalid UTF-8; bad bytes replaced with U+FFFD:"),
            QStringLiteral("agent lines with invalid UTF-8 repaired") },
        { QStringLiteral("the agent answered a request nobody sent; ignored:"),
            QStringLiteral("agent answers to unknown request ids ignored") },
        { QStringLiteral("the agent sent an update for another ACP session; dropped:"),
            QStringLiteral("agent messages for other ACP sessions dropped") },
    } }
{ }

void OutputProblems::note(Kind kind, const QByteArray &sample)
{
    m_logs.at(static_cast<std::size_t>(kind)).note(sample);
}

QJsonObject OutputProblems::takeTurnWarning(Kind kind)
{
    QLatin1StringView wireKind;
    QString text;
    switch (kind) {
    case Kind::NonJson:
        wireKind = wire::warning::kNonJsonOutput;
        text = QStringLiteral("The agent wrote output that is not JSON; it was skipped.");
        break;
    case Kind::Oversized:
        wireKind = wire::warning::kOversizedOutput;
        text = QStringLiteral("The agent wrote a line longer than 32 MiB; it was skipped.");
        break;
    case Kind::InvalidUtf8:
        wireKind = wire::warning::kInvalidUtf8;
        text = QStringLiteral("The agent wrote text that is not valid UTF-8; the bad bytes show as \uFFFD.");
        break;
    case Kind::UnknownResponseId:
    case Kind::ForeignSession:
        return {};
    }
    bool &warned = m_warnedThisTurn.at(static_cast<std::size_t>(kind));
    if (warned)
        return {};
    warned = true;
    return QJsonObject { { QStringLiteral("type"), wire::event::kWarning }, { wire::warning::kKindKey, wireKind },
        { wire::warning::kTextKey, text } };
}

void OutputProblems::flush()
{
    for (RateLimitedLog &log : m_logs)
        log.flush();
}

} // namespace kandesk::agentctl
