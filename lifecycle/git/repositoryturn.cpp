// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "repositoryturn.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <map>
#include <memory>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace kandesk::git {

namespace {

std::mutex &mutexFor(const QString &repository)
{
    static std::mutex registryMutex;
    static std::map<QString, std::unique_ptr<std::mutex>> locks;
    const std::lock_guard<std::mutex> guard(registryMutex);
    auto &slot = locks[repository];
    if (!slot)
        slot = std::make_unique<std::mutex>();
    return *slot;
}

} // namespace

RepositoryTurn::RepositoryTurn(const QString &repository)
    : m_inProcess(mutexFor(repository))
{
    const QFileInfo gitDir(QDir(repository).filePath(QStringLiteral(".git")));
    // The file's name predates the checkout's use of it; Kandesks of both ages take turns on it.
    const QString lockPath = (gitDir.isDir() ? gitDir.filePath() : repository) + QStringLiteral("/kandesk-worktrees.lock");
    m_fd = ::open(QFile::encodeName(lockPath).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (m_fd >= 0) {
        while (::flock(m_fd, LOCK_EX) != 0 && errno == EINTR) { }
    }
}

RepositoryTurn::~RepositoryTurn()
{
    unlock();
}

void RepositoryTurn::unlock()
{
    if (m_fd >= 0)
        ::close(m_fd); // releases the flock
    m_fd = -1;
    if (m_inProcess.owns_lock())
        m_inProcess.unlock();
}

} // namespace kandesk::git
