// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionevent.h"

#include <array>

namespace kandesk::sessionevent {

namespace {

// In the order of Kind.
constexpr std::array<QLatin1StringView, int(Kind::Unknown)> kNames {
    QLatin1StringView("user_prompt"),
    QLatin1StringView("message_chunk"),
    QLatin1StringView("reasoning"),
    QLatin1StringView("tool_call"),
    QLatin1StringView("tool_update"),
    QLatin1StringView("plan"),
    QLatin1StringView("permission_request"),
    QLatin1StringView("permission_answered"),
    QLatin1StringView("permission_cancelled"),
    QLatin1StringView("complete"),
    QLatin1StringView("error"),
    QLatin1StringView("warning"),
    QLatin1StringView("launch_notice"),
    QLatin1StringView("session_status"),
    QLatin1StringView("session_interrupted"),
    QLatin1StringView("session_stopped"),
    QLatin1StringView("available_commands"),
    QLatin1StringView("session_mode"),
    QLatin1StringView("agent_capabilities"),
};

} // namespace

QLatin1StringView name(Kind kind)
{
    return kind == Kind::Unknown ? QLatin1StringView("unknown") : kNames.at(std::size_t(kind));
}

Kind kindOf(QStringView name)
{
    for (std::size_t i = 0; i < kNames.size(); ++i) {
        if (name == kNames.at(i))
            return Kind(i);
    }
    return Kind::Unknown;
}

} // namespace kandesk::sessionevent
