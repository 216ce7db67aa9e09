// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// The OpenSSH server fixture itself: a strict client gets in with the fixture's key and
// known_hosts, and is refused when the host key is unknown or has changed, or its key is revoked.
#include "support/sshserver.h"

#include <QTest>

using kandesk::test::SshServer;

class TestSshFixture : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = SshServer::unavailableReason(); !why.isEmpty())
            QSKIP(qPrintable(why));
    }

    void strictClientGetsIn()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(server.port() != 22);

        const auto result = server.ssh({QStringLiteral("true")});
        QVERIFY2(result.exitCode == 0, qPrintable(QString::fromLocal8Bit(result.err) + server.log()));

        const auto whoami = server.ssh({QStringLiteral("id"), QStringLiteral("-un")});
        QVERIFY2(whoami.exitCode == 0, whoami.err.constData());
        QCOMPARE(QString::fromLocal8Bit(whoami.out.trimmed()), server.user());
    }

    void unknownHostKeyIsRefused()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QString empty = server.dir() + QStringLiteral("/empty_known_hosts");
        QFile file(empty);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();

        const auto result = server.ssh({QStringLiteral("true")}, {QStringLiteral("-o"), QStringLiteral("UserKnownHostsFile=") + empty});
        QCOMPARE(result.exitCode, 255);
        QVERIFY2(result.err.contains("Host key verification failed"), result.err.constData());
        QCOMPARE(file.size(), 0); // strict checking never adds the key by itself
    }

    void changedHostKeyIsRefused()
    {
        SshServer server;
        QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(server.ssh({QStringLiteral("true")}).exitCode, 0);

        error = server.rotateHostKey();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const auto result = server.ssh({QStringLiteral("true")});
        QCOMPARE(result.exitCode, 255);
        QVERIFY2(result.err.contains("REMOTE HOST IDENTIFICATION HAS CHANGED"), result.err.constData());
        QVERIFY2(result.err.contains("Host key verification failed"), result.err.constData());
    }

    void revokedUserKeyIsRefused()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(server.revokeUserKey());

        const auto result = server.ssh({QStringLiteral("true")});
        QCOMPARE(result.exitCode, 255);
        QVERIFY2(result.err.contains("Permission denied"), result.err.constData());
    }

    void stopLeavesNothingListening()
    {
        SshServer server;
        const QString error = server.start();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        server.stop();
        const auto result = server.ssh({QStringLiteral("true")});
        QCOMPARE(result.exitCode, 255);
        QVERIFY2(result.err.contains("Connection refused"), result.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestSshFixture)
#include "tst_sshfixture.moc"
