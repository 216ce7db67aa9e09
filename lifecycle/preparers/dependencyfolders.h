// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QStringList>

#include <optional>

namespace kandesk {

// How a repository's dependency folders (node_modules, .venv, target, …) reach a new worktree.
enum class DependencyCopyMode {
    Off,      // not at all: the worktree installs its own
    Reflink,  // clones sharing the blocks where the filesystem can (btrfs, XFS), else plain copies
    Hardlink, // hard links (no space; a tool that writes a file in place changes it for every checkout)
    Copy,     // plain copies (the full size again)
};
QString dependencyCopyModeName(DependencyCopyMode mode); // off, reflink, hardlink, copy
std::optional<DependencyCopyMode> dependencyCopyModeFromName(const QString &name);

// The dependency folders a checkout has, by what it contains: node_modules beside package.json,
// .venv beside pyproject.toml or requirements.txt, target beside Cargo.toml, vendor beside
// composer.json or go.mod; only those that exist.
QStringList defaultDependencyFolders(const QString &checkout);

// The lockfiles whose change makes a copied folder stale (package-lock.json, yarn.lock, …),
// relative to the checkout, those that exist.
QStringList lockfilesFor(const QString &checkout, const QString &folder);
// A fingerprint of the folder's lockfiles in the checkout (empty: it has none).
QByteArray dependencyStamp(const QString &checkout, const QString &folder);

struct DependencyCopy {
    QString folder;
    qint64 bytes = 0;
    int files = 0;
    int cloned = 0; // shared blocks (FICLONE)
    int linked = 0;
    int copied = 0;
    qint64 milliseconds = 0;
};

// Copies from/<folder> to to/<folder> in the mode, through a scratch sibling renamed into place at
// the end (a failure leaves the target as it was; a folder already there is replaced). File modes
// are kept; a symbolic link into the source checkout points into the target instead. Blocking:
// pool threads only.
Expected<DependencyCopy> copyDependencyFolder(const QString &from, const QString &to, const QString &folder,
                                              DependencyCopyMode mode);

// Whether a file of from/<folder> can be cloned into the filesystem of `to` (one clone tried and removed).
bool canCloneInto(const QString &from, const QString &folder, const QString &to);

// What a worktree holds of its dependency folders: the stamp each was copied at, kept in the
// worktree's own git folder (never in its files). Empty stamp: never copied.
QByteArray copiedStamp(const QString &worktree, const QString &folder);
Status recordCopiedStamp(const QString &worktree, const QString &folder, const QByteArray &stamp);

} // namespace kandesk
