// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "checks.h"

#include <QCoreApplication>
#include <QStringList>

namespace kandesk::forge {

// The words this file says to users, translated in the context "ForgeChecksWords".
namespace {
struct ForgeChecksWords {
    Q_DECLARE_TR_FUNCTIONS(ForgeChecksWords)
};
} // namespace

qint64 checkSeconds(const Check &check)
{
    if (!check.startedAt.isValid())
        return -1;
    return check.startedAt.secsTo(check.completedAt.isValid() ? check.completedAt : QDateTime::currentDateTimeUtc());
}

CheckState overallState(const QList<Check> &checks)
{
    if (checks.isEmpty())
        return CheckState::Neutral;
    bool running = false;
    for (const Check &check : checks) {
        if (check.state == CheckState::Failing)
            return CheckState::Failing;
        running = running || check.state == CheckState::Pending;
    }
    return running ? CheckState::Pending : CheckState::Passing;
}

QString checksSummary(const QList<Check> &checks)
{
    if (checks.isEmpty())
        return ForgeChecksWords::tr("no checks");
    QStringList failing;
    qsizetype running = 0;
    for (const Check &check : checks) {
        if (check.state == CheckState::Failing)
            failing.append(check.name);
        else if (check.state == CheckState::Pending)
            ++running;
    }
    if (!failing.isEmpty())
        return ForgeChecksWords::tr("%1 of %2 failing: %3")
            .arg(failing.size())
            .arg(checks.size())
            .arg(failing.join(QStringLiteral(", ")));
    if (running > 0)
        return ForgeChecksWords::tr("%1 of %2 running").arg(running).arg(checks.size());
    return ForgeChecksWords::tr("%1 passing").arg(checks.size());
}

QString checkStateName(CheckState state)
{
    switch (state) {
    case CheckState::Pending:
        return QStringLiteral("pending");
    case CheckState::Passing:
        return QStringLiteral("passing");
    case CheckState::Failing:
        return QStringLiteral("failing");
    case CheckState::Neutral:
        break;
    }
    return QStringLiteral("neutral");
}

QString checkGlyph(CheckState state)
{
    switch (state) {
    case CheckState::Passing:
        return QStringLiteral("✓");
    case CheckState::Failing:
        return QStringLiteral("✗");
    case CheckState::Pending:
        return QStringLiteral("◷");
    case CheckState::Neutral:
        break;
    }
    return QStringLiteral("–");
}

CheckState checkStateFromName(const QString &name)
{
    for (CheckState state : {CheckState::Pending, CheckState::Passing, CheckState::Failing}) {
        if (checkStateName(state) == name)
            return state;
    }
    return CheckState::Neutral;
}

} // namespace kandesk::forge
