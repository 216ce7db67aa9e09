// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The engine's reviewing steps: the findings of the agent's turn become the task's review comments.
#include "workflowengine.h"

#include "models/database.h"
#include "models/stores/reviewcommentstore.h"
#include "models/stores/sessionstore.h"
#include "models/workflows/reviewfindings.h"

namespace kandesk {

void WorkflowEngine::writeReviewFindings(const Task &task, const WorkflowStep &step, const QString &sessionId,
                                         const QString &agentText, const QString &workspace)
{
    QString worktree = workspace;
    if (worktree.isEmpty()) {
        const auto session = SessionStore(m_database).get(sessionId);
        worktree = session ? session->workspacePath : QString();
    }
    QList<ReviewComment> findings = reviewfindings::parse(agentText, worktree);
    ReviewCommentStore comments(m_database);
    int written = 0;
    for (ReviewComment &finding : findings) {
        finding.taskId = task.id;
        finding.code = reviewfindings::codeAt(worktree, finding.path, finding.startLine, finding.endLine);
        if (auto added = comments.add(finding); added) {
            ++written;
        } else {
            complain(task.id,
                tr("“%1”: the finding at %2 was not kept: %3.").arg(step.name, finding.location(), added.error()));
        }
    }
    if (written == 0) {
        say(task.id,
            tr("“%1”: the agent's answer has no `path:line: …` findings; no review comments were written.")
                .arg(step.name));
        return;
    }
    say(task.id, tr("“%1”: the agent's %n finding(s) are review comments now.", nullptr, written).arg(step.name));
    onRunnerThread([this, taskId = task.id, written] { Q_EMIT reviewCommentsWritten(taskId, written); });
}

} // namespace kandesk
