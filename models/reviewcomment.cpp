// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewcomment.h"

namespace kandesk {

QString ReviewComment::location() const
{
    const QString lines = startLine == endLine ? QString::number(startLine)
                                               : QStringLiteral("%1-%2").arg(startLine).arg(endLine);
    return path + QLatin1Char(':') + lines;
}

} // namespace kandesk
