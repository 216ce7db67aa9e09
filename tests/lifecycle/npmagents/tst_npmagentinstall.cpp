// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Installing agents' npm packages into a scratch home with the real npm, from packages the test
// makes (file: tarballs, no registry): versions, pins, removal, and the engines.node check at
// install and at launch.
#include "lifecycle/npmagents/managednpmagents.h"

#include "support/npmtestpackages.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestNpmAgentInstall : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    AgentDefinition m_agent;

    QString home() const { return m_dir.filePath(s("home")); }

    QString pack(const QString &version, const QString &engines = {})
    {
        test::TestPackage package;
        package.name = m_agent.npmPackage;
        package.version = version;
        package.enginesNode = engines;
        QString error;
        const QString tarball = test::packTestPackage(m_dir.filePath(s("packages")), package, &error);
        if (tarball.isEmpty())
            qFatal("%s", qPrintable(error));
        return s("file:") + tarball;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (QStandardPaths::findExecutable(s("npm")).isEmpty() || QStandardPaths::findExecutable(s("node")).isEmpty())
            QSKIP("node and npm are not installed: Kandesk cannot install npm agents here");
        QVERIFY(m_dir.isValid());
        QDir().mkpath(m_dir.filePath(s("packages")));
        m_agent.id = s("test-acp");
        m_agent.displayName = s("Test Agent");
        m_agent.npmPackage = s("@kandesk-test/test-acp");
        m_agent.extraArgs = {s("--acp")};
    }

    void anInstallLandsInItsVersionFolderAndStartsWithNode()
    {
        const ManagedNpmAgents managed(home());
        QStringList output;
        auto installed = managed.install(m_agent, pack(s("1.0.0")), [&output](const QString &line) { output.append(line); });
        QVERIFY2(installed.ok(), qPrintable(installed.error()));
        QCOMPARE(installed->version, s("1.0.0"));
        const QString folder = QDir(home()).filePath(s("agents/@kandesk-test/test-acp/1.0.0"));
        QCOMPARE(managed.versionDir(m_agent.npmPackage, s("1.0.0")), folder);
        QCOMPARE(installed->entry, QDir(folder).filePath(s("node_modules/@kandesk-test/test-acp/bin/agent.mjs")));
        QVERIFY(installed->runWithNode);
        QVERIFY(!installed->fromRegistry);
        QVERIFY2(output.join(QLatin1Char('\n')).contains(s("npm install file:")), qPrintable(output.join(QLatin1Char('\n'))));
        // No staging folder is left beside the versions.
        QCOMPARE(QDir(QDir(home()).filePath(s("agents/@kandesk-test/test-acp"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{s("1.0.0")});

        auto launch = managed.resolve(m_agent);
        QVERIFY2(launch.ok(), qPrintable(launch.error()));
        QCOMPARE(launch->argv, (QStringList{findNode()->path, installed->entry}));
        auto argv = managed.launchArgv(m_agent, {});
        QVERIFY(argv.ok());
        QCOMPARE(argv.value(), launch->argv);
    }

    void theNewestInstalledVersionStartsUnlessPinned()
    {
        const ManagedNpmAgents managed(home());
        QVERIFY(managed.install(m_agent, pack(s("1.0.0"))).ok()); // again: already there
        auto second = managed.install(m_agent, pack(s("2.0.0")));
        QVERIFY2(second.ok(), qPrintable(second.error()));
        QCOMPARE(managed.installed(m_agent.npmPackage).size(), 2);
        QCOMPARE(managed.installed(m_agent.npmPackage).constFirst().version, s("2.0.0"));
        QCOMPARE(managed.resolve(m_agent)->installed.version, s("2.0.0"));

        // The agent's pin, then a profile's pin over it.
        QVERIFY(managed.setPin(m_agent.id, s("1.0.0")).ok());
        QCOMPARE(managed.pin(m_agent.id), s("1.0.0"));
        QCOMPARE(managed.resolve(m_agent)->installed.version, s("1.0.0"));
        QCOMPARE(managed.resolve(m_agent, s("2.0.0"))->installed.version, s("2.0.0"));
        auto missing = managed.resolve(m_agent, s("3.1.4"));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().contains(s("Test Agent (test-acp) 3.1.4 (its profile's pin) is not installed: install it with "
                                            "`kandesk agent install test-acp@3.1.4`")),
                 qPrintable(missing.error()));
        QVERIFY(!managed.setPin(m_agent.id, s("newest")).ok());

        // Updating keeps the pinned version and the ones asked for.
        const auto third = managed.install(m_agent, pack(s("3.0.0")));
        QVERIFY(third.ok());
        const QStringList removed = managed.removeOthers(m_agent, {s("3.0.0")});
        QCOMPARE(removed, QStringList{s("2.0.0")});
        QStringList left;
        for (const InstalledNpmAgent &one : managed.installed(m_agent.npmPackage))
            left.append(one.version);
        QCOMPARE(left, (QStringList{s("3.0.0"), s("1.0.0")}));
        QVERIFY(managed.setPin(m_agent.id, {}).ok());
        QCOMPARE(managed.resolve(m_agent)->installed.version, s("3.0.0"));

        QVERIFY(managed.remove(m_agent, s("1.0.0")).ok());
        QVERIFY(!managed.remove(m_agent, s("1.0.0")).ok());
        QVERIFY(managed.remove(m_agent).ok());
        auto gone = managed.resolve(m_agent);
        QVERIFY(!gone.ok());
        QVERIFY2(gone.error().contains(s("is not installed: install it with `kandesk agent install test-acp`")), qPrintable(gone.error()));
    }

    // A package whose engines.node the node here does not satisfy is refused and not kept.
    void aPackageNeedingANewerNodeIsRefusedAtInstall()
    {
        const ManagedNpmAgents managed(home());
        auto refused = managed.install(m_agent, pack(s("9.0.0"), s(">=99")));
        QVERIFY(!refused.ok());
        const SemVer node = findNode()->version;
        const QString expected = s("test-acp 9.0.0 needs Node ≥ 99; this machine has %1").arg(shortVersion(node));
        QVERIFY2(refused.error().contains(expected), qPrintable(refused.error()));
        QVERIFY2(refused.error().contains(s("Install Node 99")), qPrintable(refused.error()));
        QVERIFY(managed.installed(m_agent.npmPackage).isEmpty());
        QVERIFY(!QFileInfo::exists(managed.versionDir(m_agent.npmPackage, s("9.0.0"))));
        // Ranges it fits install.
        QVERIFY(managed.install(m_agent, pack(s("4.0.0"), s(">=%1 <99").arg(node.major))).ok());
    }

    // Installed with this node, then started where node is older: the launch refuses, naming both.
    void aLaunchOnAnOlderNodeIsRefused()
    {
        const ManagedNpmAgents managed(home());
        QVERIFY(managed.install(m_agent, pack(s("5.0.0"), s(">=20"))).ok());
        const QString fakeNode = m_dir.filePath(s("old-node"));
        QFile script(fakeNode);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\necho v18.19.1\n");
        script.close();
        script.setPermissions(script.permissions() | QFileDevice::ExeOwner);
        qputenv("KANDESK_NODE", fakeNode.toLocal8Bit());
        auto refused = managed.resolve(m_agent, s("5.0.0"));
        qunsetenv("KANDESK_NODE");
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().startsWith(s("test-acp 5.0.0 needs Node ≥ 20; this machine has 18.19 (%1). Install Node 20").arg(fakeNode)),
                 qPrintable(refused.error()));
        QVERIFY(managed.resolve(m_agent, s("5.0.0")).ok());
    }

    void badInputSaysWhy()
    {
        const ManagedNpmAgents managed(home());
        AgentDefinition custom;
        custom.id = s("mine");
        custom.customArgv = {s("/bin/true")};
        auto notNpm = managed.install(custom, {});
        QVERIFY(!notNpm.ok());
        QVERIFY2(notNpm.error().contains(s("is not an npm package")), qPrintable(notNpm.error()));
        // A tarball of another package is not installed as this agent.
        AgentDefinition other = m_agent;
        other.npmPackage = s("@kandesk-test/other-acp");
        auto wrong = managed.install(other, pack(s("1.0.0")));
        QVERIFY(!wrong.ok());
        QVERIFY2(wrong.error().contains(s("not the package @kandesk-test/other-acp")), qPrintable(wrong.error()));
        auto broken = managed.install(m_agent, s("file:") + m_dir.filePath(s("no-such.tgz")));
        QVERIFY(!broken.ok());
        QVERIFY2(broken.error().startsWith(s("installing file:")), qPrintable(broken.error()));
    }
};

QTEST_GUILESS_MAIN(TestNpmAgentInstall)
#include "tst_npmagentinstall.moc"
