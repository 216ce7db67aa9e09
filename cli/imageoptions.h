// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace kandesk::cli {

// `--image FILE` (repeatable) of `kandesk run` and `kandesk task resume`: images sent with the
// prompt. A missing file, one that is no image or one over the limit is a usage error; whether the
// agent takes images is known only once it runs (then the run fails with the reason).
struct ImageOptions {
    QCommandLineOption image { QStringLiteral("image"),
        QStringLiteral("An image to send with the prompt (repeatable; up to %1 each).").arg(imageLimitText()),
        QStringLiteral("FILE") };

    // Reads every --image; a problem with one in words, empty when all are fine.
    QString read(const QCommandLineParser &parser, PromptAttachments *images) const;
};

} // namespace kandesk::cli
