// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptitemsmodel.h"

#include "models/sessions/sessionevent.h"

#include "transcriptitem.h"

namespace kandesk::ui {

using transcript::ItemKind;
using transcript::PermissionState;

namespace {

// What a screen reader says for a row (the view paints glyphs and colours).
QString accessibleText(const TranscriptItemsModel::Item &item)
{
    switch (item.kind) {
    case ItemKind::UserPrompt:
        return TranscriptItemsModel::tr("You: %1").arg(item.text);
    case ItemKind::AgentText:
        return TranscriptItemsModel::tr("Agent: %1").arg(item.text);
    case ItemKind::Reasoning:
        return TranscriptItemsModel::tr("Agent thinking: %1").arg(item.text);
    case ItemKind::ToolCall:
        return TranscriptItemsModel::tr("Tool call %1, %2").arg(item.info().toolTitle, item.info().toolStatus);
    case ItemKind::Permission:
        return item.info().permissionState == PermissionState::Pending
            ? TranscriptItemsModel::tr("Permission needed: %1").arg(item.text)
            : TranscriptItemsModel::tr("Permission %1: %2").arg(item.text, item.info().chosen);
    case ItemKind::Elicitation:
        return item.info().permissionState == PermissionState::Pending
            ? TranscriptItemsModel::tr("The agent asks for input: %1").arg(item.text)
            : TranscriptItemsModel::tr("Input %1: %2").arg(item.info().chosen, item.text);
    case ItemKind::TurnEnded:
        return TranscriptItemsModel::tr("Turn ended: %1").arg(item.info().stopReason);
    case ItemKind::Error:
        return TranscriptItemsModel::tr("Error: %1").arg(item.text);
    case ItemKind::Notice:
        return item.text;
    }
    return item.text;
}

} // namespace

TranscriptItemsModel::TranscriptItemsModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

TranscriptItemsModel::~TranscriptItemsModel() = default;

void TranscriptItemsModel::appendEvent(const SessionEvent &event)
{
    if (event.kind == SessionEvent::Kind::UserPrompt) {
        // The runner's word for a prompt the composer already showed; those shown before it that
        // it never confirmed (refused) go too.
        const qsizetype shown = m_unconfirmedPrompts.indexOf(event.text);
        if (shown >= 0) {
            m_unconfirmedPrompts.remove(0, shown + 1);
            return;
        }
    }
    Batch batch(m_items);
    apply(batch, event);
    commit(batch);
}

void TranscriptItemsModel::appendEvents(const QList<SessionEvent> &events)
{
    Batch batch(m_items);
    for (const SessionEvent &event : events)
        apply(batch, event);
    commit(batch);
}

void TranscriptItemsModel::prependEvents(const QList<SessionEvent> &events)
{
    // Earlier turns aggregate on their own: nothing in them extends a row of a later turn.
    TranscriptItemsModel older;
    older.appendEvents(events);
    const int added = int(older.m_items.size());
    if (added == 0)
        return;
    beginInsertRows({}, 0, added - 1);
    older.m_items.append(std::move(m_items));
    m_items = std::move(older.m_items);
    auto shift = [added](int &row) {
        if (row >= 0)
            row += added;
    };
    for (int &row : m_toolRows)
        shift(row);
    for (int &row : m_permissionRows)
        shift(row);
    for (int &row : m_turnToolRows)
        shift(row);
    shift(m_openTextRow);
    endInsertRows();
    const SessionControls before = m_controls;
    m_controls.underlay(older.m_controls);
    if (m_controls != before)
        Q_EMIT controlsChanged();
}

void TranscriptItemsModel::appendUserPrompt(const QString &text, const PromptAttachments &attachments)
{
    SessionEvent prompt = SessionEvent::make(SessionEvent::Kind::UserPrompt, text);
    prompt.contentBlocks = attachmentSummaries(attachments);
    Batch batch(m_items);
    apply(batch, prompt);
    commit(batch);
    m_unconfirmedPrompts.append(text);
}

void TranscriptItemsModel::markPermissionAnswered(const QString &pendingId, const QString &optionId)
{
    SessionEvent answered = SessionEvent::make(SessionEvent::Kind::PermissionAnswered);
    answered.permission().pendingId = pendingId;
    answered.permission().optionId = optionId;
    appendEvent(answered);
}

void TranscriptItemsModel::clear()
{
    beginResetModel();
    m_items.clear();
    m_toolRows.clear();
    m_permissionRows.clear();
    m_openTextRow = -1;
    m_turnToolRows.clear();
    m_unconfirmedPrompts.clear();
    endResetModel();
    setTurnActive(false);
    updatePermissionWait();
    if (std::exchange(m_controls, SessionControls()) != SessionControls())
        Q_EMIT controlsChanged();
}

void TranscriptItemsModel::commit(Batch &batch)
{
    if (std::exchange(m_controlsChanged, false))
        Q_EMIT controlsChanged();
    if (batch.m_firstChanged >= 0)
        Q_EMIT dataChanged(index(batch.m_firstChanged), index(batch.m_lastChanged));
    if (!batch.m_staged.isEmpty()) {
        beginInsertRows({}, batch.m_firstNewRow, batch.rowCount() - 1);
        m_items.append(std::move(batch.m_staged));
        batch.m_staged.clear();
        endInsertRows();
    }
    updatePermissionWait();
}

void TranscriptItemsModel::updatePermissionWait()
{
    bool awaiting = false;
    for (const int row : std::as_const(m_permissionRows)) {
        if (row >= 0 && row < m_items.size() && m_items.at(row).info().permissionState == PermissionState::Pending) {
            awaiting = true;
            break;
        }
    }
    if (std::exchange(m_awaitingPermission, awaiting) != awaiting)
        Q_EMIT awaitingPermissionChanged(awaiting);
}

void TranscriptItemsModel::setTurnActive(bool active)
{
    if (m_turnActive == active)
        return;
    m_turnActive = active;
    Q_EMIT turnActiveChanged(active);
}

int TranscriptItemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

Qt::ItemFlags TranscriptItemsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QVariant TranscriptItemsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Item &item = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (item.kind) {
        case ItemKind::ToolCall:
            return item.info().toolTitle.isEmpty() ? item.info().toolKind : item.info().toolTitle;
        case ItemKind::TurnEnded:
            return item.info().stopReason;
        default:
            return item.text;
        }
    case Qt::AccessibleTextRole:
        return accessibleText(item);
    case transcript::KindRole:
        return int(item.kind);
    case transcript::TextRole:
        return item.text;
    case transcript::RevisionRole:
        return item.revision;
    case transcript::ExpandedRole:
        return item.expanded;
    case transcript::TimestampRole:
        return item.timestamp;
    case transcript::ToolCallIdRole:
        return item.info().toolCallId;
    case transcript::ToolTitleRole:
        return item.info().toolTitle;
    case transcript::ToolKindRole:
        return item.info().toolKind;
    case transcript::ToolStatusRole:
        return item.info().toolStatus;
    case transcript::ToolInputRole:
        return QVariant::fromValue(item.info().toolInput);
    case transcript::ToolOutputRole:
        return QVariant::fromValue(item.info().toolOutput);
    case transcript::ToolContentsRole:
        return item.info().toolContents;
    case transcript::ToolLocationsRole:
        return item.info().toolLocations;
    case transcript::PendingIdRole:
        return item.info().pendingId;
    case transcript::PermissionTitleRole:
        return item.text;
    case transcript::PermissionOptionsRole:
        return item.info().options;
    case transcript::PermissionStateRole:
        return int(item.info().permissionState);
    case transcript::PermissionChosenRole:
        return item.info().chosen;
    case transcript::PermissionDetailsRole:
        return item.info().permissionDetails;
    case transcript::StopReasonRole:
        return item.info().stopReason;
    case transcript::FailureTitleRole:
        return item.info().title;
    case transcript::AdviceRole:
        return item.info().advice;
    case transcript::FailureActionsRole:
        return item.info().actions;
    case transcript::StderrRole:
        return item.info().stderrText;
    case transcript::ExitCodeRole:
        return item.info().exitCode;
    default:
        return {};
    }
}

bool TranscriptItemsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != transcript::ExpandedRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    Item &item = m_items[index.row()];
    if (item.expanded == value.toBool())
        return true;
    item.expanded = value.toBool();
    ++item.revision;
    Q_EMIT dataChanged(index, index, { transcript::ExpandedRole, transcript::RevisionRole });
    return true;
}

QHash<int, QByteArray> TranscriptItemsModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(transcript::KindRole, "kind");
    names.insert(transcript::TextRole, "text");
    names.insert(transcript::RevisionRole, "revision");
    names.insert(transcript::ExpandedRole, "expanded");
    names.insert(transcript::ToolStatusRole, "toolStatus");
    names.insert(transcript::ToolTitleRole, "toolTitle");
    names.insert(transcript::PendingIdRole, "pendingId");
    return names;
}

} // namespace kandesk::ui
