// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QProcessEnvironment>
#include <QStringList>

namespace kandesk {

// Replaces this process with argv in directory (its terminal, pid and exit code become the
// program's): `kandesk task shell`. Returns only when that could not happen, saying why.
QString execInto(const QStringList &argv, const QString &directory, const QProcessEnvironment &environment);

} // namespace kandesk
