// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk::ui {

QString kandeskVersion();
QString qtRuntimeVersion();
QString syntaxHighlightingVersion();

} // namespace kandesk::ui
