// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/launchtypes.h"

namespace kandesk {

class StepReporter;

// The "Run setup script" step shared by the preparers: output streamed into the step; a failing
// script is a warning and preparation goes on.
void runSetupStep(StepReporter &steps, const QString &script, const QString &workingDirectory, const EnvMap &env);

} // namespace kandesk
