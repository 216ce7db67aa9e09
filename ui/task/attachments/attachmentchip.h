// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"

#include <QFrame>

namespace kandesk::ui {

// One attachment above the prompt box: its thumbnail (images), name and size, and × to remove it.
class AttachmentChip final : public QFrame
{
    Q_OBJECT
public:
    explicit AttachmentChip(const PromptAttachment &attachment, QWidget *parent = nullptr);

Q_SIGNALS:
    void removeRequested();
};

} // namespace kandesk::ui
