// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Shared by the models tests: a fresh database in a temporary home with a task and a session.

#include "models/database.h"
#include "models/items/roles.h"
#include "models/sessions/sessionevent.h"
#include "models/stores/sessionstore.h"
#include "models/stores/taskstore.h"

#include <QAbstractItemModel>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace kandesk::testing {

// The text of the event a TranscriptModel row holds, read back from its payload role.
inline QString eventTextAt(const QAbstractItemModel &model, int row)
{
    const QString payload = model.index(row, 0).data(MessagePayloadRole).toString();
    return SessionEvent::fromJson(QJsonDocument::fromJson(payload.toUtf8()).object()).text;
}

struct StoreFixture {
    QTemporaryDir home;
    std::unique_ptr<Database> database;

    bool open()
    {
        if (!home.isValid())
            return false;
        database = std::make_unique<Database>(home.filePath(QStringLiteral("kandesk.db")));
        return database->open().ok();
    }

    // Closes every connection and opens the same file again, as a restarted Kandesk would.
    bool reopen()
    {
        database.reset();
        return open();
    }

    QString dbPath() const { return home.filePath(QStringLiteral("kandesk.db")); }

    Task addTask(const QString &title, bool ephemeral = false)
    {
        TaskStore tasks(*database);
        Task task;
        task.workspaceId = QStringLiteral("default");
        task.title = title;
        task.ephemeral = ephemeral;
        auto created = tasks.create(task);
        if (!created)
            qWarning("cannot create task: %s", qPrintable(created.error()));
        return created ? *created : Task{};
    }

    TaskSession addSession(const QString &taskId, SessionState state = SessionState::Created, const QString &workspacePath = {})
    {
        SessionStore sessions(*database);
        TaskSession session;
        session.taskId = taskId;
        session.state = state;
        session.workspacePath = workspacePath;
        auto created = sessions.create(session);
        if (!created)
            qWarning("cannot create session: %s", qPrintable(created.error()));
        return created ? *created : TaskSession{};
    }

    QStringList column(const QString &sql)
    {
        auto db = database->connection();
        QStringList values;
        QSqlQuery query(*db);
        if (!query.exec(sql))
            return {QStringLiteral("error")};
        while (query.next())
            values.append(query.value(0).toString());
        return values;
    }

    bool exec(const QString &sql, const QVariantList &values = {})
    {
        auto db = database->connection();
        QSqlQuery query(*db);
        if (values.isEmpty())
            return query.exec(sql);
        if (!query.prepare(sql))
            return false;
        for (int i = 0; i < values.size(); ++i)
            query.bindValue(i, values.at(i));
        return query.exec();
    }
};

} // namespace kandesk::testing
