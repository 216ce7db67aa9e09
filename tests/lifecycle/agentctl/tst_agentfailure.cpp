// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// AgentFailure: what agentctl's details and timeouts become in the user's words.
#include "lifecycle/agentctl/agentevent.h"
#include "lifecycle/agentctl/agentfailuredescription.h"
#include "models/expected.h"
#include "lifecycle/terminallauncher.h"

#include <QJsonArray>
#include <QTest>

using namespace kandesk;

class TestAgentFailure : public QObject
{
    Q_OBJECT
private:
    static Error errorWith(const QString &message, const QJsonObject &details)
    {
        Error error = Error::failed(message);
        error.details = details;
        return error;
    }

private Q_SLOTS:
    void describesAStartFailure_data()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QJsonObject>("details");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("said");

        const QJsonObject exited{{QStringLiteral("agent_exit"),
                                  QJsonObject{{QStringLiteral("exit_code"), 3},
                                              {QStringLiteral("stderr_tail"), QJsonArray{QStringLiteral("OPENAI_API_KEY is not set")}}}}};
        QTest::newRow("exit code") << QStringLiteral("initialize") << QStringLiteral("agent.initialize: The agent exited with code 3.")
                                   << exited << int(AgentFailure::Kind::Exited) << QStringLiteral("Codex exited with code 3 while starting (initialize).");
        const QJsonObject killed{{QStringLiteral("agent_exit"), QJsonObject{{QStringLiteral("signal"), 9}, {QStringLiteral("signal_name"), QStringLiteral("SIGKILL")}}}};
        QTest::newRow("signal") << QStringLiteral("session/new") << QString() << killed << int(AgentFailure::Kind::Exited)
                                << QStringLiteral("Codex was killed by signal 9 (SIGKILL) while opening a session (session/new).");
        const QJsonObject auth{{QStringLiteral("rpc_error"), QJsonObject{{QStringLiteral("code"), -32000}, {QStringLiteral("message"), QStringLiteral("Authentication required")}}}};
        QTest::newRow("auth code") << QStringLiteral("session/new") << QStringLiteral("agent.session.new: session/new failed: Authentication required")
                                   << auth << int(AgentFailure::Kind::AuthenticationRequired) << QStringLiteral("Codex needs you to sign in");
        QTest::newRow("key words") << QStringLiteral("session/new") << QStringLiteral("Gemini API key is missing") << QJsonObject{}
                                   << int(AgentFailure::Kind::AuthenticationRequired) << QStringLiteral("OPENAI_API_KEY or CODEX_API_KEY");
        const QJsonObject timeout{{ErrorDetails::kTimedOut, true}, {ErrorDetails::kTimeoutMs, 60000}};
        QTest::newRow("timeout") << QStringLiteral("initialize") << QStringLiteral("agent.initialize: no answer within 60000 ms") << timeout
                                 << int(AgentFailure::Kind::TimedOut) << QStringLiteral("Codex did not answer within 60 s while starting (initialize).");
        QTest::newRow("other") << QStringLiteral("prompt") << QStringLiteral("agent.prompt: something odd") << QJsonObject{}
                               << int(AgentFailure::Kind::Error) << QStringLiteral("Codex failed while taking the first prompt: something odd");
    }

    void describesAStartFailure()
    {
        QFETCH(QString, step);
        QFETCH(QString, message);
        QFETCH(QJsonObject, details);
        QFETCH(int, kind);
        QFETCH(QString, said);
        AgentFailureContext context;
        context.agentName = QStringLiteral("Codex");
        context.keyVariables = {QStringLiteral("OPENAI_API_KEY"), QStringLiteral("CODEX_API_KEY")};
        context.step = step;
        const AgentFailure failure = describeStartFailure(context, errorWith(message, details));
        QCOMPARE(int(failure.kind), kind);
        QVERIFY2(failure.fullText().contains(said), qPrintable(failure.fullText()));
        QVERIFY(!failure.fullText().contains(QStringLiteral("agent.")));
        QVERIFY(!failure.advice.isEmpty());
        // It travels as JSON (the transcript's error row) and comes back the same.
        const AgentFailure back = AgentFailure::fromJson(failure.toJson());
        QCOMPARE(back.fullText(), failure.fullText());
        QCOMPARE(int(back.kind), kind);
    }

    void offersTheAgentsSignInMethods()
    {
        AgentFailureContext context;
        context.agentName = QStringLiteral("Claude Code");
        context.step = QStringLiteral("session/new");
        context.authMethods = QJsonArray{
            QJsonObject{{QStringLiteral("id"), QStringLiteral("claude-login")},
                        {QStringLiteral("name"), QStringLiteral("Log in with Claude")},
                        {QStringLiteral("_meta"), QJsonObject{{QStringLiteral("terminal-auth"),
                                                               QJsonObject{{QStringLiteral("command"), QStringLiteral("node")},
                                                                           {QStringLiteral("args"), QJsonArray{QStringLiteral("cli.js"), QStringLiteral("/login")}}}}}}},
            QJsonObject{{QStringLiteral("id"), QStringLiteral("key")},
                        {QStringLiteral("name"), QStringLiteral("API key")},
                        {QStringLiteral("type"), QStringLiteral("env_var")},
                        {QStringLiteral("varName"), QStringLiteral("ANTHROPIC_API_KEY")}}};
        const QJsonObject auth{{QStringLiteral("rpc_error"), QJsonObject{{QStringLiteral("code"), -32000}, {QStringLiteral("message"), QStringLiteral("Authentication required")}}}};
        const AgentFailure failure = describeStartFailure(context, errorWith(QStringLiteral("Authentication required"), auth));
        QVERIFY(failure.isAuthentication());
        QCOMPARE(failure.authMethods.size(), 2);
        QCOMPARE(failure.authMethods.at(0).loginArgv, (QStringList{QStringLiteral("node"), QStringLiteral("cli.js"), QStringLiteral("/login")}));
        QVERIFY2(failure.fullText().contains(QStringLiteral("run node cli.js /login in a terminal")), qPrintable(failure.fullText()));
        QVERIFY2(failure.fullText().contains(QStringLiteral("Set ANTHROPIC_API_KEY as a secret")), qPrintable(failure.fullText()));
        // An exit at session/new of an agent that can sign in hints at it.
        const AgentFailure internal = describeStartFailure(
            context, errorWith(QStringLiteral("session/new failed: Internal error: Claude Code process exited with code 1"), {}));
        QCOMPARE(internal.kind, AgentFailure::Kind::Error);
        QVERIFY2(internal.fullText().contains(QStringLiteral("If Claude Code is not signed in yet")), qPrintable(internal.fullText()));
    }

    // ACP's terminal auth method: the agent's own command on this machine again, with the method's
    // arguments and variables; the start goes on by itself after it, so no "then retry". Without
    // the command here (an agent elsewhere) it is not offered as one to run.
    void aTerminalSignInRunsTheAgentsOwnCommandAgain()
    {
        AgentFailureContext context;
        context.agentName = QStringLiteral("Codex");
        context.step = QStringLiteral("session/new");
        context.authMethods = QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("chatgpt")},
                                                     {QStringLiteral("name"), QStringLiteral("Sign in with ChatGPT")},
                                                     {QStringLiteral("type"), QStringLiteral("terminal")},
                                                     {QStringLiteral("args"), QJsonArray{QStringLiteral("--login")}},
                                                     {QStringLiteral("env"), QJsonObject{{QStringLiteral("CODEX_TUI"), QStringLiteral("1")}}}}};
        context.agentArgv = {QStringLiteral("node"), QStringLiteral("/opt/codex-acp/dist/index.js")};
        const QJsonObject auth{{QStringLiteral("rpc_error"), QJsonObject{{QStringLiteral("code"), -32000}, {QStringLiteral("message"), QStringLiteral("Authentication required")}}}};
        const AgentFailure failure = describeStartFailure(context, errorWith(QStringLiteral("Authentication required"), auth));
        QCOMPARE(failure.authMethods.size(), 1);
        const AgentFailure::AuthMethod &method = failure.authMethods.constFirst();
        QVERIFY(method.terminalSignIn);
        QCOMPARE(method.loginArgv, (QStringList{QStringLiteral("node"), QStringLiteral("/opt/codex-acp/dist/index.js"), QStringLiteral("--login")}));
        QCOMPARE(method.loginEnv, QStringList{QStringLiteral("CODEX_TUI=1")});
        QVERIFY2(failure.fullText().contains(QStringLiteral("it runs in the task's terminal, and the start goes on when it succeeds")),
                 qPrintable(failure.fullText()));
        QVERIFY2(!failure.fullText().contains(QStringLiteral("Then retry")), qPrintable(failure.fullText()));
        const AgentFailure back = AgentFailure::fromJson(failure.toJson());
        QCOMPARE(back.authMethods.constFirst().loginEnv, method.loginEnv);
        QVERIFY(back.authMethods.constFirst().terminalSignIn);

        context.agentArgv.clear();
        const AgentFailure elsewhere = describeStartFailure(context, errorWith(QStringLiteral("Authentication required"), auth));
        QVERIFY(elsewhere.authMethods.constFirst().loginArgv.isEmpty());
        QVERIFY(!elsewhere.authMethods.constFirst().terminalSignIn);
        QVERIFY2(elsewhere.fullText().contains(QStringLiteral("Then retry")), qPrintable(elsewhere.fullText()));
    }

    void describesATurnFailure()
    {
        AgentFailureContext context;
        context.agentName = QStringLiteral("Stub");
        const AgentFailure lost = describeTurnFailure(context, {{QStringLiteral("error"), QStringLiteral("lost the connection")},
                                                                {QStringLiteral("stream_lost"), true}});
        QVERIFY(lost.message.startsWith(QStringLiteral("Lost the connection to Stub's sidecar")));
        const AgentFailure crashed = describeTurnFailure(
            context, {{QStringLiteral("error"), QStringLiteral("The agent exited with code 3.")},
                      {QStringLiteral("agent_exit"), QJsonObject{{QStringLiteral("exit_code"), 3},
                                                                 {QStringLiteral("stderr_tail"), QJsonArray{QStringLiteral("boom")}}}}});
        QCOMPARE(crashed.message, QStringLiteral("Stub exited with code 3 during the turn."));
        QCOMPARE(crashed.stderrTail, QStringList{QStringLiteral("boom")});
    }

    // agentctl's event becomes a SessionEvent once, where it arrives: fields as sent, and an
    // error in the user's words with whether the agent went with it.
    void anAgentEventIsMadeFromTheWireOnce()
    {
        AgentFailureContext context;
        context.agentName = QStringLiteral("Stub");
        const SessionEvent chunk = agentEventFromWire({{QStringLiteral("type"), QStringLiteral("message_chunk")},
                                                       {QStringLiteral("text"), QStringLiteral("hello")},
                                                       {QStringLiteral("role"), QStringLiteral("assistant")}},
                                                      context);
        QCOMPARE(chunk.kind, SessionEvent::Kind::MessageChunk);
        QCOMPARE(chunk.text, QStringLiteral("hello"));
        QVERIFY(chunk.failure.isEmpty());

        const SessionEvent exited = agentEventFromWire(
            {{QStringLiteral("type"), QStringLiteral("error")},
             {QStringLiteral("error"), QStringLiteral("The agent exited with code 3.")},
             {QStringLiteral("agent_exit"), QJsonObject{{QStringLiteral("exit_code"), 3}, {QStringLiteral("stderr_tail"), QJsonArray{QStringLiteral("boom")}}}},
             {QStringLiteral("agent"), QJsonObject{{QStringLiteral("exit_code"), 3}, {QStringLiteral("stderr"), QStringLiteral("boom")}}}},
            context);
        QCOMPARE(exited.kind, SessionEvent::Kind::Error);
        QCOMPARE(exited.text, QStringLiteral("Stub exited with code 3 during the turn."));
        QCOMPARE(AgentFailure::fromJson(exited.failure).kind, AgentFailure::Kind::Exited);
        QCOMPARE(AgentFailure::fromJson(exited.failure).stderrTail, QStringList{QStringLiteral("boom")});
        QVERIFY(exited.agentGone);

        const SessionEvent lost = agentEventFromWire(
            {{QStringLiteral("type"), QStringLiteral("error")}, {QStringLiteral("error"), QStringLiteral("lost")}, {QStringLiteral("stream_lost"), true}}, context);
        QVERIFY(lost.agentGone);
        QVERIFY(lost.text.startsWith(QStringLiteral("Lost the connection to Stub's sidecar")));

        const SessionEvent refused = agentEventFromWire(
            {{QStringLiteral("type"), QStringLiteral("error")},
             {QStringLiteral("error"), QStringLiteral("Internal error")},
             {QStringLiteral("rpc_error"), QJsonObject{{QStringLiteral("code"), -32603}, {QStringLiteral("message"), QStringLiteral("Internal error")}}}},
            context);
        QVERIFY(!refused.agentGone); // the agent answered: it still runs
        QCOMPARE(refused.text, QStringLiteral("Stub reported an error: Internal error"));
    }

    void runsACommandInATerminal()
    {
        QCOMPARE(terminalArgv(QStringLiteral("/usr/bin/xterm"), {QStringLiteral("gh"), QStringLiteral("auth")}),
                 (QStringList{QStringLiteral("/usr/bin/xterm"), QStringLiteral("-e"), QStringLiteral("gh"), QStringLiteral("auth")}));
        QCOMPARE(terminalArgv(QStringLiteral("/usr/bin/gnome-terminal"), {QStringLiteral("gh")}),
                 (QStringList{QStringLiteral("/usr/bin/gnome-terminal"), QStringLiteral("--"), QStringLiteral("gh")}));
        QProcessEnvironment bare;
        bare.insert(QStringLiteral("PATH"), QStringLiteral("/nonexistent"));
        const ExternalTerminalLaunch none = runInTerminal({QStringLiteral("gh"), QStringLiteral("auth"), QStringLiteral("login")}, {}, bare);
        QVERIFY(none.terminal.isEmpty());
        QVERIFY2(none.error.contains(QStringLiteral("gh auth login")), qPrintable(none.error));
        QVERIFY2(none.error.startsWith(QStringLiteral("No terminal")), qPrintable(none.error));
        // For a worktree, the message names it.
        const ExternalTerminalLaunch inWorktree = runInTerminal({QStringLiteral("bash")}, QStringLiteral("/home/me/tasks/fix_1a2b/app"), bare);
        QVERIFY2(inWorktree.error.contains(QStringLiteral("open one in /home/me/tasks/fix_1a2b/app and run: bash")),
                 qPrintable(inWorktree.error));
    }
};

QTEST_GUILESS_MAIN(TestAgentFailure)
#include "tst_agentfailure.moc"
