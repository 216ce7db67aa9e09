// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/gitcommand.h"

namespace kandesk::git {

// `git push -u REMOTE BRANCH` from checkout, with git's own credentials (helpers, ssh agent; no
// prompt). A failure is an Error in plain words (no such remote, sign-in refused, rejected because
// the remote has other commits), with git's message after it. Blocking: pool threads only.
Status pushBranch(const QString &checkout, const QString &branch, const QString &remote = QStringLiteral("origin"));

// Deletes branch on remote (a merged pull request's); one already gone there is not an error.
Status deleteRemoteBranch(const QString &checkout, const QString &branch, const QString &remote = QStringLiteral("origin"));

// The URL of remote, or an Error saying the repository has no such remote.
Expected<QString> remoteUrl(const QString &checkout, const QString &remote = QStringLiteral("origin"));

// Plain words for git push's stderr (exposed for tests).
QString describePushFailure(const QString &remote, const QString &branch, const QString &gitMessage);

} // namespace kandesk::git
