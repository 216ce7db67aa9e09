// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QRegularExpression>
#include <QStringList>

namespace kandesk::ui {

// "*.env, .npmrc  config/*.json" → ["*.env", ".npmrc", "config/*.json"]: commas or spaces separate globs.
inline QStringList splitGlobList(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    return text.split(separators, Qt::SkipEmptyParts);
}

inline QString joinGlobList(const QStringList &globs)
{
    return globs.join(QStringLiteral(", "));
}

} // namespace kandesk::ui
