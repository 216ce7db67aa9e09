// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The self-test's agentctl check, run against the built agentctl.
#include "application/agentctlversion.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

class TestAgentctlVersion : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsTheBuiltAgentctlsVersion()
    {
        const auto version = agentctlVersion(QStringLiteral(KANDESK_AGENTCTL_PATH));
        QVERIFY2(version.ok(), qPrintable(version.error()));
        QVERIFY(!version->isEmpty());
    }

    void aMissingAgentctlIsAnError()
    {
        QTemporaryDir dir;
        const QString missing = dir.filePath(QStringLiteral("agentctl"));
        const auto version = agentctlVersion(missing);
        QVERIFY(!version.ok());
        QVERIFY2(version.error().startsWith(missing), qPrintable(version.error()));
    }

    void probesOnAPoolThread()
    {
        const QString path = QFileInfo(QStringLiteral(KANDESK_AGENTCTL_PATH)).absoluteFilePath();
        qputenv("KANDESK_AGENTCTL", path.toLocal8Bit());
        auto future = probeAgentctl();
        QTRY_VERIFY_WITH_TIMEOUT(future.isFinished(), 20'000);
        qunsetenv("KANDESK_AGENTCTL");
        const auto probed = future.result();
        QVERIFY2(probed.ok(), qPrintable(probed.error()));
        QVERIFY2(probed->endsWith(QStringLiteral(" (%1)").arg(path)), qPrintable(*probed));
    }
};

QTEST_GUILESS_MAIN(TestAgentctlVersion)
#include "tst_agentctlversion.moc"
