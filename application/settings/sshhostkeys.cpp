// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sshhostkeys.h"

#include "lifecycle/ssh/sshhostkeys.h"

#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

SshHostKeys::SshHostKeys()
    : m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-ssh-host-keys"));
    m_pool->setMaxThreadCount(1);
}

SshHostKeys::~SshHostKeys()
{
    m_pool->waitForDone();
}

QFuture<Expected<SshHostKeyCheck>> SshHostKeys::check(const SshHost &host)
{
    return QtConcurrent::run(m_pool.get(), [host]() -> Expected<SshHostKeyCheck> {
        auto scan = ssh::scanHostKeys(host);
        if (!scan)
            return Error{scan.error()};
        return SshHostKeyCheck{host, *scan, ssh::describeHostKeyScan(host, *scan)};
    });
}

QFuture<Status> SshHostKeys::accept(const SshHostKeyCheck &check)
{
    return QtConcurrent::run(m_pool.get(), [check] { return ssh::acceptHostKeys(check.host, check.scan); });
}

} // namespace kandesk
