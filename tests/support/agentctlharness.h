// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once
// Shared by the agentctl integration tests: starts the real agentctl binary and talks to it over
// loopback HTTP and WebSocket. Waits are event-driven (QTest::qWaitFor), never fixed sleeps.

#include "agentctl/api/wire.h"
#include "support/processprobe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <QWebSocket>

#include <csignal>
#include <functional>
#include <memory>
#include <sys/types.h>

namespace kandesk::test {

inline QString str(const char *s)
{
    return QString::fromLatin1(s);
}

// True while any live process belongs to process group pgid.
inline bool groupAlive(qint64 pgid)
{
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool isPid = false;
        const qint64 pid = entry.toLongLong(&isPid);
        if (!isPid)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')');
        const QList<QByteArray> fields = text.mid(close + 2).split(' ');
        // fields: state, ppid, pgrp, ...
        if (fields.size() > 2 && fields.at(0) != "Z" && fields.at(0) != "X" && fields.at(2).toLongLong() == pgid)
            return true;
    }
    return false;
}

// git run in dir for a workspace test's repository; a failure fails the test.
inline void runGit(const QString &dir, const QStringList &args)
{
    QProcess process;
    process.setWorkingDirectory(dir);
    process.start(str("git"), args);
    QVERIFY(process.waitForFinished(30'000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
}

// A file written (folders made) at relative inside repo.
inline void writeRepoFile(const QString &repo, const QString &relative, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(repo + QLatin1Char('/') + relative).path());
    QFile file(repo + QLatin1Char('/') + relative);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
}

// An empty repository at dir on branch main with a test identity.
inline void initRepo(const QString &dir)
{
    QVERIFY(QDir().mkpath(dir));
    runGit(dir, { str("init"), str("-q"), str("-b"), str("main") });
    runGit(dir, { str("config"), str("user.email"), str("test@kandesk.invalid") });
    runGit(dir, { str("config"), str("user.name"), str("Test") });
}

struct HttpReply {
    int status = 0;
    QJsonObject body;
};

class Agentctl
{
public:
    static constexpr const char *kNonce = "test-nonce-0123456789";

    ~Agentctl()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.terminate();
            if (!m_process.waitForFinished(5000))
                m_process.kill();
            m_process.waitForFinished(2000);
        }
    }

    // Starts agentctl with a bootstrap nonce and waits for its port.
    bool start(const QStringList &extraEnvironment = {}, const QStringList &extraArguments = {})
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(str("AGENTCTL_BOOTSTRAP_NONCE"), str(kNonce));
        environment.insert(str("AGENTCTL_STOP_GRACE_MS"), str("500"));
        for (const QString &assignment : extraEnvironment)
            environment.insert(assignment.section(QLatin1Char('='), 0, 0), assignment.section(QLatin1Char('='), 1));
        m_process.setProcessEnvironment(environment);
        m_process.setProcessChannelMode(keepStandardError ? QProcess::SeparateChannels : QProcess::ForwardedErrorChannel);
        m_process.start(
            QStringLiteral(KANDESK_AGENTCTL_PATH), QStringList { str("--port"), str("0") } + extraArguments);
        if (!m_process.waitForStarted(10'000))
            return false;
        QByteArray output;
        (void)QTest::qWaitFor([&] { return (output += m_process.readAllStandardOutput()).contains('\n'); }, 10'000);
        const auto match = QRegularExpression(str(R"(listening on ([0-9.]+):(\d+))")).match(QString::fromUtf8(output));
        port = match.hasMatch() ? static_cast<quint16>(match.captured(2).toUInt()) : 0;
        address = match.captured(1);
        m_network.setProxy(QNetworkProxy::NoProxy);
        return port != 0;
    }

    // Talks to an agentctl started elsewhere.
    void attach(quint16 toPort)
    {
        port = toPort;
        m_network.setProxy(QNetworkProxy::NoProxy);
    }

    bool handshake()
    {
        const HttpReply reply = send(
            "POST", port, QString(wire::route::kHandshake), QJsonObject { { str("nonce"), str(kNonce) } }, false);
        token = reply.body.value(str("token")).toString().toUtf8();
        return reply.status == 200 && !token.isEmpty();
    }

    HttpReply send(const QByteArray &verb, quint16 toPort, const QString &path, const QJsonObject &body = {},
        bool withToken = true, const QString &instanceId = {})
    {
        QNetworkRequest request(QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(toPort).arg(path)));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        if (withToken)
            request.setRawHeader("Authorization", "Bearer " + token);
        if (!instanceId.isEmpty())
            request.setRawHeader("X-Instance-ID", instanceId.toUtf8());
        const QByteArray data = body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson(QJsonDocument::Compact);
        std::unique_ptr<QNetworkReply> reply(m_network.sendCustomRequest(request, verb, data));
        (void)QTest::qWaitFor([&] { return reply->isFinished(); }, 15'000);
        HttpReply out;
        out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        out.body = QJsonDocument::fromJson(reply->readAll()).object();
        return out;
    }

    // Creates an instance for workspace; returns its id and sets *instancePort.
    QString createInstance(const QString &workspace, quint16 *instancePort, QJsonObject extra = {})
    {
        extra.insert(str("workspace_path"), workspace);
        const HttpReply reply = send("POST", port, QString(wire::route::kInstances), extra);
        *instancePort = static_cast<quint16>(reply.body.value(str("port")).toInt());
        return reply.status == 201 ? reply.body.value(str("id")).toString() : QString();
    }

    QProcess &process() { return m_process; }

    bool keepStandardError = false; // before start(): its log kept for process().readAllStandardError()
    quint16 port = 0;
    QString address; // where its listening line says it listens
    QByteArray token;

private:
    QProcess m_process;
    QNetworkAccessManager m_network;
};

// One WebSocket client of an agentctl stream, recording everything it receives.
class StreamClient
{
public:
    StreamClient()
    {
        m_socket.setProxy(QNetworkProxy::NoProxy);
        QObject::connect(&m_socket, &QWebSocket::textMessageReceived, &m_socket,
            [this](const QString &text) { messages.append(QJsonDocument::fromJson(text.toUtf8()).object()); });
        QObject::connect(&m_socket, &QWebSocket::disconnected, &m_socket, [this] { disconnected = true; });
    }

    bool open(quint16 port, const QString &path, const QByteArray &token, const QString &instanceId = {})
    {
        QNetworkRequest request(QUrl(QStringLiteral("ws://127.0.0.1:%1%2").arg(port).arg(path)));
        if (!token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + token);
        if (!instanceId.isEmpty())
            request.setRawHeader("X-Instance-ID", instanceId.toUtf8());
        m_socket.open(request);
        (void)QTest::qWaitFor(
            [this] { return disconnected || m_socket.state() == QAbstractSocket::ConnectedState; }, 10'000);
        return !disconnected && m_socket.state() == QAbstractSocket::ConnectedState;
    }

    // Sends a request envelope; yields its id (answerTo() waits for the answer).
    QString send(QLatin1StringView action, const QJsonObject &payload = {})
    {
        const QString id = QStringLiteral("req-%1").arg(++m_nextId);
        m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(
            QJsonObject { { str("id"), id }, { str("type"), wire::envelope::kRequest }, { str("action"), action },
                { str("payload"), payload } }).toJson(QJsonDocument::Compact)));
        return id;
    }

    QJsonObject answerTo(const QString &id, int timeoutMs = 15'000)
    {
        return waitFor([&id](const QJsonObject &m) { return m.value(str("id")).toString() == id; }, timeoutMs);
    }

    // Sends a request envelope and waits for the message answering it.
    QJsonObject call(QLatin1StringView action, const QJsonObject &payload = {}, int timeoutMs = 15'000)
    {
        return answerTo(send(action, payload), timeoutMs);
    }

    // The first message (from index from on) that matches, waiting for it if needed.
    QJsonObject waitFor(
        const std::function<bool(const QJsonObject &)> &match, int timeoutMs = 15'000, qsizetype from = 0)
    {
        QJsonObject found;
        (void)QTest::qWaitFor(
            [&] {
                for (qsizetype i = from; i < messages.size(); ++i) {
                    if (match(messages.at(i))) {
                        found = messages.at(i);
                        return true;
                    }
                }
                return false;
            },
            timeoutMs);
        return found;
    }

    // Sends a prompt and returns the index of the first message after its acceptance.
    qsizetype prompt(const QString &text)
    {
        const qsizetype from = messages.size();
        const QJsonObject accepted = call(wire::action::kPrompt, QJsonObject { { str("text"), text } });
        if (accepted.value(str("type")).toString() != QLatin1String(wire::envelope::kResponse))
            qWarning() << "prompt not accepted" << accepted;
        return from;
    }

    // The turn's complete or error event, from index from on.
    QJsonObject waitForTurnEnd(qsizetype from, int timeoutMs = 15'000)
    {
        return waitFor(
            [](const QJsonObject &m) {
                const QString type = m.value(str("type")).toString();
                return !m.contains(str("id")) && (type == wire::event::kComplete || type == wire::event::kError);
            },
            timeoutMs, from);
    }

    QJsonObject waitForEvent(QLatin1StringView type, int timeoutMs = 15'000, qsizetype from = 0)
    {
        return waitFor(
            [type](const QJsonObject &m) { return !m.contains(str("id")) && m.value(str("type")).toString() == type; },
            timeoutMs, from);
    }

    QList<QJsonObject> events(QLatin1StringView type, qsizetype from = 0) const
    {
        QList<QJsonObject> out;
        for (qsizetype i = from; i < messages.size(); ++i) {
            if (!messages.at(i).contains(str("id")) && messages.at(i).value(str("type")).toString() == type)
                out.append(messages.at(i));
        }
        return out;
    }

    // All message_chunk text from index from on, concatenated.
    QString text(qsizetype from = 0) const
    {
        QString all;
        for (const QJsonObject &event : events(wire::event::kMessageChunk, from))
            all += event.value(str("text")).toString();
        return all;
    }

    QWebSocket &socket() { return m_socket; }

    QList<QJsonObject> messages;
    bool disconnected = false;

private:
    QWebSocket m_socket;
    int m_nextId = 0;
};

// Configures the instance on port to run argv (its executable first) with env, starts it, opens
// its agent stream and sends initialize: the stream and initialize's answer, or null and why.
inline std::unique_ptr<StreamClient> startAgentStream(
    Agentctl &agentctl, quint16 port, const QStringList &argv, const QJsonObject &env, QJsonObject *initialized, QString *why)
{
    const HttpReply configured = agentctl.send("POST", port, QString(wire::route::kAgentConfigure),
        QJsonObject { { str("command"), argv.value(0) }, { str("agent_args"), QJsonArray::fromStringList(argv) },
            { str("env"), env } });
    const HttpReply started = configured.body.value(str("success")).toBool()
        ? agentctl.send("POST", port, QString(wire::route::kStart))
        : configured;
    if (!started.body.value(str("success")).toBool()) {
        *why = QStringLiteral("the agent did not start: ") + started.body.value(str("error")).toString();
        return nullptr;
    }
    auto stream = std::make_unique<StreamClient>();
    if (!stream->open(port, QString(wire::route::kAgentStream), agentctl.token)) {
        *why = QStringLiteral("the agent stream did not open");
        return nullptr;
    }
    *initialized = stream->call(wire::action::kInitialize, {}, 30'000);
    if (initialized->value(str("type")).toString() != QLatin1String(wire::envelope::kResponse)) {
        *why = QStringLiteral("initialize failed: ") + QString::fromUtf8(QJsonDocument(*initialized).toJson(QJsonDocument::Compact));
        return nullptr;
    }
    return stream;
}

} // namespace kandesk::test
