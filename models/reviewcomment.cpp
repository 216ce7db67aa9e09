// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewcomment.h"

namespace kandesk {

QString ReviewComment::location() const
{
    if (path.isEmpty())
        return QStringLiteral("the pull request as a whole");
    const QString lines = startLine == endLine ? QString::number(startLine)
                                               : QStringLiteral("%1-%2").arg(startLine).arg(endLine);
    return path + QLatin1Char(':') + lines;
}

} // namespace kandesk
