// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFuture>
#include <QObject>
#include <QString>

namespace kandesk {
class PromptQueue;
}

namespace kandesk::ui {

class SessionPanel;

// Keeps a session panel's queued prompts showing the shown session's queue: the composer queues
// while a turn runs, the list's edits, moves, deletions and "Send now" go to the application's
// PromptQueue, all off the GUI thread; a queued prompt that goes to the agent shows in the
// transcript. A read that arrives after another session was shown is dropped.
class PromptQueueController final : public QObject
{
    Q_OBJECT
public:
    PromptQueueController(PromptQueue &queue, SessionPanel *panel, QObject *parent = nullptr);

    void showSession(const QString &sessionId);
    void queuePrompt(const QString &sessionId, const QString &text);
    // Reads the shown session's queue again.
    void refresh();

Q_SIGNALS:
    // Something could not be done; the message says what and why.
    void failed(const QString &message);

private:
    // Reads the queue again once the change is stored, saying what failed.
    template<typename Result> void afterChange(QFuture<Result> change, const QString &what);

    PromptQueue &m_queue;
    SessionPanel *m_panel = nullptr;
    QString m_sessionId;
    quint64 m_generation = 0;
};

} // namespace kandesk::ui
