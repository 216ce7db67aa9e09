// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "windowrig.h"

#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "benchsupport.h"
#include "lifecycle/launch/launchtypes.h"
#include "models/database.h"
#include "models/datahome.h"
#include "models/secretvault.h"
#include "processcpu.h"
#include "stubhome.h"
#include "ui/mainwindow.h"
#include "ui/workbench.h"

#include <QEventLoop>
#include <QStandardPaths>
#include <QTimer>

#include <cmath>

namespace kandesk::bench {

WindowRig::WindowRig()
{
    // The window keeps its geometry and last workspace in the settings: not the user's.
    QStandardPaths::setTestModeEnabled(true);
}

WindowRig::~WindowRig()
{
    stopAll();
    m_workbench.reset();
    m_window.reset();
    m_runtime.reset();
    m_stores.reset();
    m_database.reset();
}

QString WindowRig::setUp(int tasks)
{
    if (!m_home.isValid())
        return QStringLiteral("cannot create a temporary folder");
    const QString repo = m_home.filePath(QStringLiteral("repo"));
    if (const QString problem = makeBenchRepository(repo); !problem.isEmpty())
        return problem;
    m_database = std::make_unique<Database>(databasePath(m_home.path()));
    if (const Status opened = m_database->open(); !opened)
        return opened.error();
    m_stores = std::make_unique<Stores>(*m_database, m_home.path(), QStringLiteral("KandeskBench"));
    m_stores->vault().setBackend(SecretBackendKind::File);

    auto tasksAdded = addStubTasks(*m_database, repo, tasks);
    if (!tasksAdded)
        return tasksAdded.error();
    m_taskIds = tasksAdded.value();

    TaskRunnerRuntimeConfig config;
    config.homeDir = m_home.path();
    config.agentctlPath = QStringLiteral(KANDESK_AGENTCTL_PATH);
    auto runtime = TaskRunnerRuntime::create(*m_stores, config);
    if (!runtime)
        return runtime.error();
    m_runtime = std::move(runtime.value());
    TaskRunner &runner = m_runtime->runner();
    connect(&runner, &TaskRunner::agentEvent, this, [this](const QString &taskId, const QString &, const SessionEvent &event) {
        if (!m_started.contains(taskId))
            return;
        if (event.kind == SessionEvent::Kind::MessageChunk)
            m_chunks += stubChunksIn(event.text);
        else if (event.kind == SessionEvent::Kind::Complete)
            ++m_completed;
        else if (event.kind == SessionEvent::Kind::Error && m_error.isEmpty())
            m_error = event.text;
    });
    m_window = std::make_unique<ui::MainWindow>();
    m_workbench = std::make_unique<ui::Workbench>(ui::Workbench::Services{*m_stores, *m_runtime, m_agents}, *m_window);
    m_window->resize(1400, 900);
    showPainted(*m_window);
    return {};
}

QString WindowRig::start(const QStringList &taskIds, const QString &prompt)
{
    TaskStartOptions options;
    options.prompt = prompt;
    options.executorType = ExecutorTypes::Local;
    QList<QFuture<Expected<QString>>> starts;
    for (const QString &taskId : taskIds) {
        m_started.insert(taskId);
        ++m_turns;
        starts.append(m_runtime->runner().startTask(taskId, options));
    }
    const bool finished = spinUntil([&starts] { return std::all_of(starts.cbegin(), starts.cend(), [](const auto &s) { return s.isFinished(); }); },
                                    120'000);
    for (const auto &started : std::as_const(starts)) {
        if (!started.isFinished())
            return QStringLiteral("a start did not finish");
        if (!started.result().ok())
            return started.result().error();
        m_sessionIds.append(started.result().value());
    }
    return finished ? QString() : QStringLiteral("the starts did not finish");
}

bool WindowRig::waitForTurns(int timeoutMs)
{
    // Turns end and fail in signals: the poll is only for the timeout.
    return spinUntil([this] { return m_completed >= m_turns || !m_error.isEmpty(); }, timeoutMs, 100) && m_error.isEmpty();
}

QString WindowRig::promptAll(const QString &text, const QStringList &sessions)
{
    QList<QFuture<Status>> prompts;
    for (const QString &sessionId : sessions) {
        ++m_turns;
        prompts.append(m_runtime->runner().prompt(sessionId, text));
    }
    spinUntil([&prompts] { return std::all_of(prompts.cbegin(), prompts.cend(), [](const auto &p) { return p.isFinished(); }); }, 60'000);
    for (const auto &prompt : std::as_const(prompts)) {
        if (!prompt.isFinished())
            return QStringLiteral("a prompt was not sent");
        if (!prompt.result().ok())
            return prompt.result().error();
    }
    return {};
}

void WindowRig::stopAll()
{
    if (!m_runtime)
        return;
    TaskRunner &runner = m_runtime->runner();
    QList<QFuture<Status>> stops;
    for (const QString &sessionId : std::as_const(m_sessionIds)) {
        if (runner.isRunning(sessionId))
            stops.append(runner.stop(sessionId));
    }
    spinUntil([&stops] { return std::all_of(stops.cbegin(), stops.cend(), [](const auto &stop) { return stop.isFinished(); }); }, 60'000);
    spinUntil([] { return childProcessesNamed("agentctl").isEmpty(); }, 10'000);
    m_sessionIds.clear();
}

void idleFor(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

QJsonObject measureQuiet(int ms)
{
    const KandeskCpu before = KandeskCpu::now();
    idleFor(ms);
    const KandeskCpu used = KandeskCpu::now() - before;
    const double seconds = double(ms) / 1000.0;
    const double corePercent = ms > 0 ? used.totalMs() / double(ms) * 100.0 : 0;
    return {{QStringLiteral("cpu_ms"), used.totalMs()},
            {QStringLiteral("core_percent"), std::round(corePercent * 1000) / 1000},
            {QStringLiteral("gui_cpu_ms"), used.guiMs},
            {QStringLiteral("agentctl_cpu_ms"), used.agentctlMs},
            {QStringLiteral("agentctls"), used.agentctls},
            {QStringLiteral("gui_wakeups_per_s"), std::round(double(used.guiWakeups) / seconds * 10) / 10},
            {QStringLiteral("agentctl_wakeups_per_s"), std::round(double(used.agentctlWakeups) / seconds * 10) / 10}};
}

} // namespace kandesk::bench
