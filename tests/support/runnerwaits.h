// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/taskrunner.h"
#include "models/database.h"
#include "models/stores/messagestore.h"
#include "models/stores/sessionstore.h"

#include <QFuture>
#include <QTest>

namespace kandesk::test {

// A runner call's result, the event loop running meanwhile (queued state writes land).
template<typename T>
T waitForFuture(QFuture<T> future, int timeoutMs = 60'000)
{
    if (!QTest::qWaitFor([&future] { return future.isFinished(); }, timeoutMs))
        qFatal("a runner call did not finish within %d ms", timeoutMs);
    return future.result();
}

// A session's state and transcript as stored, once the runner's queued writes have landed.
inline SessionState storedState(TaskRunner &runner, Database &database, const QString &sessionId)
{
    runner.flush();
    auto state = SessionStore(database).state(sessionId);
    return state ? state.value() : SessionState::Created;
}

inline QList<Message> storedTranscript(TaskRunner &runner, Database &database, const QString &sessionId, int limit = 5000)
{
    runner.flush();
    auto page = MessageStore(database).pageAfter(sessionId, 0, limit);
    return page ? page.value() : QList<Message>{};
}

} // namespace kandesk::test
