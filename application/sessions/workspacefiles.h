// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QFuture>
#include <QStringList>

namespace kandesk {

// The files of a workspace, relative to it and sorted: in a git checkout the tracked and the
// untracked ones git does not ignore, elsewhere what a walk finds (hidden folders left out).
// At most kMaxWorkspaceFiles. Runs on a pool of its own; the caller's thread never waits.
QFuture<Expected<QStringList>> listWorkspaceFiles(const QString &workspacePath);

inline constexpr int kMaxWorkspaceFiles = 20'000;

} // namespace kandesk
