// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "issuetracker.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace kandesk::issues {

namespace {

// The words this file says to users, translated in the context "IssueTrackerWords".
struct IssueTrackerWords {
    Q_DECLARE_TR_FUNCTIONS(IssueTrackerWords)
};

constexpr TrackerKind kKinds[] = { TrackerKind::GitHub, TrackerKind::GitLab, TrackerKind::Linear, TrackerKind::Jira };

Error badRef(const QString &text)
{
    return Error::failed(
        IssueTrackerWords::tr("“%1” names no issue: write github:OWNER/REPO#N, gitlab:GROUP/PROJECT#N, "
                              "linear:KEY-N or jira:KEY-N")
            .arg(text));
}

} // namespace

QString trackerKindName(TrackerKind kind)
{
    switch (kind) {
    case TrackerKind::GitLab:
        return QStringLiteral("gitlab");
    case TrackerKind::Linear:
        return QStringLiteral("linear");
    case TrackerKind::Jira:
        return QStringLiteral("jira");
    case TrackerKind::GitHub:
        break;
    }
    return QStringLiteral("github");
}

std::optional<TrackerKind> trackerKindFromName(const QString &name)
{
    for (TrackerKind kind : kKinds) {
        if (trackerKindName(kind) == name.trimmed().toLower())
            return kind;
    }
    return std::nullopt;
}

QString trackerTitle(TrackerKind kind)
{
    switch (kind) {
    case TrackerKind::GitLab:
        return QStringLiteral("GitLab");
    case TrackerKind::Linear:
        return QStringLiteral("Linear");
    case TrackerKind::Jira:
        return QStringLiteral("Jira");
    case TrackerKind::GitHub:
        break;
    }
    return QStringLiteral("GitHub");
}

QString IssueRef::toString() const
{
    if (project.isEmpty())
        return trackerKindName(kind) + QLatin1Char(':') + key;
    return QStringLiteral("%1:%2#%3").arg(trackerKindName(kind), project, key);
}

Expected<IssueRef> parseIssueRef(const QString &text)
{
    const QString trimmed = text.trimmed();
    const qsizetype colon = trimmed.indexOf(QLatin1Char(':'));
    if (colon <= 0)
        return badRef(text);
    const auto kind = trackerKindFromName(trimmed.left(colon));
    if (!kind)
        return badRef(text);
    const QString rest = trimmed.mid(colon + 1);
    IssueRef ref;
    ref.kind = *kind;
    if (*kind == TrackerKind::Linear || *kind == TrackerKind::Jira) {
        static const QRegularExpression keyed(QStringLiteral("^([A-Za-z][A-Za-z0-9_]*)-([1-9][0-9]*)$"));
        const auto match = keyed.match(rest);
        if (!match.hasMatch())
            return badRef(text);
        ref.key = match.captured(1).toUpper() + QLatin1Char('-') + match.captured(2);
        return ref;
    }
    static const QRegularExpression numbered(QStringLiteral("^([A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)+)#([1-9][0-9]*)$"));
    const auto match = numbered.match(rest);
    if (!match.hasMatch())
        return badRef(text);
    if (*kind == TrackerKind::GitHub && match.captured(1).count(QLatin1Char('/')) != 1)
        return badRef(text);
    ref.project = match.captured(1);
    ref.key = match.captured(2);
    return ref;
}

} // namespace kandesk::issues
