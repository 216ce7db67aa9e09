// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

namespace kandesk {

// Kandesk's home holds every task, prompt, transcript and secret: it is its owner's alone.
// A missing folder is made 0700 (its missing parents as usual); an existing one that others may
// read is tightened to 0700; one that others may write is refused (anyone could swap its files),
// with what to do.
Status makePrivateFolder(const QString &path);

// A file of the home (the database, its WAL and SHM, a log): made 0600 and empty when missing,
// tightened to 0600 when others may read or write it.
Status makePrivateFile(const QString &path);

// Tightens a file to 0600 if it exists; nothing when it does not.
Status tightenIfPresent(const QString &path);

// Puts the file at from in the place of the one at to in one step (rename): a reader sees the old
// file or the new one, never half of either. Both must be on one file system.
Status replaceFile(const QString &from, const QString &to);

} // namespace kandesk
