// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <Qt>

// Every item role of Kandesk's models, in one place so that no two collide.
namespace kandesk {

enum Role : int {
    // TaskModel
    TaskIdRole = Qt::UserRole + 1,
    TaskTitleRole,
    TaskDescriptionRole,
    TaskStateRole,
    TaskStepIdRole,
    TaskPositionRole,
    TaskRepositoryIdsRole,
    TaskAgentProfileIdRole,
    TaskExecutorProfileIdRole,
    TaskArchivedRole,
    TaskEphemeralRole,
    TaskBranchRole,
    TaskChangedFileCountRole,
    TaskSessionStateRole, // the newest session's state name, empty without a session
    TaskActivityRole, // taskActivityName(): where the task stands for its card (RUNNING, NEEDS_INPUT, IDLE, DONE, …)
    TaskUpdatedAtRole,
    TaskPullRequestNumberRole, // 0: no pull request
    TaskPullRequestUrlRole,
    TaskPullRequestStateRole,
    TaskPullRequestChecksRole, // its checks when last read: pending, passing, failing; empty: not read
    TaskPullRequestChecksSummaryRole, // "1 of 3 failing: build"
    TaskWaitRole, // what the task waits for, for its card ("◷ Waits for “Add login”"); empty when nothing
    TaskStartWaitRole, // why its start waits for room (the admission's reason, "2 of 2 agents running"); empty when it does not
    TaskConflictRole, // the conflict radar's sentence for its card ("⚠ Conflicts with “Add login” in a.txt"); empty when none
    TaskBaseLagRole, // how far its branch is behind its base ("↓ 2 behind main"); empty when not
    TaskIssueRefRole, // the issue it was made from (github:acme/widgets#12); empty when none
    TaskIssueUrlRole,

    // SessionModel
    SessionIdRole = Qt::UserRole + 100,
    SessionStateRole, // the state name: RUNNING, WAITING_FOR_INPUT, …
    SessionAcpSessionIdRole,
    SessionErrorMessageRole,
    SessionStartedAtRole,
    SessionUpdatedAtRole,
    SessionIsTerminalRole,

    // TranscriptModel
    MessageIdRole = Qt::UserRole + 200,
    MessageKindRole,
    MessagePayloadRole,
    MessageTurnRole,
    MessageTurnIdRole,
    MessageCreatedAtRole,
};

} // namespace kandesk
