// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/github/githubremote.h"

#include "lifecycle/forge/checks.h"

namespace kandesk::github {

class GitHubClient;

using forge::Check;
using forge::CheckState;

// The checks of a commit, check runs first, each name once (the newest run of a name).
// GET /repos/{o}/{r}/commits/{sha}/check-runs and …/status. Blocks (pool threads only).
Expected<QList<Check>> readChecks(GitHubClient &client, const RemoteRepository &repository, const QString &sha);

// What a failing check says about its failure: its output text and its annotations (file, line,
// message), the last maxLines lines. A commit status has only its description.
Expected<QString> checkFailureDetail(GitHubClient &client, const RemoteRepository &repository, const Check &check,
                                     int maxLines = 80);

} // namespace kandesk::github
