// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/sessions/transcripthistory.h"
#include "models/expected.h"
#include "models/sessions/preparestep.h"
#include "models/types.h"

#include <QFuture>

#include <limits>
#include <memory>
#include <optional>

class QThreadPool;

namespace kandesk {

class Stores;

// The newest page of a session's transcript and what a retry of it sends: the prompt the agent
// never answered, else (a session whose launch failed before anything was stored) the task's
// first prompt. Empty when there is nothing to send again.
struct RetryRead {
    TranscriptPage page;
    QString prompt;
    bool promptStored = false; // the prompt is the page's own unanswered one (sent again, not shown twice)
};

// What a task's first session is asked when no prompt is given (as `kandesk run` does).
QString firstPrompt(const Task &task);

// A session's stored side for the views that show it (the task view, the quick chat): transcript
// pages, its last preparation, what a retry sends. Read on the door's own pool (the user waits on
// these: not at a lowered priority); the futures return at once. The door outlives its work (its
// destructor waits).
class SessionHistory final
{
public:
    explicit SessionHistory(Stores &stores);
    ~SessionHistory();
    SessionHistory(const SessionHistory &) = delete;
    SessionHistory &operator=(const SessionHistory &) = delete;

    // The newest events stored before beforeId (readTranscriptPage).
    QFuture<TranscriptPage> page(const QString &sessionId, qint64 beforeId = std::numeric_limits<qint64>::max());
    QFuture<Expected<std::optional<PrepareCompletedEvent>>> lastPrepare(const QString &sessionId);
    QFuture<RetryRead> retry(const QString &sessionId);

private:
    Stores &m_stores;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
