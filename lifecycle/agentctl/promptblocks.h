// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/sessions/promptattachment.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kandesk {

// What an agent said it takes in a prompt besides text (ACP promptCapabilities of its initialize
// answer). Unknown for an agent attached to after a restart: agentctl checks those.
struct PromptCapabilities {
    bool known = false;
    bool image = false;
    bool embeddedContext = false;

    static PromptCapabilities fromInitializeAnswer(const QJsonObject &answer);
};

// The prompt as ACP content blocks: the text, each image as an `image` block, each file as a
// `resource_link` (file:// URI), or as an embedded `resource` with its text where the agent takes
// embedded context and the file is text under PromptAttachment::kMaxEmbeddedTextBytes. Refused
// when an image goes to an agent that does not take images. Reads files: call off the GUI thread.
Expected<QJsonArray> promptBlocks(
    const QString &text, const PromptAttachments &attachments, const PromptCapabilities &capabilities);

} // namespace kandesk
