// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/queries/queuedpromptqueries.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace kandesk::ui {

// The prompts queued for the shown session, under its transcript: the next first. Edit a prompt
// (double-click or F2), move it (Alt+Up / Alt+Down or drag), delete it (Delete or the button), or
// "Send now" (the running turn is cancelled and this prompt goes next). Hidden while nothing is
// queued. Shows and asks; storing and sending are the caller's (PromptQueueController).
class QueuedPromptsPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit QueuedPromptsPanel(QWidget *parent = nullptr);

    void setPrompts(const QList<QueuedPrompt> &prompts);
    // The texts as shown, next first.
    QStringList texts() const;
    QListWidget *list() const { return m_list; }

Q_SIGNALS:
    void editRequested(const QString &promptId, const QString &text);
    void moveRequested(const QString &promptId, int index);
    void removeRequested(const QString &promptId);
    void sendNowRequested(const QString &promptId);

private:
    QString currentId() const;
    void moveCurrent(int by);
    void removeCurrent();
    void onEdited(QListWidgetItem *item);
    void onDropped(int from, int to);
    void refresh();

    QLabel *m_title = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_sendNow = nullptr;
    QPushButton *m_remove = nullptr;
    bool m_filling = false; // setPrompts is filling the list: no edits to report
};

} // namespace kandesk::ui
