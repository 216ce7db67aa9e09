// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once
// The rows TranscriptItemsModel keeps (transcriptitemsmodel.cpp) and fills from session events
// (transcriptevents.cpp).

#include "transcriptitemsmodel.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSharedData>
#include <QVariant>

namespace kandesk::ui {

// What only tool call, permission, turn end and error rows hold: kept apart so that the many text
// rows of a long transcript stay small.
struct ItemDetails : QSharedData {
    // tool call
    QString toolCallId;
    QString toolTitle;
    QString toolKind;
    QString toolStatus;
    QJsonValue toolInput;
    QJsonValue toolOutput;
    QJsonArray toolContents;
    QStringList toolLocations;
    // permission
    QString pendingId;
    QJsonArray options;
    transcript::PermissionState permissionState = transcript::PermissionState::Pending;
    QString chosen;
    QJsonObject permissionDetails;
    // turn end, error
    QString stopReason;
    QString stderrText;
    QVariant exitCode;
    QString title; // the error card's heading
    QStringList advice; // what to do about an error
    QJsonArray actions; // an error card's buttons
};

struct TranscriptItemsModel::Item {
    transcript::ItemKind kind = transcript::ItemKind::Notice;
    bool expanded = false;
    quint64 revision = 0;
    QString text;
    QString timestamp;
    QSharedDataPointer<ItemDetails> details; // null for text rows

    const ItemDetails &info() const
    {
        static const ItemDetails none;
        return details ? *details.constData() : none;
    }
    ItemDetails &more()
    {
        if (!details)
            details = new ItemDetails;
        return *details.data();
    }
};

// The changes of one appendEvents call: rows that already existed and changed, and new rows that
// are inserted together at the end.
class TranscriptItemsModel::Batch
{
public:
    explicit Batch(QList<Item> &items)
        : m_items(items)
        , m_firstNewRow(int(items.size()))
    { }

    int rowCount() const { return m_firstNewRow + int(m_staged.size()); }
    Item &at(int row) { return row < m_firstNewRow ? m_items[row] : m_staged[row - m_firstNewRow]; }

    Item &touch(int row)
    {
        Item &item = at(row);
        ++item.revision;
        if (row < m_firstNewRow) {
            m_firstChanged = m_firstChanged < 0 ? row : qMin(m_firstChanged, row);
            m_lastChanged = qMax(m_lastChanged, row);
        }
        return item;
    }

    int add(Item item)
    {
        m_staged.append(std::move(item));
        return rowCount() - 1;
    }

    QList<Item> m_staged;
    QList<Item> &m_items;
    int m_firstNewRow = 0;
    int m_firstChanged = -1;
    int m_lastChanged = -1;
};

} // namespace kandesk::ui
