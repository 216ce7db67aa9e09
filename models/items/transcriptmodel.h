// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/sessions/sessionevent.h"

#include <QAbstractListModel>

namespace kandesk {

class MessageStore;

// The events of one session, oldest first, paged from the database so that a session with
// 100k events opens at once. Opening at the end shows the newest page (a chat's usual view);
// fetchOlder() prepends earlier pages as the user scrolls up. Opening at the start shows the
// first page and fetchMore() appends later ones (Qt's own incremental loading). Live events
// already stored are appended with appendStored(). GUI thread only.
class TranscriptModel final : public QAbstractListModel
{
    Q_OBJECT
public:
    enum class Anchor { Start, End };

    explicit TranscriptModel(MessageStore &messages, QObject *parent = nullptr);
    ~TranscriptModel() override;

    Status setSession(const QString &sessionId, Anchor anchor = Anchor::End);
    QString sessionId() const { return m_sessionId; }
    void setPageSize(int pageSize) { m_pageSize = qMax(1, pageSize); }
    int pageSize() const { return m_pageSize; }

    bool canFetchOlder() const;
    // Prepends the page before the first loaded event.
    Status fetchOlder();

    // An event the store acknowledged (id set) for this session. Shown at once when the model
    // holds the newest events; otherwise fetchMore() picks it up from the database in order.
    void appendStored(const Message &message);
    void appendStored(const QList<Message> &messages);

    Message messageAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    // A page could not be read: the transcript shows what it has, the message says why.
    void loadFailed(const QString &message);

private:
    MessageStore &m_messages;
    QString m_sessionId;
    int m_pageSize = 200;
    QList<Message> m_rows;
    qint64 m_newestStoredId = 0; // the newest id known to be in the database
    bool m_olderExhausted = true;
    bool m_inserting = false;
};

} // namespace kandesk
