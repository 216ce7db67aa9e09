// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The parts of the managed npm agents that need no npm: version ranges (engines.node), reading a
// package.json and choosing the file an agent starts from.
#include "lifecycle/npmagents/managednpmagents.h"
#include "lifecycle/npmagents/npmpackage.h"
#include "lifecycle/npmagents/semver.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

} // namespace

class TestNpmAgentParts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void versionsParseAndOrder()
    {
        const auto node = SemVer::parse(s("v20.20.2"));
        QVERIFY(node);
        QCOMPARE(node->toString(), s("20.20.2"));
        QVERIFY(*SemVer::parse(s("1.2.3-beta.1")) < *SemVer::parse(s("1.2.3")));
        QVERIFY(*SemVer::parse(s("0.101.0")) > *SemVer::parse(s("0.49.0")));
        QVERIFY(!SemVer::parse(s("latest")));
        QVERIFY(!SemVer::parse(s("1.2.3.4")));
        QCOMPARE(shortVersion(*node), s("20.20"));
    }

    void enginesRanges_data()
    {
        QTest::addColumn<QString>("range");
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("fits");
        auto row = [](const char *range, const char *version, bool fits) {
            QTest::addRow("%s on %s", range, version) << s(range) << s(version) << fits;
        };
        row(">=22", "20.20.2", false);
        row(">=22", "22.0.0", true);
        row(">=20.0.0", "20.20.2", true);
        row(">= 18.14.0", "20.20.2", true);
        row(">18", "18.5.0", false);
        row(">18", "19.0.0", true);
        row("^20.19.0 || >=22.12.0", "20.20.2", true);
        row("^20.19.0 || >=22.12.0", "21.0.0", false);
        row("^18 || ^20", "20.1.0", true);
        row("~20.20.0", "20.20.2", true);
        row("~20.19", "20.20.2", false);
        row("20.x", "20.20.2", true);
        row("18 - 20", "20.99.0", true);
        row("18 - 20", "21.0.0", false);
        row(">=16 <20", "20.20.2", false);
        row("*", "20.20.2", true);
        row("<=20", "20.20.2", true);
        row("<20.20.2", "20.20.2", false);
        row("=20.20.2", "20.20.2", true);
    }

    void enginesRanges()
    {
        QFETCH(QString, range);
        QFETCH(QString, version);
        QFETCH(bool, fits);
        const auto answer = satisfiesRange(*SemVer::parse(version), range);
        QVERIFY2(answer.has_value(), qPrintable(range));
        QCOMPARE(*answer, fits);
    }

    void unreadableRangesAreNoAnswer()
    {
        QVERIFY(!satisfiesRange(*SemVer::parse(s("20.0.0")), s(">=banana")).has_value());
    }

    void rangesReadAsPeopleSayThem()
    {
        QCOMPARE(describeRange(s(">=22")), s("≥ 22"));
        QCOMPARE(describeRange(s(">=20.0.0")), s("≥ 20"));
        QCOMPARE(describeRange(s("^20.19.0 || >=22.12.0")), s("^20.19.0 || >=22.12.0"));
    }

    void theEntryIsTheBinNamedLikeThePackage()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(s("package.json")),
                  R"({"name":"@scope/tool-acp","version":"1.2.0","engines":{"node":">=22"},
                      "bin":{"helper":"dist/helper.js","tool-acp":"dist/index.js"}})");
        writeFile(dir.filePath(s("dist/index.js")), "#!/usr/bin/env node\nconsole.log(1)\n");
        writeFile(dir.filePath(s("dist/helper.js")), "console.log(2)\n");
        auto package = NpmPackage::read(dir.path());
        QVERIFY2(package.ok(), qPrintable(package.error()));
        QCOMPARE(package->enginesNode, s(">=22"));
        auto entry = resolveNpmEntry(*package);
        QVERIFY2(entry.ok(), qPrintable(entry.error()));
        QCOMPARE(entry->path, QDir(dir.path()).filePath(s("dist/index.js")));
        QVERIFY(entry->runWithNode);
        // An override names a file of the package.
        auto overridden = resolveNpmEntry(*package, s("dist/helper.js"));
        QVERIFY(overridden.ok());
        QCOMPARE(overridden->path, QDir(dir.path()).filePath(s("dist/helper.js")));
        auto outside = resolveNpmEntry(*package, s("../../etc/passwd"));
        QVERIFY(!outside.ok());
        QVERIFY2(outside.error().contains(s("outside the package")), qPrintable(outside.error()));
    }

    void aNativeBinaryRunsByItself()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(s("package.json")), R"({"name":"native-agent","version":"3.0.0","bin":"./bin/agent"})");
        writeFile(dir.filePath(s("bin/agent")), QByteArray("\x7f" "ELF\x02\x01\x01", 7));
        auto entry = resolveNpmEntry(*NpmPackage::read(dir.path()));
        QVERIFY2(entry.ok(), qPrintable(entry.error()));
        QVERIFY(!entry->runWithNode);
        writeFile(dir.filePath(s("bin/agent")), "#!/bin/sh\nexec true\n");
        QVERIFY(!resolveNpmEntry(*NpmPackage::read(dir.path()))->runWithNode);
    }

    // The window offers to install the agent a failed start names.
    void installHintsReadBack()
    {
        const QString message = s("Claude Code (claude-acp) is not installed: install it with %1, or from Settings ▸ Agents")
                                    .arg(installCommandHint(s("claude-acp")));
        QCOMPARE(installCommandHint(s("claude-acp")), s("`kandesk agent install claude-acp`"));
        const auto hint = installHintIn(message);
        QVERIFY(hint);
        QCOMPARE(hint->agentId, s("claude-acp"));
        QVERIFY(hint->version.isEmpty());
        const auto pinned = installHintIn(s("Codex 0.5.0 (its profile's pin) is not installed: install it with %1, or …")
                                              .arg(installCommandHint(s("codex-acp"), s("0.5.0"))));
        QVERIFY(pinned);
        QCOMPARE(pinned->agentId, s("codex-acp"));
        QCOMPARE(pinned->version, s("0.5.0"));
        QVERIFY(!installHintIn(s("the agent exited with code 3")));
        // The command is read, not the sentence around it, which a translation words its own way; a
        // version to pin, named in parentheses by a Node mismatch, is no install offer.
        const auto translated = installHintIn(s("Codex ist nicht installiert: mit %1 installieren")
                                                  .arg(installCommandHint(s("codex-acp"))));
        QVERIFY(translated);
        QCOMPARE(translated->agentId, s("codex-acp"));
        QVERIFY(!installHintIn(s("codex-acp 0.9.0 needs Node ≥ 22; this machine has 18.19 (/usr/bin/node). Install Node "
                                 "22, or pin 0.4.0 (`kandesk agent install codex-acp@0.4.0`).")));
    }

    void packagesWithoutAUsableBinSayWhy()
    {
        QTemporaryDir dir;
        writeFile(dir.filePath(s("package.json")), R"({"name":"lib-only","version":"1.0.0"})");
        auto none = resolveNpmEntry(*NpmPackage::read(dir.path()));
        QVERIFY(!none.ok());
        QVERIFY2(none.error().contains(s("no \"bin\"")), qPrintable(none.error()));
        writeFile(dir.filePath(s("package.json")), R"({"name":"many","version":"1.0.0","bin":{"a":"a.js","b":"b.js"}})");
        auto many = resolveNpmEntry(*NpmPackage::read(dir.path()));
        QVERIFY(!many.ok());
        QVERIFY2(many.error().contains(s("several commands (a, b)")), qPrintable(many.error()));
        writeFile(dir.filePath(s("package.json")), R"({"name":"gone","version":"1.0.0","bin":"missing.js"})");
        auto missing = resolveNpmEntry(*NpmPackage::read(dir.path()));
        QVERIFY(!missing.ok());
        QVERIFY2(missing.error().contains(s("does not exist")), qPrintable(missing.error()));
        writeFile(dir.filePath(s("package.json")), "not json");
        QVERIFY(!NpmPackage::read(dir.path()).ok());
    }
};

QTEST_GUILESS_MAIN(TestNpmAgentParts)
#include "tst_npmagentparts.moc"
