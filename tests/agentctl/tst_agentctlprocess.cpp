// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Starts the real agentctl binary and talks to it over loopback HTTP.
#include "support/agentctlharness.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/types.h>

namespace {

const QString kAgentctl = QStringLiteral(KANDESK_AGENTCTL_PATH);

using kandesk::test::processAlive;
using kandesk::test::str;

} // namespace

class TestAgentctlProcess : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void printsItsVersion()
    {
        QProcess process;
        process.start(kAgentctl, { QStringLiteral("--version") });
        QVERIFY(process.waitForFinished(10'000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(QString::fromUtf8(process.readAllStandardOutput()).contains(QStringLiteral(KANDESK_VERSION)));
    }

    void refusesAMalformedPort_data()
    {
        QTest::addColumn<QString>("port");
        QTest::newRow("word") << QStringLiteral("eighty");
        QTest::newRow("too large") << QStringLiteral("70000");
        QTest::newRow("negative") << QStringLiteral("-1");
    }
    void refusesAMalformedPort()
    {
        QFETCH(QString, port);
        QProcess process;
        process.start(kAgentctl, { QStringLiteral("--port"), port });
        QVERIFY(process.waitForFinished(10'000));
        QCOMPARE(process.exitCode(), 2);
        const QString message = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(message.contains(QStringLiteral("--port")) && message.contains(port), qPrintable(message));
    }

    void servesHealthOnLoopback()
    {
        QProcess process;
        process.start(kAgentctl, { QStringLiteral("--port"), QStringLiteral("0") });
        QVERIFY(process.waitForStarted());
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT((output += process.readAllStandardOutput()).contains('\n'), 10'000);
        const auto match
            = QRegularExpression(QStringLiteral(R"(listening on 127\.0\.0\.1:(\d+))")).match(QString::fromUtf8(output));
        QVERIFY2(match.hasMatch(), output.constData());

        QNetworkAccessManager network;
        QNetworkReply *reply = network.get(QNetworkRequest(
            QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(match.captured(1), kandesk::wire::route::kHealth))));
        QSignalSpy finished(reply, &QNetworkReply::finished);
        QVERIFY(finished.wait(10'000));
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        const QJsonObject health = QJsonDocument::fromJson(reply->readAll()).object();
        QCOMPARE(health.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        QVERIFY(!health.value(QStringLiteral("timestamp")).toString().isEmpty());
        reply->deleteLater();

        process.terminate();
        QVERIFY(process.waitForFinished(5'000));
    }

    void exitsWhenItsParentDies()
    {
        // A shell stands in for Kandesk: it starts agentctl (naming itself as the parent), prints
        // its pid and waits on stdin.
        QProcess parent;
        parent.start(QStringLiteral("/bin/sh"),
            { QStringLiteral("-c"),
                QStringLiteral(R"(AGENTCTL_PARENT_PID=$$ "$0" --port 0 >/dev/null & echo $!; read line)"), kAgentctl });
        QVERIFY(parent.waitForStarted());
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT((output += parent.readAllStandardOutput()).contains('\n'), 10'000);
        const qint64 agentctlPid = output.trimmed().toLongLong();
        QVERIFY(agentctlPid > 0);
        QVERIFY(processAlive(agentctlPid));

        ::kill(static_cast<pid_t>(parent.processId()), SIGKILL);
        QVERIFY(parent.waitForFinished(5'000));
        // The orphan is reparented and reaped by init or a subreaper once it exits.
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(agentctlPid), 2'000);
    }

    void printsHelp()
    {
        QProcess process;
        process.start(kAgentctl, { QStringLiteral("--help") });
        QVERIFY(process.waitForFinished(10'000));
        QCOMPARE(process.exitCode(), 0);
        const QString help = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY(help.contains(QStringLiteral("--port")));
        QVERIFY(help.contains(QStringLiteral("AGENTCTL_BOOTSTRAP_NONCE")));
    }

    void takesItsAgentsProcessGroupAlongWhenItsParentDies()
    {
        // The shell stands in for Kandesk again; this time agentctl runs an agent that has a child.
        QProcess parent;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(str("AGENTCTL_BOOTSTRAP_NONCE"), str(kandesk::test::Agentctl::kNonce));
        parent.setProcessEnvironment(environment);
        parent.start(QStringLiteral("/bin/sh"),
            { QStringLiteral("-c"), QStringLiteral(R"("$0" --port 0 & echo "pid $!"; read line)"), kAgentctl });
        QVERIFY(parent.waitForStarted());
        QByteArray output;
        const QRegularExpression pidPattern(str(R"(pid (\d+))"));
        const QRegularExpression portPattern(str(R"(listening on 127\.0\.0\.1:(\d+))"));
        QTRY_VERIFY_WITH_TIMEOUT(
            portPattern.match(QString::fromUtf8(output += parent.readAllStandardOutput())).hasMatch(), 10'000);
        const qint64 agentctlPid = pidPattern.match(QString::fromUtf8(output)).captured(1).toLongLong();
        QVERIFY(agentctlPid > 0);

        kandesk::test::Agentctl agentctl;
        agentctl.attach(static_cast<quint16>(portPattern.match(QString::fromUtf8(output)).captured(1).toUInt()));
        QVERIFY(agentctl.handshake());
        QTemporaryDir workspace;
        quint16 port = 0;
        QVERIFY(!agentctl.createInstance(workspace.path(), &port).isEmpty());
        agentctl.send("POST", port, QString(kandesk::wire::route::kAgentConfigure),
            QJsonObject { { str("command"), str(KANDESK_STUBAGENT_PATH) },
                { str("agent_args"), QJsonArray { str(KANDESK_STUBAGENT_PATH), str("--stubborn") } } });
        QVERIFY(agentctl.send("POST", port, QString(kandesk::wire::route::kStart)).body.value(str("success")).toBool());
        const qint64 pgid = agentctl.send("GET", port, QString(kandesk::wire::route::kStatus))
                                .body.value(str("agent"))
                                .toObject()
                                .value(str("pid"))
                                .toInteger();
        QVERIFY(pgid > 0);
        kandesk::test::StreamClient stream;
        QVERIFY(stream.open(port, QString(kandesk::wire::route::kAgentStream), agentctl.token));
        QCOMPARE(stream.call(kandesk::wire::action::kInitialize).value(str("type")).toString(),
            QString(kandesk::wire::envelope::kResponse));
        QCOMPARE(stream.call(kandesk::wire::action::kSessionNew).value(str("type")).toString(),
            QString(kandesk::wire::envelope::kResponse));
        QCOMPARE(stream.call(kandesk::wire::action::kPrompt, QJsonObject { { str("text"), str("spawn slow") } })
                     .value(str("type"))
                     .toString(),
            QString(kandesk::wire::envelope::kResponse));
        QTRY_VERIFY_WITH_TIMEOUT(stream.text().contains(str("tick")), 10'000);
        QVERIFY(kandesk::test::groupAlive(pgid));

        QElapsedTimer sinceDeath;
        ::kill(static_cast<pid_t>(parent.processId()), SIGKILL);
        sinceDeath.start();
        QVERIFY(parent.waitForFinished(5'000));
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(agentctlPid) && !kandesk::test::groupAlive(pgid), 2'000);
        qInfo() << "agentctl and the agent's group were gone after" << sinceDeath.elapsed() << "ms";
    }

    void takesItsAgentsProcessGroupAlongWhenItCrashes()
    {
        kandesk::test::Agentctl agentctl;
        QVERIFY(agentctl.start());
        QVERIFY(agentctl.handshake());
        QTemporaryDir workspace;
        quint16 port = 0;
        QVERIFY(!agentctl.createInstance(workspace.path(), &port).isEmpty());
        agentctl.send("POST", port, QString(kandesk::wire::route::kAgentConfigure),
            QJsonObject { { str("command"), str(KANDESK_STUBAGENT_PATH) } });
        QVERIFY(agentctl.send("POST", port, QString(kandesk::wire::route::kStart)).body.value(str("success")).toBool());
        const qint64 pgid = agentctl.send("GET", port, QString(kandesk::wire::route::kStatus))
                                .body.value(str("agent"))
                                .toObject()
                                .value(str("pid"))
                                .toInteger();
        kandesk::test::StreamClient stream;
        QVERIFY(stream.open(port, QString(kandesk::wire::route::kAgentStream), agentctl.token));
        QCOMPARE(stream.call(kandesk::wire::action::kInitialize).value(str("type")).toString(),
            QString(kandesk::wire::envelope::kResponse));
        QCOMPARE(stream.call(kandesk::wire::action::kSessionNew).value(str("type")).toString(),
            QString(kandesk::wire::envelope::kResponse));
        stream.call(kandesk::wire::action::kPrompt, QJsonObject { { str("text"), str("spawn slow") } });
        QTRY_VERIFY_WITH_TIMEOUT(stream.text().contains(str("tick")), 10'000);

        ::kill(static_cast<pid_t>(agentctl.process().processId()), SIGSEGV);
        QVERIFY(agentctl.process().waitForFinished(5'000));
        QCOMPARE(agentctl.process().exitStatus(), QProcess::CrashExit);
        QTRY_VERIFY_WITH_TIMEOUT(!kandesk::test::groupAlive(pgid), 2'000);
    }
};

QTEST_GUILESS_MAIN(TestAgentctlProcess)
#include "tst_agentctlprocess.moc"
