// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk {

// Whether text has a control character (a pasted line break, a tab) that a name or path must not.
bool hasControlCharacter(const QString &text);
// What is wrong with an executor profile's name (empty, control characters, too long), or empty.
QString executorNameProblem(const QString &name);

} // namespace kandesk
