// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "ratelimitedlog.h"

#include <QJsonObject>

#include <array>

namespace kandesk::agentctl {

// What an agent writes that does not fit ACP. Each kind is logged once and then summarised
// (RateLimitedLog); the kinds that touch the running turn get one warning event per turn.
class OutputProblems final
{
public:
    enum class Kind { NonJson, Oversized, InvalidUtf8, UnknownResponseId, ForeignSession };

    OutputProblems();

    void note(Kind kind, const QByteArray &sample = {});
    void startTurn() { m_warnedThisTurn = {}; }
    // The warning event (without session_id and timestamp) the running turn should get for kind:
    // once per kind and turn, and only for kinds a user sees in the transcript; otherwise empty.
    QJsonObject takeTurnWarning(Kind kind);
    void flush();

private:
    static constexpr std::size_t kKinds = 5;
    std::array<RateLimitedLog, kKinds> m_logs;
    std::array<bool, kKinds> m_warnedThisTurn {};
};

} // namespace kandesk::agentctl
