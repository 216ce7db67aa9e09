// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "memory.h"

#include "benchresult.h"
#include "benchsupport.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/messagestore.h"
#include "models/stores/sessionstore.h"
#include "populate.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/transcriptitemsmodel.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtConcurrent>

#include <cmath>
#include <limits>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("memory");
// What the window loads of a session's history (Workbench::loadTranscript).
constexpr int kTranscriptHistoryEvents = 20'000;

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

double mib(qint64 kib)
{
    return std::round(double(kib) / 1024.0 * 10) / 10;
}

// Like Workbench::loadTranscript: read and parse off the GUI thread, append in one batch.
QList<SessionEvent> loadEvents(MessageStore &messages, const QString &sessionId)
{
    QList<SessionEvent> events;
    auto page = messages.pageBefore(sessionId, std::numeric_limits<qint64>::max(), kTranscriptHistoryEvents);
    if (!page)
        return events;
    events.reserve(page->size());
    for (Message &message : *page)
        events.append(std::move(message.event));
    return events;
}

} // namespace

int runMemoryChild(const QString &home, QTextStream &out)
{
    Database database(databasePath(home));
    if (auto opened = database.open(); !opened) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("error"), opened.error()}}).toJson(QJsonDocument::Compact) << Qt::endl;
        return 1;
    }
    SessionStore sessions(database);
    MessageStore messages(database);
    auto withMessages = sessions.listInStates({SessionState::WaitingForInput});
    if (!withMessages) {
        out << QJsonDocument(QJsonObject{{QStringLiteral("error"), withMessages.error()}}).toJson(QJsonDocument::Compact) << Qt::endl;
        return 1;
    }
    // The process as it is before any session is open: a shown (empty) panel, the database open.
    std::vector<std::unique_ptr<ui::SessionPanel>> panels;
    panels.push_back(std::make_unique<ui::SessionPanel>());
    panels.back()->resize(900, 700);
    panels.back()->show();
    QApplication::processEvents();
    const qint64 before = currentRssKiB();

    QElapsedTimer clock;
    clock.start();
    qint64 events = 0;
    qint64 rows = 0;
    for (const TaskSession &session : std::as_const(*withMessages)) {
        auto loading = QtConcurrent::run([&messages, id = session.id] { return loadEvents(messages, id); });
        spinUntil([&loading] { return loading.isFinished(); });
        const QList<SessionEvent> loaded = loading.result();
        auto panel = std::make_unique<ui::SessionPanel>();
        panel->resize(900, 700);
        panel->setTitle(session.taskId);
        panel->show();
        panel->model()->appendEvents(loaded);
        QApplication::processEvents();
        events += loaded.size();
        rows += panel->model()->rowCount();
        panels.push_back(std::move(panel));
    }
    const double openMs = double(clock.nsecsElapsed()) / 1e6;
    QApplication::processEvents();
    const qint64 after = currentRssKiB();
    out << QJsonDocument(QJsonObject{{QStringLiteral("rss_before_kib"), before},
                                     {QStringLiteral("rss_after_kib"), after},
                                     {QStringLiteral("sessions"), int(withMessages->size())},
                                     {QStringLiteral("events"), events},
                                     {QStringLiteral("rows"), rows},
                                     {QStringLiteral("open_ms"), openMs}})
               .toJson(QJsonDocument::Compact)
        << Qt::endl;
    return 0;
}

QJsonObject measureMemory(int sessions, int messages)
{
    QTemporaryDir home;
    if (!home.isValid())
        return failure(QStringLiteral("cannot create a temporary folder"));
    const int turns = qMax(1, messages / kMessagesPerTurn);
    if (auto populated = populateHome(home.path(), sessions, sessions, turns); !populated)
        return failure(QStringLiteral("cannot fill the database: ") + populated.error());

    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--memory-child"), home.path()});
    if (!child.waitForFinished(300'000) || child.exitCode() != 0)
        return failure(QStringLiteral("the measuring child failed: ") + QString::fromUtf8(child.readAllStandardError().right(500))
                       + QString::fromUtf8(child.readAllStandardOutput().right(500)));
    const QJsonObject figures = QJsonDocument::fromJson(child.readAllStandardOutput().trimmed()).object();
    if (figures.isEmpty() || figures.contains(QStringLiteral("error")))
        return failure(QStringLiteral("the measuring child said: ") + figures.value(QStringLiteral("error")).toString());
    const qint64 before = figures.value(QStringLiteral("rss_before_kib")).toInteger();
    const qint64 after = figures.value(QStringLiteral("rss_after_kib")).toInteger();
    const int opened = figures.value(QStringLiteral("sessions")).toInt();
    QJsonObject measured{{QStringLiteral("rss_mib"), mib(after)},
                         {QStringLiteral("increase_mib"), mib(after - before)},
                         {QStringLiteral("per_session_mib"), opened > 0 ? mib((after - before) / opened) : 0.0},
                         {QStringLiteral("sessions"), opened},
                         {QStringLiteral("events_loaded"), figures.value(QStringLiteral("events"))},
                         {QStringLiteral("transcript_rows"), figures.value(QStringLiteral("rows"))},
                         {QStringLiteral("open_all_ms"), figures.value(QStringLiteral("open_ms"))}};
    const QJsonObject baseline{{QStringLiteral("rss_mib"), mib(before)},
                               {QStringLiteral("what"), QStringLiteral("the same process before opening them (database open, one empty session panel shown)")}};
    return benchResult(kName, measured, baseline, before > 0 ? double(after) / double(before) : 0,
                       {{QStringLiteral("goal"), QStringLiteral("RSS <= 150 MB with 10 sessions of 10k messages open")}});
}

} // namespace kandesk::bench
