// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl and ACP's session methods, against an agent written with @agentclientprotocol/sdk 2.4's
// own app API (tests/fixtures/sdk2agent.mjs, under node): sessions with directories besides the
// workspace, listed, closed when the agent stops, resumed without their history (loaded, with it,
// from an agent that cannot resume), deleted; logout; and the agent's elicitations (a form
// answered, declined, withdrawn or left open when the turn is cancelled; a URL one completed).
// And `agentctl call`: one action of an agent outside any instance, its answer or refusal on stdout.
#include "support/agentctlharness.h"
#include "support/sdkagent.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace kandesk;
using kandesk::test::str;

namespace {

// What `agentctl call` ended with: its exit code, the JSON line it printed and what it said on stderr.
struct OneShot {
    int exitCode = -1;
    QJsonObject answer;
    QString error;
};

OneShot runOneShot(const QStringList &arguments, const QString &state)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(str("SDK2AGENT_STATE"), state);
    process.setProcessEnvironment(environment);
    process.start(str(KANDESK_AGENTCTL_PATH), QStringList { str("call") } + arguments);
    if (!process.waitForFinished(60'000))
        return {};
    return { process.exitCode(), QJsonDocument::fromJson(process.readAllStandardOutput()).object(),
             QString::fromUtf8(process.readAllStandardError()) };
}

QString payloadError(const QJsonObject &answer)
{
    return QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact));
}

} // namespace

class TestAgentctlSessions : public QObject
{
    Q_OBJECT
private:
    test::Agentctl m_agentctl;
    QTemporaryDir m_workspace;
    QTemporaryDir m_state;
    QTemporaryDir m_otherRepository;
    std::unique_ptr<test::StreamClient> m_stream;
    quint16 m_port = 0;
    QString m_node;

    // The agent started in a new instance and initialized; env: the agent's own variables.
    void startAgent(const QJsonObject &env = {})
    {
        m_stream.reset();
        QVERIFY(!m_agentctl.createInstance(m_workspace.path(), &m_port).isEmpty());
        QJsonObject environment = env;
        environment.insert(str("SDK2AGENT_STATE"), m_state.path());
        QJsonObject initialized;
        QString why;
        m_stream = test::startAgentStream(m_agentctl, m_port,
            { m_node, str(KANDESK_TEST_FIXTURES_DIR "/sdk2agent.mjs"), test::sdk2Entry() }, environment, &initialized, &why);
        QVERIFY2(m_stream, qPrintable(why));
    }

    // A request that must succeed: its answer's payload.
    QJsonObject call(QLatin1StringView action, const QJsonObject &payload = {})
    {
        const QJsonObject answer = m_stream->call(action, payload, 30'000);
        if (answer.value(str("type")).toString() != QLatin1String(wire::envelope::kResponse))
            qWarning().noquote() << action << "failed:" << payloadError(answer);
        return answer.value(str("payload")).toObject();
    }

    // The requests the agent was sent, "<method> <session id>" a line.
    QStringList agentCalls() const { return test::sdk2AgentCalls(m_state.path()); }

    // Stops the agent through agentctl and waits until it is gone.
    void stopAgent()
    {
        QVERIFY(m_agentctl.send("POST", m_port, QString(wire::route::kStop)).body.value(str("success")).toBool());
        QTRY_COMPARE_WITH_TIMEOUT(m_agentctl.send("GET", m_port, QString(wire::route::kStatus))
                                      .body.value(str("agent_status"))
                                      .toString(),
            QString(wire::agentstatus::kStopped), 15'000);
    }

    QString newSessionWithATurn()
    {
        const QJsonObject session = call(wire::action::kSessionNew,
            QJsonObject { { str("additional_directories"), QJsonArray { m_otherRepository.path() } } });
        const QString id = session.value(str("session_id")).toString();
        if (id.isEmpty())
            return {};
        const qsizetype from = m_stream->prompt(str("hello"));
        if (m_stream->waitForTurnEnd(from, 30'000).value(str("type")).toString() != QLatin1String(wire::event::kComplete))
            return {};
        return m_stream->text(from) == str("echo: hello") ? id : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_node = QStandardPaths::findExecutable(str("node"));
        if (m_node.isEmpty())
            QSKIP("node is not installed: the ACP SDK 2.4 test agent cannot run (install nodejs to run these tests)");
        QVERIFY2(QFileInfo::exists(test::sdk2Entry()),
            qPrintable(str("the ACP SDK 2.4 is missing at ") + test::sdk2Entry() + str(": run packaging/setup-test-deps.sh")));
        QVERIFY(m_workspace.isValid() && m_state.isValid() && m_otherRepository.isValid());
        QVERIFY(m_agentctl.start());
        QVERIFY(m_agentctl.handshake());
    }

    // A session made with a directory besides the workspace is listed with it; the agent's stop
    // closes it first; a new agent resumes it without replaying its history, and goes on with it.
    void aSessionIsListedClosedAndResumed()
    {
        startAgent();
        const QString id = newSessionWithATurn();
        QVERIFY(!id.isEmpty());
        const QJsonArray listed = call(wire::action::kSessionList, QJsonObject { { str("cwd"), m_workspace.path() } })
                                      .value(str("sessions"))
                                      .toArray();
        QCOMPARE(listed.size(), 1);
        const QJsonObject info = listed.first().toObject();
        QCOMPARE(info.value(str("session_id")).toString(), id);
        QCOMPARE(info.value(str("cwd")).toString(), m_workspace.path());
        QCOMPARE(info.value(str("title")).toString(), str("hello"));
        QCOMPARE(info.value(str("additional_directories")).toArray(), QJsonArray { m_otherRepository.path() });
        QVERIFY(!info.value(str("updated_at")).toString().isEmpty());

        stopAgent();
        QVERIFY2(agentCalls().contains(str("session/close ") + id), qPrintable(agentCalls().join(QLatin1Char('|'))));

        startAgent();
        const qsizetype before = m_stream->messages.size();
        const QJsonObject resumed = call(wire::action::kSessionLoad, QJsonObject { { str("session_id"), id } });
        QCOMPARE(resumed.value(str("session_id")).toString(), id);
        QCOMPARE(resumed.value(str("replayed")).toBool(), false);
        QVERIFY(agentCalls().contains(str("session/resume ") + id));
        QVERIFY(m_stream->events(wire::event::kMessageChunk, before).isEmpty()); // no history came back
        QCOMPARE(m_stream->waitForEvent(wire::event::kSessionStatus, 5'000, before).value(str("session_status")).toString(),
            str("resumed"));
        const qsizetype from = m_stream->prompt(str("again"));
        QCOMPARE(m_stream->waitForTurnEnd(from, 30'000).value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(m_stream->text(from), str("resumed: %1\necho: again").arg(id));
        stopAgent();
    }

    // In a folder that is no checkout but holds several (a multi-repository task's), a new
    // session gets those checkouts as its directories besides the workspace.
    void aMultiRepositoryFolderGivesItsCheckouts()
    {
        for (const char *repository : { "api", "web" }) {
            QVERIFY(QDir(m_workspace.path()).mkpath(str(repository)));
            QFile gitLink(m_workspace.filePath(str(repository) + str("/.git")));
            QVERIFY(gitLink.open(QIODevice::WriteOnly));
            gitLink.write("gitdir: /elsewhere/.git/worktrees/x\n");
        }
        QVERIFY(QDir(m_workspace.path()).mkpath(str("notes")));
        startAgent();
        const QJsonObject session = call(wire::action::kSessionNew);
        const QJsonArray expected { m_workspace.filePath(str("api")), m_workspace.filePath(str("web")) };
        QCOMPARE(session.value(str("additional_directories")).toArray(), expected);
        const QJsonArray listed = call(wire::action::kSessionList, QJsonObject { { str("cwd"), m_workspace.path() } })
                                      .value(str("sessions"))
                                      .toArray();
        bool found = false;
        for (const QJsonValue &info : listed) {
            if (info.toObject().value(str("session_id")) == session.value(str("session_id"))) {
                QCOMPARE(info.toObject().value(str("additional_directories")).toArray(), expected);
                found = true;
            }
        }
        QVERIFY(found);
        stopAgent();
        QVERIFY(QDir(m_workspace.filePath(str("api"))).removeRecursively());
        QVERIFY(QDir(m_workspace.filePath(str("web"))).removeRecursively());
    }

    // An agent that cannot resume loads the session: its history comes back as events first.
    void anAgentThatCannotResumeLoadsWithTheHistory()
    {
        startAgent();
        const QString id = newSessionWithATurn();
        QVERIFY(!id.isEmpty());
        stopAgent();

        startAgent(QJsonObject { { str("SDK2AGENT_NO_RESUME"), str("1") } });
        const qsizetype before = m_stream->messages.size();
        const QJsonObject loaded = call(wire::action::kSessionLoad, QJsonObject { { str("session_id"), id } });
        QCOMPARE(loaded.value(str("replayed")).toBool(), true);
        QVERIFY(agentCalls().contains(str("session/load ") + id));
        const QList<QJsonObject> history = m_stream->events(wire::event::kMessageChunk, before);
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(0).value(str("role")).toString(), str("user"));
        QCOMPARE(history.at(0).value(str("text")).toString(), str("hello"));
        QCOMPARE(history.at(1).value(str("text")).toString(), str("echo: hello"));
        stopAgent();
    }

    // A session brought in from elsewhere asks for its history: loaded, not resumed, even where the
    // agent could resume it.
    void withHistoryLoadsWhereTheAgentCouldResume()
    {
        startAgent();
        const QString id = newSessionWithATurn();
        QVERIFY(!id.isEmpty());
        stopAgent();

        startAgent();
        const qsizetype before = m_stream->messages.size();
        const QJsonObject loaded
            = call(wire::action::kSessionLoad, QJsonObject { { str("session_id"), id }, { str("with_history"), true } });
        QCOMPARE(loaded.value(str("replayed")).toBool(), true);
        QVERIFY(agentCalls().contains(str("session/load ") + id));
        QCOMPARE(m_stream->events(wire::event::kMessageChunk, before).size(), 2);
        stopAgent();
    }

    // ACP's _meta on an update, on its content and on a tool call reaches the wire as "_meta", as the
    // agent sent it; a text chunk with it is not joined with others; one without has none.
    void extensionDataIsKeptOnTheWay()
    {
        startAgent();
        QVERIFY(!call(wire::action::kSessionNew).value(str("session_id")).toString().isEmpty());
        const qsizetype from = m_stream->prompt(str("meta"));
        QCOMPARE(m_stream->waitForTurnEnd(from, 30'000).value(str("type")).toString(), QString(wire::event::kComplete));
        const QList<QJsonObject> chunks = m_stream->events(wire::event::kMessageChunk, from);
        QCOMPARE(chunks.size(), 2);
        QCOMPARE(chunks.at(0).value(str("text")).toString(), str("with meta "));
        QCOMPARE(chunks.at(0).value(str("_meta")).toObject(), (QJsonObject { { str("kandesk.test/origin"), str("sdk2") }, { str("n"), 1 } }));
        QCOMPARE(chunks.at(1).value(str("text")).toString(), str("and in its text"));
        QCOMPARE(chunks.at(1).value(str("_meta")).toObject().value(str("n")).toInt(), 2);
        const QList<QJsonObject> tools = m_stream->events(wire::event::kToolCall, from);
        QCOMPARE(tools.size(), 1);
        QCOMPARE(tools.at(0).value(str("_meta")).toObject().value(str("n")).toInt(), 3);

        const qsizetype plain = m_stream->prompt(str("hello"));
        QCOMPARE(m_stream->waitForTurnEnd(plain, 30'000).value(str("type")).toString(), QString(wire::event::kComplete));
        const QList<QJsonObject> echoed = m_stream->events(wire::event::kMessageChunk, plain);
        QVERIFY(!echoed.isEmpty());
        QVERIFY(!echoed.at(0).contains(str("_meta")));
        stopAgent();
    }

    // A request of ours the agent still works on when it is stopped is withdrawn first
    // ($/cancel_request): the agent hears it, the request fails as cancelled.
    void aRequestStillWaitingIsWithdrawnAtTheStop()
    {
        startAgent();
        const QString id = m_stream->send(wire::action::kSessionLoad,
                                          QJsonObject { { str("session_id"), str("hang") }, { str("with_history"), true } });
        QTRY_VERIFY(agentCalls().contains(str("session/load hang")));
        stopAgent();
        QVERIFY2(agentCalls().contains(str("withdrawn session/load hang")), qPrintable(agentCalls().join(QLatin1Char('\n'))));
        const QJsonObject failed = m_stream->answerTo(id, 10'000);
        QCOMPARE(failed.value(str("type")).toString(), QString(wire::envelope::kError));
        QVERIFY2(failed.value(str("payload")).toObject().value(str("error")).toString().contains(str("The agent is being stopped.")),
                 qPrintable(payloadError(failed)));
    }

    // `agentctl call`: the agent started for one action, its answer printed with what initialize
    // said; refusals, a bad payload and an agent that exits said as such.
    void oneShotCallsAnswerAndRefuse()
    {
        startAgent();
        const QString id = newSessionWithATurn();
        QVERIFY(!id.isEmpty());
        stopAgent();
        const QStringList agent { str("--"), m_node, str(KANDESK_TEST_FIXTURES_DIR "/sdk2agent.mjs"), test::sdk2Entry() };

        OneShot listed = runOneShot(QStringList { str("agent.session.list"), str("--cwd"), m_workspace.path() } + agent, m_state.path());
        QCOMPARE(listed.exitCode, 0);
        QCOMPARE(listed.answer.value(str("initialize")).toObject().value(str("agent_info")).toObject().value(str("name")).toString(),
                 str("kandesk-sdk2-test-agent"));
        bool found = false;
        for (const QJsonValue &session : listed.answer.value(str("result")).toObject().value(str("sessions")).toArray())
            found = found || session.toObject().value(str("session_id")).toString() == id;
        QVERIFY2(found, qPrintable(payloadError(listed.answer)));

        const QString payload = QString::fromUtf8(QJsonDocument(QJsonObject { { str("session_id"), id } }).toJson(QJsonDocument::Compact));
        OneShot deleted = runOneShot(QStringList { str("agent.session.delete"), str("--payload"), payload } + agent, m_state.path());
        QCOMPARE(deleted.exitCode, 0);
        QVERIFY(!QFileInfo::exists(m_state.filePath(id + str(".json"))));
        QVERIFY(agentCalls().contains(str("session/delete ") + id));

        QCOMPARE(runOneShot(QStringList { str("agent.logout") } + agent, m_state.path()).exitCode, 0);
        QVERIFY(agentCalls().contains(str("logout -")));

        const OneShot unknown = runOneShot(QStringList { str("agent.nothing") } + agent, m_state.path());
        QCOMPARE(unknown.exitCode, 1);
        QCOMPARE(unknown.answer.value(str("error")).toString(), str("unknown action \"agent.nothing\""));

        const OneShot badPayload = runOneShot(QStringList { str("agent.logout"), str("--payload"), str("[1") } + agent, m_state.path());
        QCOMPARE(badPayload.exitCode, 2);
        QVERIFY2(badPayload.error.contains(str("--payload wants a JSON object")), qPrintable(badPayload.error));

        // Out of time: the question is withdrawn ($/cancel_request, best effort: the agent is stopped
        // right after), the time named.
        const OneShot late = runOneShot(QStringList { str("agent.session.load"), str("--timeout-ms"), str("1500"), str("--payload"),
                                                      str(R"({"session_id":"hang","with_history":true})") }
                                            + agent,
                                        m_state.path());
        QCOMPARE(late.exitCode, 1);
        QCOMPARE(late.answer.value(str("error")).toString(), str("The agent did not answer agent.session.load within 1.5 s."));

        const OneShot exits = runOneShot({ str("agent.logout"), str("--"), str("sh"), str("-c"), str("echo broken >&2; exit 3") }, m_state.path());
        QCOMPARE(exits.exitCode, 1);
        QCOMPARE(exits.answer.value(str("error")).toString(), str("The agent exited with code 3."));
        QCOMPARE(exits.answer.value(str("agent_exit")).toObject().value(str("stderr_tail")).toArray(), QJsonArray { str("broken") });
    }

    // A permission the agent asked for and then withdrew ($/cancel_request) leaves the user's view
    // with the reason, and the agent hears the "cancelled" outcome.
    void aWithdrawnPermissionLeavesTheView()
    {
        startAgent();
        QVERIFY(!call(wire::action::kSessionNew).value(str("session_id")).toString().isEmpty());
        const qsizetype from = m_stream->prompt(str("withdraw"));
        const QJsonObject asked = m_stream->waitForEvent(wire::event::kPermissionRequest, 30'000, from);
        QCOMPARE(asked.value(str("tool_call_id")).toString(), str("call-withdrawn"));
        const QJsonObject withdrawn = m_stream->waitForEvent(wire::event::kPermissionCancelled, 30'000, from);
        QCOMPARE(withdrawn.value(str("pending_id")), asked.value(str("pending_id")));
        QCOMPARE(withdrawn.value(str("reason")).toString(), str("the agent withdrew the request"));
        QCOMPARE(m_stream->waitForTurnEnd(from, 30'000).value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(m_stream->text(from), str("permission outcome: cancelled"));
        const QJsonObject late = m_stream->call(wire::action::kPermissionsRespond,
            QJsonObject { { str("pending_id"), asked.value(str("pending_id")) }, { str("option_id"), str("allow") } });
        QCOMPARE(late.value(str("type")).toString(), QString(wire::envelope::kError)); // nothing waits for it
        stopAgent();
    }

    // A form the agent asks for arrives with its schema; answered, the agent gets the content and
    // every front end hears it closed; a second answer finds nothing waiting.
    void aFormElicitationIsAnswered()
    {
        startAgent();
        QVERIFY(!call(wire::action::kSessionNew).value(str("session_id")).toString().isEmpty());
        const qsizetype from = m_stream->prompt(str("elicit"));
        const QJsonObject asked = m_stream->waitForEvent(wire::event::kElicitationRequest, 30'000, from);
        QCOMPARE(asked.value(str("mode")).toString(), QString(wire::elicitation::kForm));
        QCOMPARE(asked.value(str("message")).toString(), str("Which deployment should the agent prepare?"));
        const QJsonObject schema = asked.value(str("requested_schema")).toObject();
        QCOMPARE(schema.value(str("required")).toArray(), (QJsonArray { str("name"), str("colour") }));
        QCOMPARE(schema.value(str("properties")).toObject().keys().size(), 5);
        const QJsonObject content { { str("name"), str("billing") }, { str("count"), 3 }, { str("colour"), str("green") },
            { str("tags"), QJsonArray { str("api") } } };
        const QJsonObject wrong = m_stream->call(wire::action::kElicitationRespond,
            QJsonObject { { str("pending_id"), asked.value(str("pending_id")) }, { str("action"), str("maybe") } });
        QCOMPARE(wrong.value(str("payload")).toObject().value(str("error")).toString(),
            str("agent.elicitation.respond needs action accept, decline or cancel"));
        QVERIFY(call(wire::action::kElicitationRespond,
            QJsonObject { { str("pending_id"), asked.value(str("pending_id")) }, { str("action"), str("accept") },
                { str("content"), content } })
                    .value(str("success"))
                    .toBool());
        const QJsonObject closed = m_stream->waitForEvent(wire::event::kElicitationClosed, 30'000, from);
        QCOMPARE(closed.value(str("pending_id")), asked.value(str("pending_id")));
        QCOMPARE(closed.value(str("action")).toString(), QString(wire::elicitation::kAccept));
        QCOMPARE(m_stream->waitForTurnEnd(from, 30'000).value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(m_stream->text(from),
            str("form: accept ") + QString::fromUtf8(QJsonDocument(content).toJson(QJsonDocument::Compact)));
        const QJsonObject late = m_stream->call(wire::action::kElicitationRespond,
            QJsonObject { { str("pending_id"), asked.value(str("pending_id")) }, { str("action"), str("decline") } });
        QCOMPARE(late.value(str("type")).toString(), QString(wire::envelope::kError));
        stopAgent();
    }

    // Declined, withdrawn by the agent, or open when the user cancels the turn: the agent hears
    // decline or cancel, and the form closes with what happened.
    void aFormElicitationIsDeclinedWithdrawnOrCancelled()
    {
        startAgent();
        QVERIFY(!call(wire::action::kSessionNew).value(str("session_id")).toString().isEmpty());
        qsizetype from = m_stream->prompt(str("elicit"));
        QJsonObject asked = m_stream->waitForEvent(wire::event::kElicitationRequest, 30'000, from);
        QVERIFY(call(wire::action::kElicitationRespond,
            QJsonObject { { str("pending_id"), asked.value(str("pending_id")) }, { str("action"), str("decline") } })
                    .value(str("success"))
                    .toBool());
        QCOMPARE(m_stream->waitForTurnEnd(from, 30'000).value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(m_stream->text(from), str("form: decline null"));

        from = m_stream->prompt(str("elicit-withdraw"));
        asked = m_stream->waitForEvent(wire::event::kElicitationRequest, 30'000, from);
        QJsonObject closed = m_stream->waitForEvent(wire::event::kElicitationClosed, 30'000, from);
        QCOMPARE(closed.value(str("pending_id")), asked.value(str("pending_id")));
        QCOMPARE(closed.value(str("action")).toString(), QString(wire::elicitation::kCancel));
        QCOMPARE(closed.value(str("reason")).toString(), str("the agent withdrew the request"));
        QCOMPARE(m_stream->waitForTurnEnd(from, 30'000).value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(m_stream->text(from), str("form: cancel null"));

        from = m_stream->prompt(str("elicit"));
        asked = m_stream->waitForEvent(wire::event::kElicitationRequest, 30'000, from);
        QVERIFY(call(wire::action::kCancel).value(str("success")).toBool());
        closed = m_stream->waitForEvent(wire::event::kElicitationClosed, 30'000, from);
        QCOMPARE(closed.value(str("action")).toString(), QString(wire::elicitation::kCancel));
        QCOMPARE(closed.value(str("reason")).toString(), str("cancelled"));
        m_stream->waitForTurnEnd(from, 30'000);
        stopAgent();
    }

    // A URL elicitation accepted stays open until the agent says it is complete.
    void aUrlElicitationClosesWhenTheAgentCompletesIt()
    {
        startAgent();
        QVERIFY(!call(wire::action::kSessionNew).value(str("session_id")).toString().isEmpty());
        const qsizetype from = m_stream->prompt(str("elicit-url"));
        const QJsonObject asked = m_stream->waitForEvent(wire::event::kElicitationRequest, 30'000, from);
        QCOMPARE(asked.value(str("mode")).toString(), QString(wire::elicitation::kUrl));
        QCOMPARE(asked.value(str("url")).toString(), str("https://example.invalid/authorize?state=kandesk-test"));
        QVERIFY(asked.value(str("elicitation_id")).toString().startsWith(str("url-")));
        QVERIFY(call(wire::action::kElicitationRespond,
            QJsonObject { { str("pending_id"), asked.value(str("pending_id")) }, { str("action"), str("accept") } })
                    .value(str("success"))
                    .toBool());
        const QJsonObject closed = m_stream->waitForEvent(wire::event::kElicitationClosed, 30'000, from);
        QCOMPARE(closed.value(str("action")).toString(), QString(wire::elicitation::kComplete));
        QCOMPARE(m_stream->waitForTurnEnd(from, 30'000).value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(m_stream->text(from), str("url: accept"));
        QCOMPARE(m_stream->events(wire::event::kElicitationClosed, from).size(), 1);
        stopAgent();
    }

    // Deleted, a session is no longer listed; logout reaches an agent that offers it; what the
    // agent cannot do is refused in words before it reaches the agent.
    void deleteLogoutAndRefusals()
    {
        startAgent();
        const QString id = newSessionWithATurn();
        QVERIFY(!id.isEmpty());
        QVERIFY(call(wire::action::kSessionDelete, QJsonObject { { str("session_id"), id } }).value(str("success")).toBool());
        const QJsonArray listed = call(wire::action::kSessionList).value(str("sessions")).toArray();
        for (const QJsonValue &session : listed)
            QVERIFY(session.toObject().value(str("session_id")).toString() != id);
        QVERIFY(call(wire::action::kLogout).value(str("success")).toBool());
        QVERIFY(agentCalls().contains(str("logout -")));

        const QJsonObject noId = m_stream->call(wire::action::kSessionDelete);
        QCOMPARE(noId.value(str("type")).toString(), QString(wire::envelope::kError));
        QCOMPARE(noId.value(str("payload")).toObject().value(str("error")).toString(),
            str("agent.session.delete needs a session_id"));
        const QJsonObject unknown = m_stream->call(wire::action::kSessionLoad, QJsonObject { { str("session_id"), str("nope") } });
        QCOMPARE(unknown.value(str("type")).toString(), QString(wire::envelope::kError));
        QVERIFY2(unknown.value(str("payload")).toObject().value(str("error")).toString().startsWith(str("session/resume failed: ")),
            qPrintable(payloadError(unknown)));
        stopAgent();
    }
};

QTEST_GUILESS_MAIN(TestAgentctlSessions)
#include "tst_agentctlsessions.moc"
