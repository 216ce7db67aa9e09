// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk {

class StepReporter;
struct RepositorySettings;

// The "Copy dependency folders" step of a worktree: each folder of the main checkout (the
// settings', else those it has) cloned into the worktree where the filesystem shares blocks, else
// as the repository's fallback says; copied again only when its lockfiles changed since; a folder
// the worktree made itself is kept. Each folder's line says its size, how and how long; a copy that
// fails is a warning and preparation goes on. No step without folders (settings.dependencyFolders
// empty; nullopt: those the checkout has).
void copyDependencies(StepReporter &steps, const RepositorySettings &settings, const QString &checkout,
                      const QString &worktree, const QString &suffix);

} // namespace kandesk
