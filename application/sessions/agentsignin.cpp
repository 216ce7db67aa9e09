// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentsignin.h"

#include "lifecycle/terminallauncher.h"
#include "models/backgroundpool.h"

#include <QtConcurrent>

namespace kandesk {

QFuture<Expected<QString>> signInInTerminal(const QStringList &argv)
{
    return QtConcurrent::run(&backgroundPool(), [argv]() -> Expected<QString> {
        const ExternalTerminalLaunch launched = runInTerminal(argv);
        if (!launched.error.isEmpty())
            return Error{launched.error};
        return launched.terminal;
    });
}

} // namespace kandesk
