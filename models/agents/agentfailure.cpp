// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentfailure.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "AgentFailureTextWords".
struct AgentFailureTextWords {
    Q_DECLARE_TR_FUNCTIONS(AgentFailureTextWords)
};

// AgentFailure::Kind's names in its JSON, in the order of the enum.
const std::array<QLatin1StringView, 5> kKindNames{QLatin1StringView("exited"), QLatin1StringView("authentication_required"),
                                                  QLatin1StringView("timed_out"), QLatin1StringView("stopped"),
                                                  QLatin1StringView("error")};

} // namespace

QString AgentFailure::fullText() const
{
    QStringList lines{message};
    if (!stderrTail.isEmpty()) {
        lines.append(AgentFailureTextWords::tr("Its last output:"));
        for (const QString &line : stderrTail)
            lines.append(QStringLiteral("  ") + line);
    }
    lines.append(advice);
    return lines.join(QLatin1Char('\n'));
}

QJsonObject AgentFailure::toJson() const
{
    QJsonObject json{{"kind"_L1, QString(kKindNames.at(std::size_t(kind)))},
                     {"agent"_L1, agentName},
                     {"message"_L1, message},
                     {"advice"_L1, QJsonArray::fromStringList(advice)}};
    if (!step.isEmpty())
        json.insert("step"_L1, step);
    if (exitCode >= 0)
        json.insert("exit_code"_L1, exitCode);
    if (signal > 0) {
        json.insert("signal"_L1, signal);
        json.insert("signal_name"_L1, signalName);
    }
    if (!stderrTail.isEmpty())
        json.insert("stderr_tail"_L1, QJsonArray::fromStringList(stderrTail));
    if (!keyVariables.isEmpty())
        json.insert("key_variables"_L1, QJsonArray::fromStringList(keyVariables));
    QJsonArray methods;
    for (const AuthMethod &method : authMethods) {
        methods.append(QJsonObject{{"id"_L1, method.id},
                                   {"name"_L1, method.name},
                                   {"description"_L1, method.description},
                                   {"variable"_L1, method.variable},
                                   {"login_argv"_L1, QJsonArray::fromStringList(method.loginArgv)},
                                   {"login_env"_L1, QJsonArray::fromStringList(method.loginEnv)},
                                   {"terminal_sign_in"_L1, method.terminalSignIn}});
    }
    if (!methods.isEmpty())
        json.insert("auth_methods"_L1, methods);
    return json;
}

AgentFailure AgentFailure::fromJson(const QJsonObject &json)
{
    auto strings = [](const QJsonValue &value) {
        QStringList out;
        for (const QJsonValue &item : value.toArray())
            out.append(item.toString());
        return out;
    };
    AgentFailure failure;
    const QString kindName = json.value("kind"_L1).toString();
    const auto named = std::find(kKindNames.cbegin(), kKindNames.cend(), kindName);
    failure.kind = named == kKindNames.cend() ? Kind::Error : Kind(named - kKindNames.cbegin());
    failure.agentName = json.value("agent"_L1).toString();
    failure.step = json.value("step"_L1).toString();
    failure.message = json.value("message"_L1).toString();
    failure.exitCode = json.value("exit_code"_L1).toInt(-1);
    failure.signal = json.value("signal"_L1).toInt();
    failure.signalName = json.value("signal_name"_L1).toString();
    failure.stderrTail = strings(json.value("stderr_tail"_L1));
    failure.keyVariables = strings(json.value("key_variables"_L1));
    failure.advice = strings(json.value("advice"_L1));
    for (const QJsonValue &value : json.value("auth_methods"_L1).toArray()) {
        const QJsonObject method = value.toObject();
        failure.authMethods.append({method.value("id"_L1).toString(), method.value("name"_L1).toString(),
                                    method.value("description"_L1).toString(), method.value("variable"_L1).toString(),
                                    strings(method.value("login_argv"_L1)), strings(method.value("login_env"_L1)),
                                    method.value("terminal_sign_in"_L1).toBool()});
    }
    return failure;
}

} // namespace kandesk
