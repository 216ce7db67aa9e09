// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;

// What a user asks for when a task is made: the window's New Task dialog, the quick chat's first
// message, `kandesk run`.
struct NewTask {
    QString workspaceId; // empty: the first workspace, else a new one named "Default"
    QString title;       // empty: the prompt's first line, shortened
    QString prompt;      // the task's description, the agent's first prompt
    QString agentProfileId;
    QString executorProfileId;
    QList<TaskRepository> repositories;
    QString workflowId;     // empty: the workspace's first (the board's)
    QString workflowStepId; // empty: the workflow's first step (or its start step, `startsNow`)
    QString stepName;       // a step of the workflow by its name, instead of workflowStepId
    QStringList dependsOn;  // tasks that must be Done before its agent starts
    QString parentTaskId;   // the task it is a subtask of
    bool startsNow = false; // placed where the board starts agents: the caller starts it next
    bool chat = false;      // a quick chat: ephemeral, off the board; "Quick chat" when the prompt has no words
    // The agent profile the user picked becomes the next one offered (the window and the quick chat;
    // the command line names its own).
    bool rememberAgentProfile = false;
};

// The workspace of a task that names none: the first, else a new one named "Default" (a fresh home).
// Blocking: for a pool thread or the command line.
Expected<QString> defaultWorkspaceId(Stores &stores);

// Makes the task as TaskCreation::create does, on the calling thread. Blocking: for a pool thread
// or the command line.
Expected<Task> createTaskNow(Stores &stores, const NewTask &wanted);

// A title made from a prompt: its first line with runs of white space made one, at most 60 characters.
QString titleFromPrompt(const QString &prompt);

// Making a task, one rule for the window, the quick chat and the command line. The row is written
// on the service's own thread; the future returns at once. The service outlives its work (its
// destructor waits).
class TaskCreation final
{
public:
    explicit TaskCreation(Stores &stores);
    ~TaskCreation();
    TaskCreation(const TaskCreation &) = delete;
    TaskCreation &operator=(const TaskCreation &) = delete;

    QFuture<Expected<Task>> create(const NewTask &wanted);

private:
    Stores &m_stores;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
