// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl driving a real ACP agent: the example agent of @agentclientprotocol/sdk 1.9.0 under
// node (installed by packaging/setup-test-deps.sh). Each turn reads a file, then asks permission
// to edit a config file; the tests answer allow, answer reject, and cancel.
#include "support/agentctlharness.h"

#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace kandesk;
using kandesk::test::str;

namespace {

QString sdkDir()
{
    const QString fromEnvironment = qEnvironmentVariable("KANDESK_ACP_SDK_DIR");
    return fromEnvironment.isEmpty() ? QStringLiteral(KANDESK_ACP_SDK_DIR) : fromEnvironment;
}

QString exampleAgent()
{
    return sdkDir() + QStringLiteral("/dist/examples/agent.js");
}

} // namespace

class TestAgentctlSdkAgent : public QObject
{
    Q_OBJECT
private:
    test::Agentctl m_agentctl;
    QTemporaryDir m_workspace;
    std::unique_ptr<test::StreamClient> m_stream;
    quint16 m_port = 0;
    QString m_node;

    qsizetype prompt(const QString &text)
    {
        const qsizetype from = m_stream->messages.size();
        const QJsonObject accepted = m_stream->call(wire::action::kPrompt, QJsonObject { { str("text"), text } });
        if (accepted.value(str("type")).toString() != QLatin1String(wire::envelope::kResponse))
            qWarning() << "prompt not accepted" << accepted;
        return from;
    }

    QJsonObject waitForTurnEnd(qsizetype from)
    {
        return m_stream->waitFor(
            [](const QJsonObject &m) {
                const QString type = m.value(str("type")).toString();
                return !m.contains(str("id")) && (type == wire::event::kComplete || type == wire::event::kError);
            },
            30'000, from);
    }

    void answerPermission(const QString &optionId, const QString &expectedText)
    {
        const qsizetype from = prompt(str("Please improve the configuration."));
        const QJsonObject request = m_stream->waitForEvent(wire::event::kPermissionRequest, 30'000, from);
        QVERIFY2(!request.isEmpty(), "the example agent asked for no permission");
        QCOMPARE(request.value(str("tool_call_id")).toString(), str("call_2"));
        QStringList optionIds;
        const QJsonArray options = request.value(str("permission_options")).toArray();
        for (const QJsonValue &option : options)
            optionIds.append(option.toObject().value(str("option_id")).toString());
        QCOMPARE(optionIds, (QStringList { str("allow"), str("reject") }));

        const QJsonObject answered = m_stream->call(wire::action::kPermissionsRespond,
            QJsonObject { { str("pending_id"), request.value(str("pending_id")) }, { str("option_id"), optionId } });
        QCOMPARE(answered.value(str("type")).toString(), QString(wire::envelope::kResponse));
        const QJsonObject end = waitForTurnEnd(from);
        QCOMPARE(end.value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(end.value(str("stop_reason")).toString(), str("end_turn"));

        const QString text = m_stream->text(from);
        QVERIFY2(text.contains(str("I'll help you with that.")), qPrintable(text));
        QVERIFY2(text.contains(expectedText), qPrintable(text));
        QVERIFY(!m_stream->events(wire::event::kToolCall, from).isEmpty());
        QCOMPARE(m_stream->events(wire::event::kToolUpdate, from).first().value(str("tool_call_id")).toString(),
            str("call_1"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_node = QStandardPaths::findExecutable(str("node"));
        if (m_node.isEmpty())
            QSKIP("node is not installed: the ACP SDK example agent cannot run (install nodejs to run these tests)");
        if (!QFileInfo::exists(exampleAgent())) {
            // ./dev test installs it; a bare ctest run installs it here.
            QProcess setup;
            setup.setProcessChannelMode(QProcess::ForwardedChannels);
            setup.start(str(KANDESK_SETUP_TEST_DEPS), {});
            QVERIFY(setup.waitForFinished(300'000));
        }
        QVERIFY2(QFileInfo::exists(exampleAgent()),
            qPrintable(str("the ACP SDK example agent is missing at ") + exampleAgent()
                + str(": run packaging/setup-test-deps.sh")));

        QVERIFY(m_workspace.isValid());
        QVERIFY(m_agentctl.start());
        QVERIFY(m_agentctl.handshake());
        QVERIFY(!m_agentctl.createInstance(m_workspace.path(), &m_port).isEmpty());
        QJsonObject initialized;
        QString why;
        m_stream = test::startAgentStream(m_agentctl, m_port, { m_node, exampleAgent() }, {}, &initialized, &why);
        QVERIFY2(m_stream, qPrintable(why));
        QCOMPARE(initialized.value(str("payload")).toObject().value(str("protocol_version")).toInt(), 1);
        const QJsonObject session = m_stream->call(wire::action::kSessionNew, {}, 30'000);
        QVERIFY2(session.value(str("type")).toString() == QLatin1String(wire::envelope::kResponse),
            QJsonDocument(session).toJson().constData());
        QVERIFY(!session.value(str("payload")).toObject().value(str("session_id")).toString().isEmpty());
    }

    void fullTurnWithPermissionAllowed()
    {
        answerPermission(str("allow"), str("I've successfully updated the configuration."));
    }

    void fullTurnWithPermissionRejected()
    {
        answerPermission(str("reject"), str("I'll skip the configuration update."));
    }

    void cancelledTurn()
    {
        const qsizetype from = prompt(str("Start something long."));
        QVERIFY(!m_stream->waitForEvent(wire::event::kMessageChunk, 30'000, from).isEmpty());
        QCOMPARE(
            m_stream->call(wire::action::kCancel).value(str("type")).toString(), QString(wire::envelope::kResponse));
        const QJsonObject end = waitForTurnEnd(from);
        QCOMPARE(end.value(str("type")).toString(), QString(wire::event::kComplete));
        QCOMPARE(end.value(str("stop_reason")).toString(), str("cancelled"));
        QVERIFY(m_stream->events(wire::event::kPermissionRequest, from).isEmpty());
    }

    // The example agent answers session/set_mode but offers no modes, models or options: nothing
    // to show, and a change is refused before it reaches the agent.
    void sessionSettingsAreAbsentAndChangesRefused()
    {
        QVERIFY(m_stream->events(wire::event::kSessionMode, 0).isEmpty());
        QVERIFY(m_stream->events(wire::event::kSessionModel, 0).isEmpty());
        QVERIFY(m_stream->events(wire::event::kConfigOptions, 0).isEmpty());
        const QJsonObject mode = m_stream->call(wire::action::kSessionSetMode, QJsonObject { { str("mode_id"), str("plan") } });
        QCOMPARE(mode.value(str("type")).toString(), QString(wire::envelope::kError));
        QCOMPARE(mode.value(str("payload")).toObject().value(str("error")).toString(), str("the agent offers no modes"));
        const QJsonObject model = m_stream->call(wire::action::kSessionSetModel, QJsonObject { { str("model_id"), str("any") } });
        QCOMPARE(model.value(str("payload")).toObject().value(str("error")).toString(), str("the agent offers no choice of model"));
    }

    void loadIsRefusedBecauseTheAgentDoesNotAdvertiseIt()
    {
        const QJsonObject loaded
            = m_stream->call(wire::action::kSessionLoad, QJsonObject { { str("session_id"), str("any") } });
        QCOMPARE(loaded.value(str("type")).toString(), QString(wire::envelope::kError));
    }
};

QTEST_GUILESS_MAIN(TestAgentctlSdkAgent)
#include "tst_agentctlsdkagent.moc"
