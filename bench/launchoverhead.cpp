// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "launchoverhead.h"

#include "benchresult.h"
#include "lifecycle/agentctlhttpclient.h"
#include "lifecycle/agentctlprocesshost.h"
#include "lifecycle/agentsessions.h"
#include "lifecycle/executorbackend.h"
#include "lifecycle/git/gitcommand.h"
#include "lifecycle/lifecyclecontroller.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecycle/preparers/localpreparer.h"
#include "lifecycle/preparers/worktreepreparer.h"
#include "lifecycle/standalonebackend.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QTimer>

namespace kandesk::bench {

namespace {

const QString kStub = QStringLiteral(KANDESK_STUBAGENT_PATH);

class StubProfile final : public ProfileResolver
{
public:
    Outcome<AgentProfileInfo> resolveProfile(const QString &profileId) override
    {
        AgentProfileInfo info;
        info.profileId = profileId;
        info.agentName = QStringLiteral("stub");
        return info;
    }
};

// Runs the event loop until done() or timeoutMs; false on timeout.
template<typename Done>
bool spinUntil(Done done, int timeoutMs = 30'000)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    }
    return true;
}

// The baseline: the agent alone, spoken to over its stdio.
Expected<double> directTurn()
{
    QElapsedTimer timer;
    timer.start();
    QProcess agent;
    agent.start(kStub, {});
    if (!agent.waitForStarted())
        return Error{agent.errorString()};
    QByteArray buffer;
    int answered = 0;
    auto send = [&agent](int id, const char *method, const QJsonObject &params) {
        const QJsonObject request{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
                                  {QStringLiteral("method"), QString::fromLatin1(method)}, {QStringLiteral("params"), params}};
        agent.write(QJsonDocument(request).toJson(QJsonDocument::Compact) + '\n');
    };
    QString sessionId;
    QObject::connect(&agent, &QProcess::readyReadStandardOutput, &agent, [&] {
        buffer += agent.readAllStandardOutput();
        qsizetype newline;
        while ((newline = buffer.indexOf('\n')) >= 0) {
            const QJsonObject message = QJsonDocument::fromJson(buffer.left(newline)).object();
            buffer.remove(0, newline + 1);
            if (!message.contains(QStringLiteral("result")))
                continue;
            ++answered;
            if (answered == 1) {
                send(2, "session/new", {{QStringLiteral("cwd"), QDir::tempPath()}, {QStringLiteral("mcpServers"), QJsonArray{}}});
            } else if (answered == 2) {
                sessionId = message.value(QStringLiteral("result")).toObject().value(QStringLiteral("sessionId")).toString();
                send(3, "session/prompt", {{QStringLiteral("sessionId"), sessionId},
                                           {QStringLiteral("prompt"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("text")},
                                                                                             {QStringLiteral("text"), QStringLiteral("stream 1")}}}}});
            }
        }
    });
    send(1, "initialize", {{QStringLiteral("protocolVersion"), 1}, {QStringLiteral("clientCapabilities"), QJsonObject{}}});
    const bool done = spinUntil([&answered] { return answered >= 3; });
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    agent.closeWriteChannel();
    agent.waitForFinished(2'000);
    if (!done)
        return Error{QStringLiteral("the stub agent did not finish its turn")};
    return ms;
}

struct Rig {
    QTemporaryDir home;
    QString repo;
    std::shared_ptr<AgentctlProcessHost> processes = std::make_shared<AgentctlProcessHost>();
    std::shared_ptr<AgentctlNetwork> network = std::make_shared<AgentctlNetwork>();
    std::shared_ptr<ExecutorRegistry> executors = std::make_shared<ExecutorRegistry>();
    std::unique_ptr<LifecycleController> controller;
    std::unique_ptr<AgentSessions> agents;

    bool setUp()
    {
        repo = home.filePath(QStringLiteral("repo"));
        QDir().mkpath(repo);
        for (const QStringList &args : {QStringList{QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("main")},
                                        QStringList{QStringLiteral("-c"), QStringLiteral("user.name=b"), QStringLiteral("-c"),
                                                    QStringLiteral("user.email=b@kandesk.invalid"), QStringLiteral("commit"),
                                                    QStringLiteral("-q"), QStringLiteral("--allow-empty"), QStringLiteral("-m"), QStringLiteral("init")}}) {
            if (!git::runGitChecked(repo, args))
                return false;
        }
        auto registry = std::make_shared<AgentRegistry>();
        if (!registry->addCustomAgent(QStringLiteral("stub"), {}, QLatin1Char('\'') + kStub + QLatin1Char('\'')))
            return false;
        executors->registerBackend(std::make_shared<StandaloneBackend>(
            processes, network, StandaloneBackend::Config{QStringLiteral(KANDESK_AGENTCTL_PATH), {}}));
        auto preparers = std::make_shared<PreparerRegistry>();
        preparers->registerPreparer(ExecutorTypes::Local, std::make_shared<LocalPreparer>());
        preparers->registerPreparer(ExecutorTypes::Worktree, std::make_shared<WorktreePreparer>(home.path()));
        LifecycleDependencies deps;
        deps.agents = registry;
        deps.executors = executors;
        deps.preparers = preparers;
        deps.profiles = std::make_shared<StubProfile>();
        deps.homeDir = home.path();
        controller = std::make_unique<LifecycleController>(deps);
        agents = std::make_unique<AgentSessions>(*controller, executors, network);
        return true;
    }

    // One launch up to the first prompt's complete event; the execution is stopped afterwards.
    Expected<double> launchOnce(const QString &executorType, int n)
    {
        LaunchRequest request;
        request.taskId = QStringLiteral("bench-%1-%2").arg(executorType).arg(n);
        request.sessionId = request.taskId + QStringLiteral("-s");
        request.taskTitle = QStringLiteral("Bench %1").arg(n);
        request.agentProfileId = QStringLiteral("stub");
        request.executorType = executorType;
        request.useWorktree = executorType == ExecutorTypes::Worktree;
        request.repositoryPath = repo;
        bool completed = false;
        const QString sessionId = request.sessionId;
        QMetaObject::Connection watch = QObject::connect(agents.get(), &AgentSessions::agentEvent, agents.get(),
                                                         [&completed, sessionId](const QString &, const QString &session, const QJsonObject &event) {
                                                             if (session == sessionId && event.value(QStringLiteral("type")).toString() == QLatin1String("complete"))
                                                                 completed = true;
                                                         });
        QElapsedTimer timer;
        timer.start();
        auto launch = controller->launch(request);
        if (!spinUntil([&launch] { return launch.isFinished(); }) || !launch.result().ok())
            return Error{QStringLiteral("launch failed: %1").arg(launch.isFinished() ? launch.result().error() : QStringLiteral("timeout"))};
        const ExecutionPtr execution = launch.result().value();
        AgentStartOptions options;
        options.prompt = QStringLiteral("stream 1");
        auto start = agents->start(execution, options);
        const bool finished = spinUntil([&completed] { return completed; });
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        QObject::disconnect(watch);
        spinUntil([&start] { return start.isFinished(); });
        auto stop = agents->stop(execution->id);
        spinUntil([&stop] { return stop.isFinished(); });
        if (!finished)
            return Error{QStringLiteral("the first prompt did not complete")};
        return ms;
    }
};

} // namespace

QJsonObject measureLaunchOverhead(int runs)
{
    const int samples = qMax(runs, 30);
    Rig rig;
    if (!rig.setUp())
        return {{QStringLiteral("benchmark"), QStringLiteral("launch_overhead")}, {QStringLiteral("error"), QStringLiteral("cannot set up")}};
    QList<double> direct;
    QHash<QString, QList<double>> launched;
    for (int i = 0; i < samples; ++i) {
        auto baseline = directTurn();
        if (!baseline)
            return {{QStringLiteral("benchmark"), QStringLiteral("launch_overhead")}, {QStringLiteral("error"), baseline.error()}};
        direct.append(*baseline);
        for (const QString &type : {ExecutorTypes::Local, ExecutorTypes::Worktree}) {
            auto ms = rig.launchOnce(type, i);
            if (!ms)
                return {{QStringLiteral("benchmark"), QStringLiteral("launch_overhead")}, {QStringLiteral("error"), ms.error()}};
            launched[type].append(*ms);
        }
    }
    const Distribution base = Distribution::of(direct);
    QJsonObject measured;
    for (const QString &type : {ExecutorTypes::Local, ExecutorTypes::Worktree}) {
        const Distribution d = Distribution::of(launched.value(type));
        QJsonObject entry = d.toJson();
        entry.insert(QStringLiteral("overhead_p50_ms"), d.p50 - base.p50);
        entry.insert(QStringLiteral("overhead_p95_ms"), d.p95 - base.p95);
        measured.insert(type, entry);
    }
    QJsonObject baseline = base.toJson();
    baseline.insert(QStringLiteral("what"), QStringLiteral("stub agent spawned directly: initialize + session/new + prompt over stdio"));
    const double localP50 = measured.value(ExecutorTypes::Local).toObject().value(QStringLiteral("p50_ms")).toDouble();
    return benchResult(QStringLiteral("launch_overhead"), measured, baseline, base.p50 > 0 ? localP50 / base.p50 : 0,
                       {{QStringLiteral("goal"), QStringLiteral("local overhead <= 100 ms p50")}});
}

} // namespace kandesk::bench
