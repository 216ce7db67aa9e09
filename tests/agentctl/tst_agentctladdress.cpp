// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// agentctl's --address: where a bridged container's agentctl listens (0.0.0.0, its ports published
// on the host's loopback). An address other than loopback is refused without a bootstrap nonce, and
// with one every request there needs the token; the instances listen on the same address.
#include "support/agentctlharness.h"

#include <QFile>
#include <QTemporaryDir>

using namespace kandesk;
using kandesk::test::str;

namespace {

// Whether something listens on TCP port at the IPv4 address given as /proc/net/tcp writes it.
bool listensAt(const QByteArray &hexAddress, quint16 port)
{
    QFile table(QStringLiteral("/proc/net/tcp"));
    if (!table.open(QIODevice::ReadOnly))
        return false;
    const QByteArray local = hexAddress + ':' + QByteArray::number(port, 16).toUpper().rightJustified(4, '0');
    for (const QByteArray &line : table.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() > 3 && fields.at(1) == local && fields.at(3) == "0A")
            return true;
    }
    return false;
}

struct Run {
    int exitCode = -1;
    QString err;
};

Run runAgentctl(const QStringList &args, bool withNonce)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(str("AGENTCTL_BOOTSTRAP_NONCE"));
    if (withNonce)
        environment.insert(str("AGENTCTL_BOOTSTRAP_NONCE"), str("n"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(KANDESK_AGENTCTL_PATH), args);
    Run run;
    if (!process.waitForFinished(10'000)) {
        process.kill();
        process.waitForFinished();
        run.err = str("did not exit");
        return run;
    }
    run.exitCode = process.exitCode();
    run.err = QString::fromLocal8Bit(process.readAllStandardError());
    return run;
}

} // namespace

class TestAgentctlAddress : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void anOpenAddressWithoutANonceIsRefused()
    {
        const Run run = runAgentctl({ str("--address"), str("0.0.0.0"), str("--port"), str("0") }, false);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(str("--address 0.0.0.0 can be reached from other machines: set "
                                      "AGENTCTL_BOOTSTRAP_NONCE so that every request needs the bearer token")),
            qPrintable(run.err));
    }

    void anAddressThatIsNoneIsRefused()
    {
        const Run run = runAgentctl({ str("--address"), str("example.org") }, true);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(
            run.err.contains(str("--address wants an IP address (such as 127.0.0.1 or 0.0.0.0), got \"example.org\"")),
            qPrintable(run.err));
    }

    void itListensThereBehindTheToken()
    {
        QTemporaryDir workspace;
        QVERIFY(workspace.isValid());
        test::Agentctl agentctl;
        QVERIFY(agentctl.start({}, { str("--address"), str("0.0.0.0") }));
        QCOMPARE(agentctl.address, str("0.0.0.0"));
        QVERIFY(listensAt("00000000", agentctl.port));
        QVERIFY(!listensAt("0100007F", agentctl.port));
        QCOMPARE(agentctl.send("GET", agentctl.port, QString(wire::route::kInstances), {}, false).status, 401);
        QVERIFY(agentctl.handshake());
        quint16 instancePort = 0;
        const QString id = agentctl.createInstance(workspace.path(), &instancePort);
        QVERIFY(!id.isEmpty());
        QVERIFY(listensAt("00000000", instancePort));
        QCOMPARE(agentctl.send("GET", instancePort, QString(wire::route::kStatus), {}, false).status, 401);
        QCOMPARE(agentctl.send("GET", instancePort, QString(wire::route::kStatus)).status, 200);
    }

    // Without --address nothing changes: loopback only.
    void loopbackStaysTheDefault()
    {
        test::Agentctl agentctl;
        QVERIFY(agentctl.start());
        QCOMPARE(agentctl.address, str("127.0.0.1"));
        QVERIFY(listensAt("0100007F", agentctl.port));
        QVERIFY(!listensAt("00000000", agentctl.port));
    }
};

QTEST_GUILESS_MAIN(TestAgentctlAddress)
#include "tst_agentctladdress.moc"
