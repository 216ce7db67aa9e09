// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

#include <functional>

namespace kandesk::git {

struct GitOutput {
    int exitCode = 0;
    QString standardOutput;
    QString standardError;
};

// Receives each line git prints (stdout and stderr), as it prints it.
using LineSink = std::function<void(const QString &line)>;

// Runs `git <arguments>` in workingDirectory and waits for it. Blocking: pool threads only.
// A git that cannot start or does not finish within timeoutMs is an Error; a non-zero exit is
// returned in GitOutput for the caller to judge.
Expected<GitOutput> runGit(const QString &workingDirectory, const QStringList &arguments,
                           const LineSink &lines = {}, int timeoutMs = 120'000);

// The same, but a non-zero exit is an Error quoting git's own message.
Expected<QString> runGitChecked(const QString &workingDirectory, const QStringList &arguments,
                                const LineSink &lines = {}, int timeoutMs = 120'000);

// The same, with variables of its own ("NAME=value" each; e.g. GIT_INDEX_FILE: a scratch index
// that leaves the user's alone).
Expected<QString> runGitCheckedWith(const QString &workingDirectory, const QStringList &arguments, const QStringList &variables,
                                    int timeoutMs = 120'000);

// The same, with git's standard output as bytes (patches of files that need not be UTF-8).
Expected<QByteArray> runGitBytes(const QString &workingDirectory, const QStringList &arguments, int timeoutMs = 120'000);

// The commit a revision names (full hash), or empty when it names none. Blocking: pool threads only.
QString resolveCommit(const QString &repository, const QString &revision);
inline bool refExists(const QString &repository, const QString &ref) { return !resolveCommit(repository, ref).isEmpty(); }

} // namespace kandesk::git
