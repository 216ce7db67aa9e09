// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/remoteworkspaces.h"
#include "models/expected.h"
#include "models/types.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;
class TaskRunner;

inline constexpr int kMaxAttempts = 4;

// One attempt of a task as the comparison shows it.
struct Attempt {
    int number = 0;
    QString taskId;           // its own task (gone once kept: its work is the task's then)
    QString title;
    QString agentProfileName;
    bool archived = false;
    bool kept = false;
    QString sessionId;        // its newest session; empty before it started
    SessionState state = SessionState::Created;
    QString worktree;         // where it works
    int filesChanged = 0;     // against the task's base, committed or not
    int additions = 0;
    int deletions = 0;
    QString summary;          // the agent's last words (its last turn's message), shortened
    QString pullRequest;      // "#12 open" once pushed
    QString problem;          // why figures are missing (no worktree any more, a diff that failed)
};

// What keeping an attempt did.
struct KeptAttempt {
    int number = 0;
    QString worktree;         // the task's own now
    QStringList archived;     // the other attempts' task ids, archived
    QStringList stopped;      // sessions stopped first
};

// In the details of keep's refusal when another attempt has uncommitted files (true): the front
// ends ask whether to keep anyway by this, not by the message's words (those are translated).
inline const QString kKeepLosesUncommittedFiles = QStringLiteral("loses_uncommitted_files");

// Best of N: the same prompt tried by up to four agent profiles (or one profile several times), each
// attempt a task of its own — a subtask of the task, with its own worktree and branch from the task's
// base — compared side by side, and one kept: its worktree becomes the task's own (moved into the
// task's folder with its branch, uncommitted work, sessions, review comments and checkpoints) and
// the others are archived. Work runs on the service's own thread; the futures return at once.
class TaskAttempts final
{
public:
    // runner: this process's runs (none for the command line's keep, which then refuses to stop
    // an attempt's agent at work in another Kandesk).
    TaskAttempts(Stores &stores, TaskRunner *runner);
    // Where attempts that work on another host (SSH) are read for their figures.
    void setRemoteWorkspaces(RemoteWorkspaceLookup remote) { m_remote = std::move(remote); }
    ~TaskAttempts(); // waits for its work
    TaskAttempts(const TaskAttempts &) = delete;
    TaskAttempts &operator=(const TaskAttempts &) = delete;

    // Starts one attempt per agent profile named (a profile named twice runs twice; 1 to 4 in all)
    // with prompt (empty: the task's description, else its title). Refused for a task whose executor
    // works in the repository's own checkout (attempts need worktrees of their own). Yields the
    // attempts' task ids once each agent has started on the prompt.
    QFuture<Expected<QStringList>> start(const QString &taskId, const QStringList &agentProfileIds, const QString &prompt = {});
    // The task's attempts by number, with their figures.
    QFuture<Expected<QList<Attempt>>> compare(const QString &taskId);
    // The patch from attempt `from`'s files to attempt `to`'s.
    QFuture<Expected<QString>> diffBetween(const QString &taskId, int from, int to);
    // Keeps attempt number (see above). Their agents are stopped first; nothing of them runs after.
    // Refused while the task has a worktree of its own, for an attempt on another host, and — unless
    // discardOthersUncommitted — while another attempt has uncommitted files (archiving loses them).
    QFuture<Expected<KeptAttempt>> keep(const QString &taskId, int number, bool discardOthersUncommitted = false);

private:
    Stores &m_stores;
    TaskRunner *m_runner;
    RemoteWorkspaceLookup m_remote;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
