// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QLatin1StringView>
#include <QString>
#include <QStringList>

namespace kandesk {

// Where an executor profile of type "ssh" connects: the row of executor_ssh_hosts beside its
// executor_profiles row (the profile's name, type and creation time live there, as for every
// executor). No secret: the key stays in its file (or the user's ssh-agent), the host keys in a
// known_hosts file.
struct SshHost {
    QString host;
    int port = 22;
    QString user;           // empty: ssh's default (the local user name, or the ssh config's)
    QString identityFile;   // absolute; empty: ssh's defaults and the user's ssh-agent
    QString knownHostsFile; // absolute; empty: the user's ~/.ssh/known_hosts
    QString remoteDir;      // absolute or starting with ~/: the remote base directory

    // knownHostsFile, or the user's ~/.ssh/known_hosts when it is empty.
    QString effectiveKnownHostsFile() const;
    bool operator==(const SshHost &) const = default;
};

// The executor_type of these profiles (the lifecycle's ExecutorTypes::Ssh).
inline constexpr QLatin1StringView kSshExecutorType{"ssh"};

// Where agents run remotely when a profile gives no remote base directory.
inline constexpr QLatin1StringView kDefaultRemoteDir{"~/.kandesk"};

// What is wrong with an SSH host's fields, in words a user can act on, or empty. Checks the form
// only (no file or network access): a host or user that ssh would read as an option is refused.
QString sshHostProblem(const SshHost &host);

// A local file an SSH profile refers to, given as typed (relative to the current folder, or
// absolute): the absolute clean path, or why it cannot be used (missing, not a file, unreadable;
// an identity file that is a public key). The command line and Settings check the same way.
Expected<QString> sshIdentityFile(const QString &given);
Expected<QString> sshKnownHostsFile(const QString &given);

// "user@host:port" as the user reads it (the user and a port other than 22 only when set).
QString sshDestination(const SshHost &host);

} // namespace kandesk

namespace kandesk::ssh {

// What a host offers as its keys, next to what its profile's known-hosts file says of it.
struct HostKeyScan {
    enum class Trust {
        Unknown, // the known-hosts file names no key of this host: a first connection
        Known,   // a key the host offers is in the file: connecting works
        Changed, // the file has keys of this host, none of them offered now: refused
    };
    Trust trust = Trust::Unknown;
    QStringList knownHostsLines; // as ssh-keyscan prints them ("[host]:port type key")
    QStringList fingerprints;    // as ssh-keygen -l prints them ("256 SHA256:… host (ED25519)")
    QString knownHostsFile;
};

// The fingerprints and what they mean, in words for Settings and the command line.
QString describeHostKeyScan(const SshHost &host, const HostKeyScan &scan);

} // namespace kandesk::ssh
