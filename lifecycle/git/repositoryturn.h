// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <mutex>

namespace kandesk::git {

// Git commands that write a repository's own bookkeeping (worktree add/remove/prune, a checkout
// in the repository itself) are not safe at the same time on one repository: they fail on
// .git/index.lock or read half-written .git/worktrees entries. Holding a RepositoryTurn makes them
// take turns per repository: among this process's threads (a mutex) and among processes (an flock
// on a file in the repository's .git, which the kernel releases if the holder dies). Blocking.
class RepositoryTurn final
{
public:
    explicit RepositoryTurn(const QString &repository);
    ~RepositoryTurn();
    RepositoryTurn(const RepositoryTurn &) = delete;
    RepositoryTurn &operator=(const RepositoryTurn &) = delete;

    // Ends the turn early (the destructor does otherwise).
    void unlock();

private:
    std::unique_lock<std::mutex> m_inProcess;
    int m_fd = -1;
};

} // namespace kandesk::git
