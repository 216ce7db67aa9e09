// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace kandesk {

// Why an agent could not start or finish a turn, in the words a user reads: what happened, what
// the agent last wrote on stderr and what to do about it. Made once where the failure is met
// (from agentctl's agent_exit / rpc_error details or a timeout) and carried as the `failure`
// object of the session's `error` event, so the window, `kandesk run` and `task show` say the same.
struct AgentFailure {
    enum class Kind {
        Exited,                 // the agent process ended on its own (exit code or signal)
        AuthenticationRequired, // the agent wants a login or an API key
        TimedOut,               // no answer to a start step within the start timeout
        Stopped,                // the user stopped the start
        Error,                  // anything else the agent or agentctl answered
    };

    // A way to sign in that the agent announced in its initialize answer.
    struct AuthMethod {
        QString id;
        QString name;
        QString description;
        QString variable;      // type env_var: the variable that holds the key
        QStringList loginArgv; // a command to run in a terminal (type terminal or terminal-auth)
        QStringList loginEnv;  // "NAME=value": what that command's environment adds (type terminal)
        // An ACP terminal sign-in (the agent's own command, run again with the method's arguments):
        // the start is retried when it exits 0.
        bool terminalSignIn = false;
    };

    Kind kind = Kind::Error;
    QString agentName; // "Claude Code", or the profile's name for a custom agent
    QString step;      // "initialize", "session/new", "session/load", "prompt"; empty mid-turn
    QString message;   // one sentence
    int exitCode = -1; // -1: not an exit, or killed by a signal
    int signal = 0;
    QString signalName;
    QStringList stderrTail;
    QList<AuthMethod> authMethods;
    QStringList keyVariables; // variables a built-in agent reads for its API key
    QStringList advice;       // what to do, one sentence each

    bool isAuthentication() const { return kind == Kind::AuthenticationRequired; }
    // message, the stderr lines and the advice, one per line (notifications, the command line).
    QString fullText() const;
    QJsonObject toJson() const;
    static AgentFailure fromJson(const QJsonObject &json);
};

} // namespace kandesk
