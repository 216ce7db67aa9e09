// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/sshhost.h"
#include "models/expected.h"

#include <QStringList>

namespace kandesk::ssh {

// Asks the host for its keys (ssh-keyscan, then ssh-keygen -lf - for their fingerprints) and
// compares them with the profile's known-hosts file. A host that does not answer, or tools that
// are missing, are an Error in words. Blocking (a few seconds at most): pool threads only.
Expected<HostKeyScan> scanHostKeys(const SshHost &host, int timeoutSeconds = 10);

// Adds the keys of a scan the user saw and accepted to the profile's known-hosts file (made, with
// its folder, when missing). A Changed scan is refused: a key that changed is never replaced
// here (that is the user's to check and remove with ssh-keygen -R). A Known scan changes nothing.
Status acceptHostKeys(const SshHost &host, const HostKeyScan &scan);

} // namespace kandesk::ssh
