// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "worktreenaming.h"

#include <QCryptographicHash>

namespace kandesk::git {

namespace {
constexpr int kTaskDirTitleLength = 20;
constexpr int kBranchTitleLength = 40;
} // namespace

QString slugify(const QString &title, int maxLength)
{
    QString slug;
    slug.reserve(title.size());
    bool lastWasDash = true; // no leading dash
    for (const QChar c : title.normalized(QString::NormalizationForm_KD)) {
        if (c.isLetterOrNumber() && c.unicode() < 128) {
            slug.append(c.toLower());
            lastWasDash = false;
        } else if (c.isMark()) {
            continue; // accents folded away by the decomposition
        } else if (!lastWasDash) {
            slug.append(QLatin1Char('-'));
            lastWasDash = true;
        }
    }
    slug.truncate(maxLength);
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    return slug.isEmpty() ? QStringLiteral("task") : slug;
}

QString taskIdHash(const QString &taskId)
{
    return QString::fromLatin1(QCryptographicHash::hash(taskId.toUtf8(), QCryptographicHash::Sha256).toHex().left(8));
}

QString taskDirectoryName(const QString &title, const QString &taskId)
{
    return slugify(title, kTaskDirTitleLength) + QLatin1Char('_') + taskIdHash(taskId);
}

QString branchNameFromTemplate(const QString &branchTemplate, const QString &title, const QString &taskId)
{
    QString branch = branchTemplate.trimmed().isEmpty() ? QString::fromLatin1(kDefaultBranchTemplate) : branchTemplate.trimmed();
    branch.replace(QStringLiteral("{title}"), slugify(title, kBranchTitleLength));
    branch.replace(QStringLiteral("{suffix}"), taskIdHash(taskId));
    return branch;
}

} // namespace kandesk::git
