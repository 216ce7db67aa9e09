// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/forge/pullrequest.h"
#include "lifecycle/github/githubremote.h"

namespace kandesk::github {

class GitHubClient;

using forge::MergeMethod;
using forge::MergeMethods;

// The merge methods the repository allows (GET /repos/{o}/{r}: allow_merge_commit, …).
Expected<MergeMethods> allowedMergeMethods(GitHubClient &client, const RemoteRepository &repository);

// PUT /repos/{o}/{r}/pulls/{n}/merge with the method and, when given, the head commit the user
// saw (GitHub refuses when the branch moved since). Yields the merge commit. GitHub's refusals
// in plain words: 405 not mergeable (conflicts, failing required checks, a method not allowed),
// 409 the branch moved, 422 a bad request.
Expected<QString> mergePullRequest(GitHubClient &client, const RemoteRepository &repository, int number,
                                   MergeMethod method, const QString &headSha = {});

} // namespace kandesk::github
