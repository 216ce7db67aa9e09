// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

namespace kandesk::github {

// `gh auth token --hostname host` when the GitHub CLI is installed and signed in; an Error that
// says so otherwise. Blocking: pool threads only.
Expected<QString> ghAuthToken(const QString &host);

// What to do when no token is found anywhere, in plain words.
QString noTokenAdvice(const QString &host);

} // namespace kandesk::github
