// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// `agentctl --detach`, the mode remote runs start it in: the starter returns once agentctl listens
// (its line names the port and the detached pid), the detached agentctl lives on in a session of
// its own after the starter is gone, serves /health, and ends on SIGTERM; a detached agentctl that
// cannot listen makes its starter fail in plain words.
#include <QDir>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

namespace {

const QString kAgentctl = QStringLiteral(KANDESK_AGENTCTL_PATH);

bool alive(pid_t pid)
{
    return ::kill(pid, 0) == 0;
}

} // namespace

class TestAgentctlDetach : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void outlivesItsStarterUntilTerminated()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString log = dir.filePath(QStringLiteral("agentctl.log"));
        QProcess starter;
        starter.start(kAgentctl,
            { QStringLiteral("--detach"), QStringLiteral("--log"), log, QStringLiteral("--port"),
                QStringLiteral("0") });
        QVERIFY(starter.waitForFinished(30000));
        QCOMPARE(starter.exitStatus(), QProcess::NormalExit);
        QCOMPARE(starter.exitCode(), 0);
        const QString line = QString::fromLocal8Bit(starter.readAllStandardOutput());
        static const QRegularExpression ready(
            QStringLiteral("^agentctl listening on 127\\.0\\.0\\.1:(\\d+) pid (\\d+)\\n$"));
        const QRegularExpressionMatch match = ready.match(line);
        QVERIFY2(match.hasMatch(), qPrintable(line));
        const quint16 port = static_cast<quint16>(match.captured(1).toUInt());
        const auto pid = static_cast<pid_t>(match.captured(2).toInt());
        auto cleanup = qScopeGuard([pid] {
            if (::kill(pid, 0) == 0)
                ::kill(pid, SIGKILL);
        });

        // The starter is gone; the detached agentctl is not its child any more and leads its own session.
        QVERIFY(pid != static_cast<pid_t>(starter.processId()));
        QVERIFY(alive(pid));
        QCOMPARE(::getsid(pid), pid);

        QNetworkAccessManager network;
        QNetworkReply *reply
            = network.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/health").arg(port))));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 30000);
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        reply->deleteLater();

        // Its own output went to the log, not to the starter.
        QTRY_VERIFY_WITH_TIMEOUT(QFile(log).size() > 0, 10000);

        QCOMPARE(::kill(pid, SIGTERM), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!alive(pid), 30000);
    }

    void aStarterWhoseAgentctlCannotListenFails()
    {
        QTcpServer taken;
        QVERIFY(taken.listen(QHostAddress::LocalHost, 0));
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("agentctl.log"));
        QProcess starter;
        starter.start(kAgentctl,
            { QStringLiteral("--detach"), QStringLiteral("--log"), log, QStringLiteral("--port"),
                QString::number(taken.serverPort()) });
        QVERIFY(starter.waitForFinished(30000));
        QCOMPARE(starter.exitCode(), 1);
        const QString err = QString::fromLocal8Bit(starter.readAllStandardError());
        QVERIFY2(err.contains(QStringLiteral("ended before it listened")) && err.contains(log), qPrintable(err));
        QFile written(log);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY2(written.readAll().contains("cannot listen"), "the detached agentctl says why in its log");
    }
};

QTEST_GUILESS_MAIN(TestAgentctlDetach)
#include "tst_agentctldetach.moc"
