// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace kandesk::cli {

// `--mode MODE` and `--model MODEL` of `kandesk run` and `kandesk task resume`: the session's
// mode and model, set before the prompt. Whether the agent offers them is known only once it runs
// (an id it lacks fails the start with what it offers).
struct SessionSettingOptions {
    QCommandLineOption mode { QStringLiteral("mode"),
        QStringLiteral("The session's mode (e.g. plan), set before the prompt."), QStringLiteral("MODE") };
    QCommandLineOption model { QStringLiteral("model"), QStringLiteral("The session's model, set before the prompt."),
        QStringLiteral("MODEL") };

    // Reads both; a problem with them in words, empty when fine.
    QString read(const QCommandLineParser &parser, QString *modeId, QString *modelId) const;
};

} // namespace kandesk::cli
