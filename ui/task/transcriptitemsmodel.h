// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/promptattachment.h"

#include "models/sessions/sessioncontrols.h"
#include "models/sessions/sessionevent.h"
#include "transcriptroles.h"

#include <QAbstractListModel>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace kandesk::ui {

// The display rows of one session's transcript, aggregated from its events (SessionEvent: the
// agent's and Kandesk's own). Fed with stored events in a batch (one insert) and with live events
// one at a time; a streaming chunk appends to the last
// row's text in O(1) and signals dataChanged for that row only. GUI thread only.
class TranscriptItemsModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    explicit TranscriptItemsModel(QObject *parent = nullptr);
    ~TranscriptItemsModel() override;

    void appendEvent(const SessionEvent &event);
    void appendEvents(const QList<SessionEvent> &events);
    // Older stored events (whole turns) above the rows already shown, in one insert.
    void prependEvents(const QList<SessionEvent> &events);
    // The prompt the user just sent, shown at once; the runner's announcement of it (appendEvent)
    // then adds nothing.
    void appendUserPrompt(const QString &text, const PromptAttachments &attachments = {});
    // Records the user's answer; the row keeps the chosen option's name and loses its buttons.
    void markPermissionAnswered(const QString &pendingId, const QString &optionId);
    void clear();

    // True between a prompt (or the first agent output) and the turn's complete or error event.
    bool turnActive() const { return m_turnActive; }
    // True while a permission request of the agent waits for the user's answer.
    bool awaitingPermission() const { return m_awaitingPermission; }
    // The session's modes, models, commands, plan and usage as its events so far say (kept here,
    // not as rows); controlsChanged() when they change.
    const SessionControls &controls() const { return m_controls; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void turnActiveChanged(bool active);
    void awaitingPermissionChanged(bool awaiting);
    void controlsChanged();

public:
    struct Item;

private:
    class Batch;
    void apply(Batch &batch, const SessionEvent &event);
    void commit(Batch &batch);
    void setTurnActive(bool active);
    void updatePermissionWait();

    QList<Item> m_items;
    QHash<QString, int> m_toolRows; // tool_call_id → row
    QStringList m_unconfirmedPrompts; // appendUserPrompt's, oldest first, until the runner announces them
    QHash<QString, int> m_permissionRows; // pending_id → row
    int m_openTextRow = -1; // the row that the next chunk of the same kind extends
    QList<int> m_turnToolRows; // this turn's tool calls
    bool m_turnActive = false;
    bool m_awaitingPermission = false;
    SessionControls m_controls;
    bool m_controlsChanged = false; // announced when the batch commits
};

} // namespace kandesk::ui
