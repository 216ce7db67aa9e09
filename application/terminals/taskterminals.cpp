// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskterminals.h"

#include "application/settings/worktreesfolder.h"
#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/terminals/agentcli.h"
#include "application/terminals/terminal.h"
#include "lifecycle/git/taskworktrees.h"
#include "lifecycle/launch/launchtypes.h"
#include "lifecycle/ssh/sshmetadata.h"
#include "lifecycle/terminal/execinto.h"
#include "lifecycle/terminal/remoteshells.h"
#include "models/eventloopthread.h"
#include "models/queries/executorqueries.h"
#include "models/queries/executorsrunningqueries.h"
#include "models/queries/profilequeries.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/settingsqueries.h"
#include "models/queries/taskqueries.h"
#include "models/stores/settingsstore.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QProcess>
#include <QThreadPool>
#include <QUuid>
#include <QtConcurrent>

namespace kandesk {

namespace {

const QString kScrollbackKey = QStringLiteral("terminal_scrollback_lines");
constexpr int kDefaultScrollback = 10'000;
constexpr int kMaxScrollback = 1'000'000;

} // namespace

TaskTerminals::TaskTerminals(Stores &stores, TaskRunner *runner, const AgentRegistry *agents, QObject *parent)
    : QObject(parent)
    , m_stores(stores)
    , m_agents(agents)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setMaxThreadCount(1);
    if (runner)
        connect(runner, &TaskRunner::stopRequested, this,
            [this](const QString &taskId, const QString &) { closeAll(taskId, tr("the session stopped")); });
}

TaskTerminals::~TaskTerminals()
{
    m_pool->waitForDone();
    // Before the io thread goes: each posts its program's end there.
    for (const QList<Terminal *> &terminals : std::as_const(m_terminals)) {
        for (Terminal *terminal : terminals) {
            runCleanup(terminal);
            delete terminal;
        }
    }
    m_terminals.clear();
}

Expected<QString> TaskTerminals::workspaceOf(const Stores &stores, const QString &taskId)
{
    auto task = stores.tasks().get(taskId);
    if (!task)
        return Error { task.error() };
    if (auto session = stores.sessions().latestForTask(taskId); session && !session->workspacePath.isEmpty()
        && QFileInfo(session->workspacePath).isDir())
        return session->workspacePath;
    auto found = findTaskWorktreesEverywhere(stores, task->title, task->id);
    if (!found)
        return Error { found.error() };
    if (found->worktrees.isEmpty())
        return Error { tr("“%1” has no workspace on this machine yet: start its agent once, and its "
                          "terminal opens there")
                           .arg(task->title) };
    return found->worktrees.constFirst().path;
}

QStringList TaskTerminals::shellCommand(const QProcessEnvironment &environment)
{
    const QString shell = environment.value(QStringLiteral("SHELL"));
    if (!shell.isEmpty() && QFileInfo(shell).isExecutable())
        return { shell };
    if (QFileInfo(QStringLiteral("/bin/bash")).isExecutable())
        return { QStringLiteral("/bin/bash") };
    return { QStringLiteral("/bin/sh") };
}

QProcessEnvironment TaskTerminals::shellEnvironment(const QString &taskId)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("KANDESK_TASK_ID"), taskId);
    return environment;
}

QString TaskTerminals::execShell(const Stores &stores, const QString &taskId)
{
    const Expected<ShellPlan> plan = shellPlan(stores, taskId);
    if (!plan)
        return plan.error();
    return execInto(plan->argv, plan->localFolder, shellEnvironment(taskId));
}

Expected<TaskTerminals::ShellPlan> TaskTerminals::shellPlan(const Stores &stores, const QString &taskId)
{
    auto session = stores.sessions().latestForTask(taskId);
    auto running = session ? stores.executorsRunning().find(session->id) : Expected<std::optional<ExecutorRunning>>(std::nullopt);
    if (running && *running) {
        const ExecutorRunning &execution = **running;
        const QJsonObject metadata = QJsonDocument::fromJson(execution.metadataJson.toUtf8()).object();
        if (execution.runtime == RuntimeNames::Ssh) {
            const QString controlPath = metadata.value(QLatin1String(sshmeta::kControlPath)).toString();
            QString profileId = metadata.value(QLatin1String(sshmeta::kConnection)).toString();
            if (profileId.isEmpty())
                profileId = execution.executionProfileId;
            auto host = stores.sshExecutors().host(profileId);
            if (!host)
                return Error { host.error() };
            if (!*host || controlPath.isEmpty())
                return Error { tr("The session's SSH connection is not known any more: resume the session, "
                                  "and its terminal opens on the host") };
            QString folder = metadata.value(QLatin1String(sshmeta::kRemoteWorkspace)).toString();
            if (folder.isEmpty())
                folder = execution.workspacePath;
            return ShellPlan { sshShellCommand(**host, controlPath, folder), QDir::homePath(), folder,
                               QStringLiteral("ssh %1").arg((*host)->host), {}, {} };
        }
        if (execution.runtime == RuntimeNames::Docker) {
            const QString container = metadata.value(QStringLiteral("container_id")).toString();
            if (container.isEmpty())
                return Error { tr("The session's container is not known: resume the session, and its "
                                  "terminal opens in its container") };
            const QString docker = qEnvironmentVariable("KANDESK_DOCKER", QStringLiteral("docker"));
            const QString pidFile = QStringLiteral("/tmp/kandesk-terminal-%1.pid")
                                        .arg(QUuid::createUuid().toString(QUuid::WithoutBraces).left(8));
            return ShellPlan { dockerShellCommand(docker, container, execution.workspacePath, taskId, pidFile),
                               QDir::homePath(), execution.workspacePath, QStringLiteral("docker"),
                               dockerStopShellCommand(docker, container, pidFile), {} };
        }
    }
    const Expected<QString> folder = workspaceOf(stores, taskId);
    if (!folder)
        return Error { folder.error() };
    QProcessEnvironment environment = shellEnvironment(taskId);
    const QStringList shell = shellCommand(environment);
    return ShellPlan { shell, *folder, *folder, QFileInfo(shell.constFirst()).fileName(), {}, {} };
}

QFuture<Expected<Terminal *>> TaskTerminals::openShell(const QString &taskId, int rows, int columns)
{
    const Stores &stores = m_stores;
    return open(taskId, rows, columns, QtConcurrent::run(m_pool.get(), [&stores, taskId] { return shellPlan(stores, taskId); }));
}

Expected<TaskTerminals::ShellPlan> TaskTerminals::agentCliPlan(Stores &stores, const AgentRegistry &agents, const QString &taskId)
{
    auto task = std::as_const(stores).tasks().get(taskId);
    if (!task)
        return Error { task.error() };
    QString profileId = task->agentProfileId;
    if (auto session = std::as_const(stores).sessions().latestForTask(taskId); session && !session->agentProfileId.isEmpty())
        profileId = session->agentProfileId;
    if (profileId.isEmpty())
        return Error {
            tr("“%1” has no agent profile yet: choose one, and its agent's CLI opens here").arg(task->title)
        };
    auto profile = std::as_const(stores).profiles().agentProfile(profileId);
    if (!profile)
        return Error { profile.error() };
    Expected<ShellPlan> place = shellPlan(stores, taskId);
    if (!place)
        return Error { place.error() };
    if (place->localFolder != place->shownFolder)
        return Error { tr("The agent's CLI runs on this machine only, and this task's session runs elsewhere "
                          "(its Terminal tab opens a shell there)") };
    Expected<AgentCli> cli = agentCli(stores, agents, *profile);
    if (!cli)
        return Error { cli.error() };
    cli->environment.insert(QStringLiteral("KANDESK_TASK_ID"), taskId);
    return ShellPlan { cli->argv, place->localFolder, place->localFolder, cli->name, {}, cli->environment };
}

QFuture<Expected<Terminal *>> TaskTerminals::openAgentCli(const QString &taskId, int rows, int columns)
{
    if (!m_agents)
        return QtFuture::makeReadyFuture(Expected<Terminal *>(Error { tr("No agents are known here") }));
    Stores &stores = m_stores;
    const AgentRegistry &agents = *m_agents;
    return open(taskId, rows, columns,
                QtConcurrent::run(m_pool.get(), [&stores, &agents, taskId] { return agentCliPlan(stores, agents, taskId); }));
}

QFuture<Expected<Terminal *>> TaskTerminals::openSignIn(const QString &taskId, const QStringList &argv, int rows, int columns)
{
    const Stores &stores = m_stores;
    QFuture<Expected<ShellPlan>> plan = QtConcurrent::run(m_pool.get(), [&stores, taskId, argv]() -> Expected<ShellPlan> {
        Expected<ShellPlan> place = shellPlan(stores, taskId);
        if (!place)
            return Error { place.error() };
        if (place->localFolder != place->shownFolder || argv.isEmpty())
            return Error { tr(
                "The agent's sign-in runs on this machine only, and this task's session runs elsewhere") };
        return ShellPlan { argv, place->localFolder, place->localFolder, tr("Sign in"), {}, {} };
    });
    QPointer<TaskTerminals> self(this);
    return open(taskId, rows, columns, plan).then(this, [self, taskId](const Expected<Terminal *> &opened) {
        if (opened && self) {
            Terminal *terminal = *opened;
            connect(terminal, &Terminal::finished, self, [self, taskId, terminal] {
                if (self && terminal->exitCode() == 0)
                    Q_EMIT self->signInSucceeded(taskId);
            });
        }
        return opened;
    });
}

QFuture<Expected<Terminal *>> TaskTerminals::open(const QString &taskId, int rows, int columns, QFuture<Expected<ShellPlan>> plan)
{
    QPointer<TaskTerminals> self(this);
    return plan.then(this, [self, taskId, rows, columns](const Expected<ShellPlan> &planned) -> Expected<Terminal *> {
        if (!self)
            return Error { tr("Kandesk is closing") };
        if (!planned)
            return Error { planned.error() };
        TerminalLaunch launch;
        launch.environment = planned->environment.isEmpty() ? shellEnvironment(taskId) : planned->environment;
        // What Kandesk's terminal is.
        launch.environment.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
        launch.environment.insert(QStringLiteral("COLORTERM"), QStringLiteral("truecolor"));
        launch.argv = planned->argv;
        launch.name = planned->name;
        launch.workingDirectory = planned->localFolder;
        launch.shownDirectory = planned->shownFolder;
        launch.rows = rows;
        launch.columns = columns;
        launch.scrollbackLimit = self->scrollbackLines();
        // The io thread starts with the first terminal: a window that opens none pays nothing at start-up.
        if (!self->m_io)
            self->m_io = std::make_unique<EventLoopThread>(QStringLiteral("terminals"));
        auto *terminal = new Terminal(launch, self->m_io->context(), self);
        self->m_terminals[taskId].append(terminal);
        if (!planned->cleanup.isEmpty()) {
            self->m_cleanups.insert(terminal, planned->cleanup);
            // A shell that ended by itself needs none.
            connect(terminal, &Terminal::finished, self, [self, terminal] { self->m_cleanups.remove(terminal); });
        }
        Q_EMIT self->opened(taskId, terminal);
        return terminal;
    });
}

void TaskTerminals::runCleanup(Terminal *terminal)
{
    const QStringList cleanup = m_cleanups.take(terminal);
    if (!cleanup.isEmpty())
        QProcess::startDetached(cleanup.constFirst(), cleanup.mid(1));
}

void TaskTerminals::remove(Terminal *terminal)
{
    for (auto it = m_terminals.begin(); it != m_terminals.end(); ++it) {
        if (it->removeOne(terminal)) {
            if (it->isEmpty())
                m_terminals.erase(it);
            runCleanup(terminal);
            delete terminal;
            return;
        }
    }
}

int TaskTerminals::scrollbackLines() const
{
    bool ok = false;
    const Expected<QString> stored = std::as_const(m_stores).settings().value(kScrollbackKey);
    const int lines = stored ? stored->toInt(&ok) : 0;
    return ok && lines >= 0 ? lines : kDefaultScrollback;
}

Status TaskTerminals::setScrollbackLines(int lines)
{
    if (lines < 0 || lines > kMaxScrollback)
        return Error { tr("A terminal keeps 0 to 1,000,000 lines of scrollback") };
    if (Status stored = m_stores.settings().setValue(kScrollbackKey, QString::number(lines)); !stored)
        return stored;
    for (const QList<Terminal *> &terminals : std::as_const(m_terminals))
        for (Terminal *terminal : terminals)
            terminal->setScrollbackLimit(lines);
    return {};
}

void TaskTerminals::closeAll(const QString &taskId, const QString &reason)
{
    for (Terminal *terminal : m_terminals.value(taskId)) {
        terminal->close(reason);
        runCleanup(terminal);
    }
}

} // namespace kandesk
