// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk::cli {

// `kandesk diagnostics [--data-dir DIR]`: what a bug report needs (application/diagnostics.h), no secret in it.
int diagnosticsCommand(const QStringList &arguments);

} // namespace kandesk::cli
