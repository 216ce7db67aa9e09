// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "setupstep.h"

#include "lifecycle/preparers/setupscript.h"
#include "lifecycle/preparers/stepreporter.h"

#include <QCoreApplication>

namespace kandesk {

// The words this file says to users, translated in the context "SetupStepWords".
namespace {
struct SetupStepWords {
    Q_DECLARE_TR_FUNCTIONS(SetupStepWords)
};
} // namespace

void runSetupStep(StepReporter &steps, const QString &script, const QString &workingDirectory, const EnvMap &env)
{
    steps.begin(SetupStepWords::tr("Run setup script"), script.trimmed());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (auto it = env.cbegin(); it != env.cend(); ++it)
        environment.insert(it.key(), it.value());
    auto result = runSetupScript(script, workingDirectory, environment, [&steps](const QString &line) { steps.appendOutput(line); });
    if (!result) {
        steps.warn(result.error());
    } else if (result->timedOut) {
        steps.warn(SetupStepWords::tr("The setup script was stopped after its time limit; the agent starts anyway"),
            result->output.right(4000));
    } else if (result->exitCode != 0) {
        steps.warn(
            SetupStepWords::tr("The setup script exited with code %1; the agent starts anyway").arg(result->exitCode),
            result->output.right(4000));
    } else {
        steps.succeed();
    }
}

} // namespace kandesk
