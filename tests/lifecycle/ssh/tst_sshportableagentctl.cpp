// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// The portable agentctl reaches a "remote" (the real sshd fixture on loopback) through
// SshConnection: uploaded once (a second upload is skipped: the remote sha256 is the recorded one),
// unpacked in the remote directory, started there on the remote's loopback, and answering /health
// through a port forwarded over the control connection; SIGTERM ends it and nothing is left.
#include "lifecycle/ssh/sshconnection.h"
#include "support/sshserver.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using kandesk::SshHost;
using kandesk::ssh::SshConnection;
using kandesk::ssh::SshFailure;
using kandesk::ssh::SshResult;
using kandesk::test::SshServer;

namespace {

const QString kTarball = QStringLiteral(KANDESK_PORTABLE_TARBALL);

SshResult runRemote(SshConnection &connection, const QString &commandLine)
{
    std::optional<SshResult> result;
    QObject context;
    connection.runShell(commandLine, &context, [&result](const SshResult &r) { result = r; });
    if (!QTest::qWaitFor([&result] { return result.has_value(); }, 60000))
        qFatal("a remote command did not finish within 60 s");
    return *result;
}

} // namespace

class TestSshPortableAgentctl : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = SshServer::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY2(QFileInfo::exists(kTarball), qPrintable(kTarball + QStringLiteral(" is missing: build agentctl_portable")));
    }

    void uploadsStartsAndForwards()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        SshHost host;
        host.host = server.host();
        host.port = server.port();
        host.user = server.user();
        host.identityFile = server.identityFile();
        host.knownHostsFile = server.knownHostsFile();
        host.remoteDir = server.remoteHome();
        SshConnection connection(host);
        QSignalSpy opened(&connection, &SshConnection::opened);
        connection.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 30000);

        const QString name = QFileInfo(kTarball).fileName();
        const QString remoteTarball = host.remoteDir + QStringLiteral("/") + name;
        QFile recorded(kTarball + QStringLiteral(".sha256"));
        QVERIFY(recorded.open(QIODevice::ReadOnly));
        const QByteArray recordedLine = recorded.readAll();
        auto upload = [&](const QString &knownHash) {
            std::optional<std::pair<bool, QString>> done;
            connection.upload(kTarball, remoteTarball, this, [&done](bool uploaded, const QString &e) { done = {uploaded, e}; },
                              knownHash);
            if (!QTest::qWaitFor([&done] { return done.has_value(); }, 120000))
                qFatal("the upload did not finish");
            return *done;
        };
        QElapsedTimer clock;
        clock.start();
        const auto first = upload({});
        QVERIFY2(first.second.isEmpty(), qPrintable(first.second));
        QVERIFY(first.first);
        qInfo("upload of %lld bytes: %lld ms", QFileInfo(kTarball).size(), clock.restart());
        const auto second = upload(QString::fromLatin1(recordedLine.left(64)));
        qInfo("second upload with the recorded hash (skipped, hashes agree): %lld ms", clock.elapsed());
        QVERIFY2(second.second.isEmpty(), qPrintable(second.second));
        QVERIFY(!second.first);
        // The remote copy's hash is the one recorded next to the bundle.
        const SshResult remoteHash = runRemote(connection, QStringLiteral("cd %1 && sha256sum %2").arg(
                                                               SshConnection::shellQuote(host.remoteDir), SshConnection::shellQuote(name)));
        QCOMPARE(remoteHash.out, recordedLine);

        const QString bundle = QFileInfo(name).completeBaseName().chopped(4); // agentctl-<version>-x86_64
        const SshResult unpacked = runRemote(connection, QStringLiteral("cd %1 && tar -xzf %2").arg(
                                                             SshConnection::shellQuote(host.remoteDir), SshConnection::shellQuote(name)));
        QVERIFY2(unpacked.ok(), unpacked.err.constData());
        const SshResult version = runRemote(connection, SshConnection::shellQuote(host.remoteDir + QStringLiteral("/") + bundle
                                                                                  + QStringLiteral("/agentctl")) + QStringLiteral(" --version"));
        QCOMPARE(version.out.trimmed(), QByteArray("agentctl " KANDESK_VERSION));

        // Started in the foreground of one ssh command (its parent stays while the channel is open).
        const QString dir = SshConnection::shellQuote(host.remoteDir);
        std::optional<SshResult> serving;
        connection.runShell(QStringLiteral("cd %1 && echo $$ > agentctl.pid && exec ./%2/agentctl --port 0 > agentctl.log 2>&1")
                                .arg(dir, bundle),
                            this, [&serving](const SshResult &r) { serving = r; });
        static const QRegularExpression listening(QStringLiteral("listening on 127\\.0\\.0\\.1:(\\d+)"));
        quint16 remotePort = 0;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const QRegularExpressionMatch match = listening.match(QString::fromLocal8Bit(
                    runRemote(connection, QStringLiteral("cat %1/agentctl.log 2>/dev/null || true").arg(dir)).out));
                remotePort = match.hasMatch() ? static_cast<quint16>(match.captured(1).toUInt()) : 0;
                return remotePort != 0 || serving.has_value();
            }(),
            30000);
        QVERIFY2(remotePort != 0, serving ? serving->err.constData() : "agentctl did not start");

        std::optional<std::pair<quint16, QString>> forwarded;
        connection.forward(remotePort, this, [&forwarded](quint16 port, const QString &e) { forwarded = {port, e}; });
        QTRY_VERIFY_WITH_TIMEOUT(forwarded.has_value(), 30000);
        QVERIFY2(forwarded->first != 0, qPrintable(forwarded->second));

        QNetworkAccessManager network;
        QNetworkReply *reply = network.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/health").arg(forwarded->first))));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 30000);
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        QCOMPARE(QJsonDocument::fromJson(reply->readAll()).object().value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
        reply->deleteLater();

        const SshResult killed = runRemote(connection, QStringLiteral("kill -TERM $(cat %1/agentctl.pid)").arg(dir));
        QVERIFY2(killed.ok(), killed.err.constData());
        QTRY_VERIFY_WITH_TIMEOUT(serving.has_value(), 30000);
        QCOMPARE(serving->exitCode, 0); // a clean exit on SIGTERM
        const SshResult left = runRemote(connection, QStringLiteral("kill -0 $(cat %1/agentctl.pid) 2>/dev/null && echo alive || echo gone").arg(dir));
        QCOMPARE(left.out.trimmed(), QByteArray("gone"));
    }
};

QTEST_GUILESS_MAIN(TestSshPortableAgentctl)
#include "tst_sshportableagentctl.moc"
