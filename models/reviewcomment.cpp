// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewcomment.h"

#include "models/review/forgewords.h"

namespace kandesk {

QString ReviewComment::location() const
{
    if (path.isEmpty())
        return QStringLiteral("the %1 as a whole").arg(requestWord());
    const QString lines = startLine == endLine ? QString::number(startLine)
                                               : QStringLiteral("%1-%2").arg(startLine).arg(endLine);
    return path + QLatin1Char(':') + lines;
}

QString ReviewComment::requestWord() const
{
    return (origin == QLatin1String("gitlab") ? gitLabWords() : gitHubWords()).request;
}

QString ReviewComment::hostName() const
{
    return (origin == QLatin1String("gitlab") ? gitLabWords() : gitHubWords()).host;
}

} // namespace kandesk
