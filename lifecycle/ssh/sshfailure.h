// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/sshhost.h"

#include <QString>

namespace kandesk::ssh {

// Why ssh could not connect, told from its exit code and standard error, in words a user can act on.
struct SshFailure {
    enum class Kind {
        Unreachable,           // refused, timed out, no route, unknown host name
        AuthenticationRefused, // the key (or agent) was not accepted
        HostKeyChanged,        // known_hosts has another key for the host: refused
        HostKeyUnknown,        // known_hosts has no key for the host: refused until accepted
        ConnectionLost,        // the control connection is gone
        Other,
    };
    Kind kind = Kind::Other;
    QString message;
};

// Reads ssh's standard error (exit code 255) for host; host names the profile's fields in the message.
SshFailure classifySshFailure(const QByteArray &standardError, const SshHost &host);

} // namespace kandesk::ssh
