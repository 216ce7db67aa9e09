// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// TaskRunner's private pieces, shared by its files (taskrunner.cpp, taskrunnerstart.cpp,
// taskrunnerevents.cpp); nothing outside TaskRunner includes this.

#include "taskrunner.h"

#include "lifecycle/agentctl/agentfailuredescription.h"
#include "lifecycle/agentctl/agentsessions.h"
#include "lifecycle/launch/agentexecution.h"
#include "lifecycle/launch/launchtypes.h"

#include <QPromise>

namespace kandesk::taskrunner {

// The approval policy that lets agentctl answer permission requests itself.
inline const QString kApproveEverything = QStringLiteral("never");

inline SessionEvent userPrompt(const QString &text, const PromptAttachments &attachments)
{
    SessionEvent event = SessionEvent::make(SessionEvent::Kind::UserPrompt, text);
    event.contentBlocks = attachmentSummaries(attachments);
    return event;
}

} // namespace kandesk::taskrunner

namespace kandesk {

struct TaskRunner::Plan {
    LaunchRequest request;
    QString approvalPolicy;
    QString prompt;
    PromptAttachments attachments;
    QStringList notices; // said in the transcript when the agent starts (e.g. a flag left out)
    int startTimeoutMs = AgentStartOptions::kDefaultStartTimeoutMs;
    AgentFailureContext failureContext;
    QString modeId;
    QString modelId;
    bool settingsRequired = false;
    bool promptStored = false; // TaskStartOptions::promptStored
    QString resumeAcpSessionId; // the ACP session a resume loads where the agent can
    bool loadHistory = false;   // that session's history replayed (TaskStartOptions::loadHistory)
    int promptTurn = 1;         // the turn the prompt opens (its checkpoint's)
    QString restoreNote;        // sent before the prompt: a restore the agent has not heard of
};

struct TaskRunner::StartRun {
    Plan plan;
    std::shared_ptr<StartControl> control;
    std::shared_ptr<QPromise<Expected<QString>>> promise;
};

// A start in progress: stop() asks it to end (with the state the session should get) and waits
// for it through done.
struct TaskRunner::StartControl {
    QPromise<Status> done;
    // Asked by the launch at each phase: before it registers, the launch rolls back.
    std::optional<SessionState> stopRequested;
    // An error the agent reported while the start was under way (its execution and the event):
    // said by the start when it fails, else handled once the start has ended.
    std::optional<std::pair<QString, SessionEvent>> errorWhileStarting;
};

} // namespace kandesk
