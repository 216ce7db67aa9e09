// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskterminals.h"

#include "application/stores.h"
#include "application/taskrunner.h"
#include "application/terminals/terminal.h"
#include "lifecycle/git/taskworktrees.h"
#include "lifecycle/terminal/execinto.h"
#include "models/eventloopthread.h"
#include "models/queries/sessionqueries.h"
#include "models/queries/taskqueries.h"

#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

TaskTerminals::TaskTerminals(const Stores &stores, TaskRunner *runner, QObject *parent)
    : QObject(parent)
    , m_stores(stores)
    , m_pool(std::make_unique<QThreadPool>())
    , m_io(std::make_unique<EventLoopThread>(QStringLiteral("terminals")))
{
    m_pool->setMaxThreadCount(1);
    if (runner)
        connect(runner, &TaskRunner::stopRequested, this,
                [this](const QString &taskId, const QString &) { closeAll(taskId, QStringLiteral("the session stopped")); });
}

TaskTerminals::~TaskTerminals()
{
    m_pool->waitForDone();
    // Before the io thread goes: each posts its program's end there.
    for (const QList<Terminal *> &terminals : std::as_const(m_terminals))
        qDeleteAll(terminals);
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
    auto found = git::findTaskWorktrees(QDir(stores.home()).filePath(QStringLiteral("tasks")), task->title, task->id);
    if (!found)
        return Error { found.error() };
    if (found->worktrees.isEmpty())
        return Error { QStringLiteral("“%1” has no workspace on this machine yet: start its agent once, and its "
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
    const Expected<QString> workspace = workspaceOf(stores, taskId);
    if (!workspace)
        return workspace.error();
    const QProcessEnvironment environment = shellEnvironment(taskId);
    return execInto(shellCommand(environment), *workspace, environment);
}

QFuture<Expected<Terminal *>> TaskTerminals::openShell(const QString &taskId, int rows, int columns)
{
    const Stores &stores = m_stores;
    QFuture<Expected<QString>> workspace = QtConcurrent::run(m_pool.get(), [&stores, taskId] { return workspaceOf(stores, taskId); });
    QPointer<TaskTerminals> self(this);
    return workspace.then(this, [self, taskId, rows, columns](const Expected<QString> &folder) -> Expected<Terminal *> {
        if (!self)
            return Error { QStringLiteral("Kandesk is closing") };
        if (!folder)
            return Error { folder.error() };
        TerminalLaunch launch;
        launch.environment = shellEnvironment(taskId);
        // What Kandesk's terminal is.
        launch.environment.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
        launch.environment.insert(QStringLiteral("COLORTERM"), QStringLiteral("truecolor"));
        launch.argv = shellCommand(launch.environment);
        launch.name = QFileInfo(launch.argv.constFirst()).fileName();
        launch.workingDirectory = *folder;
        launch.rows = rows;
        launch.columns = columns;
        auto *terminal = new Terminal(launch, self->m_io->context(), self);
        self->m_terminals[taskId].append(terminal);
        Q_EMIT self->opened(taskId, terminal);
        return terminal;
    });
}

void TaskTerminals::remove(Terminal *terminal)
{
    for (auto it = m_terminals.begin(); it != m_terminals.end(); ++it) {
        if (it->removeOne(terminal)) {
            if (it->isEmpty())
                m_terminals.erase(it);
            delete terminal;
            return;
        }
    }
}

void TaskTerminals::closeAll(const QString &taskId, const QString &reason)
{
    for (Terminal *terminal : m_terminals.value(taskId))
        terminal->close(reason);
}

} // namespace kandesk
