// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// How agentctl reports a failing agent, on the real binary with the stub agent's scripted faults:
// agent_exit (exit code or signal, stderr tail, a plain message), rpc_error for ACP error answers,
// and malformed output (non-JSON, huge and oversized lines, invalid UTF-8, unknown ids, foreign
// sessions) that never breaks a turn. Every failing row ends with a retry that completes a turn.
#include "support/agentctlharness.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

using namespace kandesk;
using kandesk::test::str;

namespace {

// What users read must not leak the wire.
void verifyPlainWords(const QString &message)
{
    QVERIFY2(!message.isEmpty(), "no message");
    for (const char *internal : { "POST", "GET ", "/api", "HTTP", "status stopped" })
        QVERIFY2(!message.contains(str(internal)), qPrintable(message));
}

bool stderrTailContains(const QJsonObject &agentExit, const QString &line)
{
    const QJsonArray tail = agentExit.value(wire::failure::kStderrTail).toArray();
    for (const QJsonValue &value : tail) {
        if (value.toString().contains(line))
            return true;
    }
    return false;
}

} // namespace

class TestAgentctlFaults : public QObject
{
    Q_OBJECT
private:
    test::Agentctl m_agentctl;
    std::unique_ptr<QTemporaryDir> m_workspace;
    std::unique_ptr<test::StreamClient> m_stream;
    QString m_faultsFile;
    QString m_instanceId;
    quint16 m_port = 0;
    int m_instances = 0;

    void setFaults(const QString &faults)
    {
        QFile file(m_faultsFile);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(faults.toUtf8());
    }

    // The stream opens first: an agent that exits at once must not end before anyone listens.
    void configureAndStart()
    {
        if (!m_stream) {
            m_stream = std::make_unique<test::StreamClient>();
            QVERIFY(m_stream->open(m_port, QString(wire::route::kAgentStream), m_agentctl.token));
        }
        const QStringList argv { str(KANDESK_STUBAGENT_PATH), str("--faults"), m_faultsFile };
        const test::HttpReply configured = m_agentctl.send("POST", m_port, QString(wire::route::kAgentConfigure),
            QJsonObject { { str("command"), str(KANDESK_STUBAGENT_PATH) },
                { str("agent_args"), QJsonArray::fromStringList(argv) } });
        QVERIFY2(
            configured.body.value(str("success")).toBool(), qPrintable(configured.body.value(str("error")).toString()));
        const test::HttpReply started = m_agentctl.send("POST", m_port, QString(wire::route::kStart));
        QVERIFY2(started.body.value(str("success")).toBool(), qPrintable(started.body.value(str("error")).toString()));
    }

    // configure + start + initialize + session/new, all expected to work.
    void startAgent()
    {
        configureAndStart();
        QCOMPARE(m_stream->call(wire::action::kInitialize).value(str("type")).toString(),
            QString(wire::envelope::kResponse));
        QCOMPARE(m_stream->call(wire::action::kSessionNew).value(str("type")).toString(),
            QString(wire::envelope::kResponse));
    }

    QJsonObject status() { return m_agentctl.send("GET", m_port, QString(wire::route::kStatus)).body; }

    qsizetype prompt(const QString &text) { return m_stream->prompt(text); }

    QJsonObject waitForTurnEnd(qsizetype from, int timeoutMs = 20'000) { return m_stream->waitForTurnEnd(from, timeoutMs); }

    // After any failure the instance takes a clean start and completes a turn.
    void retryCompletesATurn()
    {
        setFaults({});
        QTRY_VERIFY_WITH_TIMEOUT(status().value(str("agent_status")).toString() == wire::agentstatus::kStopped
                || status().value(str("agent_status")).toString() == wire::agentstatus::kRunning,
            10'000);
        if (status().value(str("agent_status")).toString() == wire::agentstatus::kRunning) {
            QVERIFY(m_agentctl.send("POST", m_port, QString(wire::route::kStop)).body.value(str("success")).toBool());
            QTRY_COMPARE_WITH_TIMEOUT(
                status().value(str("agent_status")).toString(), QString(wire::agentstatus::kStopped), 10'000);
        }
        startAgent();
        QVERIFY(!status().contains(wire::failure::kAgentExit));
        const qsizetype from = prompt(str("stream 1"));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY(m_stream->text(from).contains(str("chunk 0")));
    }

    static void verifyExit(const QJsonObject &agentExit, int exitCode, int signal, const QString &stderrLine)
    {
        QVERIFY2(!agentExit.isEmpty(), "no agent_exit");
        if (signal > 0) {
            QCOMPARE(agentExit.value(wire::failure::kSignal).toInt(), signal);
            QCOMPARE(agentExit.value(wire::failure::kSignalName).toString(), str("SIGKILL"));
            QVERIFY(!agentExit.contains(wire::failure::kExitCode));
            QCOMPARE(agentExit.value(wire::failure::kMessage).toString(),
                str("The agent was killed by signal 9 (SIGKILL)."));
        } else {
            QCOMPARE(agentExit.value(wire::failure::kExitCode).toInt(-1), exitCode);
            QVERIFY(!agentExit.contains(wire::failure::kSignal));
            QCOMPARE(agentExit.value(wire::failure::kMessage).toString(),
                QStringLiteral("The agent exited with code %1.").arg(exitCode));
        }
        if (!stderrLine.isEmpty())
            QVERIFY2(stderrTailContains(agentExit, stderrLine),
                qPrintable(QString::fromUtf8(QJsonDocument(agentExit).toJson())));
        QVERIFY(agentExit.value(wire::failure::kStderrTail).toArray().size() <= wire::failure::kStderrTailLines);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_agentctl.start());
        QVERIFY(m_agentctl.handshake());
    }

    void init()
    {
        m_workspace = std::make_unique<QTemporaryDir>();
        QVERIFY(m_workspace->isValid());
        m_faultsFile = m_workspace->filePath(str(".stub-faults"));
        m_instanceId = m_agentctl.createInstance(m_workspace->path(), &m_port,
            QJsonObject { { str("id"), QStringLiteral("faults-%1").arg(++m_instances) } });
        QVERIFY(!m_instanceId.isEmpty());
    }

    void cleanup()
    {
        const qint64 pid = status().value(str("agent")).toObject().value(str("pid")).toInteger();
        m_stream.reset();
        QCOMPARE(
            m_agentctl
                .send("DELETE", m_agentctl.port, QString(wire::route::kInstances) + QLatin1Char('/') + m_instanceId)
                .status,
            200);
        if (pid > 0)
            QTRY_VERIFY_WITH_TIMEOUT(!test::groupAlive(pid), 10'000);
    }

    void refusesRequestsInPlainWordsWhenNeverStarted()
    {
        m_stream = std::make_unique<test::StreamClient>();
        QVERIFY(m_stream->open(m_port, QString(wire::route::kAgentStream), m_agentctl.token));
        const QJsonObject answer = m_stream->call(wire::action::kInitialize);
        QCOMPARE(answer.value(str("type")).toString(), QString(wire::envelope::kError));
        const QJsonObject payload = answer.value(str("payload")).toObject();
        QCOMPARE(payload.value(wire::failure::kError).toString(), QString(wire::failure::kAgentNotRunning));
        QVERIFY(!payload.contains(wire::failure::kAgentExit));
        QVERIFY(!status().contains(wire::failure::kAgentExit));
    }

    void refusesRequestsInPlainWordsAfterAStop()
    {
        startAgent();
        const qsizetype from = m_stream->messages.size();
        QVERIFY(m_agentctl.send("POST", m_port, QString(wire::route::kStop)).body.value(str("success")).toBool());
        QTRY_COMPARE_WITH_TIMEOUT(
            status().value(str("agent_status")).toString(), QString(wire::agentstatus::kStopped), 10'000);
        QVERIFY(!status().contains(wire::failure::kAgentExit));
        QVERIFY(m_stream->events(wire::event::kError, from).isEmpty());
        const QJsonObject payload = m_stream->call(wire::action::kPrompt, QJsonObject { { str("text"), str("hi") } })
                                        .value(str("payload"))
                                        .toObject();
        QCOMPARE(payload.value(wire::failure::kError).toString(), QString(wire::failure::kAgentNotRunning));
        QVERIFY(!payload.contains(wire::failure::kAgentExit));
    }

    // The agent ends while a start step waits for it, or before the step is asked.
    void reportsAnAgentThatEndsWhileStarting_data()
    {
        QTest::addColumn<QString>("faults");
        QTest::addColumn<bool>("killWhileWaiting");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("signal");
        QTest::addColumn<QString>("stderrLine");
        QTest::newRow("exits at start with stderr")
            << str("exit-at-start") << false << 3 << 0 << str("OPENAI_API_KEY is not set");
        QTest::newRow("killed while initialize waits")
            << str("hang-initialize") << true << -1 << 9 << str("stub agent: started");
    }
    void reportsAnAgentThatEndsWhileStarting()
    {
        QFETCH(QString, faults);
        QFETCH(bool, killWhileWaiting);
        QFETCH(int, exitCode);
        QFETCH(int, signal);
        QFETCH(QString, stderrLine);
        setFaults(faults);
        configureAndStart(); // a fresh stream: every message it got is of this start
        const qint64 pid = status().value(str("agent")).toObject().value(str("pid")).toInteger();
        QVERIFY(pid > 0 || faults == str("exit-at-start"));
        const qsizetype from = 0;
        if (killWhileWaiting) {
            QTRY_VERIFY_WITH_TIMEOUT(status()
                                         .value(str("agent"))
                                         .toObject()
                                         .value(str("stderr"))
                                         .toString()
                                         .contains(str("stub agent: started")),
                10'000);
            // The stub never answers initialize: a kill this late finds the request waiting (were it
            // earlier, the request would arrive after the exit, which must read the same).
            QTimer::singleShot(300, this, [pid] { ::kill(static_cast<pid_t>(pid), SIGKILL); });
        }
        const QJsonObject answer = m_stream->call(wire::action::kInitialize);
        QCOMPARE(answer.value(str("type")).toString(), QString(wire::envelope::kError));
        const QJsonObject payload = answer.value(str("payload")).toObject();
        const QJsonObject agentExit = payload.value(wire::failure::kAgentExit).toObject();
        verifyExit(agentExit, exitCode, signal, stderrLine);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(payload.value(wire::failure::kError).toString(), agentExit.value(wire::failure::kMessage).toString());
        verifyPlainWords(payload.value(wire::failure::kError).toString());

        // The stream hears it as an error event, and so does every later request and the status.
        const QJsonObject event = m_stream->waitForEvent(wire::event::kError, 10'000, from);
        QCOMPARE(event.value(wire::failure::kAgentExit).toObject(), agentExit);
        QCOMPARE(event.value(wire::failure::kError).toString(), agentExit.value(wire::failure::kMessage).toString());
        const QJsonObject later = m_stream->call(wire::action::kSessionNew).value(str("payload")).toObject();
        QCOMPARE(later, payload);
        QTRY_COMPARE_WITH_TIMEOUT(
            status().value(str("agent_status")).toString(), QString(wire::agentstatus::kStopped), 10'000);
        QCOMPARE(status().value(wire::failure::kAgentExit).toObject(), agentExit);
        if (pid > 0)
            QVERIFY(!test::groupAlive(pid));

        retryCompletesATurn();
    }

    void reportsAuthenticationErrorsAtSessionNew()
    {
        setFaults(str("auth-session-new"));
        configureAndStart();
        const QJsonObject initialized = m_stream->call(wire::action::kInitialize);
        QCOMPARE(initialized.value(str("type")).toString(), QString(wire::envelope::kResponse));
        const QJsonArray methods = initialized.value(str("payload")).toObject().value(str("auth_methods")).toArray();
        QCOMPARE(methods.first().toObject().value(str("id")).toString(), str("stub-login"));

        const QJsonObject answer = m_stream->call(wire::action::kSessionNew);
        QCOMPARE(answer.value(str("type")).toString(), QString(wire::envelope::kError));
        const QJsonObject payload = answer.value(str("payload")).toObject();
        const QJsonObject rpcError = payload.value(wire::failure::kRpcError).toObject();
        QCOMPARE(rpcError.value(wire::failure::kCode).toInt(), -32000);
        QCOMPARE(rpcError.value(wire::failure::kMessage).toString(), str("Authentication required"));
        QVERIFY(payload.value(wire::failure::kError).toString().contains(str("Authentication required")));
        verifyPlainWords(payload.value(wire::failure::kError).toString());
        QVERIFY(!payload.contains(wire::failure::kAgentExit));

        retryCompletesATurn();
    }

    // The turn ends with an error event that says why.
    void reportsATurnThatFails_data()
    {
        QTest::addColumn<QString>("faults");
        QTest::addColumn<QString>("prompt");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("signal");
        QTest::addColumn<QString>("stderrLine");
        QTest::addColumn<int>("rpcCode");
        QTest::addColumn<QString>("textBefore");
        QTest::newRow("exits mid-turn") << QString() << str("crash") << 3 << 0 << str("stub agent: simulated crash")
                                        << 0 << str("about to crash");
        QTest::newRow("killed by a signal") << QString() << str("killself") << -1 << 9
                                            << str("stub agent: killing itself") << 0 << str("about to be killed");
        QTest::newRow("auth required at prompt")
            << str("auth-prompt") << str("stream 1") << -1 << 0 << QString() << -32000 << QString();
    }
    void reportsATurnThatFails()
    {
        QFETCH(QString, faults);
        QFETCH(QString, prompt);
        QFETCH(int, exitCode);
        QFETCH(int, signal);
        QFETCH(QString, stderrLine);
        QFETCH(int, rpcCode);
        QFETCH(QString, textBefore);
        setFaults(faults);
        startAgent();
        const qsizetype from = this->prompt(prompt);
        const QJsonObject end = waitForTurnEnd(from);
        QCOMPARE(end.value(str("type")).toString(), QString(wire::event::kError));
        verifyPlainWords(end.value(wire::failure::kError).toString());
        QVERIFY(!end.value(str("session_id")).toString().isEmpty());
        QVERIFY(m_stream->text(from).contains(textBefore)); // what came before the failure stays
        QCOMPARE(m_stream->events(wire::event::kError, from).size(), 1);

        if (rpcCode != 0) {
            const QJsonObject rpcError = end.value(wire::failure::kRpcError).toObject();
            QCOMPARE(rpcError.value(wire::failure::kCode).toInt(), rpcCode);
            QCOMPARE(rpcError.value(wire::failure::kMessage).toString(), str("Authentication required"));
            QVERIFY(!end.contains(wire::failure::kAgentExit));
            QCOMPARE(status().value(str("agent_status")).toString(), QString(wire::agentstatus::kRunning));
        } else {
            const QJsonObject agentExit = end.value(wire::failure::kAgentExit).toObject();
            verifyExit(agentExit, exitCode, signal, stderrLine);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(end.value(wire::failure::kError).toString(), agentExit.value(wire::failure::kMessage).toString());
            QTRY_COMPARE_WITH_TIMEOUT(
                status().value(str("agent_status")).toString(), QString(wire::agentstatus::kStopped), 10'000);
            QCOMPARE(status().value(wire::failure::kAgentExit).toObject(), agentExit);
            const QJsonObject later
                = m_stream->call(wire::action::kPrompt, QJsonObject { { str("text"), str("again") } });
            QCOMPARE(later.value(str("type")).toString(), QString(wire::envelope::kError));
            QCOMPARE(later.value(str("payload")).toObject().value(wire::failure::kAgentExit).toObject(), agentExit);
        }

        retryCompletesATurn();
    }

    // Malformed output never breaks the turn; what affects it is announced once per kind.
    void survivesMalformedOutput_data()
    {
        QTest::addColumn<QString>("prompt");
        QTest::addColumn<QString>("warningKind");
        QTest::addColumn<QString>("expectedText");
        QTest::addColumn<QString>("forbiddenText");
        QTest::newRow("garbage lines") << str("stream 2 garbage") << QString(wire::warning::kNonJsonOutput)
                                       << str("after garbage") << QString();
        QTest::newRow("a 10 MB line") << str("stream 2 huge") << QString(wire::warning::kNonJsonOutput)
                                      << str("after huge") << QString();
        QTest::newRow("a line over 32 MiB") << str("stream 2 oversized") << QString(wire::warning::kOversizedOutput)
                                            << str("after oversized") << QString();
        QTest::newRow("invalid UTF-8") << str("stream 2 badutf8") << QString(wire::warning::kInvalidUtf8)
                                       << QStringLiteral("bad \uFFFD") << QString();
        QTest::newRow("garbage, huge and invalid UTF-8 in one turn")
            << str("garbage stream 2 huge badutf8") << QString() << str("after huge") << QString();
        QTest::newRow("response to an unknown id")
            << str("stream 2 unknown-id") << QString() << str("chunk 1") << QString();
        QTest::newRow("update for another session")
            << str("stream 2 other-session") << QString() << str("chunk 1") << str("foreign");
    }
    void survivesMalformedOutput()
    {
        QFETCH(QString, prompt);
        QFETCH(QString, warningKind);
        QFETCH(QString, expectedText);
        QFETCH(QString, forbiddenText);
        startAgent();
        const QString sessionId = status().value(str("session_id")).toString();
        const qsizetype from = this->prompt(prompt);
        const QJsonObject end = waitForTurnEnd(from); // a turn that hangs on the bad line never ends
        QCOMPARE(end.value(str("type")).toString(), QString(wire::event::kComplete));
        const QString text = m_stream->text(from);
        QVERIFY2(text.contains(str("chunk 0 chunk 1")), qPrintable(text)); // the transcript so far is intact
        QVERIFY2(text.contains(expectedText), qPrintable(text));
        if (!forbiddenText.isEmpty())
            QVERIFY2(!text.contains(forbiddenText), qPrintable(text));
        for (const QJsonObject &event : m_stream->events(wire::event::kMessageChunk, from))
            QCOMPARE(event.value(str("session_id")).toString(), sessionId);

        const QList<QJsonObject> warnings = m_stream->events(wire::event::kWarning, from);
        if (warningKind.isEmpty() && prompt.contains(str("garbage"))) {
            // Each kind once: non-JSON (two garbage lines and the huge one) and invalid UTF-8.
            QCOMPARE(warnings.size(), 2);
        } else if (warningKind.isEmpty()) {
            QVERIFY(warnings.isEmpty());
        } else {
            QCOMPARE(warnings.size(), 1);
            const QJsonObject warning = warnings.first();
            QCOMPARE(warning.value(wire::warning::kKindKey).toString(), warningKind);
            QCOMPARE(warning.value(str("session_id")).toString(), sessionId);
            QVERIFY(!warning.value(str("timestamp")).toString().isEmpty());
            verifyPlainWords(warning.value(wire::warning::kTextKey).toString());
        }

        // The next turn hears nothing of the last one's problems, and the agent still works.
        const qsizetype next = this->prompt(str("stream 1"));
        QCOMPARE(waitForTurnEnd(next).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY(m_stream->events(wire::event::kWarning, next).isEmpty());
        QCOMPARE(status().value(str("agent_status")).toString(), QString(wire::agentstatus::kRunning));
    }
};

QTEST_GUILESS_MAIN(TestAgentctlFaults)
#include "tst_agentctlfaults.moc"
