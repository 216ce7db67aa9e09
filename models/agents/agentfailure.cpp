// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentfailure.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

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

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

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
    QJsonObject json{{key("kind"), QString(kKindNames.at(std::size_t(kind)))},
                     {key("agent"), agentName},
                     {key("message"), message},
                     {key("advice"), QJsonArray::fromStringList(advice)}};
    if (!step.isEmpty())
        json.insert(key("step"), step);
    if (exitCode >= 0)
        json.insert(key("exit_code"), exitCode);
    if (signal > 0) {
        json.insert(key("signal"), signal);
        json.insert(key("signal_name"), signalName);
    }
    if (!stderrTail.isEmpty())
        json.insert(key("stderr_tail"), QJsonArray::fromStringList(stderrTail));
    if (!keyVariables.isEmpty())
        json.insert(key("key_variables"), QJsonArray::fromStringList(keyVariables));
    QJsonArray methods;
    for (const AuthMethod &method : authMethods) {
        methods.append(QJsonObject{{key("id"), method.id},
                                   {key("name"), method.name},
                                   {key("description"), method.description},
                                   {key("variable"), method.variable},
                                   {key("login_argv"), QJsonArray::fromStringList(method.loginArgv)},
                                   {key("login_env"), QJsonArray::fromStringList(method.loginEnv)},
                                   {key("terminal_sign_in"), method.terminalSignIn}});
    }
    if (!methods.isEmpty())
        json.insert(key("auth_methods"), methods);
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
    const QString kindName = json.value(key("kind")).toString();
    const auto named = std::find(kKindNames.cbegin(), kKindNames.cend(), kindName);
    failure.kind = named == kKindNames.cend() ? Kind::Error : Kind(named - kKindNames.cbegin());
    failure.agentName = json.value(key("agent")).toString();
    failure.step = json.value(key("step")).toString();
    failure.message = json.value(key("message")).toString();
    failure.exitCode = json.value(key("exit_code")).toInt(-1);
    failure.signal = json.value(key("signal")).toInt();
    failure.signalName = json.value(key("signal_name")).toString();
    failure.stderrTail = strings(json.value(key("stderr_tail")));
    failure.keyVariables = strings(json.value(key("key_variables")));
    failure.advice = strings(json.value(key("advice")));
    for (const QJsonValue &value : json.value(key("auth_methods")).toArray()) {
        const QJsonObject method = value.toObject();
        failure.authMethods.append({method.value(key("id")).toString(), method.value(key("name")).toString(),
                                    method.value(key("description")).toString(), method.value(key("variable")).toString(),
                                    strings(method.value(key("login_argv"))), strings(method.value(key("login_env"))),
                                    method.value(key("terminal_sign_in")).toBool()});
    }
    return failure;
}

} // namespace kandesk
