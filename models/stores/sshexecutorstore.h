// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/stores/executorprofilerow.h"
#include "models/types.h"

#include <QHash>

#include <optional>

namespace kandesk {

class Database;

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

// The executor profiles that run over SSH. Any thread.
class SshExecutorStore final
{
public:
    explicit SshExecutorStore(Database &database) : m_database(database) {}

    // Adds an executor profile of type ssh named name, with its host; refuses a bad name or host
    // (sshHostProblem) and a name another executor profile has (case does not count). An empty
    // remoteDir becomes kDefaultRemoteDir. Returns the profile as stored.
    Expected<ExecutorProfile> add(const QString &name, SshHost host);
    // Renames an ssh profile and replaces its host (the same checks as add; the name may stay).
    Status update(const QString &profileId, const QString &name, SshHost host);
    // The host of every ssh profile, by profile id.
    Expected<QHash<QString, SshHost>> hosts() const;
    // The host of one profile; nothing when it has none (not an ssh profile, or no such profile).
    Expected<std::optional<SshHost>> host(const QString &profileId) const;
    // The executor profile (of any type) named name: the exact name first, else the only one whose
    // name matches ignoring case; nothing when none does.
    Expected<std::optional<ExecutorProfile>> profileNamed(const QString &name) const;

private:
    Database &m_database;
};

} // namespace kandesk
