// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/folderopening.h"

#include <QProcessEnvironment>
#include <QString>

namespace kandesk {

// Opens a folder for the user, detached (Kandesk waits for nothing).
// Editor: VS Code's `code` when it is on PATH, else $VISUAL / $EDITOR in a terminal (see
// terminallauncher.h). Terminal: the user's $SHELL in a terminal, in the folder. File manager:
// xdg-open (the window uses QDesktopServices instead).
OpenedFolder openFolder(const QString &folder, OpenWith with,
    const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment());

} // namespace kandesk
