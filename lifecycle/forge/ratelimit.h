// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <optional>

namespace kandesk {
struct HttpReply;
}

namespace kandesk::forge {

// How long a code host asks to wait when its answer is a rate limit (429; or 403 with no requests
// left or a Retry-After), from Retry-After, else X-RateLimit-Reset / RateLimit-Reset (epoch
// seconds); nullopt for any other answer.
std::optional<int> rateLimitWait(const HttpReply &reply);

// "GitHub's rate limit is reached (HTTP 429); Kandesk asks again after 21:40:05", as
// ErrorKind::RateLimited with the wait in its details (ErrorDetails::kRetryAfterSeconds).
Error rateLimited(const QString &service, int status, int waitSeconds);

} // namespace kandesk::forge
