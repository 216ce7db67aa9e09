// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "memory.h"

#include "application/sessions/transcripthistory.h"
#include "bench/rigs/benchresult.h"
#include "bench/rigs/benchsupport.h"
#include "bench/rigs/populate.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/messagestore.h"
#include "models/stores/sessionstore.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/transcriptitemsmodel.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtConcurrent>

#include <cmath>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("memory");

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

double mib(qint64 kib)
{
    return std::round(double(kib) / 1024.0 * 10) / 10;
}

// RSS of a child that opens every session of home with messages as the window does; its figures.
Expected<QJsonObject> openInChild(const QString &home)
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--memory-child"), home});
    if (!child.waitForFinished(300'000) || child.exitCode() != 0)
        return Error{QStringLiteral("the measuring child failed: ") + QString::fromUtf8(child.readAllStandardError().right(500))
                     + QString::fromUtf8(child.readAllStandardOutput().right(500))};
    const QJsonObject figures = QJsonDocument::fromJson(child.readAllStandardOutput().trimmed()).object();
    if (figures.isEmpty() || figures.contains(QStringLiteral("error")))
        return Error{QStringLiteral("the measuring child said: ") + figures.value(QStringLiteral("error")).toString()};
    return figures;
}

qint64 increaseKiB(const QJsonObject &figures)
{
    return figures.value(QStringLiteral("rss_after_kib")).toInteger() - figures.value(QStringLiteral("rss_before_kib")).toInteger();
}

// One session of messages messages opened alone: its RSS increase in KiB.
Expected<qint64> oneSessionIncrease(int messages)
{
    QTemporaryDir home;
    if (!home.isValid())
        return Error{QStringLiteral("cannot create a temporary folder")};
    if (auto populated = populateHome(home.path(), 1, 1, qMax(1, messages / kMessagesPerTurn)); !populated)
        return Error{QStringLiteral("cannot fill the database: ") + populated.error()};
    auto figures = openInChild(home.path());
    if (!figures)
        return Error{figures.error()};
    return increaseKiB(*figures);
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
    // The process as it is before any session is open: one window showing an empty session panel,
    // the database open. Each session opened is shown in that window in turn, as the task view
    // shows the one the user picks; the ones opened before stay open behind it.
    QStackedWidget window;
    window.resize(900, 700);
    window.addWidget(new ui::SessionPanel);
    window.show();
    QApplication::processEvents();
    const qint64 before = currentRssKiB();

    QElapsedTimer clock;
    clock.start();
    qint64 events = 0;
    qint64 rows = 0;
    for (const TaskSession &session : std::as_const(*withMessages)) {
        // As Workbench::loadTranscript: the newest page, read and parsed off the GUI thread.
        auto loading = QtConcurrent::run([&messages, id = session.id] { return readTranscriptPage(messages, id); });
        spinUntil([&loading] { return loading.isFinished(); });
        const TranscriptPage page = loading.result();
        auto *panel = new ui::SessionPanel;
        panel->setTitle(session.taskId);
        window.addWidget(panel);
        window.setCurrentWidget(panel);
        panel->model()->appendEvents(page.events);
        panel->setEarlierAvailable(page.hasOlder);
        QApplication::processEvents();
        events += page.events.size();
        rows += panel->model()->rowCount();
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

QJsonObject measureMemory(int sessions, int messages, int shortSession, int longSession)
{
    QTemporaryDir home;
    if (!home.isValid())
        return failure(QStringLiteral("cannot create a temporary folder"));
    const int turns = qMax(1, messages / kMessagesPerTurn);
    if (auto populated = populateHome(home.path(), sessions, sessions, turns); !populated)
        return failure(QStringLiteral("cannot fill the database: ") + populated.error());

    auto opened = openInChild(home.path());
    if (!opened)
        return failure(opened.error());
    const QJsonObject figures = opened.value();
    const qint64 before = figures.value(QStringLiteral("rss_before_kib")).toInteger();
    const qint64 after = figures.value(QStringLiteral("rss_after_kib")).toInteger();
    const int openSessions = figures.value(QStringLiteral("sessions")).toInt();
    // Flat in length: one short and one long session, each alone in its own child.
    const auto shortIncrease = oneSessionIncrease(shortSession);
    if (!shortIncrease)
        return failure(QStringLiteral("one short session: ") + shortIncrease.error());
    const auto longIncrease = oneSessionIncrease(longSession);
    if (!longIncrease)
        return failure(QStringLiteral("one long session: ") + longIncrease.error());

    QJsonObject measured{{QStringLiteral("rss_mib"), mib(after)},
                         {QStringLiteral("increase_mib"), mib(after - before)},
                         {QStringLiteral("per_session_mib"), openSessions > 0 ? mib((after - before) / openSessions) : 0.0},
                         {QStringLiteral("sessions"), openSessions},
                         {QStringLiteral("messages_per_session"), turns * kMessagesPerTurn},
                         {QStringLiteral("events_loaded"), figures.value(QStringLiteral("events"))},
                         {QStringLiteral("transcript_rows"), figures.value(QStringLiteral("rows"))},
                         {QStringLiteral("open_all_ms"), figures.value(QStringLiteral("open_ms"))},
                         {QStringLiteral("one_session_increase_mib"),
                          QJsonObject{{QString::number(shortSession), mib(*shortIncrease)},
                                      {QString::number(longSession), mib(*longIncrease)},
                                      {QStringLiteral("difference"), mib(*longIncrease - *shortIncrease)}}}};
    const QJsonObject baseline{{QStringLiteral("rss_mib"), mib(before)},
                               {QStringLiteral("what"), QStringLiteral("the same process before opening them (database open, one empty session panel shown)")}};
    return benchResult(kName, measured, baseline, before > 0 ? double(after) / double(before) : 0,
                       {{QStringLiteral("goal"), QStringLiteral("RSS increase <= 30 MiB with 10 sessions of 10k messages open (<= 3 MiB per session); "
                                                                "one session of 100k messages within 5 MiB of one of 1k")},
                        {QStringLiteral("ratio_is"), QStringLiteral("RSS with the sessions open / before")}});
}

} // namespace kandesk::bench
