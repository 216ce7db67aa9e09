// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/agents/agentregistry.h"

#include <QJsonObject>
#include <QSet>
#include <QObject>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace kandesk {
class Database;
class Stores;
class TaskRunnerRuntime;
namespace ui {
class MainWindow;
class Workbench;
} // namespace ui
} // namespace kandesk

namespace kandesk::bench {

// The window as a user has it: a home (database, a git repository, tasks whose agent profile runs
// the stub ACP agent), the runtime, and the main window with its workbench, shown offscreen at
// 1400×900. Sessions run on the local executor. GUI thread.
class WindowRig final : public QObject
{
public:
    WindowRig();
    ~WindowRig() override;

    QString setUp(int tasks); // empty when ready, else why not
    const QStringList &taskIds() const { return m_taskIds; }
    QString homePath() const { return m_home.path(); }
    ui::Workbench &workbench() { return *m_workbench; }

    // Starts a session of each task at once with prompt (a stub agent script such as "stream 500
    // fast") and runs the event loop until all have sent it; empty when all did, else why not.
    QString start(const QStringList &taskIds, const QString &prompt);
    // Sends text to each of sessions at once (their agents wait for the next prompt).
    QString promptAll(const QString &text, const QStringList &sessions);
    const QStringList &sessionIds() const { return m_sessionIds; }
    // Runs the event loop until every turn begun by start or promptAll ended; false on timeout or failure.
    bool waitForTurns(int timeoutMs);
    int completedTurns() const { return m_completed; }
    qint64 chunks() const { return m_chunks; }
    QString firstError() const { return m_error; }
    // Stops every running session and waits until their agentctls are gone.
    void stopAll();

private:
    QTemporaryDir m_home;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    std::unique_ptr<TaskRunnerRuntime> m_runtime;
    AgentRegistry m_agents;
    std::unique_ptr<ui::MainWindow> m_window;
    std::unique_ptr<ui::Workbench> m_workbench;
    QStringList m_taskIds;
    QSet<QString> m_started; // tasks
    QStringList m_sessionIds;
    int m_completed = 0;
    int m_turns = 0; // begun
    qint64 m_chunks = 0;
    QString m_error;
};

// Runs the event loop for ms without waking it otherwise (no polling timer of its own).
void idleFor(int ms);
// Kandesk's CPU (window plus agentctls) over idleFor(ms): cpu_ms, core_percent (of one core),
// gui_cpu_ms, agentctl_cpu_ms, agentctls, gui_wakeups_per_s, agentctl_wakeups_per_s.
QJsonObject measureQuiet(int ms);

} // namespace kandesk::bench
