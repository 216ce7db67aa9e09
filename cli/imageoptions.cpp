// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "imageoptions.h"

namespace kandesk::cli {

QString ImageOptions::read(const QCommandLineParser &parser, PromptAttachments *images) const
{
    for (const QString &path : parser.values(image)) {
        auto loaded = PromptAttachment::imageFile(path);
        if (!loaded)
            return QStringLiteral("--image: ") + loaded.error();
        images->append(loaded.value());
    }
    return {};
}

} // namespace kandesk::cli
