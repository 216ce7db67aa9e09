// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Help ▸ Copy Diagnostics' text (application/diagnostics.h) on a real home with secrets in its vault,
// an agent profile whose environment holds a literal value and a secret reference, npm agents in
// the home and an agentctl log with lines that carry a token: everything a bug report needs is there
// and no secret is.
#include "application/diagnostics.h"
#include "support/gitrepository.h"
#include "support/testhome.h"

#include <QTest>

using namespace kandesk;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestDiagnostics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void saysWhatABugReportNeedsAndNoSecret()
    {
        test::TestHome home;
        QVERIFY(home.open().ok());
        QVERIFY(home.vault.writeBlocking(s("GITHUB_TOKEN"), s("ghp_vaultvalue0123456789")).ok());
        AgentProfile profile;
        profile.name = s("Claude at work");
        profile.agentId = s("claude-acp");
        profile.model = s("opus");
        profile.envVars = {{s("ANTHROPIC_API_KEY"), s("sk-literal-value-42"), {}}, {s("GH_TOKEN"), {}, s("GITHUB_TOKEN")}};
        QVERIFY(ProfileStore(home.database).saveAgentProfile(profile).ok());
        test::writeTestFile(home.filePath(s("agents/@zed-industries/claude-code-acp/0.5.1/package.json")), "{}");
        test::writeTestFile(home.filePath(s("agents/opencode-ai/1.0.2/package.json")), "{}");
        test::writeTestFile(home.filePath(s("logs/agentctl-one.log")),
                            "kandesk.agentctl: agent started \"claude\" pid 41\n"
                            "kandesk.agentctl: handshake with Authorization: Bearer abc.def.ghi\n"
                            "kandesk.agentctl: env ANTHROPIC_API_KEY=sk-literal-value-42\n"
                            "kandesk.agentctl: agent exited 41 code 0 crashed false\n");
        test::writeTestFile(home.filePath(s("logs/crash-note-20261201-080000.txt")),
                            "Kandesk 0.1.0 (Qt 6.4.2, pid 7, started 2026-12-01T07:59:00Z)\nStopped by SIGSEGV (a bad memory access) at 1764576000\n"
                            "The last lines it logged:\n  a line with the token ghp_crashvalue\n");
        test::writeTestFile(home.filePath(s("logs/crash-note-20261101-080000.txt")), "Kandesk 0.0.9 an older crash\n");

        const QString text = collectDiagnostics(home.stores, {s("offscreen"), s("window"), s(KANDESK_APP_PATH)}).result();
        for (const QString &wanted : QStringList{s("Kandesk " KANDESK_VERSION " (window)"), s("Qt "), s("System: "), s("Qt platform: offscreen"),
                                      s("Node.js: "), s("npm: "), s("git: git version"), QString(s("Home: ") + home.path()),
                                      s("  Claude at work: agent claude-acp, model opus"),
                                      s("  @zed-industries/claude-code-acp 0.5.1"), s("  opencode-ai 1.0.2"),
                                      s("Secrets: new ones kept in file; 1 stored"), s("agent started \"claude\" pid 41"),
                                      s("agent exited 41 code 0"), s("[a line withheld: it may carry a secret]"),
                                      s("Self-test: kandesk self-test ok: Kandesk " KANDESK_VERSION),
                                      s("Last crash ("), s("  Stopped by SIGSEGV (a bad memory access)")})
            QVERIFY2(text.contains(wanted), qPrintable(wanted + s(" is not in:\n") + text));
        QVERIFY2(!text.contains(s("an older crash")), qPrintable(text));
        for (const QString &secret : {s("ghp_vaultvalue0123456789"), s("sk-literal-value-42"), s("abc.def.ghi"), s("GITHUB_TOKEN"), s("ghp_crashvalue")})
            QVERIFY2(!text.contains(secret), qPrintable(secret + s(" leaked into:\n") + text));
    }
};

QTEST_GUILESS_MAIN(TestDiagnostics)
#include "tst_diagnostics.moc"
