// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// TranscriptItemsModel::apply: how each session event makes or changes the transcript's rows.
#include "models/agents/agentfailure.h"
#include "models/sessions/sessionevent.h"
#include "transcriptitem.h"
#include "transcriptitemsmodel.h"

#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace kandesk::ui {

using transcript::ItemKind;
using transcript::PermissionState;

namespace {

constexpr int kStderrTailLines = 20;

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
            if (method.loginArgv.isEmpty())
                continue;
            // The method's variables go in front through env(1): what runs is what the tooltip says.
            const QStringList argv = method.loginEnv.isEmpty()
                ? method.loginArgv
                : QStringList { QStringLiteral("env") } + method.loginEnv + method.loginArgv;
            actions.append(QJsonObject { { "label"_L1, TranscriptItemsModel::tr("Sign In: %1…").arg(method.name) },
                { "action"_L1, method.terminalSignIn ? QStringLiteral("sign_in") : QStringLiteral("login") },
                { "argv"_L1, QJsonArray::fromStringList(argv) } });
        }
    }
    if (failure.isAuthentication() || failure.kind == AgentFailure::Kind::TimedOut || !failure.keyVariables.isEmpty())
        actions.append(QJsonObject { { "label"_L1, TranscriptItemsModel::tr("Open Agent Profiles…") },
            { "action"_L1, QStringLiteral("settings") } });
    return actions;
}

QStringList locationsOf(const QJsonArray &locations)
{
    QStringList out;
    for (const QJsonValue &value : locations) {
        const QJsonObject location = value.toObject();
        QString text = location.value("path"_L1).toString();
        if (location.contains("line"_L1))
            text += QLatin1Char(':') + QString::number(location.value("line"_L1).toInt());
        if (!text.isEmpty())
            out.append(text);
    }
    return out;
}

} // namespace

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
        const bool fromEarlierTurn
            = found != m_toolRows.cend() && type == Kind::ToolCall && !m_turnToolRows.contains(found.value());
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
        if (found == m_permissionRows.cend()
            || batch.at(found.value()).info().permissionState != PermissionState::Pending)
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
                if (value.toObject().value("option_id"_L1).toString() == optionId)
                    request.chosen = value.toObject().value("name"_L1).toString();
            }
        }
    } else if (type == Kind::ElicitationRequest) {
        Item item = newItem(ItemKind::Elicitation);
        item.text = ownCopy(event.text);
        ItemDetails &request = item.more();
        const SessionEvent::Elicitation &asked = event.elicitation();
        request.pendingId = ownCopy(asked.pendingId);
        request.toolCallId = ownCopy(asked.toolCallId);
        request.permissionDetails = QJsonObject { { "mode"_L1, asked.mode }, { "requested_schema"_L1, asked.schema },
            { "url"_L1, asked.url } };
        const QString pendingId = request.pendingId;
        m_permissionRows.insert(pendingId, batch.add(std::move(item)));
    } else if (type == Kind::ElicitationClosed) {
        const auto found = m_permissionRows.constFind(event.elicitation().pendingId);
        if (found == m_permissionRows.cend()
            || batch.at(found.value()).info().permissionState != PermissionState::Pending)
            return;
        ItemDetails &request = batch.touch(found.value()).more();
        const QString &action = event.elicitation().action;
        request.permissionState = action == QLatin1String("cancel") ? PermissionState::Cancelled : PermissionState::Answered;
        if (action == QLatin1String("accept"))
            request.chosen = tr("sent");
        else if (action == QLatin1String("decline"))
            request.chosen = tr("declined");
        else if (action == QLatin1String("complete"))
            request.chosen = tr("done");
        else
            request.chosen = event.elicitation().reason.isEmpty() ? tr("cancelled") : event.elicitation().reason;
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
    } else if (type == Kind::WorkflowStep) {
        Item item = newItem(ItemKind::Notice);
        item.text = QStringLiteral("⇢ ") + event.text;
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

} // namespace kandesk::ui
