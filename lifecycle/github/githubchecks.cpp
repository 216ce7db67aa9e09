// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "githubchecks.h"

#include "lifecycle/github/githubclient.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

namespace kandesk::github {

namespace {

// The words this file says to users, translated in the context "GitHubChecksWords".
struct GitHubChecksWords {
    Q_DECLARE_TR_FUNCTIONS(GitHubChecksWords)
};

QString repositoryPath(const RemoteRepository &repository)
{
    return QStringLiteral("/repos/%1/%2").arg(repository.owner, repository.name);
}

QDateTime timeOf(const QJsonValue &value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODate);
}

CheckState stateOfRun(const QString &status, const QString &conclusion)
{
    if (status != QLatin1String("completed"))
        return CheckState::Pending;
    if (conclusion == QLatin1String("success"))
        return CheckState::Passing;
    if (conclusion == QLatin1String("neutral") || conclusion == QLatin1String("skipped"))
        return CheckState::Neutral;
    return CheckState::Failing; // failure, timed_out, cancelled, action_required, startup_failure, stale
}

CheckState stateOfStatus(const QString &state)
{
    if (state == QLatin1String("success"))
        return CheckState::Passing;
    if (state == QLatin1String("pending"))
        return CheckState::Pending;
    return CheckState::Failing; // failure, error
}

Check checkRunFrom(const QJsonObject &run)
{
    Check check;
    check.runId = run.value(QStringLiteral("id")).toInteger();
    check.name = run.value(QStringLiteral("name")).toString();
    const QString status = run.value(QStringLiteral("status")).toString();
    const QString conclusion = run.value(QStringLiteral("conclusion")).toString();
    check.state = stateOfRun(status, conclusion);
    check.conclusion = conclusion.isEmpty() ? status : conclusion;
    check.url = run.value(QStringLiteral("html_url")).toString();
    if (check.url.isEmpty())
        check.url = run.value(QStringLiteral("details_url")).toString();
    check.startedAt = timeOf(run.value(QStringLiteral("started_at")));
    check.completedAt = timeOf(run.value(QStringLiteral("completed_at")));
    const QJsonObject output = run.value(QStringLiteral("output")).toObject();
    QStringList said;
    for (const QString &key : {QStringLiteral("title"), QStringLiteral("summary")}) {
        if (const QString text = output.value(key).toString().trimmed(); !text.isEmpty())
            said.append(text);
    }
    check.summary = said.join(QStringLiteral(": "));
    return check;
}

Check statusFrom(const QJsonObject &status)
{
    Check check;
    check.name = status.value(QStringLiteral("context")).toString();
    check.conclusion = status.value(QStringLiteral("state")).toString();
    check.state = stateOfStatus(check.conclusion);
    check.url = status.value(QStringLiteral("target_url")).toString();
    check.summary = status.value(QStringLiteral("description")).toString().trimmed();
    check.startedAt = timeOf(status.value(QStringLiteral("created_at")));
    if (check.state != CheckState::Pending)
        check.completedAt = timeOf(status.value(QStringLiteral("updated_at")));
    return check;
}

} // namespace

Expected<QList<Check>> readChecks(GitHubClient &client, const RemoteRepository &repository, const QString &sha)
{
    if (sha.isEmpty())
        return Error(GitHubChecksWords::tr("GitHub did not say which commit the pull request is at"));
    const QString commit = repositoryPath(repository) + QStringLiteral("/commits/") + sha;
    QUrlQuery latest;
    latest.addQueryItem(QStringLiteral("filter"), QStringLiteral("latest"));
    latest.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
    auto runs = client.call(QByteArrayLiteral("GET"), commit + QStringLiteral("/check-runs"), latest);
    if (!runs)
        return runs.failure();
    auto statuses = client.call(QByteArrayLiteral("GET"), commit + QStringLiteral("/status"));
    if (!statuses)
        return statuses.failure();
    QList<Check> checks;
    QSet<QString> named;
    const QJsonArray runList = runs->object().value(QStringLiteral("check_runs")).toArray();
    for (const QJsonValue &run : runList) {
        Check check = checkRunFrom(run.toObject());
        if (!named.contains(check.name)) {
            named.insert(check.name);
            checks.append(check);
        }
    }
    const QJsonArray statusList = statuses->object().value(QStringLiteral("statuses")).toArray();
    for (const QJsonValue &status : statusList) {
        Check check = statusFrom(status.toObject());
        if (!named.contains(check.name)) {
            named.insert(check.name);
            checks.append(check);
        }
    }
    return checks;
}

Expected<QString> checkFailureDetail(GitHubClient &client, const RemoteRepository &repository, const Check &check,
                                     int maxLines)
{
    if (check.runId == 0)
        return check.summary;
    const QString runPath = repositoryPath(repository) + QStringLiteral("/check-runs/") + QString::number(check.runId);
    auto run = client.call(QByteArrayLiteral("GET"), runPath);
    if (!run)
        return run.failure();
    QStringList lines;
    const QJsonObject output = run->object().value(QStringLiteral("output")).toObject();
    for (const QString &key : {QStringLiteral("title"), QStringLiteral("summary"), QStringLiteral("text")}) {
        if (const QString text = output.value(key).toString().trimmed(); !text.isEmpty())
            lines.append(text.split(QLatin1Char('\n')));
    }
    QUrlQuery page;
    page.addQueryItem(QStringLiteral("per_page"), QStringLiteral("100"));
    auto annotations = client.call(QByteArrayLiteral("GET"), runPath + QStringLiteral("/annotations"), page);
    if (!annotations)
        return annotations.failure();
    const QJsonArray notes = annotations->array();
    for (const QJsonValue &value : notes) {
        const QJsonObject note = value.toObject();
        QString where = note.value(QStringLiteral("path")).toString();
        if (const int line = note.value(QStringLiteral("start_line")).toInt(); line > 0)
            where += QLatin1Char(':') + QString::number(line);
        QString message = note.value(QStringLiteral("message")).toString().trimmed();
        if (const QString title = note.value(QStringLiteral("title")).toString().trimmed(); !title.isEmpty())
            message = title + QStringLiteral(": ") + message;
        lines.append(QStringLiteral("%1: %2: %3")
                         .arg(where, note.value(QStringLiteral("annotation_level")).toString(), message));
    }
    if (lines.size() > maxLines)
        lines = lines.mid(lines.size() - maxLines);
    return lines.join(QLatin1Char('\n'));
}

} // namespace kandesk::github
