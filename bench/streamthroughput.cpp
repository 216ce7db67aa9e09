// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "streamthroughput.h"

#include "agentctl/api/wire.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "bench/rigs/benchresult.h"
#include "bench/rigs/benchsupport.h"
#include "bench/rigs/launchrig.h"
#include "bench/rigs/processcpu.h"
#include "bench/rigs/stubhome.h"
#include "lifecycle/launch/launchtypes.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/transcriptrecorder.h"
#include "ui/task/sessionpanel.h"
#include "ui/syntaxsupport.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptview.h"

#include <QDateTime>
#include <QDir>
#include <QJsonDocument>
#include <QNetworkRequest>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QtConcurrent>

#include <algorithm>
#include <cmath>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("stream_throughput");

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

QString streamPrompt(int chunks)
{
    return QStringLiteral("stream %1 fast").arg(chunks);
}

double perSecond(qint64 count, double ms)
{
    return ms > 0 ? std::round(double(count) * 1000.0 / ms) : 0;
}

struct Rate {
    qint64 chunks = 0;
    double firstMs = -1;
    double lastMs = -1;
    KandeskCpu cpu; // from the start to the turn's end, agentctl's start included
    double chunksPerSecond() const { return perSecond(chunks, lastMs - firstMs); }
    double cpuMsPer100k() const { return chunks > 0 ? std::round(cpu.totalMs() * 100'000.0 / double(chunks)) : 0; }
};

QJsonObject cpuJson(const Rate &rate)
{
    return {{QStringLiteral("cpu_ms_per_100k_chunks"), rate.cpuMsPer100k()},
            {QStringLiteral("gui_process_cpu_ms"), rate.cpu.guiMs},
            {QStringLiteral("agentctl_cpu_ms"), rate.cpu.agentctlMs}};
}

// The baseline: agentctl's agent stream read directly on the GUI thread.
Expected<Rate> rawWebSocket(LaunchRig &rig, int chunks)
{
    const KandeskCpu cpuBefore = KandeskCpu::now();
    QString error;
    const ExecutionPtr execution = rig.launchOnly(ExecutorTypes::Local, &error);
    if (!execution)
        return Error{error};
    auto booted = QtConcurrent::run([&rig, execution] { return rig.controller().configureAndStartAgentBlocking(execution, {}); });
    spinUntil([&booted] { return booted.isFinished(); });
    if (!booted.result()) {
        rig.stopExecution(execution);
        return Error{booted.result().error()};
    }

    QWebSocket socket;
    QUrl url = execution->instance.agentctlUrl;
    url.setScheme(QStringLiteral("ws"));
    url.setPath(QString(wire::route::kAgentStream));
    QNetworkRequest request(url);
    request.setRawHeader("Authorization", QByteArrayLiteral("Bearer ") + execution->instance.authToken.toUtf8());
    request.setRawHeader(QByteArray(wire::kInstanceIdHeader.data(), wire::kInstanceIdHeader.size()), execution->instance.instanceId.toUtf8());
    int nextId = 0;
    auto send = [&socket, &nextId](QLatin1StringView action, const QJsonObject &payload) {
        const QJsonObject envelope{{QStringLiteral("id"), QString::number(++nextId)},
                                   {QStringLiteral("type"), QString(wire::envelope::kRequest)},
                                   {QStringLiteral("action"), QString(action)},
                                   {QStringLiteral("payload"), payload}};
        socket.sendTextMessage(QString::fromUtf8(QJsonDocument(envelope).toJson(QJsonDocument::Compact)));
    };
    Rate rate;
    bool complete = false;
    int answered = 0;
    QElapsedTimer clock;
    QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket, [&](const QString &text) {
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString type = message.value(QStringLiteral("type")).toString();
        if (type == wire::event::kMessageChunk) {
            const double now = double(clock.nsecsElapsed()) / 1e6;
            if (rate.chunks == 0)
                rate.firstMs = now;
            rate.chunks += stubChunksIn(message.value(QStringLiteral("text")).toString());
            rate.lastMs = now;
        } else if (type == wire::event::kComplete) {
            complete = true;
        } else if (message.contains(QStringLiteral("id"))) {
            ++answered;
            if (answered == 1)
                send(wire::action::kSessionNew, {{QStringLiteral("cwd"), execution->workspacePath}});
            else if (answered == 2)
                send(wire::action::kPrompt, {{QStringLiteral("text"), streamPrompt(chunks)}});
        }
    });
    QObject::connect(&socket, &QWebSocket::connected, &socket, [&] {
        clock.start();
        send(wire::action::kInitialize, {});
    });
    socket.open(request);
    const bool finished = spinUntil([&complete] { return complete; }, 120'000);
    rate.cpu = KandeskCpu::now() - cpuBefore;
    socket.close();
    rig.stopExecution(execution);
    if (!finished)
        return Error{QStringLiteral("the raw stream did not complete (%1 chunks seen)").arg(rate.chunks)};
    return rate;
}

// The stream through AgentSessions' signals, as the runner sees it, without model or database.
Expected<Rate> agentSessionSignals(LaunchRig &rig, int chunks)
{
    const auto run = rig.begin(ExecutorTypes::Local, streamPrompt(chunks));
    const bool finished = rig.finish({run}, 120'000);
    rig.stopAll({run});
    if (!run->error.isEmpty() || !finished)
        return Error{run->error.isEmpty() ? QStringLiteral("the stream did not complete") : run->error};
    Rate rate;
    rate.chunks = run->chunks;
    rate.firstMs = run->firstChunkMs;
    rate.lastMs = run->lastChunkMs;
    return rate;
}

struct WindowPath {
    Rate model;
    Rate database;
    GuiHeartbeat beat;
    int transcriptRows = 0;
    // From the last chunk in the model until the transcript had laid out all of it (text that came
    // faster than a frame is laid out over the frames after).
    double catchUpMs = 0;
};

// What the window does with a live session: TaskRunner records into the database and the task
// view's session panel appends each event to its transcript model, which its view shows.
Expected<std::unique_ptr<WindowPath>> windowPath(const QString &repository, int chunks)
{
    // Loaded before the span, as the window has long before a stream (a background load would
    // count a pool thread's work against the stream).
    ui::syntaxRepository();
    QTemporaryDir home;
    Database database(databasePath(home.path()));
    if (auto opened = database.open(); !opened)
        return Error{opened.error()};
    auto tasks = addStubTasks(database, repository, 1);
    if (!tasks)
        return Error{tasks.error()};
    TaskRunnerRuntimeConfig config{home.path(), QStringLiteral(KANDESK_AGENTCTL_PATH), {}};
    config.keepSpareAgentctl = false; // the next launch's agentctl is launch_overhead's cost, not the stream's
    auto runtime = TaskRunnerRuntime::create(database, config);
    if (!runtime)
        return Error{runtime.error()};
    TaskRunner &runner = runtime.value()->runner();

    auto result = std::make_unique<WindowPath>();
    ui::SessionPanel panel;
    panel.resize(900, 700);
    showPainted(panel);
    QElapsedTimer clock;
    clock.start();
    const QString taskId = tasks->constFirst();
    bool complete = false;
    QObject::connect(&runner, &TaskRunner::agentEvent, &panel, [&](const QString &eventTask, const QString &, const SessionEvent &event) {
        if (eventTask != taskId)
            return;
        panel.model()->appendEvent(event);
        if (event.kind == SessionEvent::Kind::MessageChunk) {
            Rate &model = result->model;
            const double now = double(clock.nsecsElapsed()) / 1e6;
            if (model.chunks == 0)
                model.firstMs = now;
            model.chunks += stubChunksIn(event.text);
            model.lastMs = now;
        } else if (event.kind == SessionEvent::Kind::Complete || event.kind == SessionEvent::Kind::Error) {
            complete = true;
        }
    });
    QObject::connect(&runner.transcript(), &TranscriptRecorder::stored, &panel, [&](const QList<Message> &messages) {
        qint64 stored = 0;
        for (const Message &message : messages)
            stored += message.event.kind == SessionEvent::Kind::MessageChunk ? stubChunksIn(message.event.text) : 0;
        if (stored == 0)
            return;
        Rate &db = result->database;
        db.chunks += stored;
        db.lastMs = double(clock.nsecsElapsed()) / 1e6;
    });
    const KandeskCpu cpuBefore = KandeskCpu::now(); // before the heartbeat: its /proc walk is the bench's, not Kandesk's
    result->beat.start();
    TaskStartOptions options;
    options.prompt = streamPrompt(chunks);
    options.executorType = ExecutorTypes::Local;
    auto started = runner.startTask(taskId, options);
    const bool finished = spinUntil([&] { return complete && started.isFinished() && result->database.chunks >= result->model.chunks; }, 180'000);
    const bool laidOut = spinUntil([&panel] { return !panel.view()->hasPendingUpdates(); }, 60'000);
    result->catchUpMs = std::max(0.0, double(clock.nsecsElapsed()) / 1e6 - result->model.lastMs);
    result->beat.stop();
    result->model.cpu = KandeskCpu::now() - cpuBefore;
    result->model.cpu.guiMs -= result->beat.ownCpuMs(); // the heartbeat's ticks and its delay probe are the bench's
    result->database.firstMs = result->model.firstMs;
    result->transcriptRows = panel.model()->rowCount();
    if (started.isFinished() && started.result().ok()) {
        auto stop = runner.stop(started.result().value());
        spinUntil([&stop] { return stop.isFinished(); });
    }
    if (!finished)
        return Error{QStringLiteral("the window path did not finish: %1 chunks in the model, %2 stored")
                         .arg(result->model.chunks)
                         .arg(result->database.chunks)};
    if (!started.result().ok())
        return Error{started.result().error()};
    if (!laidOut)
        return Error{QStringLiteral("the transcript had not laid out the text a minute after the last chunk")};
    runtime.value().reset();
    return result;
}

} // namespace

QJsonObject measureStreamThroughput(int chunks)
{
    LaunchRig rig;
    if (const QString problem = rig.setUp(); !problem.isEmpty())
        return failure(QStringLiteral("cannot set up: ") + problem);
    auto raw = rawWebSocket(rig, chunks);
    if (!raw)
        return failure(QStringLiteral("raw WebSocket: ") + raw.error());
    auto signalled = agentSessionSignals(rig, chunks);
    if (!signalled)
        return failure(QStringLiteral("AgentSessions: ") + signalled.error());
    auto window = windowPath(rig.repository(), chunks);
    if (!window)
        return failure(QStringLiteral("window path: ") + window.error());
    const WindowPath &path = *window.value();
    if (path.model.chunks != chunks || path.database.chunks != chunks)
        return failure(QStringLiteral("chunks lost: %1 sent, %2 in the model, %3 stored").arg(chunks).arg(path.model.chunks).arg(path.database.chunks));

    QJsonObject measured{{QStringLiteral("chunks"), chunks},
                         {QStringLiteral("model_chunks_per_s"), path.model.chunksPerSecond()},
                         {QStringLiteral("database_chunks_per_s"), path.database.chunksPerSecond()},
                         {QStringLiteral("model_ms"), path.model.lastMs - path.model.firstMs},
                         {QStringLiteral("database_ms"), path.database.lastMs - path.database.firstMs},
                         {QStringLiteral("transcript_rows"), path.transcriptRows},
                         {QStringLiteral("transcript_catch_up_ms"), std::round(path.catchUpMs)},
                         {QStringLiteral("heartbeat_own_cpu_ms"), std::round(path.beat.ownCpuMs())},
                         {QStringLiteral("agent_sessions_signals_chunks_per_s"), signalled->chunksPerSecond()}};
    const QJsonObject cpu = cpuJson(path.model);
    for (auto it = cpu.constBegin(); it != cpu.constEnd(); ++it)
        measured.insert(it.key(), it.value());
    const QJsonObject beat = path.beat.toJson();
    for (auto it = beat.begin(); it != beat.end(); ++it)
        measured.insert(it.key(), it.value());
    const QJsonObject baseline{{QStringLiteral("chunks"), raw->chunks},
                               {QStringLiteral("raw_websocket_chunks_per_s"), raw->chunksPerSecond()},
                               {QStringLiteral("ms"), raw->lastMs - raw->firstMs},
                               {QStringLiteral("cpu_ms_per_100k_chunks"), raw->cpuMsPer100k()},
                               {QStringLiteral("gui_process_cpu_ms"), raw->cpu.guiMs},
                               {QStringLiteral("agentctl_cpu_ms"), raw->cpu.agentctlMs},
                               {QStringLiteral("what"), QStringLiteral("agentctl's agent WebSocket read and parsed on the GUI thread, no model, no database")}};
    const double ratio = raw->chunksPerSecond() > 0 ? qMin(path.model.chunksPerSecond(), path.database.chunksPerSecond()) / raw->chunksPerSecond() : 0;
    return benchResult(kName, measured, baseline, ratio,
                       {{QStringLiteral("goal"), QStringLiteral(">= 50k chunks/s into model and database; longest GUI stall <= 16 ms; Kandesk's CPU per 100k chunks reported")},
                        {QStringLiteral("ratio_is"), QStringLiteral("min(model, database) rate / raw WebSocket rate")}});
}

} // namespace kandesk::bench
