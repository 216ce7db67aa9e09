// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "acpterminals.h"

#include "agentctl/logging.h"
#include "agentctl/processgroups.h"
#include "jsonrpcconnection.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QTimer>

#include <csignal>
#include <cstring>
#include <sys/prctl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

constexpr int kKillGraceMs = 2000;

QJsonValue signalName(int signal)
{
    if (const char *name = ::sigabbrev_np(signal))
        return QString(QStringLiteral("SIG") + QString::fromLatin1(name));
    return QString::number(signal);
}

// Drops bytes from the start of text until it is at most limit bytes and starts a UTF-8 character.
bool keepTail(QByteArray &text, qint64 limit)
{
    if (limit < 0 || text.size() <= limit)
        return false;
    qsizetype start = text.size() - limit;
    while (start < text.size() && (static_cast<unsigned char>(text.at(start)) & 0xC0) == 0x80)
        ++start;
    text.remove(0, start);
    return true;
}

} // namespace

struct AcpTerminals::Command {
    QString id;
    QString sessionId;
    QProcess *process = nullptr;
    qint64 pgid = 0;
    QByteArray output;
    bool truncated = false;
    qint64 limit = -1;
    std::optional<QJsonObject> exitStatus;
    QList<QJsonValue> waiting; // wait_for_exit requests not answered yet
    QTimer *killTimer = nullptr;
};

bool AcpTerminals::cancelRequest(const QJsonValue &id)
{
    for (Command *command : std::as_const(m_commands)) {
        if (command->waiting.removeOne(id)) {
            m_rpc->respondError(id, rpcerror::kRequestCancelled, QStringLiteral("Request cancelled"));
            return true;
        }
    }
    return false;
}

AcpTerminals::AcpTerminals(QString workspace, JsonRpcConnection *rpc, QObject *parent)
    : QObject(parent)
    , m_workspace(std::move(workspace))
    , m_rpc(rpc)
{
}

AcpTerminals::~AcpTerminals()
{
    releaseAll();
}

bool AcpTerminals::handle(const QJsonValue &id, const QString &method, const QJsonObject &params)
{
    if (!method.startsWith(QLatin1String("terminal/")))
        return false;
    if (method == QLatin1String("terminal/create")) {
        create(id, params);
        return true;
    }
    Command *command = find(id, params);
    if (!command)
        return true;
    if (method == QLatin1String("terminal/output")) {
        m_rpc->respond(id, snapshotOf(*command, -1));
    } else if (method == QLatin1String("terminal/wait_for_exit")) {
        if (command->exitStatus)
            m_rpc->respond(id, *command->exitStatus);
        else
            command->waiting.append(id);
    } else if (method == QLatin1String("terminal/kill")) {
        kill(*command, SIGTERM);
        m_rpc->respond(id, QJsonObject {});
    } else if (method == QLatin1String("terminal/release")) {
        m_commands.remove(command->id);
        kill(*command, SIGKILL);
        m_rpc->respond(id, QJsonObject {});
        if (command->exitStatus)
            delete command;
        // else: it goes when its process has ended (finished()).
    } else {
        m_rpc->respondError(id, rpcerror::kMethodNotFound, QStringLiteral("method not supported by this client: ") + method);
    }
    return true;
}

QJsonObject AcpTerminals::snapshotOf(const Command &command, qsizetype maxBytes)
{
    QByteArray output = command.output;
    const bool cut = keepTail(output, maxBytes);
    QJsonObject result { { "output"_L1, QString::fromUtf8(output) }, { "truncated"_L1, command.truncated || cut } };
    if (command.exitStatus)
        result.insert("exitStatus"_L1, *command.exitStatus);
    return result;
}

QJsonObject AcpTerminals::snapshot(const QString &terminalId, qsizetype maxBytes) const
{
    const Command *command = m_commands.value(terminalId);
    return command ? snapshotOf(*command, maxBytes) : QJsonObject();
}

AcpTerminals::Command *AcpTerminals::find(const QJsonValue &id, const QJsonObject &params)
{
    const QString terminalId = params.value("terminalId"_L1).toString();
    Command *command = m_commands.value(terminalId);
    if (!command)
        m_rpc->respondError(id, rpcerror::kInvalidParams, QStringLiteral("no terminal %1 (released, or never created)").arg(terminalId));
    return command;
}

void AcpTerminals::create(const QJsonValue &id, const QJsonObject &params)
{
    QString program = params.value("command"_L1).toString();
    QStringList arguments;
    for (const QJsonValue &argument : params.value("args"_L1).toArray())
        arguments.append(argument.toString());
    if (program.trimmed().isEmpty()) {
        m_rpc->respondError(id, rpcerror::kInvalidParams, QStringLiteral("terminal/create needs a command"));
        return;
    }
    if (arguments.isEmpty() && program.contains(QLatin1Char(' '))) {
        arguments = QStringList { QStringLiteral("-c"), program };
        program = QStringLiteral("/bin/sh");
    }
    QString folder = params.value("cwd"_L1).toString();
    if (folder.isEmpty())
        folder = m_workspace;
    else if (QDir::isRelativePath(folder) && !m_workspace.isEmpty())
        folder = QDir(m_workspace).filePath(folder);
    if (!folder.isEmpty() && !QFileInfo(folder).isDir()) {
        m_rpc->respondError(id, rpcerror::kInvalidParams, QStringLiteral("the folder %1 does not exist").arg(folder));
        return;
    }
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QJsonValue &variable : params.value("env"_L1).toArray()) {
        const QJsonObject entry = variable.toObject();
        const QString name = entry.value("name"_L1).toString();
        if (!name.isEmpty() && !name.contains(QLatin1Char('=')))
            environment.insert(name, entry.value("value"_L1).toString());
    }

    auto *command = new Command;
    command->id = QStringLiteral("term-%1").arg(++m_next);
    command->sessionId = params.value("sessionId"_L1).toString();
    const QJsonValue limit = params.value("outputByteLimit"_L1);
    command->limit = limit.isDouble() ? qint64(limit.toDouble()) : -1;
    command->process = new QProcess(this);
    command->process->setProgram(program);
    command->process->setArguments(arguments);
    command->process->setWorkingDirectory(folder);
    command->process->setProcessEnvironment(environment);
    command->process->setProcessChannelMode(QProcess::MergedChannels);
    command->process->setStandardInputFile(QProcess::nullDevice());
    command->process->setChildProcessModifier([] {
        ::setpgid(0, 0);
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    });
    connect(command->process, &QProcess::readyReadStandardOutput, this, [this, command] {
        const QByteArray bytes = command->process->readAllStandardOutput();
        command->output += bytes;
        command->truncated = keepTail(command->output, command->limit) || command->truncated;
        Q_EMIT output(command->sessionId, command->id, bytes);
    });
    connect(command->process, &QProcess::finished, this, [this, command](int exitCode, QProcess::ExitStatus status) {
        finished(command, exitCode, status == QProcess::CrashExit);
    });
    command->process->start();
    if (!command->process->waitForStarted(10'000)) {
        const QString why = command->process->errorString();
        delete command->process;
        delete command;
        m_rpc->respondError(id, rpcerror::kInternal, QStringLiteral("%1 could not be started: %2").arg(program, why));
        return;
    }
    command->pgid = command->process->processId();
    processgroups::add(static_cast<pid_t>(command->pgid));
    m_commands.insert(command->id, command);
    qCInfo(lcAgentctl) << "terminal" << command->id << "runs" << program << "pid" << command->pgid;
    m_rpc->respond(id, QJsonObject { { "terminalId"_L1, command->id } });
}

void AcpTerminals::kill(Command &command, int signal)
{
    if (command.exitStatus || command.pgid <= 0)
        return;
    ::kill(-static_cast<pid_t>(command.pgid), signal);
    if (signal == SIGKILL || command.killTimer)
        return;
    command.killTimer = new QTimer(command.process);
    command.killTimer->setSingleShot(true);
    connect(command.killTimer, &QTimer::timeout, this, [&command] { ::kill(-static_cast<pid_t>(command.pgid), SIGKILL); });
    command.killTimer->start(kKillGraceMs);
}

void AcpTerminals::finished(Command *command, int exitCode, bool crashed)
{
    command->output += command->process->readAllStandardOutput();
    command->truncated = keepTail(command->output, command->limit) || command->truncated;
    // The leader is gone; nothing of its group outlives it.
    ::kill(-static_cast<pid_t>(command->pgid), SIGKILL);
    processgroups::remove(static_cast<pid_t>(command->pgid));
    QJsonObject status;
    status.insert("exitCode"_L1, crashed ? QJsonValue(QJsonValue::Null) : QJsonValue(exitCode));
    status.insert("signal"_L1, crashed ? signalName(exitCode) : QJsonValue(QJsonValue::Null));
    command->exitStatus = status;
    for (const QJsonValue &id : std::exchange(command->waiting, {}))
        m_rpc->respond(id, status);
    Q_EMIT exited(command->sessionId, command->id, status);
    command->process->deleteLater();
    command->process = nullptr;
    command->killTimer = nullptr; // the process's
    if (!m_commands.contains(command->id))
        delete command; // released while it ran
}

void AcpTerminals::releaseAll()
{
    const QList<Command *> commands = m_commands.values();
    m_commands.clear();
    for (Command *command : commands) {
        if (command->process && !command->exitStatus && command->pgid > 0) {
            ::kill(-static_cast<pid_t>(command->pgid), SIGKILL);
            processgroups::remove(static_cast<pid_t>(command->pgid));
            command->process->disconnect(this);
            command->process->waitForFinished(1000);
        }
        delete command->process;
        delete command;
    }
}

} // namespace kandesk::agentctl
