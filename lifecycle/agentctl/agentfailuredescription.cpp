// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentfailuredescription.h"

#include "agentctl/api/wire.h"
#include "agentstream.h"
#include "models/expected.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentFailureWords".
struct AgentFailureWords {
    Q_DECLARE_TR_FUNCTIONS(AgentFailureWords)
};

constexpr int kStderrLinesShown = 20;

// Words agents use when they want a login or a key.
bool soundsLikeAuthentication(const QString &text)
{
    static const QRegularExpression words(
        QStringLiteral(R"(authenticat|\blog ?in\b|\bsign ?in\b|api[_ ]?key|credential|unauthori[sz]ed|\b401\b|not logged)"),
        QRegularExpression::CaseInsensitiveOption);
    return words.match(text).hasMatch();
}

// "agent.initialize: the agent …" → "the agent …": the action is said in our own words.
QString withoutActionPrefix(QString text)
{
    static const QRegularExpression prefix(QStringLiteral(R"(^agent\.[a-z._]+: )"));
    return text.remove(prefix).trimmed();
}

QString stepWords(const QString &step)
{
    if (step == QLatin1String("initialize"))
        return AgentFailureWords::tr("starting (initialize)");
    if (step == QLatin1String("session/new"))
        return AgentFailureWords::tr("opening a session (session/new)");
    if (step == QLatin1String("session/load"))
        return AgentFailureWords::tr("loading the earlier session (session/load)");
    if (step == QLatin1String("prompt"))
        return AgentFailureWords::tr("taking the first prompt");
    if (step == QLatin1String("session/set_mode"))
        return AgentFailureWords::tr("choosing the mode (session/set_mode)");
    if (step == QLatin1String("session/set_model"))
        return AgentFailureWords::tr("choosing the model (session/set_model)");
    return AgentFailureWords::tr("starting");
}

QList<AgentFailure::AuthMethod> authMethodsFrom(const QJsonArray &methods, const QStringList &agentArgv)
{
    QList<AgentFailure::AuthMethod> out;
    for (const QJsonValue &value : methods) {
        const QJsonObject method = value.toObject();
        AgentFailure::AuthMethod parsed;
        parsed.id = method.value("id"_L1).toString();
        parsed.name = method.value("name"_L1).toString(parsed.id);
        parsed.description = method.value("description"_L1).toString();
        const QString type = method.value("type"_L1).toString();
        if (type == QLatin1String("env_var"))
            parsed.variable = method.value("varName"_L1).toString();
        const QJsonObject terminal = method.value("_meta"_L1).toObject().value("terminal-auth"_L1).toObject();
        if (!terminal.isEmpty()) {
            parsed.loginArgv.append(terminal.value("command"_L1).toString());
            for (const QJsonValue &arg : terminal.value("args"_L1).toArray())
                parsed.loginArgv.append(arg.toString());
        } else if (type == QLatin1String("terminal") && !agentArgv.isEmpty()) {
            // ACP: the agent's own command again, with the method's arguments and variables.
            parsed.loginArgv = agentArgv;
            for (const QJsonValue &arg : method.value("args"_L1).toArray())
                parsed.loginArgv.append(arg.toString());
            const QJsonObject env = method.value("env"_L1).toObject();
            for (auto it = env.begin(); it != env.end(); ++it)
                parsed.loginEnv.append(it.key() + QLatin1Char('=') + it.value().toString());
            parsed.terminalSignIn = true;
        }
        parsed.loginArgv.removeAll(QString());
        if (!parsed.name.isEmpty())
            out.append(parsed);
    }
    return out;
}

QStringList stderrTailFrom(const QJsonObject &agentExit)
{
    QStringList lines;
    for (const QJsonValue &line : agentExit.value("stderr_tail"_L1).toArray()) {
        if (!line.toString().trimmed().isEmpty())
            lines.append(line.toString());
    }
    return lines.mid(qMax(qsizetype(0), lines.size() - kStderrLinesShown));
}

// "sign in …" → "Sign in …" where it begins a sentence.
QString sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

void addAuthenticationAdvice(AgentFailure &failure, bool onlyIfSignedOut)
{
    const QString lead
        = onlyIfSignedOut ? AgentFailureWords::tr("If %1 is not signed in yet: ").arg(failure.agentName) : QString();
    const qsizetype first = failure.advice.size();
    for (const AgentFailure::AuthMethod &method : std::as_const(failure.authMethods)) {
        if (method.terminalSignIn)
            failure.advice.append(lead
                + AgentFailureWords::tr(
                    "sign in with “%1”: it runs in the task's terminal, and the start goes on when it succeeds.")
                      .arg(method.name));
        else if (!method.loginArgv.isEmpty())
            failure.advice.append(lead
                + AgentFailureWords::tr("sign in with “%1”: run %2 in a terminal.")
                      .arg(method.name, method.loginArgv.join(QLatin1Char(' '))));
        else if (!method.variable.isEmpty())
            failure.advice.append(lead
                + AgentFailureWords::tr(
                    "set %1 as a secret of the agent profile (Settings ▸ Agent profiles ▸ Environment).")
                      .arg(method.variable));
        else
            failure.advice.append(lead
                + (method.description.isEmpty() ? AgentFailureWords::tr("sign in with “%1”.").arg(method.name)
                                                : QStringLiteral("%1: %2").arg(method.name, method.description)));
    }
    if (!failure.keyVariables.isEmpty()) {
        failure.advice.append(lead
            + AgentFailureWords::tr(
                "%1 reads its API key from %2: add it to the agent profile as a secret in Settings ▸ Agent profiles.")
                  .arg(failure.agentName, failure.keyVariables.join(AgentFailureWords::tr(" or "))));
    }
    if (failure.authMethods.isEmpty() && failure.keyVariables.isEmpty())
        failure.advice.append(lead
            + AgentFailureWords::tr("sign in with the agent's own command line, or set its API key as a secret of the "
                                    "agent profile in Settings ▸ Agent profiles."));
    for (qsizetype i = first; i < failure.advice.size(); ++i)
        failure.advice[i] = sentence(failure.advice.at(i));
}

AgentFailure baseFailure(const AgentFailureContext &context)
{
    AgentFailure failure;
    failure.agentName = context.agentName.isEmpty() ? AgentFailureWords::tr("The agent") : context.agentName;
    failure.step = context.step;
    failure.authMethods = authMethodsFrom(context.authMethods, context.agentArgv);
    failure.keyVariables = context.keyVariables;
    return failure;
}

// Fills kind, message and advice from agentctl's details of a failed request or a failed turn.
void describe(AgentFailure &failure, const QString &errorText, const QJsonObject &details, bool starting)
{
    const QString where = starting ? AgentFailureWords::tr("while %1").arg(stepWords(failure.step))
                                   : AgentFailureWords::tr("during the turn");
    const QJsonObject agentExit = details.value(wire::failure::kAgentExit).toObject();
    const QJsonObject rpcError = details.value(wire::failure::kRpcError).toObject();
    const QString text = withoutActionPrefix(errorText);

    if (!agentExit.isEmpty()) {
        failure.kind = AgentFailure::Kind::Exited;
        failure.stderrTail = stderrTailFrom(agentExit);
        failure.signal = agentExit.value("signal"_L1).toInt();
        failure.signalName = agentExit.value("signal_name"_L1).toString();
        if (failure.signal > 0) {
            const QString name = failure.signalName.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(failure.signalName);
            failure.message = AgentFailureWords::tr("%1 was killed by signal %2%3 %4.")
                                  .arg(failure.agentName)
                                  .arg(failure.signal)
                                  .arg(name, where);
        } else if (agentExit.contains("exit_code"_L1)) {
            failure.exitCode = agentExit.value("exit_code"_L1).toInt();
            failure.message = AgentFailureWords::tr("%1 exited with code %2 %3.")
                                  .arg(failure.agentName)
                                  .arg(failure.exitCode)
                                  .arg(where);
        } else {
            failure.message = AgentFailureWords::tr("%1 stopped unexpectedly %2.").arg(failure.agentName, where);
        }
        if (soundsLikeAuthentication(failure.stderrTail.join(QLatin1Char('\n'))))
            addAuthenticationAdvice(failure, false);
        failure.advice.append(starting
                ? AgentFailureWords::tr(
                    "Fix what its last output says, then retry: the task and its workspace are kept.")
                : AgentFailureWords::tr("Send a prompt to resume the session: the transcript so far is kept."));
        return;
    }
    const bool authCode = rpcError.value("code"_L1).toInt() == wire::failure::kAuthRequiredCode;
    const QString rpcText = rpcError.value("message"_L1).toString() + QLatin1Char(' ') + rpcError.value("data"_L1).toVariant().toString();
    if (authCode || soundsLikeAuthentication(text) || soundsLikeAuthentication(rpcText)) {
        failure.kind = AgentFailure::Kind::AuthenticationRequired;
        const QString answer = rpcError.value("message"_L1).toString(text);
        failure.message = AgentFailureWords::tr("%1 needs you to sign in before it can work (it answered: %2).")
                              .arg(failure.agentName, answer);
        addAuthenticationAdvice(failure, false);
        const bool retriesItself = std::all_of(failure.authMethods.cbegin(), failure.authMethods.cend(),
                                               [](const AgentFailure::AuthMethod &method) { return method.terminalSignIn; });
        if (failure.authMethods.isEmpty() || !retriesItself)
            failure.advice.append(AgentFailureWords::tr("Then retry: the task and its workspace are kept."));
        return;
    }
    if (details.value(ErrorDetails::kTimedOut).toBool()) {
        failure.kind = AgentFailure::Kind::TimedOut;
        const int seconds = qMax(1, details.value(ErrorDetails::kTimeoutMs).toInt() / 1000);
        failure.message
            = AgentFailureWords::tr("%1 did not answer within %2 s %3.").arg(failure.agentName).arg(seconds).arg(where);
        failure.advice.append(AgentFailureWords::tr(
            "Check that the command runs an ACP agent that talks over standard input and output."));
        failure.advice.append(
            AgentFailureWords::tr("A slow agent can get longer: the profile's start timeout in Settings ▸ Agent "
                                  "profiles, or kandesk run --start-timeout SECONDS."));
        return;
    }
    failure.kind = AgentFailure::Kind::Error;
    failure.message = starting ? AgentFailureWords::tr("%1 failed %2: %3").arg(failure.agentName, where, text)
                               : AgentFailureWords::tr("%1 reported an error: %2").arg(failure.agentName, text);
    if (starting && failure.step == QLatin1String("session/new") && !failure.authMethods.isEmpty())
        addAuthenticationAdvice(failure, true);
    failure.advice.append(starting
            ? AgentFailureWords::tr("Retry when the cause is fixed: the task and its workspace are kept.")
            : AgentFailureWords::tr("Send a prompt to go on: the transcript so far is kept."));
}

} // namespace

AgentFailure describeStartFailure(const AgentFailureContext &context, const Error &error)
{
    AgentFailure failure = baseFailure(context);
    describe(failure, error.message, error.details, true);
    return failure;
}

AgentFailure describeTurnFailure(const AgentFailureContext &context, const QJsonObject &errorEvent)
{
    AgentFailure failure = baseFailure(context);
    failure.step.clear();
    if (errorEvent.value(AgentStream::kStreamLostKey).toBool()) {
        failure.kind = AgentFailure::Kind::Error;
        failure.message = AgentFailureWords::tr(
            "Lost the connection to %1's sidecar (agentctl stopped); the agent is no longer running.")
                              .arg(failure.agentName);
        failure.advice.append(
            AgentFailureWords::tr("Send a prompt to resume the session: the transcript so far is kept."));
        return failure;
    }
    describe(failure, errorEvent.value(QStringLiteral("error")).toString(), errorEvent, false);
    return failure;
}

} // namespace kandesk
