// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "launchrig.h"

#include "benchresult.h"
#include "benchsupport.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/agentctl/agentctlprocesshost.h"
#include "lifecycle/agentctl/standalonebackend.h"
#include "lifecycle/launch/executorbackend.h"
#include "lifecycle/ports/profileresolver.h"
#include "lifecycle/preparers/localpreparer.h"
#include "lifecycle/preparers/worktreepreparer.h"
#include "lifecycle/ssh/sshexecutorbackend.h"
#include "stubhome.h"

#include <QDir>
#include <QMutex>

#include <cmath>

namespace kandesk::bench {

// The launches' own profiles by id; any other id is a profile of the stub. Read on the launches'
// pool threads.
class RigProfiles final : public ProfileResolver
{
public:
    void add(const AgentProfile &profile)
    {
        const QMutexLocker lock(&m_mutex);
        m_profiles.insert(profile.id, profile);
    }

    Expected<AgentProfile> resolveProfile(const QString &profileId) override
    {
        const QMutexLocker lock(&m_mutex);
        if (const auto it = m_profiles.constFind(profileId); it != m_profiles.cend())
            return *it;
        AgentProfile info;
        info.id = profileId;
        info.agentId = QStringLiteral("stub");
        return info;
    }

private:
    QMutex m_mutex;
    QHash<QString, AgentProfile> m_profiles;
};

namespace {

double msSince(const QElapsedTimer &clock)
{
    return double(clock.nsecsElapsed()) / 1e6;
}

double round1(double ms)
{
    return std::round(ms * 10) / 10;
}

} // namespace

QJsonObject LaunchRun::breakdown() const
{
    QJsonObject parts;
    double stepsMs = 0;
    for (const PrepareStep &step : steps) {
        if (!step.startedAt.isValid() || !step.endedAt.isValid())
            continue;
        const double ms = double(step.startedAt.msecsTo(step.endedAt));
        stepsMs += ms;
        parts.insert(QStringLiteral("step: ") + step.name, ms);
    }
    parts.insert(QStringLiteral("launch: other (resolve, env, register)"), round1(launchedMs - stepsMs));
    parts.insert(QStringLiteral("agent: configure + start"), round1(agentTimings.configureAndStart));
    parts.insert(QStringLiteral("agent: open stream"), round1(agentTimings.openStream));
    parts.insert(QStringLiteral("agent: initialize"), round1(agentTimings.initialize));
    parts.insert(QStringLiteral("agent: session/new"), round1(agentTimings.session));
    parts.insert(QStringLiteral("agent: prompt acknowledged"), round1(agentTimings.prompt));
    parts.insert(QStringLiteral("turn: to complete event"), round1(completedMs - startedMs));
    return parts;
}

LaunchRig::LaunchRig()
    : m_processes(std::make_shared<AgentctlProcessHost>())
    , m_network(std::make_shared<AgentctlNetwork>())
    , m_executors(std::make_shared<ExecutorRegistry>())
{
}

bool LaunchRig::waitForSpare(int timeoutMs)
{
    return spinUntil([this] { return m_standalone && m_standalone->sparePid() != 0; }, timeoutMs);
}

LaunchRig::~LaunchRig()
{
    m_pipeline.reset();
    m_agents.reset();
    m_controller.reset();
}

QString LaunchRig::setUp()
{
    if (!m_home.isValid())
        return QStringLiteral("cannot create a temporary folder");
    m_repo = m_home.filePath(QStringLiteral("repo"));
    if (const QString problem = makeBenchRepository(m_repo); !problem.isEmpty())
        return problem;
    auto registry = std::make_shared<AgentRegistry>();
    if (auto added = registry->addCustomAgent(QStringLiteral("stub"), {}, QStringLiteral("'%1'").arg(QStringLiteral(KANDESK_STUBAGENT_PATH)));
        !added)
        return added.error();
    for (const AgentDefinition &agent : std::as_const(m_extraAgents)) {
        if (auto added = registry->registerAgent(agent); !added)
            return added.error();
    }
    StandaloneBackend::Config standalone{QStringLiteral(KANDESK_AGENTCTL_PATH), {}};
    standalone.keepSpare = m_keepSpare;
    m_standalone = std::make_shared<StandaloneBackend>(m_processes, m_network, standalone);
    m_executors->registerBackend(m_standalone);
    if (m_sshHost) {
        SshExecutorBackend::Config config;
        config.portableTarball = SshExecutorBackend::locatePortableTarball(QStringLiteral(KANDESK_AGENTCTL_PATH));
        if (config.portableTarball.isEmpty())
            return QStringLiteral("no portable agentctl bundle next to %1 (build the agentctl_portable target)").arg(QStringLiteral(KANDESK_AGENTCTL_PATH));
        const SshHost host = *m_sshHost;
        m_executors->registerBackend(std::make_shared<SshExecutorBackend>(
            m_network, [host](const QString &) -> Expected<SshHost> { return host; }, config));
    }
    auto preparers = std::make_shared<PreparerRegistry>();
    preparers->registerPreparer(ExecutorTypes::Local, std::make_shared<LocalPreparer>());
    preparers->registerPreparer(ExecutorTypes::Worktree, std::make_shared<WorktreePreparer>(m_home.path()));
    LifecycleDependencies deps;
    deps.agents = registry;
    deps.executors = m_executors;
    deps.preparers = preparers;
    m_profiles = std::make_shared<RigProfiles>();
    deps.profiles = m_profiles;
    deps.npmAgents = m_npmAgents;
    deps.homeDir = m_home.path();
    m_controller = std::make_unique<LifecycleController>(deps);
    m_agents = std::make_unique<AgentSessions>(*m_controller, m_executors, m_network);
    m_pipeline = std::make_unique<LaunchPipeline>(*m_controller, *m_agents);
    connect(m_controller.get(), &LifecycleController::prepareCompleted, this, [this](const PrepareCompletedEvent &event) {
        if (auto run = m_runs.value(event.sessionId).lock())
            run->steps = event.steps;
    });
    connect(m_agents.get(), &AgentSessions::agentEvent, this, [this](const QString &, const QString &sessionId, const SessionEvent &event) {
        const auto run = m_runs.value(sessionId).lock();
        if (!run)
            return;
        if (event.kind == SessionEvent::Kind::MessageChunk) {
            const double now = msSince(run->clock);
            if (run->chunks == 0)
                run->firstChunkMs = now;
            if (run->firstTextMs < 0 && !event.text.isEmpty())
                run->firstTextMs = now;
            run->chunks += stubChunksIn(event.text);
            run->lastChunkMs = now;
        } else if (event.kind == SessionEvent::Kind::Complete) {
            run->completedMs = msSince(run->clock);
        } else if (event.kind == SessionEvent::Kind::Error) {
            run->error = event.text;
        }
    });
    return {};
}

LaunchRequest LaunchRig::benchRequest(const QString &executorType, const AgentProfile &profile)
{
    const int n = ++m_next;
    LaunchRequest request;
    request.taskId = QStringLiteral("bench-%1-%2").arg(executorType).arg(n);
    request.sessionId = request.taskId + QStringLiteral("-s");
    request.taskTitle = QStringLiteral("Bench %1").arg(n);
    request.agentProfileId = QStringLiteral("stub");
    if (!profile.agentId.isEmpty()) {
        AgentProfile own = profile;
        own.id = request.taskId + QStringLiteral("-profile");
        m_profiles->add(own);
        request.agentProfileId = own.id;
    }
    request.executorType = executorType;
    request.useWorktree = executorType == ExecutorTypes::Worktree;
    request.repositoryPath = m_repo;
    if (executorType == ExecutorTypes::Ssh) {
        request.baseBranch = QStringLiteral("main");
        request.metadata.insert(QString(kExecutorProfileIdKey), QStringLiteral("bench-ssh"));
    }
    return request;
}

std::shared_ptr<LaunchRun> LaunchRig::begin(const QString &executorType, const QString &prompt, const AgentProfile &profile)
{
    auto run = std::make_shared<LaunchRun>();
    PipelineRequest request;
    request.launch = benchRequest(executorType, profile);
    request.agent.prompt = prompt;
    request.registered = [run = run.get()](const ExecutionPtr &) { run->launchedMs = msSince(run->clock); };
    run->sessionId = request.launch.sessionId;
    run->executorType = executorType;
    run->prompt = prompt;
    m_runs.insert(run->sessionId, run);
    run->clock.start();
    run->pipeline = m_pipeline->run(request);
    return run;
}

void LaunchRig::advance(LaunchRun &run)
{
    if (!run.error.isEmpty() || run.startedMs > 0 || !run.pipeline.isFinished())
        return;
    run.startedMs = msSince(run.clock);
    const PipelineResult result = run.pipeline.result();
    if (!result.execution.ok()) {
        run.error = QStringLiteral("launch failed: ") + result.execution.error();
        return;
    }
    run.execution = result.execution.value();
    if (!result.agent.ok()) {
        run.error = QStringLiteral("agent start failed: ") + result.agent.error();
        return;
    }
    run.agentTimings = result.agent->timings;
}

bool LaunchRig::finish(const QList<std::shared_ptr<LaunchRun>> &runs, int timeoutMs)
{
    auto allDone = [this, &runs] {
        bool done = true;
        for (const auto &run : runs) {
            advance(*run);
            // The complete event may overtake the start future's report: wait for both.
            done = done && (!run->error.isEmpty() || (run->completedMs >= 0 && run->startedMs > 0));
        }
        return done;
    };
    return spinUntil(allDone, timeoutMs);
}

ExecutionPtr LaunchRig::launchOnly(const QString &executorType, QString *error)
{
    auto launch = m_controller->launch(benchRequest(executorType));
    if (!spinUntil([&launch] { return launch.isFinished(); })) {
        *error = QStringLiteral("the launch did not finish");
        return {};
    }
    const ExecutionOutcome launched = launch.result();
    if (!launched.ok()) {
        *error = launched.error();
        return {};
    }
    return launched.value();
}

void LaunchRig::stopExecution(const ExecutionPtr &execution)
{
    auto stop = m_agents->stop(execution->id);
    spinUntil([&stop] { return stop.isFinished(); });
}

std::shared_ptr<LaunchRun> LaunchRig::runOne(const QString &executorType, const QString &prompt, int timeoutMs, QString *error,
                                             const AgentProfile &profile)
{
    const auto run = begin(executorType, prompt, profile);
    const bool finished = finish({ run }, timeoutMs);
    stopAll({ run });
    if (!run->error.isEmpty())
        *error = run->error;
    else if (!finished)
        *error = QStringLiteral("the first prompt did not complete within %1 s").arg(timeoutMs / 1000);
    return run;
}

void LaunchRig::stopAll(const QList<std::shared_ptr<LaunchRun>> &runs)
{
    QList<QFuture<Status>> stops;
    for (const auto &run : runs) {
        if (run->execution)
            stops.append(m_agents->stop(run->execution->id));
        m_runs.remove(run->sessionId);
    }
    spinUntil([&stops] {
        for (const auto &stop : stops) {
            if (!stop.isFinished())
                return false;
        }
        return true;
    });
}

QJsonObject medianBreakdown(const QList<QJsonObject> &breakdowns)
{
    QHash<QString, QList<double>> parts;
    for (const QJsonObject &breakdown : breakdowns) {
        for (auto it = breakdown.begin(); it != breakdown.end(); ++it)
            parts[it.key()].append(it.value().toDouble());
    }
    QJsonObject result;
    for (auto it = parts.cbegin(); it != parts.cend(); ++it)
        result.insert(it.key(), Distribution::of(it.value()).p50);
    return result;
}

} // namespace kandesk::bench
