// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/git/checkpoints.h"

#include <QJsonObject>

namespace kandesk::git {

// Checkpoints and restore previews as agentctl's workspace routes carry them (agentctl/api/wire.h).
QJsonObject checkpointToJson(const Checkpoint &checkpoint);
Checkpoint checkpointFromJson(const QJsonObject &object);
QJsonObject previewToJson(const RestorePreview &preview);
RestorePreview previewFromJson(const QJsonObject &object);

} // namespace kandesk::git
