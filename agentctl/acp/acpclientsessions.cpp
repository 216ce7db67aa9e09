// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// AcpClient's sessions: new, load or resume, list, close, delete; and logout.
#include "acpclient.h"

#include "acpjson.h"
#include "jsonrpcconnection.h"

#include "agentctl/api/wire.h"

#include <QDir>
#include <QFileInfo>
#include <QTimer>

namespace kandesk::agentctl {

using namespace acpjson;

namespace {

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray()) {
        if (item.isString() && !item.toString().isEmpty())
            list.append(item.toString());
    }
    return list;
}

// The git checkouts right inside folder when it is not one itself: a multi-repository task's
// folder holds its worktrees so.
QStringList checkoutsInside(const QString &folder)
{
    if (folder.isEmpty() || QFileInfo::exists(QDir(folder).filePath(QStringLiteral(".git"))))
        return {};
    QStringList checkouts;
    const QFileInfoList entries = QDir(folder).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &entry : entries) {
        if (QFileInfo::exists(QDir(entry.filePath()).filePath(QStringLiteral(".git"))))
            checkouts.append(entry.absoluteFilePath());
    }
    return checkouts;
}

} // namespace

bool AcpClient::offersSession(const char *capability) const
{
    return m_agentCapabilities.value(key("sessionCapabilities")).toObject().value(key(capability)).isObject();
}

QJsonObject AcpClient::sessionParams(const QJsonObject &payload, const QString &sessionId) const
{
    QJsonObject params { { key("cwd"), payload.value(key("cwd")).toString(m_workspace) },
        { key("mcpServers"),
            payload.value(key("mcp_servers")).isArray() ? payload.value(key("mcp_servers")).toArray() : m_mcpServers } };
    if (!sessionId.isEmpty())
        params.insert(key("sessionId"), sessionId);
    if (!offersSession("additionalDirectories"))
        return params;
    const QStringList directories = payload.contains(key("additional_directories"))
        ? stringList(payload.value(key("additional_directories")))
        : checkoutsInside(params.value(key("cwd")).toString());
    if (!directories.isEmpty())
        params.insert(key("additionalDirectories"), QJsonArray::fromStringList(directories));
    return params;
}

void AcpClient::newSession(const QJsonObject &payload, Reply reply)
{
    const QJsonObject params = sessionParams(payload, {});
    m_rpc->request(QStringLiteral("session/new"), params, [this, reply, params](const QJsonValue &result, const QJsonObject &error) {
        if (!error.isEmpty()) {
            reply(false, requestFailure(QStringLiteral("session/new"), error));
            return;
        }
        const QJsonObject answer = result.toObject();
        m_sessionId = answer.value(key("sessionId")).toString();
        emitEvent(QJsonObject {
            { key("type"), wire::event::kSessionStatus }, { key("session_status"), QStringLiteral("new") } });
        QJsonObject out { { key("session_id"), m_sessionId },
            { key("additional_directories"), params.value(key("additionalDirectories")).toArray() } };
        m_settings.clear();
        for (const QJsonObject &event : m_settings.absorbSessionAnswer(answer))
            emitEvent(event);
        copyIfPresent(answer, "modes", out, "modes");
        copyIfPresent(answer, "models", out, "models");
        copyIfPresent(answer, "configOptions", out, "config_options");
        reply(true, out);
    });
}

void AcpClient::loadSession(const QJsonObject &payload, Reply reply)
{
    const QString sessionId = payload.value(key("session_id")).toString();
    if (sessionId.isEmpty()) {
        reply(false, errorPayload(QStringLiteral("agent.session.load needs a session_id")));
        return;
    }
    // Resumed, the agent replays nothing: Kandesk keeps the transcript itself. A session brought in
    // from elsewhere asks for its history (with_history) and is loaded where the agent can.
    const bool canResume = offersSession("resume");
    const bool canLoad = m_agentCapabilities.value(key("loadSession")).toBool();
    const bool resumes = canResume && !(payload.value(key("with_history")).toBool() && canLoad);
    if (!canResume && !canLoad) {
        reply(false,
            errorPayload(QStringLiteral("the agent can neither resume nor load sessions (it advertises neither "
                                        "sessionCapabilities.resume nor loadSession); start a new session")));
        return;
    }
    m_sessionId = sessionId; // a loaded session's history arrives before the answer
    const QString method = resumes ? QStringLiteral("session/resume") : QStringLiteral("session/load");
    m_rpc->request(method, sessionParams(payload, sessionId),
        [this, reply, sessionId, method, resumes](const QJsonValue &result, const QJsonObject &error) {
            if (!error.isEmpty()) {
                reply(false, requestFailure(method, error));
                return;
            }
            emitEvent(QJsonObject { { key("type"), wire::event::kSessionStatus },
                          { key("session_status"), QStringLiteral("resumed") } },
                sessionId);
            m_settings.clear();
            for (const QJsonObject &event : m_settings.absorbSessionAnswer(result.toObject()))
                emitEvent(event, sessionId);
            reply(true, QJsonObject { { key("session_id"), sessionId }, { key("replayed"), !resumes } });
        });
}

void AcpClient::listSessions(const QJsonObject &payload, Reply reply)
{
    if (!offersSession("list")) {
        reply(false, errorPayload(QStringLiteral("the agent cannot list its sessions (no sessionCapabilities.list)")));
        return;
    }
    QJsonObject params;
    if (payload.value(key("cwd")).isString())
        params.insert(key("cwd"), payload.value(key("cwd")));
    if (payload.value(key("cursor")).isString())
        params.insert(key("cursor"), payload.value(key("cursor")));
    m_rpc->request(QStringLiteral("session/list"), params, [reply, this](const QJsonValue &result, const QJsonObject &error) {
        if (!error.isEmpty()) {
            reply(false, requestFailure(QStringLiteral("session/list"), error));
            return;
        }
        QJsonArray sessions;
        for (const QJsonValue &value : result.toObject().value(key("sessions")).toArray()) {
            const QJsonObject info = value.toObject();
            if (!info.value(key("sessionId")).isString())
                continue;
            QJsonObject session { { key("session_id"), info.value(key("sessionId")) }, { key("cwd"), info.value(key("cwd")) } };
            copyIfPresent(info, "title", session, "title");
            copyIfPresent(info, "updatedAt", session, "updated_at");
            copyIfPresent(info, "additionalDirectories", session, "additional_directories");
            sessions.append(session);
        }
        QJsonObject out { { key("sessions"), sessions } };
        copyIfPresent(result.toObject(), "nextCursor", out, "next_cursor");
        reply(true, out);
    });
}

void AcpClient::closeSession(const QJsonObject &payload, Reply reply)
{
    const QString sessionId = payload.value(key("session_id")).toString(m_sessionId);
    if (sessionId.isEmpty() || !offersSession("close")) {
        reply(true, QJsonObject { { key("closed"), false } });
        return;
    }
    requestThenAnswer(QStringLiteral("session/close"), QJsonObject { { key("sessionId"), sessionId } }, reply,
        QJsonObject { { key("closed"), true } });
}

void AcpClient::requestThenAnswer(const QString &method, const QJsonObject &params, Reply reply, const QJsonObject &answer)
{
    m_rpc->request(method, params, [this, method, reply, answer](const QJsonValue &, const QJsonObject &error) {
        if (!error.isEmpty())
            reply(false, requestFailure(method, error));
        else
            reply(true, answer);
    });
}

void AcpClient::withdrawRequests(const QString &reason)
{
    m_rpc->withdrawPending(reason, { QStringLiteral("session/prompt") });
}

void AcpClient::closeSessionThen(int waitMs, std::function<void()> then)
{
    if (m_sessionId.isEmpty() || !offersSession("close")) {
        then();
        return;
    }
    // Whichever comes first: the answer, or the wait's end (an agent that does not answer is
    // stopped all the same).
    auto done = std::make_shared<std::function<void()>>(std::move(then));
    auto once = [done] {
        if (*done)
            std::exchange(*done, nullptr)();
    };
    QTimer::singleShot(waitMs, this, once);
    closeSession({}, [once](bool, const QJsonObject &) { once(); });
}

void AcpClient::deleteSession(const QJsonObject &payload, Reply reply)
{
    const QString sessionId = payload.value(key("session_id")).toString();
    if (sessionId.isEmpty()) {
        reply(false, errorPayload(QStringLiteral("agent.session.delete needs a session_id")));
        return;
    }
    if (!offersSession("delete")) {
        reply(false, errorPayload(QStringLiteral("the agent cannot delete sessions (no sessionCapabilities.delete)")));
        return;
    }
    requestThenAnswer(QStringLiteral("session/delete"), QJsonObject { { key("sessionId"), sessionId } }, reply,
        QJsonObject { { key("success"), true } });
}

void AcpClient::logout(const QJsonObject &, Reply reply)
{
    if (!m_agentCapabilities.value(key("auth")).toObject().value(key("logout")).isObject()) {
        reply(false, errorPayload(QStringLiteral("the agent offers no logout (no agentCapabilities.auth.logout)")));
        return;
    }
    requestThenAnswer(QStringLiteral("logout"), QJsonObject {}, reply, QJsonObject { { key("success"), true } });
}

} // namespace kandesk::agentctl
