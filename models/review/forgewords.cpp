// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "forgewords.h"

namespace kandesk {

QString ForgeWords::label(int number) const
{
    return QStringLiteral("%1 %2%3").arg(shortRequest, mark).arg(number);
}

QString ForgeWords::longLabel(int number) const
{
    return QStringLiteral("%1 %2%3").arg(request, mark).arg(number);
}

QString ForgeWords::sentenceLabel(int number) const
{
    const QString label = longLabel(number);
    return label.left(1).toUpper() + label.mid(1);
}

ForgeWords gitHubWords()
{
    return { QStringLiteral("GitHub"), QStringLiteral("pull request"), QStringLiteral("PR"), QStringLiteral("#") };
}

ForgeWords gitLabWords()
{
    return { QStringLiteral("GitLab"), QStringLiteral("merge request"), QStringLiteral("MR"), QStringLiteral("!") };
}

ForgeWords wordsForUrl(const QString &pullRequestUrl)
{
    return pullRequestUrl.contains(QLatin1String("/merge_requests/")) ? gitLabWords() : gitHubWords();
}

} // namespace kandesk
