// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// SshConnection against a real OpenSSH server on loopback (tests/support/sshserver.h): one control
// connection, remote commands over it (quoting, exit codes, standard input), uploads skipped when
// the remote sha256 matches, a local port forwarded to the remote's loopback, and refusals in plain
// words: host key changed, host key unknown, key refused, host unreachable.
#include "lifecycle/ssh/sshconnection.h"
#include "support/sshserver.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using kandesk::SshHost;
using kandesk::ssh::SshConnection;
using kandesk::ssh::SshFailure;
using kandesk::ssh::SshResult;
using kandesk::test::SshServer;

namespace {

SshHost hostOf(const SshServer &server)
{
    SshHost host;
    host.host = server.host();
    host.port = server.port();
    host.user = server.user();
    host.identityFile = server.identityFile();
    host.knownHostsFile = server.knownHostsFile();
    host.remoteDir = server.remoteHome();
    return host;
}

// Runs argv and waits (in the test's event loop) for its result.
SshResult runRemote(SshConnection &connection, const QStringList &argv, const QByteArray &input = {})
{
    std::optional<SshResult> result;
    QObject context;
    connection.run(argv, &context, [&result](const SshResult &r) { result = r; }, input);
    if (!QTest::qWaitFor([&result] { return result.has_value(); }, 30000))
        qFatal("a remote command did not finish within 30 s");
    return *result;
}

struct Uploaded {
    bool uploaded = false;
    QString error;
};

Uploaded uploadFile(SshConnection &connection, const QString &local, const QString &remote)
{
    std::optional<Uploaded> result;
    QObject context;
    connection.upload(local, remote, &context, [&result](bool uploaded, const QString &error) { result = Uploaded{uploaded, error}; });
    if (!QTest::qWaitFor([&result] { return result.has_value(); }, 60000))
        qFatal("an upload did not finish within 60 s");
    return *result;
}

void writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(content) != content.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestSshConnection : public QObject
{
    Q_OBJECT

private:
    // Opens a connection to server; fails the test when it does not open.
    static bool openConnection(SshConnection &connection)
    {
        QSignalSpy opened(&connection, &SshConnection::opened);
        QSignalSpy failed(&connection, &SshConnection::failed);
        connection.open();
        if (!QTest::qWaitFor([&] { return !opened.isEmpty() || !failed.isEmpty(); }, 30000))
            return false;
        if (!failed.isEmpty())
            qWarning("%s", qPrintable(failed.constFirst().constFirst().value<SshFailure>().message));
        return !opened.isEmpty();
    }

    static SshFailure openFailure(SshConnection &connection)
    {
        QSignalSpy opened(&connection, &SshConnection::opened);
        QSignalSpy failed(&connection, &SshConnection::failed);
        connection.open();
        if (!QTest::qWaitFor([&] { return !opened.isEmpty() || !failed.isEmpty(); }, 30000) || failed.isEmpty())
            return {SshFailure::Kind::Other, QStringLiteral("(it opened, or nothing happened)")};
        return failed.constFirst().constFirst().value<SshFailure>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = SshServer::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void runsCommandsOverOneConnection()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        SshConnection connection(hostOf(server));
        QVERIFY(openConnection(connection));
        QVERIFY(connection.isOpen());
        QVERIFY(QFileInfo::exists(connection.controlPath()));

        const SshResult echo = runRemote(connection, {QStringLiteral("sh"), QStringLiteral("-c"),
                                                      QStringLiteral("echo out; echo err >&2; exit 3")});
        QCOMPARE(echo.exitCode, 3);
        QCOMPARE(echo.out, QByteArray("out\n"));
        QCOMPARE(echo.err, QByteArray("err\n"));

        // Words reach the remote command as they are, whatever the remote shell would make of them.
        const QString awkward = QStringLiteral("a b'c \"d\" $HOME `x` ; |");
        const SshResult quoted = runRemote(connection, {QStringLiteral("printf"), QStringLiteral("%s"), awkward});
        QCOMPARE(quoted.exitCode, 0);
        QCOMPARE(QString::fromUtf8(quoted.out), awkward);

        const SshResult fed = runRemote(connection, {QStringLiteral("cat")}, "from stdin\n");
        QCOMPARE(fed.out, QByteArray("from stdin\n"));

        // "~/" is the remote home.
        const SshResult home = runRemote(connection, {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo ~")});
        const SshResult tilde = runRemote(connection, {QStringLiteral("ls"), QStringLiteral("-d"), QStringLiteral("~/")});
        QCOMPARE(tilde.exitCode, 0);
        QCOMPARE(tilde.out.trimmed(), home.out.trimmed() + "/");

        // The commands shared the control connection: sshd saw one login.
        QCOMPARE(server.log().count(QLatin1String("Accepted publickey")), 1);

        QSignalSpy closed(&connection, &SshConnection::closed);
        connection.close();
        QTRY_COMPARE_WITH_TIMEOUT(closed.size(), 1, 30000);
        QVERIFY(!connection.isOpen());
        QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(connection.controlPath()), 10000);
        const SshResult after = runRemote(connection, {QStringLiteral("true")});
        QCOMPARE(after.failure.kind, SshFailure::Kind::ConnectionLost);
    }

    void uploadsOnlyWhenTheHashDiffers()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        SshConnection connection(hostOf(server));
        QVERIFY(openConnection(connection));

        const QString local = server.dir() + QStringLiteral("/payload.bin");
        QByteArray content(3 * 1024 * 1024, Qt::Uninitialized);
        for (char &c : content)
            c = static_cast<char>(QRandomGenerator::global()->bounded(256));
        writeFile(local, content);
        QFile::setPermissions(local, QFile::permissions(local) | QFile::ExeOwner);
        const QString remote = server.remoteHome() + QStringLiteral("/bin/dir with space/agentctl");

        Uploaded first = uploadFile(connection, local, remote);
        QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
        QVERIFY(first.uploaded);
        QCOMPARE(readFile(remote), content);
        QVERIFY(QFileInfo(remote).isExecutable());

        Uploaded again = uploadFile(connection, local, remote);
        QVERIFY2(again.error.isEmpty(), qPrintable(again.error));
        QVERIFY(!again.uploaded); // same hash: nothing sent

        content[0] = static_cast<char>(content.at(0) ^ 0x5a);
        writeFile(local, content);
        Uploaded changed = uploadFile(connection, local, remote);
        QVERIFY2(changed.error.isEmpty(), qPrintable(changed.error));
        QVERIFY(changed.uploaded);
        QCOMPARE(readFile(remote), content);
        QVERIFY(!QFileInfo::exists(remote + QStringLiteral(".part")));

        Uploaded missing = uploadFile(connection, server.dir() + QStringLiteral("/nothing"), remote);
        QVERIFY(!missing.uploaded);
        QVERIFY2(missing.error.contains(QLatin1String("cannot read")), qPrintable(missing.error));
    }

    void forwardsALocalPortToTheRemoteLoopback()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // A service on the "remote" loopback (the remote agentctl, later).
        QTcpServer service;
        QVERIFY(service.listen(QHostAddress::LocalHost, 0));
        connect(&service, &QTcpServer::newConnection, &service, [&service] {
            QTcpSocket *peer = service.nextPendingConnection();
            peer->write("pong\n");
            peer->disconnectFromHost();
        });

        SshConnection connection(hostOf(server));
        QVERIFY(openConnection(connection));
        std::optional<std::pair<quint16, QString>> forwarded;
        connection.forward(service.serverPort(), this, [&forwarded](quint16 port, const QString &e) { forwarded = {port, e}; });
        QTRY_VERIFY_WITH_TIMEOUT(forwarded.has_value(), 30000);
        QVERIFY2(forwarded->second.isEmpty(), qPrintable(forwarded->second));
        QVERIFY(forwarded->first != 0);
        QVERIFY(forwarded->first != service.serverPort());

        QTcpSocket client;
        client.connectToHost(QHostAddress::LocalHost, forwarded->first);
        QTRY_VERIFY_WITH_TIMEOUT(client.canReadLine(), 30000);
        QCOMPARE(client.readLine(), QByteArray("pong\n"));
    }

    void goingAwayEndsTheControlConnection()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QString socket;
        {
            SshConnection connection(hostOf(server));
            QVERIFY(openConnection(connection));
            socket = connection.controlPath();
            QVERIFY(QFileInfo::exists(socket));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!QFileInfo::exists(socket), 10000);
    }

    void refusesAChangedHostKey()
    {
        SshServer server;
        QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        error = server.rotateHostKey();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        SshConnection connection(hostOf(server));
        const SshFailure failure = openFailure(connection);
        QCOMPARE(failure.kind, SshFailure::Kind::HostKeyChanged);
        QVERIFY2(failure.message.contains(QLatin1String("has changed since it was trusted")), qPrintable(failure.message));
        QVERIFY2(failure.message.contains(server.knownHostsFile()), qPrintable(failure.message));
        QVERIFY(!connection.isOpen());
    }

    void refusesAnUnknownHost()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        SshHost host = hostOf(server);
        host.knownHostsFile = server.dir() + QStringLiteral("/empty_known_hosts");
        writeFile(host.knownHostsFile, {});
        SshConnection connection(host);
        const SshFailure failure = openFailure(connection);
        QCOMPARE(failure.kind, SshFailure::Kind::HostKeyUnknown);
        QVERIFY2(failure.message.contains(QLatin1String("is not a known host")), qPrintable(failure.message));
        QCOMPARE(readFile(host.knownHostsFile), QByteArray()); // never added by itself
    }

    void reportsARefusedKey()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(server.revokeUserKey());
        SshConnection connection(hostOf(server));
        const SshFailure failure = openFailure(connection);
        QCOMPARE(failure.kind, SshFailure::Kind::AuthenticationRefused);
        QVERIFY2(failure.message.contains(QLatin1String("refused the login")), qPrintable(failure.message));
        QVERIFY2(failure.message.contains(server.identityFile()), qPrintable(failure.message));
    }

    void reportsAnUnreachableHost()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        server.stop();
        SshConnection connection(hostOf(server));
        const SshFailure failure = openFailure(connection);
        QCOMPARE(failure.kind, SshFailure::Kind::Unreachable);
        QVERIFY2(failure.message.contains(QLatin1String("Cannot reach")), qPrintable(failure.message));
        QVERIFY2(failure.message.contains(QLatin1String("connection refused")), qPrintable(failure.message));
    }
};

QTEST_GUILESS_MAIN(TestSshConnection)
#include "tst_sshconnection.moc"
