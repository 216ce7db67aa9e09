// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Starts the real agentctl binary and talks to it over loopback HTTP.
#include "agentctl/api/wire.h"
#include "support/processprobe.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <csignal>
#include <sys/types.h>

namespace {

const QString kAgentctl = QStringLiteral(KANDESK_AGENTCTL_PATH);

} // namespace

class TestAgentctlProcess : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void printsItsVersion()
    {
        QProcess process;
        process.start(kAgentctl, {QStringLiteral("--version")});
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
        process.start(kAgentctl, {QStringLiteral("--port"), port});
        QVERIFY(process.waitForFinished(10'000));
        QCOMPARE(process.exitCode(), 2);
        const QString message = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(message.contains(QStringLiteral("--port")) && message.contains(port), qPrintable(message));
    }

    void servesHealthOnLoopback()
    {
        QProcess process;
        process.start(kAgentctl, {QStringLiteral("--port"), QStringLiteral("0")});
        QVERIFY(process.waitForStarted());
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT((output += process.readAllStandardOutput()).contains('\n'), 10'000);
        const auto match = QRegularExpression(QStringLiteral(R"(listening on 127\.0\.0\.1:(\d+))")).match(QString::fromUtf8(output));
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
        // A shell stands in for Kandesk: it starts agentctl, prints its pid and waits on stdin.
        QProcess parent;
        parent.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral(R"("$0" --port 0 >/dev/null & echo $!; read line)"), kAgentctl});
        QVERIFY(parent.waitForStarted());
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT((output += parent.readAllStandardOutput()).contains('\n'), 10'000);
        const qint64 agentctlPid = output.trimmed().toLongLong();
        QVERIFY(agentctlPid > 0);
        QVERIFY(!kandesk::test::processGone(agentctlPid));

        ::kill(static_cast<pid_t>(parent.processId()), SIGKILL);
        QVERIFY(parent.waitForFinished(5'000));
        QTRY_VERIFY_WITH_TIMEOUT(kandesk::test::processGone(agentctlPid), 2'000);
    }
};

QTEST_GUILESS_MAIN(TestAgentctlProcess)
#include "tst_agentctlprocess.moc"
