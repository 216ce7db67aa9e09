// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "instance.h"

#include "timestamp.h"

#include "agentctl/acp/acpclient.h"
#include "agentctl/acp/agentexit.h"
#include "agentctl/api/wire.h"
#include "agentpriority.h"
#include "agentprocess.h"
#include "agentstream.h"
#include "eventstream.h"
#include "logging.h"
#include "workspacewatcher.h"

#include <QDir>
#include <QPointer>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

constexpr int kDefaultStopGraceMs = 2000;

// The agent's work on a prompt has begun, or a turn ended: what ends its start (agentpriority.h).
// A loaded session's history, replayed before any prompt, is still its start.
bool endsTheAgentsStart(const QJsonObject &event, bool turnActive)
{
    const QString type = event.value(QLatin1String("type")).toString();
    if (type == wire::event::kComplete || type == wire::event::kError)
        return true;
    if (!turnActive)
        return false;
    if (type == wire::event::kMessageChunk)
        return event.value(QLatin1String("role")).toString() != QLatin1String("user");
    return type == wire::event::kReasoning || type == wire::event::kToolCall || type == wire::event::kPermissionRequest;
}

QStringList toStringList(const QJsonValue &value)
{
    QStringList list;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array)
        list.append(item.toString());
    return list;
}


} // namespace

// As kandev's agentctl: agent_args, when given, is the complete structured argv (executable first)
// and command only its display line. A lone command string is a command line (e.g. "npx -y agent
// --acp") split into words without a shell, unless it names an executable file as a whole.
QStringList commandArgv(const QString &command, const QStringList &args)
{
    if (!args.isEmpty())
        return args;
    if (command.trimmed().isEmpty())
        return {};
    if (QDir::isAbsolutePath(command) && QFileInfo(command).isExecutable() && !QFileInfo(command).isDir())
        return { command };
    return splitCommandLine(command);
}

QStringList splitCommandLine(const QString &commandLine)
{
    QStringList argv;
    QString current;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < commandLine.size(); ++i) {
        const QChar c = commandLine.at(i);
        if (c == QLatin1Char('\\') && quote != QLatin1Char('\'') && i + 1 < commandLine.size()) {
            current += commandLine.at(++i);
            inWord = true;
        } else if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                current += c;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                argv.append(std::exchange(current, {}));
            inWord = false;
        } else {
            current += c;
            inWord = true;
        }
    }
    if (inWord)
        argv.append(current);
    return argv;
}

Instance::Instance(InstanceConfig config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_status(wire::agentstatus::kStopped)
    , m_createdAt(QDateTime::currentDateTimeUtc())
    , m_process(new AgentProcess(this))
    , m_priority(new AgentPriority(this))
    , m_agentStream(new EventStream(this))
    , m_workspaceStream(new EventStream(this))
    , m_watcher(new WorkspaceWatcher(m_config.workspacePath, this))
{
    m_acp = new AcpClient(
        m_config.workspacePath, [this](const QByteArray &line) { m_process->write(line); }, this);
    m_acp->setAutoApprove(m_config.autoApprovePermissions);
    m_acp->setMcpServers(m_config.mcpServers);
    connect(m_process, &AgentProcess::lineReceived, m_acp, &AcpClient::handleLine);
    connect(m_process, &AgentProcess::exited, this, &Instance::onAgentExited);
    connect(m_process, &AgentProcess::oversizedLineDropped, m_acp,
        [this](const QByteArray &start) { m_acp->noteOutputProblem(OutputProblems::Kind::Oversized, start); });
    connect(m_acp, &AcpClient::agentEvent, m_agentStream, &EventStream::broadcast);
    connect(m_acp, &AcpClient::textChunk, m_agentStream, &EventStream::broadcastTextChunk);
    connect(m_acp, &AcpClient::textChunk, m_priority, [this](const TextChunk &chunk) {
        if (m_acp->turnActive() && chunk.role != QLatin1String("user"))
            m_priority->startEnded();
    });
    connect(m_acp, &AcpClient::agentEvent, m_priority, [this](const QJsonObject &event) {
        if (endsTheAgentsStart(event, m_acp->turnActive()))
            m_priority->startEnded();
    });
    connect(m_agentStream, &EventStream::messageReceived, this, &Instance::onAgentStreamMessage);
    connect(m_watcher, &WorkspaceWatcher::workspaceEvent, m_workspaceStream, &EventStream::broadcast);
    connect(m_workspaceStream, &EventStream::clientAdded, this, [this](QWebSocket *socket) {
        if (!m_watcher->started()) {
            m_watcher->start(); // its first git_status reaches every client
            return;
        }
        if (!m_watcher->lastGitStatus().isEmpty())
            EventStream::send(socket, m_watcher->lastGitStatus());
        m_watcher->refreshGitStatus();
    });

    if (m_config.autoStart && !m_config.agentArgv.isEmpty()) {
        const QJsonObject result = start({});
        if (!result.value("success"_L1).toBool())
            qCWarning(lcAgentctl).noquote() << "auto start failed:" << result.value("error"_L1).toString();
    }
}

Instance::~Instance()
{
    m_agentStream->closeAll();
    m_workspaceStream->closeAll();
}

int Instance::stopGraceMs()
{
    bool ok = false;
    const int grace = qEnvironmentVariableIntValue("AGENTCTL_STOP_GRACE_MS", &ok);
    return ok && grace >= 0 ? grace : kDefaultStopGraceMs;
}

QJsonObject Instance::describe() const
{
    return QJsonObject { { "id"_L1, m_config.id }, { "port"_L1, m_port },
        { "workspace_path"_L1, m_config.workspacePath },
        { "session_id"_L1, m_acp->sessionId().isEmpty() ? m_config.sessionId : m_acp->sessionId() },
        { "task_id"_L1, m_config.taskId }, { "agent_status"_L1, m_status },
        { "created_at"_L1, m_createdAt.toString(Qt::ISODateWithMs) } };
}

QJsonObject Instance::agentDetails() const
{
    return QJsonObject { { "pid"_L1, m_process->pid() },
        { "command"_L1, QJsonArray::fromStringList(m_config.agentArgv) }, { "exit_code"_L1, m_lastExitCode },
        { "crashed"_L1, m_lastCrashed }, { "stderr"_L1, m_process->stderrText() } };
}

QJsonObject Instance::status() const
{
    QJsonObject out { { "agent_status"_L1, m_status }, { "instance_id"_L1, m_config.id },
        { "session_id"_L1, m_acp->sessionId() }, { "turn_active"_L1, m_acp->turnActive() },
        { "agent"_L1, agentDetails() } };
    if (!m_lastError.isEmpty())
        out.insert("error"_L1, m_lastError);
    if (!m_agentExit.isEmpty())
        out.insert(wire::failure::kAgentExit, m_agentExit);
    return out;
}

QJsonObject Instance::configure(const QJsonObject &body)
{
    const QStringList argv
        = commandArgv(body.value("command"_L1).toString(), toStringList(body.value("agent_args"_L1)));
    if (argv.isEmpty()) {
        return QJsonObject { { "success"_L1, false }, { "message"_L1, QString() },
            { "error"_L1, QStringLiteral("configure needs a command") } };
    }
    m_config.agentArgv = argv;
    m_continueArgv
        = commandArgv(body.value("continue_command"_L1).toString(), toStringList(body.value("continue_args"_L1)));
    const QJsonObject env = body.value("env"_L1).toObject();
    for (auto it = env.begin(); it != env.end(); ++it)
        m_config.env.insert(it.key(), it.value());
    m_approvalPolicy = body.value("approval_policy"_L1).toString();
    const bool policyApproves
        = m_approvalPolicy == wire::permission::kPolicyNever || m_approvalPolicy == wire::permission::kPolicyAuto;
    m_acp->setAutoApprove(m_config.autoApprovePermissions || policyApproves);
    return QJsonObject { { "success"_L1, true },
        { "message"_L1, QStringLiteral("agent configured: %1").arg(argv.join(QLatin1Char(' '))) },
        { "error"_L1, QString() } };
}

QJsonObject Instance::start(const QJsonObject &body)
{
    const bool useContinue = body.value("continue"_L1).toBool() || body.value("resume"_L1).toBool();
    const QStringList argv = useContinue && !m_continueArgv.isEmpty() ? m_continueArgv : m_config.agentArgv;
    const QString command = argv.join(QLatin1Char(' '));
    if (m_process->isRunning())
        return QJsonObject { { "success"_L1, false }, { "command"_L1, command },
            { "error"_L1, QStringLiteral("the agent is already running") } };

    AgentProcess::Spec spec;
    spec.argv = argv;
    spec.workingDirectory = m_config.workspacePath;
    spec.environment = QProcessEnvironment::systemEnvironment();
    const QStringList inherited = spec.environment.keys();
    for (const QString &name : inherited) {
        if (name.startsWith(QLatin1String("AGENTCTL_")))
            spec.environment.remove(name);
    }
    for (auto it = m_config.env.begin(); it != m_config.env.end(); ++it)
        spec.environment.insert(it.key(), it.value().toString());

    setStatus(wire::agentstatus::kStarting);
    m_agentExit = {};
    const QString error = m_process->start(spec);
    if (!error.isEmpty()) {
        m_lastError = error;
        setStatus(wire::agentstatus::kError);
        return QJsonObject { { "success"_L1, false }, { "command"_L1, command }, { "error"_L1, error } };
    }
    m_priority->agentStarted(pid_t(m_process->pid()));
    m_lastError.clear();
    setStatus(wire::agentstatus::kRunning);
    return QJsonObject { { "success"_L1, true }, { "command"_L1, command }, { "error"_L1, QString() } };
}

QJsonObject Instance::stop()
{
    if (!m_process->isRunning()) {
        setStatus(wire::agentstatus::kStopped);
        return QJsonObject { { "success"_L1, true }, { "message"_L1, QStringLiteral("the agent is not running") } };
    }
    stopAgent(stopGraceMs());
    return QJsonObject { { "success"_L1, true }, { "message"_L1, QStringLiteral("stopping the agent") } };
}

QJsonObject Instance::setMcpMode(const QJsonObject &body)
{
    m_mcpMode = body.value("mode"_L1).toString();
    return QJsonObject { { "success"_L1, true }, { "mode"_L1, m_mcpMode } };
}

QJsonObject Instance::setMcpProviders(const QJsonObject &body)
{
    m_mcpProviders = body.value("mcp_providers"_L1).toArray();
    return QJsonObject { { "success"_L1, true }, { "count"_L1, m_mcpProviders.size() } };
}

void Instance::addAgentStreamClient(QWebSocket *socket)
{
    m_agentStream->addClient(socket);
}

void Instance::addWorkspaceStreamClient(QWebSocket *socket)
{
    m_workspaceStream->addClient(socket);
}

void Instance::shutdown(int graceMs)
{
    m_agentStream->closeAll();
    m_workspaceStream->closeAll();
    if (m_process->isRunning())
        stopAgent(graceMs);
}

void Instance::stopAgent(int graceMs)
{
    setStatus(wire::agentstatus::kStopping);
    // What the agent still works on for us is withdrawn first; an agent that keeps sessions then
    // hears that this one ended (ACP session/close) before it is stopped.
    m_acp->withdrawRequests(QStringLiteral("The agent is being stopped."));
    m_acp->closeSessionThen(kCloseSessionWaitMs, [process = QPointer<AgentProcess>(m_process), graceMs] {
        if (process && process->isRunning())
            process->stop(graceMs);
    });
}

bool Instance::agentRunning() const
{
    return m_process->isRunning();
}

void Instance::onAgentExited(int exitCode, bool crashed, bool requested)
{
    m_priority->agentExited();
    m_lastExitCode = exitCode;
    m_lastCrashed = crashed;
    QJsonObject failure;
    if (requested) {
        m_agentExit = {};
        failure = QJsonObject { { wire::failure::kError, QStringLiteral("The agent was stopped.") } };
    } else {
        const AgentExit ended { exitCode, crashed,
            m_process->stderrTail(wire::failure::kStderrTailLines, wire::failure::kStderrTailLineChars) };
        m_agentExit = ended.toJson();
        m_lastError = ended.message();
        failure = ended.errorPayload();
    }
    const bool turnWasActive = m_acp->turnActive();
    m_acp->agentExited(failure, agentDetails());
    if (!requested && !turnWasActive) {
        QJsonObject event = failure;
        event.insert("type"_L1, wire::event::kError);
        event.insert("session_id"_L1, m_acp->sessionId());
        event.insert("agent"_L1, agentDetails());
        event.insert("timestamp"_L1, wireTimestamp());
        m_agentStream->broadcast(event);
    }
    setStatus(wire::agentstatus::kStopped);
    Q_EMIT agentStopped();
}

QJsonObject Instance::notRunningFailure() const
{
    if (!m_agentExit.isEmpty())
        return QJsonObject { { wire::failure::kError, m_agentExit.value(wire::failure::kMessage) },
            { wire::failure::kAgentExit, m_agentExit } };
    return QJsonObject { { wire::failure::kError, wire::failure::kAgentNotRunning } };
}

void Instance::onAgentStreamMessage(QWebSocket *socket, const QString &message)
{
    const bool ready = m_process->isRunning() && m_status == wire::agentstatus::kRunning;
    dispatchAgentRequest(*m_acp, socket, message, ready ? QJsonObject() : notRunningFailure());
}

void Instance::setStatus(const QString &status)
{
    if (m_status == status)
        return;
    m_status = status;
    qCInfo(lcAgentctl) << "instance" << m_config.id << "agent status" << status;
}

} // namespace kandesk::agentctl
