// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptitemsmodel.h"

#include "models/agents/agentfailure.h"
#include "models/sessions/sessionevent.h"

#include <QJsonValue>

namespace kandesk::ui {

using transcript::ItemKind;
using transcript::PermissionState;

namespace {

constexpr int kStderrTailLines = 20;

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// A row's own copy of an event's text, made on the GUI thread. Stored pages are read and made into
// events on a pool thread: rows that shared those strings would pin that thread's heap, fragmented
// by the page's transient events, for as long as the transcript stays open.
QString ownCopy(const QString &text)
{
    return text.isEmpty() ? QString() : QString(text.constData(), text.size());
}

QString stderrTail(const QString &text)
{
    const QStringList lines = text.trimmed().split(QLatin1Char('\n'));
    if (lines.size() <= kStderrTailLines)
        return lines.join(QLatin1Char('\n'));
    return lines.mid(lines.size() - kStderrTailLines).join(QLatin1Char('\n'));
}

// The heading of an error card.
QString failureTitle(AgentFailure::Kind kind)
{
    switch (kind) {
    case AgentFailure::Kind::Exited:
        return TranscriptItemsModel::tr("The agent stopped");
    case AgentFailure::Kind::AuthenticationRequired:
        return TranscriptItemsModel::tr("Sign-in needed");
    case AgentFailure::Kind::TimedOut:
        return TranscriptItemsModel::tr("The agent did not answer");
    case AgentFailure::Kind::Stopped:
        return TranscriptItemsModel::tr("Start stopped");
    case AgentFailure::Kind::Error:
        break;
    }
    return {};
}

// A sign-in card offers the agent's own sign-in commands and the way to its API key setting; a
// timeout card the way to the start timeout.
QJsonArray failureActions(const AgentFailure &failure)
{
    QJsonArray actions;
    if (failure.isAuthentication()) {
        for (const AgentFailure::AuthMethod &method : failure.authMethods) {
            if (!method.loginArgv.isEmpty())
                actions.append(QJsonObject{{key("label"), TranscriptItemsModel::tr("Sign In: %1…").arg(method.name)},
                                           {key("action"), QStringLiteral("login")},
                                           {key("argv"), QJsonArray::fromStringList(method.loginArgv)}});
        }
    }
    if (failure.isAuthentication() || failure.kind == AgentFailure::Kind::TimedOut || !failure.keyVariables.isEmpty())
        actions.append(QJsonObject{{key("label"), TranscriptItemsModel::tr("Open Agent Profiles…")}, {key("action"), QStringLiteral("settings")}});
    return actions;
}

QStringList locationsOf(const QJsonArray &locations)
{
    QStringList out;
    for (const QJsonValue &value : locations) {
        const QJsonObject location = value.toObject();
        QString text = location.value(key("path")).toString();
        if (location.contains(key("line")))
            text += QLatin1Char(':') + QString::number(location.value(key("line")).toInt());
        if (!text.isEmpty())
            out.append(text);
    }
    return out;
}

} // namespace

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
    PermissionState permissionState = PermissionState::Pending;
    QString chosen;
    QJsonObject permissionDetails;
    // turn end, error
    QString stopReason;
    QString stderrText;
    QVariant exitCode;
    QString title;       // the error card's heading
    QStringList advice;  // what to do about an error
    QJsonArray actions;  // an error card's buttons
};

struct TranscriptItemsModel::Item {
    ItemKind kind = ItemKind::Notice;
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

void TranscriptItemsModel::apply(Batch &batch, const SessionEvent &event)
{
    using Kind = SessionEvent::Kind;
    const Kind type = event.kind;
    const QString &timestamp = event.timestamp;

    auto newItem = [&timestamp](ItemKind kind) {
        Item item;
        item.kind = kind;
        item.timestamp = ownCopy(timestamp);
        return item;
    };
    // Consecutive chunks of one kind grow one row; anything else in between starts a new one.
    auto appendChunk = [&](ItemKind kind, const QString &text) {
        if (m_openTextRow >= 0 && batch.at(m_openTextRow).kind == kind) {
            batch.touch(m_openTextRow).text += text;
            return;
        }
        Item item = newItem(kind);
        item.text = ownCopy(text);
        m_openTextRow = batch.add(std::move(item));
    };
    // Open permission requests of a turn that ended can no longer be answered.
    auto endTurn = [&] {
        for (auto it = m_permissionRows.cbegin(); it != m_permissionRows.cend(); ++it) {
            if (batch.at(it.value()).info().permissionState != PermissionState::Pending)
                continue;
            ItemDetails &request = batch.touch(it.value()).more();
            request.permissionState = PermissionState::Cancelled;
            request.chosen = tr("turn ended");
        }
        // Tool calls the agent never finished did not finish: say so rather than spin forever.
        for (const int row : std::as_const(m_turnToolRows)) {
            const QString status = batch.at(row).info().toolStatus;
            if (status == QLatin1String("pending") || status == QLatin1String("in_progress"))
                batch.touch(row).more().toolStatus = transcript::kToolStatusStopped;
        }
        m_turnToolRows.clear();
        m_openTextRow = -1;
    };

    if (type == Kind::MessageChunk) {
        const bool user = event.fromUser;
        appendChunk(user ? ItemKind::UserPrompt : ItemKind::AgentText, event.text);
        if (!user)
            setTurnActive(true);
        return;
    }
    if (type == Kind::Reasoning) {
        appendChunk(ItemKind::Reasoning, event.text);
        setTurnActive(true);
        return;
    }
    // The session's controls (modes, models, commands, plan, usage) are shown beside the
    // transcript, not in it: they neither make rows nor end the text being streamed.
    if (m_controls.apply(event))
        m_controlsChanged = true;
    switch (type) {
    case Kind::Plan:
        setTurnActive(true);
        return;
    case Kind::SessionMode:
    case Kind::SessionModel:
    case Kind::ConfigOptions:
    case Kind::AvailableCommands:
    case Kind::Usage:
        return;
    default:
        break;
    }
    m_openTextRow = -1;

    if (type == Kind::UserPrompt) {
        m_toolRows.clear(); // a new turn: its tool call ids are its own
        Item item = newItem(ItemKind::UserPrompt);
        // What the prompt carried besides its words, one "[image: shot.png, 120 KiB]" line each.
        QStringList lines = attachmentSummaryLines(event.contentBlocks);
        if (lines.isEmpty()) {
            item.text = ownCopy(event.text);
        } else {
            if (!event.text.isEmpty())
                lines.prepend(event.text);
            item.text = lines.join(QLatin1Char('\n'));
        }
        batch.add(std::move(item));
        setTurnActive(true);
    } else if (type == Kind::ToolCall || type == Kind::ToolUpdate) {
        const QString &id = event.tool().callId;
        const auto found = m_toolRows.constFind(id);
        // Ids are scoped to their turn: an agent may announce "call_1" again in a later turn (the
        // ACP SDK's example agent does), and that is a new call, not the old one going back to pending.
        const bool fromEarlierTurn = found != m_toolRows.cend() && type == Kind::ToolCall && !m_turnToolRows.contains(found.value());
        int row = 0;
        if (found == m_toolRows.cend() || fromEarlierTurn) {
            Item item = newItem(ItemKind::ToolCall);
            ItemDetails &call = item.more();
            call.toolCallId = ownCopy(id);
            call.toolStatus = QStringLiteral("pending");
            const QString ownId = call.toolCallId;
            row = batch.add(std::move(item));
            if (!ownId.isEmpty())
                m_toolRows.insert(ownId, row);
            m_turnToolRows.append(row);
        } else {
            row = found.value();
        }
        ItemDetails &call = batch.touch(row).more();
        // An update carries only what changed.
        const SessionEvent::Tool &tool = event.tool();
        if (tool.title)
            call.toolTitle = ownCopy(*tool.title);
        if (tool.kind)
            call.toolKind = ownCopy(*tool.kind);
        if (tool.status)
            call.toolStatus = ownCopy(*tool.status);
        if (tool.args)
            call.toolInput = *tool.args;
        if (tool.result)
            call.toolOutput = *tool.result;
        if (tool.contents)
            call.toolContents = *tool.contents;
        if (tool.locations)
            call.toolLocations = locationsOf(*tool.locations);
        setTurnActive(true);
    } else if (type == Kind::PermissionRequest) {
        Item item = newItem(ItemKind::Permission);
        item.text = ownCopy(event.text);
        ItemDetails &request = item.more();
        request.pendingId = ownCopy(event.permission().pendingId);
        request.toolCallId = ownCopy(event.tool().callId);
        request.options = event.permission().options;
        request.permissionDetails = event.permission().actionDetails;
        request.toolKind = event.permission().actionType;
        const QString pendingId = request.pendingId;
        m_permissionRows.insert(pendingId, batch.add(std::move(item)));
    } else if (type == Kind::PermissionCancelled || type == Kind::PermissionAnswered) {
        const auto found = m_permissionRows.constFind(event.permission().pendingId);
        if (found == m_permissionRows.cend() || batch.at(found.value()).info().permissionState != PermissionState::Pending)
            return;
        ItemDetails &request = batch.touch(found.value()).more();
        if (type == Kind::PermissionCancelled) {
            request.permissionState = PermissionState::Cancelled;
            request.chosen = event.permission().reason;
        } else {
            request.permissionState = PermissionState::Answered;
            const QString &optionId = event.permission().optionId;
            request.chosen = optionId;
            for (const QJsonValue &value : std::as_const(request.options)) {
                if (value.toObject().value(key("option_id")).toString() == optionId)
                    request.chosen = value.toObject().value(key("name")).toString();
            }
        }
    } else if (type == Kind::Complete) {
        endTurn();
        Item item = newItem(ItemKind::TurnEnded);
        item.more().stopReason = event.stopReason.isEmpty() ? QStringLiteral("end_turn") : ownCopy(event.stopReason);
        batch.add(std::move(item));
        setTurnActive(false);
    } else if (type == Kind::Error) {
        endTurn();
        Item item = newItem(ItemKind::Error);
        item.text = event.text;
        if (item.text.isEmpty())
            item.text = tr("The agent reported an error.");
        if (!event.failure.isEmpty()) {
            const AgentFailure failure = AgentFailure::fromJson(event.failure);
            if (!failure.message.isEmpty())
                item.text = failure.message;
            ItemDetails &card = item.more();
            card.stderrText = failure.stderrTail.join(QLatin1Char('\n'));
            card.advice = failure.advice;
            card.title = failureTitle(failure.kind);
            card.actions = failureActions(failure);
        } else {
            ItemDetails &card = item.more();
            card.stderrText = stderrTail(event.stderrText);
            if (event.exitCode)
                card.exitCode = *event.exitCode;
        }
        batch.add(std::move(item));
        setTurnActive(false);
    } else if (type == Kind::Warning) {
        Item item = newItem(ItemKind::Notice);
        item.text = tr("⚠ %1").arg(event.text);
        batch.add(std::move(item));
    } else if (type == Kind::LaunchNotice) {
        Item item = newItem(ItemKind::Notice);
        item.text = event.text;
        batch.add(std::move(item));
    } else if (type == Kind::SessionInterrupted) {
        endTurn();
        Item item = newItem(ItemKind::Notice);
        item.text = tr("Interrupted: the agent was no longer running when Kandesk looked. Send a prompt to resume.");
        batch.add(std::move(item));
        setTurnActive(false);
    } else if (type == Kind::SessionStopped) {
        endTurn();
        Item item = newItem(ItemKind::Notice);
        item.text = event.text.isEmpty() ? tr("Stopped. Send a prompt to resume.") : event.text;
        batch.add(std::move(item));
        setTurnActive(false);
    } else if (type == Kind::SessionStatus) {
        if (event.resumed) {
            Item item = newItem(ItemKind::Notice);
            item.text = tr("Session resumed");
            batch.add(std::move(item));
        }
    }
    // available_commands, session_mode and agent_capabilities describe the session, not the talk.
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
