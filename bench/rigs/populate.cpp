// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "populate.h"

#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/messagestore.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk::bench {

namespace {

const QString kWorkspace = QStringLiteral("default");

// payload: the event's fields in agentctl's event format.
Message message(const QString &sessionId, int turn, SessionEvent::Kind kind, const QJsonObject &payload)
{
    Message m;
    m.sessionId = sessionId;
    m.turn = turn;
    m.event = SessionEvent::fromJson(payload, kind);
    return m;
}

QJsonObject chunk(const QString &sessionId, int turn, int part)
{
    return {{QStringLiteral("session_id"), sessionId},
            {QStringLiteral("text"), QStringLiteral("Turn %1, part %2: the function reads the file, splits it into lines and "
                                                    "counts the words of each. ")
                                         .arg(turn)
                                         .arg(part)}};
}

} // namespace

QList<Message> turnMessages(const QString &sessionId, int turn)
{
    QList<Message> out;
    out.reserve(kMessagesPerTurn);
    out.append(message(sessionId, turn, SessionEvent::Kind::UserPrompt,
                       {{QStringLiteral("text"), QStringLiteral("Step %1: make the word counter skip blank lines and add a test.").arg(turn)}}));
    for (int part = 0; part < 5; ++part)
        out.append(message(sessionId, turn, SessionEvent::Kind::MessageChunk, chunk(sessionId, turn, part)));
    const QString toolId = QStringLiteral("tool-%1").arg(turn);
    out.append(message(sessionId, turn, SessionEvent::Kind::ToolCall,
                       {{QStringLiteral("session_id"), sessionId},
                        {QStringLiteral("tool_call_id"), toolId},
                        {QStringLiteral("tool_title"), QStringLiteral("Run the tests")},
                        {QStringLiteral("tool_name"), QStringLiteral("execute")},
                        {QStringLiteral("tool_status"), QStringLiteral("pending")},
                        {QStringLiteral("tool_args"), QJsonObject{{QStringLiteral("command"), QStringLiteral("ctest --output-on-failure")}}}}));
    out.append(message(sessionId, turn, SessionEvent::Kind::ToolUpdate,
                       {{QStringLiteral("session_id"), sessionId},
                        {QStringLiteral("tool_call_id"), toolId},
                        {QStringLiteral("tool_status"), QStringLiteral("completed")},
                        {QStringLiteral("tool_result"),
                         QJsonObject{{QStringLiteral("stdout"), QStringLiteral("1/3 Test #1: words ........ Passed 0.01 sec\n"
                                                                               "2/3 Test #2: blanks ....... Passed 0.01 sec\n"
                                                                               "3/3 Test #3: unicode ...... Passed 0.02 sec\n"
                                                                               "100% tests passed, 0 tests failed out of 3\n")}}}}));
    out.append(message(sessionId, turn, SessionEvent::Kind::MessageChunk, chunk(sessionId, turn, 5)));
    out.append(message(sessionId, turn, SessionEvent::Kind::Complete,
                       {{QStringLiteral("session_id"), sessionId}, {QStringLiteral("stop_reason"), QStringLiteral("end_turn")}}));
    return out;
}

Expected<Populated> populateHome(const QString &home, int tasks, int sessionsWithTranscript, int turnsPerSession)
{
    Database database(databasePath(home));
    if (auto opened = database.open(); !opened)
        return Error{opened.error()};
    auto steps = WorkspaceStore(database).steps(kWorkspace);
    if (!steps)
        return Error{steps.error()};
    if (steps->isEmpty())
        return Error{QStringLiteral("the default workspace has no columns")};

    QList<Task> newTasks;
    newTasks.reserve(tasks);
    for (int i = 0; i < tasks; ++i) {
        Task task;
        task.workspaceId = kWorkspace;
        task.workflowStepId = steps->at(i % steps->size()).id;
        task.title = QStringLiteral("Task %1: make the word counter skip blank lines").arg(i);
        task.description = QStringLiteral("The counter treats blank lines as words. Fix it and add a test (%1).").arg(i);
        newTasks.append(task);
    }
    auto createdTasks = TaskStore(database).createMany(newTasks);
    if (!createdTasks)
        return Error{createdTasks.error()};

    Populated populated;
    QList<TaskSession> newSessions;
    newSessions.reserve(tasks);
    for (const Task &task : std::as_const(*createdTasks)) {
        populated.taskIds.append(task.id);
        TaskSession session;
        session.taskId = task.id;
        session.state = SessionState::WaitingForInput;
        newSessions.append(session);
    }
    auto createdSessions = SessionStore(database).createMany(newSessions);
    if (!createdSessions)
        return Error{createdSessions.error()};
    for (const TaskSession &session : std::as_const(*createdSessions))
        populated.sessionIds.append(session.id);

    QList<Message> messages;
    const int withTranscript = qMin(sessionsWithTranscript, int(populated.sessionIds.size()));
    messages.reserve(qsizetype(withTranscript) * turnsPerSession * kMessagesPerTurn);
    for (int s = 0; s < withTranscript; ++s) {
        for (int turn = 1; turn <= turnsPerSession; ++turn)
            messages.append(turnMessages(populated.sessionIds.at(s), turn));
    }
    if (auto stored = MessageStore(database).appendBatch(messages); !stored)
        return Error{stored.error()};
    return populated;
}

} // namespace kandesk::bench
