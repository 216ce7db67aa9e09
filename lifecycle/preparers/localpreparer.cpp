// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "localpreparer.h"

#include "lifecycle/git/gitworktrees.h"
#include "lifecycle/git/repositoryturn.h"
#include "lifecycle/preparers/setupstep.h"
#include "lifecycle/preparers/stepreporter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

namespace kandesk {

// The words this file says to users, translated in the context "LocalPreparerWords".
namespace {
struct LocalPreparerWords {
    Q_DECLARE_TR_FUNCTIONS(LocalPreparerWords)
};
} // namespace

EnvPrepareResult LocalPreparer::prepare(const EnvPrepareRequest &request, const PrepareProgressCallback &onProgress)
{
    QElapsedTimer timer;
    timer.start();
    const QString script = request.repoSetupScript.isEmpty() ? request.setupScript : request.repoSetupScript;
    const int total = 1 + (request.baseBranch.isEmpty() ? 0 : 1) + (script.trimmed().isEmpty() ? 0 : 1);
    StepReporter steps(onProgress, total);
    EnvPrepareResult result;
    auto finish = [&](bool success, const QString &error = {}) {
        result.success = success;
        result.errorMessage = error;
        result.steps = steps.steps();
        result.durationMs = timer.elapsed();
        return result;
    };

    const QString folder = request.repositoryPath.isEmpty() ? request.workspacePath : request.repositoryPath;
    steps.begin(LocalPreparerWords::tr("Validate workspace"));
    const QFileInfo info(folder);
    if (!info.isDir()) {
        const QString error = info.exists() ? LocalPreparerWords::tr("%1 is not a folder").arg(folder)
                                            : LocalPreparerWords::tr("Repository not found at %1").arg(folder);
        steps.fail(error);
        return finish(false, error);
    }
    steps.succeed();
    result.workspacePath = info.canonicalFilePath();

    if (!request.baseBranch.isEmpty()) {
        steps.begin(
            LocalPreparerWords::tr("Checkout branch"), QStringLiteral("git checkout %1").arg(request.baseBranch));
        // Tasks of one repository started together would otherwise meet on .git/index.lock.
        const git::RepositoryTurn turn(result.workspacePath);
        auto checkedOut = git::runGitChecked(result.workspacePath, {QStringLiteral("checkout"), request.baseBranch},
                                             [&steps](const QString &line) { steps.appendOutput(line); });
        if (!checkedOut) {
            steps.fail(checkedOut.error());
            return finish(false, checkedOut.error());
        }
        steps.succeed();
    }

    if (!script.trimmed().isEmpty())
        runSetupStep(steps, script, result.workspacePath, request.env);
    return finish(true);
}

} // namespace kandesk
