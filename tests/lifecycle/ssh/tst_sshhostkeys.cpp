// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// A first connection to an unknown host: its key's fingerprint (ssh-keyscan, ssh-keygen -l) is the
// one the sshd fixture really has, accepting it lets the strict client in, and a key that changed
// afterwards stays refused, in words. The same through `kandesk executor trust NAME [--yes]`.
#include "lifecycle/ssh/sshhostkeys.h"
#include "lifecycle/ssh/sshworker.h"
#include "support/kandeskcli.h"
#include "support/sshserver.h"
#include "support/sshtestrepo.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

// The fingerprint of the fixture's host key, read from its file (what the test knows it to be).
QString fixtureFingerprint(const SshServer &server)
{
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"), { QStringLiteral("-l"), QStringLiteral("-f"), server.dir() + QStringLiteral("/ssh_host_ed25519_key.pub") });
    keygen.waitForFinished(30'000);
    const QStringList fields = QString::fromUtf8(keygen.readAllStandardOutput()).split(QLatin1Char(' '));
    return fields.value(1); // "SHA256:…"
}

} // namespace

class TestSshHostKeys : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    SshServer m_server;

    SshHost freshHost(const QString &name)
    {
        SshHost host = hostOf(m_server, m_server.remoteHome() + QStringLiteral("/kd"));
        host.knownHostsFile = m_dir.filePath(name + QStringLiteral("/known_hosts"));
        return host;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        KANDESK_START_SSH_SERVER(m_server);
    }

    void aKnownHostIsKnown()
    {
        auto scan = ssh::scanHostKeys(hostOf(m_server, QStringLiteral("~/kd")));
        QVERIFY2(scan.ok(), qPrintable(scan.error()));
        QCOMPARE(scan->trust, ssh::HostKeyScan::Trust::Known);
    }

    void aFirstSeenKeyIsShownAcceptedAndThenConnects()
    {
        const SshHost host = freshHost(QStringLiteral("first"));
        // Strict checking: before accepting, the connection is refused.
        {
            ssh::SshWorker worker;
            const std::optional<ssh::SshFailure> refused = worker.open(QStringLiteral("k"), host, 30'000);
            QVERIFY(refused.has_value());
        }
        auto scan = ssh::scanHostKeys(host);
        QVERIFY2(scan.ok(), qPrintable(scan.error()));
        QCOMPARE(scan->trust, ssh::HostKeyScan::Trust::Unknown);
        const QString fingerprint = fixtureFingerprint(m_server);
        QVERIFY(fingerprint.startsWith(QStringLiteral("SHA256:")));
        QVERIFY2(scan->fingerprints.join(QLatin1Char('\n')).contains(fingerprint), qPrintable(scan->fingerprints.join(QLatin1Char('\n'))));
        QVERIFY(ssh::describeHostKeyScan(host, *scan).contains(fingerprint));

        const Status accepted = ssh::acceptHostKeys(host, *scan);
        QVERIFY2(accepted.ok(), qPrintable(accepted.error()));
        auto again = ssh::scanHostKeys(host);
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QCOMPARE(again->trust, ssh::HostKeyScan::Trust::Known);
        ssh::SshWorker worker;
        const std::optional<ssh::SshFailure> failure = worker.open(QStringLiteral("k"), host, 30'000);
        QVERIFY2(!failure, qPrintable(failure ? failure->message : QString()));
        QCOMPARE(worker.run(QStringLiteral("k"), QStringLiteral("echo in"), {}, 30'000).out.trimmed(), QByteArray("in"));
    }

    void theCommandLineShowsAndTrusts()
    {
        const QString home = m_dir.filePath(QStringLiteral("cli-home"));
        const SshHost host = freshHost(QStringLiteral("cli"));
        QDir().mkpath(QFileInfo(host.knownHostsFile).path());
        QFile empty(host.knownHostsFile);
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        const CliRun added = runCli({ QStringLiteral("executor"), QStringLiteral("add"), QStringLiteral("--type"), QStringLiteral("ssh"),
            QStringLiteral("--name"), QStringLiteral("box"), QStringLiteral("--host"), host.host, QStringLiteral("--port"),
            QString::number(host.port), QStringLiteral("--user"), host.user, QStringLiteral("--identity"), host.identityFile,
            QStringLiteral("--known-hosts"), host.knownHostsFile, QStringLiteral("--data-dir"), home });
        QVERIFY2(added.exitCode == 0, qPrintable(added.err));

        const QString fingerprint = fixtureFingerprint(m_server);
        const CliRun shown = runCli({ QStringLiteral("executor"), QStringLiteral("trust"), QStringLiteral("box"), QStringLiteral("--data-dir"), home });
        QVERIFY(shown.exitCode != 0);
        QVERIFY2(shown.out.contains(fingerprint), qPrintable(shown.out));
        QVERIFY2(shown.err.contains(QStringLiteral("--yes")), qPrintable(shown.err));
        QFile unchanged(host.knownHostsFile);
        QVERIFY(unchanged.open(QIODevice::ReadOnly));
        QVERIFY(unchanged.readAll().isEmpty());

        const CliRun trusted = runCli({ QStringLiteral("executor"), QStringLiteral("trust"), QStringLiteral("box"), QStringLiteral("--yes"),
            QStringLiteral("--data-dir"), home });
        QVERIFY2(trusted.exitCode == 0, qPrintable(trusted.err));
        QVERIFY2(trusted.out.contains(QStringLiteral("Trusted")), qPrintable(trusted.out));
        auto scan = ssh::scanHostKeys(host);
        QVERIFY2(scan.ok(), qPrintable(scan.error()));
        QCOMPARE(scan->trust, ssh::HostKeyScan::Trust::Known);
    }

    // Last: it gives the fixture a new key.
    void aChangedKeyStaysRefused()
    {
        const SshHost host = freshHost(QStringLiteral("first")); // trusted above
        const QString error = m_server.rotateHostKey();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        auto scan = ssh::scanHostKeys(host);
        QVERIFY2(scan.ok(), qPrintable(scan.error()));
        QCOMPARE(scan->trust, ssh::HostKeyScan::Trust::Changed);
        QVERIFY(ssh::describeHostKeyScan(host, *scan).contains(QStringLiteral("CHANGED")));
        QFile before(host.knownHostsFile);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray kept = before.readAll();
        const Status accepted = ssh::acceptHostKeys(host, *scan);
        QVERIFY(!accepted.ok());
        QVERIFY2(accepted.error().contains(QStringLiteral("changed since it was accepted")), qPrintable(accepted.error()));
        QFile after(host.knownHostsFile);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), kept);
        ssh::SshWorker worker;
        const std::optional<ssh::SshFailure> refused = worker.open(QStringLiteral("k"), host, 30'000);
        QVERIFY(refused.has_value());
    }
};

QTEST_GUILESS_MAIN(TestSshHostKeys)
#include "tst_sshhostkeys.moc"
