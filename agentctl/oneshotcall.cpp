// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "oneshotcall.h"

#include "agentprocess.h"
#include "agentstream.h"

#include "agentctl/acp/acpclient.h"
#include "agentctl/acp/agentexit.h"
#include "agentctl/api/wire.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

constexpr int kDefaultTimeoutMs = 30'000;
constexpr int kStopGraceMs = 700;

struct CallRequest {
    QString action;
    QJsonObject payload;
    QString cwd;
    int timeoutMs = kDefaultTimeoutMs;
    QStringList agentArgv;
};

// The request, or why not (said on stderr by the caller).
QString parseRequest(const QStringList &arguments, CallRequest &request)
{
    QCommandLineParser parser;
    const QCommandLineOption payload(QStringLiteral("payload"), QStringLiteral("The action's payload, a JSON object."),
                                     QStringLiteral("json"), QStringLiteral("{}"));
    const QCommandLineOption cwd(QStringLiteral("cwd"), QStringLiteral("The agent's folder (default: the current one)."),
                                 QStringLiteral("dir"), QDir::currentPath());
    const QCommandLineOption timeout(QStringLiteral("timeout-ms"), QStringLiteral("How long the agent may take in all."),
                                     QStringLiteral("ms"), QString::number(kDefaultTimeoutMs));
    parser.addOptions({ payload, cwd, timeout });
    if (!parser.parse(arguments))
        return parser.errorText();
    QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty() && positional.constFirst() == QLatin1String("call"))
        positional.removeFirst();
    if (positional.size() < 2)
        return QStringLiteral("usage: agentctl call ACTION [--payload JSON] [--cwd DIR] [--timeout-ms N] -- AGENT ARGV…");
    request.action = positional.takeFirst();
    request.agentArgv = positional;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(parser.value(payload).toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return QStringLiteral("--payload wants a JSON object, got \"%1\"").arg(parser.value(payload));
    request.payload = document.object();
    request.cwd = parser.value(cwd);
    if (!QFileInfo(request.cwd).isDir())
        return QStringLiteral("--cwd: \"%1\" is not a folder").arg(request.cwd);
    bool ok = false;
    request.timeoutMs = parser.value(timeout).toInt(&ok);
    if (!ok || request.timeoutMs <= 0)
        return QStringLiteral("--timeout-ms wants a positive number, got \"%1\"").arg(parser.value(timeout));
    return {};
}

// One agent, one action: answers once (the first of the answer, the agent's exit, the timeout),
// then stops the agent and leaves the event loop with the exit code.
class OneShotCall final : public QObject
{
public:
    explicit OneShotCall(CallRequest request)
        : m_request(std::move(request))
        , m_process(new AgentProcess(this))
        , m_acp(new AcpClient(m_request.cwd, [this](const QByteArray &line) { m_process->write(line); }, this))
    {
        connect(m_process, &AgentProcess::lineReceived, m_acp, &AcpClient::handleLine);
        connect(m_process, &AgentProcess::exited, this, &OneShotCall::onExited);
    }

    void start()
    {
        QTimer::singleShot(m_request.timeoutMs, this, [this] {
            // The agent hears that the question is withdrawn ($/cancel_request) before it is stopped.
            m_timedOut = QJsonObject { { "error"_L1,
                QStringLiteral("The agent did not answer %1 within %2 s.").arg(m_request.action).arg(m_request.timeoutMs / 1000.0) } };
            m_acp->withdrawRequests(QStringLiteral("timed out"));
            finish(false, m_timedOut);
        });
        const QString problem = m_process->start({ m_request.agentArgv, QProcessEnvironment::systemEnvironment(), m_request.cwd });
        if (!problem.isEmpty()) {
            finish(false, QJsonObject { { "error"_L1, problem } });
            return;
        }
        m_acp->initialize({}, [this](bool ok, const QJsonObject &answer) {
            if (!ok) {
                finish(false, answer);
                return;
            }
            m_initialize = answer;
            if (m_request.action == wire::action::kInitialize) {
                finish(true, answer);
                return;
            }
            const bool known = dispatchAgentAction(*m_acp, m_request.action, m_request.payload,
                                                   [this](bool answered, const QJsonObject &result) { finish(answered, result); });
            if (!known)
                finish(false, QJsonObject { { "error"_L1, QStringLiteral("unknown action \"%1\"").arg(m_request.action) } });
        });
    }

private:
    void onExited(int exitCode, bool crashed, bool requested)
    {
        if (requested || m_finished) {
            QCoreApplication::exit(m_exitCode);
            return;
        }
        const AgentExit ended { exitCode, crashed,
                                m_process->stderrTail(wire::failure::kStderrTailLines, wire::failure::kStderrTailLineChars) };
        m_acp->agentExited(ended.errorPayload(), {});
        finish(false, ended.errorPayload()); // when no request was waiting
        QCoreApplication::exit(m_exitCode);
    }

    void finish(bool ok, QJsonObject answer)
    {
        if (m_finished)
            return;
        m_finished = true;
        m_exitCode = ok ? 0 : 1;
        if (!ok && !m_timedOut.isEmpty())
            answer = m_timedOut;
        QJsonObject out;
        if (ok) {
            out = QJsonObject { { "initialize"_L1, m_initialize }, { "result"_L1, answer } };
        } else {
            out = std::move(answer);
            if (const QString tail = m_process->stderrText(); !tail.isEmpty())
                out.insert("stderr"_L1, tail);
        }
        std::fputs(QJsonDocument(out).toJson(QJsonDocument::Compact).append('\n').constData(), stdout);
        std::fflush(stdout);
        if (m_process->isRunning())
            m_process->stop(kStopGraceMs); // exits the loop once the agent is gone
        else
            QCoreApplication::exit(m_exitCode);
    }

    CallRequest m_request;
    AgentProcess *m_process;
    AcpClient *m_acp;
    QJsonObject m_initialize;
    QJsonObject m_timedOut; // the answer once the time ran out
    bool m_finished = false;
    int m_exitCode = 1;
};

} // namespace

int runOneShotCall(const QStringList &arguments)
{
    CallRequest request;
    if (const QString problem = parseRequest(arguments, request); !problem.isEmpty()) {
        QTextStream(stderr) << "agentctl call: " << problem << '\n';
        return 2;
    }
    OneShotCall call(std::move(request));
    QTimer::singleShot(0, &call, [&call] { call.start(); });
    return QCoreApplication::exec();
}

} // namespace kandesk::agentctl
