// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl driving the scripted stub ACP agent (tests/fixtures/stubagent) over real HTTP and
// WebSocket: streaming, tools, permissions, cancel, crashes, garbage and workspace confinement.
#include "support/agentctlharness.h"

#include <QFile>
#include <QTemporaryDir>

using namespace kandesk;
using kandesk::test::str;

namespace {

} // namespace

class TestAgentctlAgent : public QObject
{
    Q_OBJECT
private:
    test::Agentctl m_agentctl;
    std::unique_ptr<QTemporaryDir> m_workspace;
    std::unique_ptr<test::StreamClient> m_stream;
    QString m_instanceId;
    quint16 m_port = 0;
    int m_instances = 0;

    void createInstance()
    {
        m_workspace = std::make_unique<QTemporaryDir>();
        QVERIFY(m_workspace->isValid());
        m_instanceId = m_agentctl.createInstance(
            m_workspace->path(), &m_port, QJsonObject { { str("id"), QStringLiteral("agent-%1").arg(++m_instances) } });
        QVERIFY(!m_instanceId.isEmpty());
    }

    // configure + start + stream + initialize + session/new.
    void startAgent(const QStringList &args = {}, const QString &approvalPolicy = {})
    {
        const test::HttpReply configured = m_agentctl.send("POST", m_port, QString(wire::route::kAgentConfigure),
            QJsonObject { { str("command"), str(KANDESK_STUBAGENT_PATH) },
                { str("agent_args"), QJsonArray::fromStringList(QStringList { str(KANDESK_STUBAGENT_PATH) } + args) },
                { str("env"), QJsonObject { { str("STUB_MARKER"), str("1") } } },
                { str("approval_policy"), approvalPolicy } });
        QVERIFY2(
            configured.body.value(str("success")).toBool(), qPrintable(configured.body.value(str("error")).toString()));
        const test::HttpReply started = m_agentctl.send("POST", m_port, QString(wire::route::kStart));
        QVERIFY2(started.body.value(str("success")).toBool(), qPrintable(started.body.value(str("error")).toString()));
        QVERIFY(started.body.value(str("command")).toString().contains(str("kandesk_stubagent")));
        QCOMPARE(status().value(str("agent_status")).toString(), QString(wire::agentstatus::kRunning));
        if (!m_stream) {
            m_stream = std::make_unique<test::StreamClient>();
            QVERIFY(m_stream->open(m_port, QString(wire::route::kAgentStream), m_agentctl.token));
        }
        const QJsonObject initialized = m_stream->call(wire::action::kInitialize);
        QCOMPARE(initialized.value(str("type")).toString(), QString(wire::envelope::kResponse));
        QCOMPARE(initialized.value(str("payload"))
                     .toObject()
                     .value(str("agent_capabilities"))
                     .toObject()
                     .value(str("loadSession"))
                     .toBool(),
            !args.contains(str("--no-load")));
        const QJsonObject session = m_stream->call(wire::action::kSessionNew);
        QCOMPARE(session.value(str("type")).toString(), QString(wire::envelope::kResponse));
        QVERIFY(session.value(str("payload"))
                    .toObject()
                    .value(str("session_id"))
                    .toString()
                    .startsWith(str("stub-session-")));
    }

    QJsonObject status() { return m_agentctl.send("GET", m_port, QString(wire::route::kStatus)).body; }

    qsizetype prompt(const QString &text) { return m_stream->prompt(text); }

    QJsonObject waitForTurnEnd(qsizetype from, int timeoutMs = 15'000) { return m_stream->waitForTurnEnd(from, timeoutMs); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_agentctl.start());
        QVERIFY(m_agentctl.handshake());
    }

    void init() { createInstance(); }

    void cleanup()
    {
        m_stream.reset();
        QCOMPARE(
            m_agentctl
                .send("DELETE", m_agentctl.port, QString(wire::route::kInstances) + QLatin1Char('/') + m_instanceId)
                .status,
            200);
    }

    void startsAndAnnouncesTheSession()
    {
        startAgent();
        QVERIFY(!m_stream->waitForEvent(wire::event::kAgentCapabilities).isEmpty());
        const QJsonObject sessionStatus = m_stream->waitForEvent(wire::event::kSessionStatus);
        QCOMPARE(sessionStatus.value(str("session_status")).toString(), str("new"));
        QCOMPARE(
            m_stream->waitForEvent(wire::event::kSessionMode).value(str("current_mode_id")).toString(), str("code"));
        const QJsonArray commands
            = m_stream->waitForEvent(wire::event::kAvailableCommands).value(str("available_commands")).toArray();
        QCOMPARE(commands.first().toObject().value(str("name")).toString(), str("test"));
        QVERIFY(status().value(str("agent")).toObject().value(str("pid")).toInteger() > 0);
    }

    // Chunks the agent writes in one go go out joined, in order, the text unchanged, and all of
    // them before the turn's end.
    void chunksWrittenTogetherGoOutJoined()
    {
        startAgent();
        constexpr int kChunks = 2000;
        const qsizetype from = prompt(str("stream %1 fast").arg(kChunks));
        const QJsonObject end = waitForTurnEnd(from);
        QCOMPARE(end.value(str("type")).toString(), QString(wire::event::kComplete));
        QString expected;
        for (int i = 0; i < kChunks; ++i)
            expected += i % 50 == 49 ? str("chunk %1.\n\n").arg(i) : str("chunk %1 ").arg(i);
        QCOMPARE(m_stream->text(from), expected);
        const qsizetype events = m_stream->events(wire::event::kMessageChunk, from).size();
        QVERIFY2(events < kChunks / 10, qPrintable(str("%1 events for %2 chunks").arg(events).arg(kChunks)));
    }

    void streamsATurnAndToleratesLateNotifications()
    {
        startAgent();
        const qsizetype from = prompt(str("stream 3 late"));
        const QJsonObject end = waitForTurnEnd(from);
        QCOMPARE(end.value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(end.value(str("stop_reason")).toString(), str("end_turn"));
        QVERIFY(!end.value(str("session_id")).toString().isEmpty());
        QVERIFY(!m_stream->events(wire::event::kMessageChunk, from).isEmpty());
        QVERIFY(m_stream->text(from).startsWith(str("chunk 0 chunk 1 chunk 2 ")));
        QCOMPARE(m_stream->events(wire::event::kReasoning, from).first().value(str("reasoning_text")).toString(),
            str("thinking"));
        const QJsonArray plan = m_stream->events(wire::event::kPlan, from).first().value(str("plan_entries")).toArray();
        QCOMPARE(plan.first().toObject().value(str("description")).toString(), str("step one"));
        // A chunk the agent sends after answering the prompt still arrives.
        QTRY_VERIFY_WITH_TIMEOUT(m_stream->text(from).contains(str("late chunk")), 10'000);
    }

    void reportsToolCalls()
    {
        startAgent();
        const qsizetype from = prompt(str("tool"));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        const QJsonObject call = m_stream->events(wire::event::kToolCall, from).first();
        QCOMPARE(call.value(str("tool_call_id")).toString(), str("tool-1"));
        QCOMPARE(call.value(str("tool_title")).toString(), str("Run ls"));
        QCOMPARE(call.value(str("tool_status")).toString(), str("pending"));
        QCOMPARE(call.value(str("tool_args")).toObject().value(str("command")).toString(), str("ls"));
        const QJsonObject update = m_stream->events(wire::event::kToolUpdate, from).first();
        QCOMPARE(update.value(str("tool_status")).toString(), str("completed"));
        QCOMPARE(update.value(str("tool_result")).toObject().value(str("stdout")).toString(), str("a b c"));
    }

    void answersPermissionRequests_data()
    {
        QTest::addColumn<QString>("ids");
        QTest::addColumn<QString>("option");
        QTest::newRow("string ids, allow") << str("string-ids") << str("proceed_once");
        QTest::newRow("string ids, reject") << str("string-ids") << str("no");
        QTest::newRow("colliding numeric ids, allow") << str("numeric-ids") << str("proceed_once");
    }
    void answersPermissionRequests()
    {
        QFETCH(QString, ids);
        QFETCH(QString, option);
        startAgent();
        const qsizetype from = prompt(str("permission ") + ids);
        const QJsonObject request = m_stream->waitForEvent(wire::event::kPermissionRequest, 15'000, from);
        QVERIFY(!request.isEmpty());
        QCOMPARE(request.value(str("tool_call_id")).toString(), str("tool-2"));
        QCOMPARE(request.value(str("permission_title")).toString(), str("Edit config"));
        QCOMPARE(request.value(str("action_type")).toString(), str("file_write"));
        const QJsonArray options = request.value(str("permission_options")).toArray();
        QCOMPARE(options.size(), 2);
        QCOMPARE(options.at(0).toObject().value(str("option_id")).toString(), str("proceed_once"));
        QCOMPARE(options.at(0).toObject().value(str("kind")).toString(), str("allow_once"));

        const QJsonObject answered = m_stream->call(wire::action::kPermissionsRespond,
            QJsonObject { { str("pending_id"), request.value(str("pending_id")) }, { str("option_id"), option } });
        QCOMPARE(answered.value(str("type")).toString(), QString(wire::envelope::kResponse));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY2(
            m_stream->text(from).contains(str("permission: selected ") + option), qPrintable(m_stream->text(from)));

        // The same pending id cannot be answered twice.
        const QJsonObject again = m_stream->call(wire::action::kPermissionsRespond,
            QJsonObject { { str("pending_id"), request.value(str("pending_id")) }, { str("option_id"), option } });
        QCOMPARE(again.value(str("type")).toString(), QString(wire::envelope::kError));
    }

    void autoApprovesWhenThePolicySaysSo()
    {
        startAgent({}, str("never"));
        const qsizetype from = prompt(str("permission"));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY(m_stream->events(wire::event::kPermissionRequest, from).isEmpty());
        QVERIFY2(
            m_stream->text(from).contains(str("permission: selected proceed_once")), qPrintable(m_stream->text(from)));
    }

    void autoApprovesWhenTheInstanceSaysSo()
    {
        QCOMPARE(
            m_agentctl
                .send("DELETE", m_agentctl.port, QString(wire::route::kInstances) + QLatin1Char('/') + m_instanceId)
                .status,
            200);
        m_instanceId = m_agentctl.createInstance(m_workspace->path(), &m_port,
            QJsonObject { { str("id"), str("auto-approving") }, { str("auto_approve_permissions"), true } });
        QVERIFY(!m_instanceId.isEmpty());
        startAgent();
        const qsizetype from = prompt(str("permission"));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY(m_stream->events(wire::event::kPermissionRequest, from).isEmpty());
        QVERIFY2(
            m_stream->text(from).contains(str("permission: selected proceed_once")), qPrintable(m_stream->text(from)));
    }

    void startsOnCreationWithAutoStart()
    {
        QCOMPARE(
            m_agentctl
                .send("DELETE", m_agentctl.port, QString(wire::route::kInstances) + QLatin1Char('/') + m_instanceId)
                .status,
            200);
        m_instanceId = m_agentctl.createInstance(m_workspace->path(), &m_port,
            QJsonObject { { str("id"), str("auto-starting") },
                { str("agent_command"), str(KANDESK_STUBAGENT_PATH " --no-load") }, { str("auto_start"), true } });
        QVERIFY(!m_instanceId.isEmpty());
        QCOMPARE(status().value(str("agent_status")).toString(), QString(wire::agentstatus::kRunning));
        m_stream = std::make_unique<test::StreamClient>();
        QVERIFY(m_stream->open(m_port, QString(wire::route::kAgentStream), m_agentctl.token));
        const QJsonObject initialized = m_stream->call(wire::action::kInitialize);
        QCOMPARE(initialized.value(str("payload"))
                     .toObject()
                     .value(str("agent_capabilities"))
                     .toObject()
                     .value(str("loadSession"))
                     .toBool(),
            false);
    }

    void refusesAnOptionThatWasNotOffered()
    {
        startAgent();
        const qsizetype from = prompt(str("permission"));
        const QJsonObject request = m_stream->waitForEvent(wire::event::kPermissionRequest, 15'000, from);
        QVERIFY(!request.isEmpty());
        const QJsonObject wrong = m_stream->call(wire::action::kPermissionsRespond,
            QJsonObject {
                { str("pending_id"), request.value(str("pending_id")) }, { str("option_id"), str("allow") } });
        QCOMPARE(wrong.value(str("type")).toString(), QString(wire::envelope::kError));
        QVERIFY(wrong.value(str("payload")).toObject().value(str("error")).toString().contains(str("proceed_once")));
        // Still pending: a valid answer goes through.
        const QJsonObject right = m_stream->call(wire::action::kPermissionsRespond,
            QJsonObject { { str("pending_id"), request.value(str("pending_id")) }, { str("cancelled"), true } });
        QCOMPARE(right.value(str("type")).toString(), QString(wire::envelope::kResponse));
        QCOMPARE(waitForTurnEnd(from).value(str("stop_reason")).toString(), str("cancelled"));
    }

    void cancelsAStreamingTurn()
    {
        startAgent();
        const qsizetype from = prompt(str("slow"));
        QTRY_VERIFY_WITH_TIMEOUT(m_stream->text(from).contains(str("tick")), 10'000);
        // A second prompt during the turn is refused, not queued.
        const QJsonObject second
            = m_stream->call(wire::action::kPrompt, QJsonObject { { str("text"), str("stream 1") } });
        QCOMPARE(second.value(str("type")).toString(), QString(wire::envelope::kError));
        QCOMPARE(
            m_stream->call(wire::action::kCancel).value(str("type")).toString(), QString(wire::envelope::kResponse));
        const QJsonObject end = waitForTurnEnd(from);
        QCOMPARE(end.value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(end.value(str("stop_reason")).toString(), str("cancelled"));
    }

    void cancelAnswersAnOpenPermissionRequest()
    {
        startAgent();
        const qsizetype from = prompt(str("permission"));
        const QJsonObject request = m_stream->waitForEvent(wire::event::kPermissionRequest, 15'000, from);
        QVERIFY(!request.isEmpty());
        QCOMPARE(
            m_stream->call(wire::action::kCancel).value(str("type")).toString(), QString(wire::envelope::kResponse));
        const QJsonObject cancelled = m_stream->waitForEvent(wire::event::kPermissionCancelled, 15'000, from);
        QCOMPARE(cancelled.value(str("pending_id")), request.value(str("pending_id")));
        const QJsonObject end = waitForTurnEnd(from);
        QCOMPARE(end.value(str("stop_reason")).toString(), str("cancelled"));
        QVERIFY(m_stream->text(from).contains(str("permission: cancelled")));
    }

    void survivesAnAgentCrashMidTurn()
    {
        startAgent();
        const qsizetype from = prompt(str("crash"));
        const QJsonObject end = waitForTurnEnd(from);
        QCOMPARE(end.value(str("type")).toString(), QString(wire::event::kError));
        QVERIFY(!end.value(str("error")).toString().isEmpty());
        const QJsonObject agent = end.value(str("agent")).toObject();
        QVERIFY2(agent.value(str("stderr")).toString().contains(str("simulated crash")),
            qPrintable(agent.value(str("stderr")).toString()));
        QCOMPARE(agent.value(str("exit_code")).toInt(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(
            status().value(str("agent_status")).toString(), QString(wire::agentstatus::kStopped), 10'000);
        QVERIFY(
            status().value(str("agent")).toObject().value(str("stderr")).toString().contains(str("simulated crash")));

        // agentctl stays up, and the agent can be started again.
        QCOMPARE(m_agentctl.send("GET", m_agentctl.port, QString(wire::route::kHealth), {}, false).status, 200);
        startAgent();
        const qsizetype next = prompt(str("stream 1"));
        QCOMPARE(waitForTurnEnd(next).value(str("type")).toString(), QString(wire::event::kComplete));
    }

    void skipsGarbageOnStdout()
    {
        startAgent();
        const qsizetype from = prompt(str("garbage stream 1"));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY(m_stream->text(from).contains(str("after garbage")));
        QVERIFY(m_stream->text(from).contains(str("chunk 0")));
    }

    void ignoresUnknownUpdatesAndMethods()
    {
        startAgent();
        const qsizetype from = prompt(str("meta"));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QTRY_VERIFY_WITH_TIMEOUT(
            m_stream->text(from).contains(str("unknown request answered with code -32601")), 10'000);
    }

    void reportsAFailedPrompt()
    {
        startAgent();
        const qsizetype from = prompt(str("error"));
        const QJsonObject end = waitForTurnEnd(from);
        QCOMPARE(end.value(str("type")).toString(), QString(wire::event::kError));
        QVERIFY(end.value(str("error")).toString().contains(str("stub prompt failed")));
        QCOMPARE(status().value(str("agent_status")).toString(), QString(wire::agentstatus::kRunning));
    }

    void writesAndReadsInsideTheWorkspace()
    {
        startAgent();
        const qsizetype from = prompt(str("fs sub/dir/note.txt"));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY2(m_stream->text(from).contains(str("read back: written by stub")), qPrintable(m_stream->text(from)));
        QFile written(m_workspace->filePath(str("sub/dir/note.txt")));
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), QByteArray("written by stub\n"));
    }

    // ACP's terminals through agentctl: the stub agent calls every method; the output is cut to its
    // byte limit at a character, the environment and folder are the agent's, a kill and a release work,
    // and the tool call showing the terminal is sent again with its output.
    void runsTheAgentsTerminalCommands()
    {
        startAgent();
        const qsizetype from = prompt(str("terminal"));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        const QString text = m_stream->text(from);
        const QRegularExpression report(str("exit 0 truncated yes bytes (\\d+) output \\[(.*)\\]"), QRegularExpression::DotMatchesEverythingOption);
        const QRegularExpressionMatch said = report.match(text);
        QVERIFY2(said.hasMatch(), qPrintable(text));
        const int bytes = said.captured(1).toInt();
        const QString output = said.captured(2).section(str("] "), 0, 0).section(QLatin1Char(']'), 0, 0);
        QVERIFY2(bytes <= 100 && bytes >= 98, qPrintable(text)); // a cut UTF-8 character loses at most its first byte here
        QVERIFY2(!output.contains(QChar::ReplacementCharacter), qPrintable(output));
        QVERIFY2(output.contains(QStringLiteral("w\u00f6rld \nfrom the agent\n") + QDir(m_workspace->path()).canonicalPath() + QLatin1Char('\n')),
                 qPrintable(output));
        QVERIFY2(text.contains(str("killed by SIGTERM")), qPrintable(text));
        QVERIFY2(text.contains(str("after release: error -32602")), qPrintable(text));

        QJsonObject lastShown;
        for (const QJsonObject &update : m_stream->events(wire::event::kToolUpdate, from)) {
            const QJsonObject content = update.value(str("tool_call_contents")).toArray().at(0).toObject();
            if (update.value(str("tool_call_id")).toString() == str("tool-term") && content.value(str("type")).toString() == str("terminal"))
                lastShown = content;
        }
        QVERIFY2(lastShown.value(str("output")).toString().endsWith(QDir(m_workspace->path()).canonicalPath() + QLatin1Char('\n')),
                 qPrintable(QString::fromUtf8(QJsonDocument(lastShown).toJson())));
        QCOMPARE(lastShown.value(str("exitStatus")).toObject().value(str("exitCode")).toInt(-1), 0);
        QVERIFY(lastShown.value(str("truncated")).toBool());
    }

    // A command still running when the agent stops goes with it, its whole process group.
    void terminalCommandsEndWithTheAgent()
    {
        startAgent();
        prompt(str("terminal-wait"));
        const auto waiting = [this] {
            QStringList found;
            for (const QString &entry : QDir(str("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
                QFile cmdline(str("/proc/%1/cmdline").arg(entry));
                if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains("terminal-go")
                    && QFileInfo(str("/proc/%1/cwd").arg(entry)).symLinkTarget() == QDir(m_workspace->path()).canonicalPath())
                    found.append(entry);
            }
            return found;
        };
        QTRY_VERIFY_WITH_TIMEOUT(!waiting().isEmpty(), 15'000);
        const test::HttpReply stopped = m_agentctl.send("POST", m_port, QString(wire::route::kStop));
        QVERIFY2(stopped.body.value(str("success")).toBool(), qPrintable(stopped.body.value(str("error")).toString()));
        QTRY_VERIFY2_WITH_TIMEOUT(waiting().isEmpty(), qPrintable(waiting().join(QLatin1Char(' '))), 15'000);
    }

    void confinesFileAccessToTheWorkspace_data()
    {
        QTest::addColumn<QString>("path"); // relative paths are resolved against the workspace here
        QTest::addColumn<QString>("expected");
        QTest::newRow("absolute outside") << str("/etc/hostname") << str("read error -32602");
        QTest::newRow("dot-dot escape") << str("../escape.txt") << str("read error -32602");
        QTest::newRow("symlink escape") << str("link/secret.txt") << str("read error -32602");
        QTest::newRow("missing file reads empty") << str("missing.txt") << str("read ok: []");
        QTest::newRow("existing file") << str("hello.txt") << str("read ok: [hello]");
    }
    void confinesFileAccessToTheWorkspace()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        QTemporaryDir outside;
        QVERIFY(outside.isValid());
        QFile secret(outside.filePath(str("secret.txt")));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("secret");
        secret.close();
        QVERIFY(QFile::link(outside.path(), m_workspace->filePath(str("link"))));
        QFile hello(m_workspace->filePath(str("hello.txt")));
        QVERIFY(hello.open(QIODevice::WriteOnly));
        hello.write("hello");
        hello.close();

        startAgent();
        const QString absolute
            = path.startsWith(QLatin1Char('/')) ? path : m_workspace->path() + QLatin1Char('/') + path;
        const qsizetype from = prompt(str("read ") + absolute);
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY2(m_stream->text(from).contains(expected), qPrintable(m_stream->text(from)));
    }

    void loadsASessionWhenTheAgentCan()
    {
        startAgent();
        const qsizetype from = m_stream->messages.size();
        const QJsonObject loaded
            = m_stream->call(wire::action::kSessionLoad, QJsonObject { { str("session_id"), str("old-session") } });
        QCOMPARE(loaded.value(str("type")).toString(), QString(wire::envelope::kResponse));
        QCOMPARE(loaded.value(str("payload")).toObject().value(str("session_id")).toString(), str("old-session"));
        const QJsonObject resumed = m_stream->waitForEvent(wire::event::kSessionStatus, 15'000, from);
        QCOMPARE(resumed.value(str("session_status")).toString(), str("resumed"));
        const QList<QJsonObject> replay = m_stream->events(wire::event::kMessageChunk, from);
        QVERIFY(replay.size() >= 2);
        QCOMPARE(replay.first().value(str("role")).toString(), str("user"));
        QCOMPARE(replay.first().value(str("session_id")).toString(), str("old-session"));
    }

    void refusesToLoadWhenTheAgentCannot()
    {
        startAgent({ str("--no-load") });
        const QJsonObject loaded
            = m_stream->call(wire::action::kSessionLoad, QJsonObject { { str("session_id"), str("old-session") } });
        QCOMPARE(loaded.value(str("type")).toString(), QString(wire::envelope::kError));
        QVERIFY(loaded.value(str("payload")).toObject().value(str("error")).toString().contains(str("loadSession")));
    }

    void stopsAnAgentThatIgnoresStdinAndSigterm()
    {
        startAgent({ str("--stubborn") });
        const qint64 pgid = status().value(str("agent")).toObject().value(str("pid")).toInteger();
        QVERIFY(pgid > 0);
        const qsizetype from = prompt(str("spawn stream 1"));
        QCOMPARE(waitForTurnEnd(from).value(str("type")).toString(), QString(wire::event::kComplete));
        QVERIFY(test::groupAlive(pgid));

        const test::HttpReply stopped = m_agentctl.send("POST", m_port, QString(wire::route::kStop));
        QCOMPARE(stopped.body.value(str("success")).toBool(), true);
        // SIGTERM is ignored: SIGKILL follows after the grace period (500 ms in these tests).
        QTRY_COMPARE_WITH_TIMEOUT(
            status().value(str("agent_status")).toString(), QString(wire::agentstatus::kStopped), 10'000);
        QTRY_VERIFY_WITH_TIMEOUT(!test::groupAlive(pgid), 5'000);
    }

    void refusesActionsWhileStopped()
    {
        m_stream = std::make_unique<test::StreamClient>();
        QVERIFY(m_stream->open(m_port, QString(wire::route::kAgentStream), m_agentctl.token));
        const QJsonObject answer = m_stream->call(wire::action::kInitialize);
        QCOMPARE(answer.value(str("type")).toString(), QString(wire::envelope::kError));
        // Plain words, no route names or verbs; and nothing ended, so no agent_exit.
        const QJsonObject payload = answer.value(str("payload")).toObject();
        QCOMPARE(payload.value(str("error")).toString(), QString(wire::failure::kAgentNotRunning));
        QVERIFY(!payload.contains(wire::failure::kAgentExit));
        const QJsonObject unknown = m_stream->call(QLatin1StringView("agent.nonsense"));
        QCOMPARE(unknown.value(str("type")).toString(), QString(wire::envelope::kError));
    }
};

QTEST_GUILESS_MAIN(TestAgentctlAgent)
#include "tst_agentctlagent.moc"
