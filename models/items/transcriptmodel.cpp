// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptmodel.h"

#include "models/stores/messagestore.h"
#include "roles.h"

#include <limits>

namespace kandesk {

TranscriptModel::TranscriptModel(MessageStore &messages, QObject *parent)
    : QAbstractListModel(parent)
    , m_messages(messages)
{
}

TranscriptModel::~TranscriptModel() = default;

Status TranscriptModel::setSession(const QString &sessionId, Anchor anchor)
{
    auto newest = m_messages.lastId(sessionId);
    if (!newest)
        return Error{newest.error()};
    auto page = anchor == Anchor::End ? m_messages.pageBefore(sessionId, std::numeric_limits<qint64>::max(), m_pageSize)
                                      : m_messages.pageAfter(sessionId, 0, m_pageSize);
    if (!page)
        return Error{page.error()};
    // Views and testers look at the model as the reset ends; further pages wait for them to ask.
    m_inserting = true;
    beginResetModel();
    m_sessionId = sessionId;
    m_newestStoredId = *newest;
    m_rows = std::move(page.value());
    // Starting at the end, the page is short only when it holds the whole transcript.
    m_olderExhausted = anchor == Anchor::Start || m_rows.size() < m_pageSize;
    endResetModel();
    m_inserting = false;
    return {};
}

bool TranscriptModel::canFetchOlder() const
{
    return !m_olderExhausted && !m_rows.isEmpty() && !m_inserting;
}

Status TranscriptModel::fetchOlder()
{
    if (!canFetchOlder())
        return {};
    auto page = m_messages.pageBefore(m_sessionId, m_rows.constFirst().id, m_pageSize);
    if (!page)
        return Error{page.error()};
    if (page->size() < m_pageSize)
        m_olderExhausted = true;
    if (page->isEmpty())
        return {};
    m_inserting = true;
    beginInsertRows({}, 0, int(page->size()) - 1);
    m_rows = *page + m_rows;
    endInsertRows();
    m_inserting = false;
    return {};
}

bool TranscriptModel::canFetchMore(const QModelIndex &parent) const
{
    // Views and testers ask again while rows are being inserted: one fetch at a time.
    if (parent.isValid() || m_inserting)
        return false;
    const qint64 newestLoaded = m_rows.isEmpty() ? 0 : m_rows.constLast().id;
    return newestLoaded < m_newestStoredId;
}

void TranscriptModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const qint64 newestLoaded = m_rows.isEmpty() ? 0 : m_rows.constLast().id;
    auto page = m_messages.pageAfter(m_sessionId, newestLoaded, m_pageSize);
    if (!page) {
        Q_EMIT loadFailed(page.error());
        return;
    }
    if (page->isEmpty()) {
        // Nothing newer after all (the events were removed): stop asking.
        m_newestStoredId = newestLoaded;
        return;
    }
    m_inserting = true;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page->size()) - 1);
    m_rows.append(*page);
    endInsertRows();
    m_inserting = false;
}

void TranscriptModel::appendStored(const Message &message)
{
    appendStored(QList<Message>{message});
}

void TranscriptModel::appendStored(const QList<Message> &messages)
{
    if (m_inserting)
        return;
    QList<Message> shown;
    const bool atNewest = !canFetchMore({});
    qint64 newestLoaded = m_rows.isEmpty() ? 0 : m_rows.constLast().id;
    qint64 newestStored = m_newestStoredId;
    for (const Message &message : messages) {
        if (message.sessionId != m_sessionId || message.id <= 0 || message.id <= newestLoaded)
            continue;
        newestStored = qMax(newestStored, message.id);
        if (atNewest) {
            shown.append(message);
            newestLoaded = message.id;
        }
    }
    if (shown.isEmpty()) {
        // Not loaded yet: fetchMore() reads it from the database in its turn.
        m_newestStoredId = newestStored;
        return;
    }
    m_inserting = true;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + shown.size()) - 1);
    m_rows.append(shown);
    m_newestStoredId = newestStored;
    endInsertRows();
    m_inserting = false;
}

Message TranscriptModel::messageAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row) : Message{};
}

int TranscriptModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant TranscriptModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Message &message = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case MessagePayloadRole:
        return MessageStore::payloadOf(message.event);
    case MessageIdRole:
        return message.id;
    case MessageKindRole:
        return QString(sessionevent::name(message.event.kind));
    case MessageTurnRole:
        return message.turn;
    case MessageTurnIdRole:
        return message.turnId;
    case MessageCreatedAtRole:
        return message.createdAt;
    default:
        return {};
    }
}

QHash<int, QByteArray> TranscriptModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert({{MessageIdRole, "messageId"},
                  {MessageKindRole, "kind"},
                  {MessagePayloadRole, "payload"},
                  {MessageTurnRole, "turn"},
                  {MessageTurnIdRole, "turnId"},
                  {MessageCreatedAtRole, "createdAt"}});
    return names;
}

} // namespace kandesk
