// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/sshhost.h"
#include "models/expected.h"

#include <QFuture>

#include <memory>

class QThreadPool;

namespace kandesk {

// What an SSH host offered as its keys and what its known-hosts file says of them, in words.
struct SshHostKeyCheck {
    SshHost host;
    ssh::HostKeyScan scan;
    QString description; // the fingerprints and what they mean

    bool canBeAccepted() const { return scan.trust == ssh::HostKeyScan::Trust::Unknown; }
};

// Trusting an SSH executor's host, one way for Settings and `kandesk executor trust`: ask the host
// for its keys (ssh-keyscan, a few seconds at most), then add the keys the user saw and accepted to
// the profile's known-hosts file (a changed key is never replaced). On the service's own thread; the
// futures return at once. The service outlives its work (its destructor waits).
class SshHostKeys final
{
public:
    SshHostKeys();
    ~SshHostKeys();
    SshHostKeys(const SshHostKeys &) = delete;
    SshHostKeys &operator=(const SshHostKeys &) = delete;

    QFuture<Expected<SshHostKeyCheck>> check(const SshHost &host);
    QFuture<Status> accept(const SshHostKeyCheck &check);

private:
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
