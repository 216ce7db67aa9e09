// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QObject>

namespace kandesk::agentctl {

class JsonRpcConnection;

// ACP's terminals, the client side: commands an agent runs through agentctl (terminal/create,
// terminal/output, terminal/wait_for_exit, terminal/kill, terminal/release). Each runs in the
// session's workspace unless the agent names another folder, with the environment agentctl has plus
// the agent's variables, in a process group of its own that agentctl's end takes down; its output
// (standard output and error together) is kept to the agent's outputByteLimit, cut at its start on a
// character boundary. A command given without arguments but with spaces runs through /bin/sh -c.
class AcpTerminals final : public QObject
{
    Q_OBJECT
public:
    AcpTerminals(QString workspace, JsonRpcConnection *rpc, QObject *parent = nullptr);
    // Kills every terminal's process group.
    ~AcpTerminals() override;

    // Answers a terminal/* request; false when method is not one.
    bool handle(const QJsonValue &id, const QString &method, const QJsonObject &params);
    // Kills and forgets every terminal (the session ends).
    void releaseAll();
    // The agent withdrew its request id ($/cancel_request): a terminal/wait_for_exit still waiting
    // is answered "cancelled" (-32800). False when no such request waits.
    bool cancelRequest(const QJsonValue &id);
    // What terminal/output would answer now ({output, truncated, exitStatus}); empty when there is
    // no such terminal.
    QJsonObject snapshot(const QString &terminalId, qsizetype maxBytes = -1) const;

Q_SIGNALS:
    // As the command writes: for the transcript's live view of the tool call that shows it.
    void output(const QString &sessionId, const QString &terminalId, const QByteArray &bytes);
    // {exitCode, signal}, as ACP says it.
    void exited(const QString &sessionId, const QString &terminalId, const QJsonObject &exitStatus);

private:
    struct Command;
    void create(const QJsonValue &id, const QJsonObject &params);
    Command *find(const QJsonValue &id, const QJsonObject &params);
    static QJsonObject snapshotOf(const Command &command, qsizetype maxBytes);
    void kill(Command &command, int signal);
    void finished(Command *command, int exitCode, bool crashed);

    QString m_workspace;
    JsonRpcConnection *m_rpc = nullptr;
    QHash<QString, Command *> m_commands;
    int m_next = 0;
};

} // namespace kandesk::agentctl
