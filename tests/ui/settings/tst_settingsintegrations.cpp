// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT

// Settings ▸ Integrations against a loopback GitHub: a connection added with its token written
// straight into the vault (never into the database), tested ("Connected as octo"), changed,
// refused in words (Jira without its site), deleted; a screenshot of the page.

#include "application/stores.h"
#include "models/stores/integrationstore.h"
#include "support/fakegithub.h"
#include "support/shipfixture.h"
#include "ui/settings/settingsintegrationspage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;
using namespace kandesk::ui;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

} // namespace

class TestSettingsIntegrations : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void connectionsAreAddedTestedChangedAndDeleted()
    {
        FakeGitHub gitHub;
        QVERIFY(gitHub.listening());
        qputenv("KANDESK_GITHUB_API_URL", gitHub.url().toUtf8());
        const ShipFixture fixture(m_dir.filePath(s("case")));
        SettingsServices services;
        services.stores = fixture.stores.get();
        services.workspaceId = s("default");
        SettingsIntegrationsPage page(services);
        page.resize(720, 560);
        page.show();
        auto *list = page.findChild<QListWidget *>(s("integrationList"));
        auto *status = page.findChild<QLabel *>(s("integrationStatus"));
        QCOMPARE(list->count(), 0);

        page.findChild<QLineEdit *>(s("integrationName"))->setText(s("Acme"));
        page.findChild<QLineEdit *>(s("integrationToken"))->setText(gitHub.token);
        page.findChild<QCheckBox *>(s("integrationClose"))->setChecked(true);
        page.findChild<QPushButton *>(s("saveIntegration"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 1, 30'000);
        QTRY_VERIFY(status->text().contains(s("Saved Acme")));
        QVERIFY(page.findChild<QLineEdit *>(s("integrationToken"))->text().isEmpty()); // gone from the widget
        const auto token = fixture.stores->vault().readBlocking(s("GITHUB_TOKEN"));
        QVERIFY2(token.ok(), qPrintable(token.error()));
        QCOMPARE(*token, gitHub.token);
        QCOMPARE(list->currentRow(), 0);
        QCOMPARE(list->currentItem()->text(), s("Acme (GitHub)"));
        const auto connections = IntegrationStore(*fixture.database).list(s("default"));
        QVERIFY2(connections.ok() && connections->size() == 1, qPrintable(connections.error()));
        const Integration stored = connections->constFirst();
        QCOMPARE(stored.tokenSecret, s("GITHUB_TOKEN"));
        QVERIFY(stored.closeOnLand && stored.commentOnLand);

        page.findChild<QPushButton *>(s("testIntegration"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(status->text(), s("Connected as octo"), 30'000);
        QVERIFY(page.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/settings-integrations.png")));

        page.findChild<QCheckBox *>(s("integrationComment"))->setChecked(false);
        page.findChild<QPushButton *>(s("saveIntegration"))->click();
        const auto commentsOnLand = [&] {
            const auto now = IntegrationStore(*fixture.database).get(stored.id);
            return !now.ok() || now->commentOnLand;
        };
        QTRY_VERIFY_WITH_TIMEOUT(!commentsOnLand(), 30'000);
        QTRY_COMPARE(list->count(), 1);
        // Saving is one at a time: the button comes back once the save has landed.
        QTRY_VERIFY_WITH_TIMEOUT(page.findChild<QPushButton *>(s("saveIntegration"))->isEnabled(), 30'000);

        // A new Jira connection without its site: refused in words.
        page.findChild<QPushButton *>(s("newIntegration"))->click();
        auto *kind = page.findChild<QComboBox *>(s("integrationKind"));
        QVERIFY(kind->isEnabled());
        kind->setCurrentIndex(kind->findData(s("jira")));
        QVERIFY(page.findChild<QLineEdit *>(s("integrationEmail"))->isVisible());
        page.findChild<QPushButton *>(s("saveIntegration"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(s("needs its site")), 30'000);
        QCOMPARE(list->count(), 1);

        list->setCurrentRow(0);
        QVERIFY(!kind->isEnabled()); // a connection keeps its kind
        page.findChild<QPushButton *>(s("removeIntegration"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(list->count(), 0, 30'000);
        QVERIFY(status->text().contains(s("Deleted Acme")));
        qunsetenv("KANDESK_GITHUB_API_URL");
    }
};

QTEST_MAIN(TestSettingsIntegrations)
#include "tst_settingsintegrations.moc"
