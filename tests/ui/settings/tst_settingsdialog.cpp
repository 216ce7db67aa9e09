// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ui/settings/settingsagentprofilespage.h"
#include "ui/settings/settingsagentsignout.h"
#include "ui/settings/settingsagentspage.h"
#include "ui/settings/settingsbackupspage.h"
#include "ui/settings/settingshomefolders.h"
#include "ui/settings/settingsdialog.h"
#include "ui/settings/settingsexecutorprofilespage.h"
#include "ui/settings/settingsinlinemessage.h"
#include "ui/settings/settingslistmodel.h"
#include "ui/settings/settingsnpmagentpanel.h"
#include "ui/settings/settingsrepositoriespage.h"
#include "ui/settings/settingsrunningpage.h"
#include "ui/settings/settingssecretspage.h"
#include "ui/undoremovalbar.h"

#include "application/admission/admissionpolicy.h"
#include "application/settings/customagents.h"
#include "application/tasks/repositorydependencies.h"
#include "application/settings/worktreesfolder.h"
#include "application/settings/settingsremovals.h"
#include "application/taskrunnerruntime.h"
#include "application/stores.h"
#include "lifecycle/git/gitcommand.h"
#include "models/agents/agentregistry.h"
#include "models/database.h"
#include "models/secretvault.h"
#include "models/stores/dockerexecutorstore.h"
#include "models/queries/settingsqueries.h"
#include "models/stores/profilestore.h"
#include "models/stores/repositorystore.h"
#include "models/stores/sshexecutorstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"
#include "support/gitrepository.h"
#include "support/npmtestpackages.h"
#include "support/sdkagent.h"

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QStatusBar>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QTest>

#include <memory>

using namespace kandesk;
using namespace kandesk::ui;

namespace {

template<typename T>
T *child(QWidget *parent, const char *name)
{
    T *widget = parent->findChild<T *>(QString::fromLatin1(name));
    if (!widget)
        qWarning("no child %s", name);
    return widget;
}

void saveShot(QWidget *widget, const QString &name)
{
    QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
    QVERIFY(widget->grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/") + name));
}

// Every text a user could read in the dialog: widgets' texts and the data of every item view.
QStringList visibleTexts(QWidget *root)
{
    QStringList texts;
    for (QLineEdit *edit : root->findChildren<QLineEdit *>())
        texts.append(edit->text());
    for (QLabel *label : root->findChildren<QLabel *>())
        texts.append(label->text());
    for (QPlainTextEdit *edit : root->findChildren<QPlainTextEdit *>())
        texts.append(edit->toPlainText());
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>()) {
        QAbstractItemModel *model = view->model();
        if (!model)
            continue;
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column) {
                for (int role : {int(Qt::DisplayRole), int(Qt::EditRole), int(Qt::ToolTipRole)})
                    texts.append(model->index(row, column).data(role).toString());
            }
        }
    }
    return texts;
}

// Saves the page's form and waits for the store's answer.
bool saveAndWait(SettingsAgentProfilesPage *page)
{
    QSignalSpy finished(page, &SettingsAgentProfilesPage::saveFinished);
    if (!page->save())
        return false;
    return finished.wait(10000) && finished.constFirst().constFirst().toBool();
}

// Reads the profiles again and waits until the page shows them.
bool reloadAndWait(SettingsAgentProfilesPage *page)
{
    QSignalSpy loaded(page, &SettingsAgentProfilesPage::loaded);
    page->reload();
    return loaded.wait(10000);
}

const char kExpectedExecutorConfig[] =
    "{\"branch_template\":\"kandesk/{title}\",\"copy_globs\":[\".env\",\".npmrc\",\"config/*.json\"]}";

} // namespace

class TestSettingsDialog : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<Stores> m_stores;
    SecretVault *m_vault = nullptr;
    AgentRegistry m_registry;
    QByteArray m_path;

    SettingsServices services() const { return {m_stores.get(), &m_registry, {}}; }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_path = qgetenv("PATH");
        QVERIFY(m_dir.isValid());
        m_database = std::make_unique<Database>(m_dir.filePath(QStringLiteral("kandesk.db")));
        QVERIFY2(m_database->open().ok(), "database");
        m_stores = std::make_unique<Stores>(*m_database, m_dir.path(), QStringLiteral("KandeskSettingsTest"));
        m_vault = &m_stores->vault();
        m_vault->setBackend(SecretBackendKind::File);
        WorkspaceStore workspaces(*m_database);
        QVERIFY(workspaces.create(QStringLiteral("Default")).ok());
    }

    void cleanup() { qputenv("PATH", m_path); }

    void agentsPageMarksAvailability()
    {
        qunsetenv("GEMINI_API_KEY");
        qunsetenv("AMP_API_KEY");
        qputenv("PATH", QByteArray());
        SettingsDialog dialog(services());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SettingsAgentsModel *model = dialog.agentsPage()->model();
        const int claude = model->rowOf(QStringLiteral("claude-acp"));
        const int gemini = model->rowOf(QStringLiteral("gemini"));
        QVERIFY(claude >= 0 && gemini >= 0);
        // Read off the GUI thread: the rows say so until the answer comes.
        QTRY_COMPARE(model->index(claude, SettingsAgentsModel::StatusColumn).data().toString(),
                     QStringLiteral("Needs: Node.js with npm"));
        QVERIFY(model->index(claude, SettingsAgentsModel::CommandColumn).data().toString().contains(
            QLatin1String("kandesk agent install claude-acp")));
        dialog.resize(1160, 600);
        saveShot(&dialog, QStringLiteral("settings-agents-no-node.png"));

        // node and npm on PATH: the npm agents want installing, Gemini its key too.
        const QString bin = m_dir.filePath(QStringLiteral("bin"));
        QVERIFY(QDir().mkpath(bin));
        QVERIFY(test::writeTestScript(bin + QStringLiteral("/node"), "exit 0\n"));
        QVERIFY(test::writeTestScript(bin + QStringLiteral("/npm"), "exit 0\n"));
        qputenv("PATH", QFile::encodeName(bin));
        QSignalSpy installsLoaded(dialog.agentsPage(), &SettingsAgentsPage::installsLoaded);
        dialog.agentsPage()->refresh();
        QTRY_VERIFY(!installsLoaded.isEmpty());
        QCOMPARE(model->index(claude, SettingsAgentsModel::StatusColumn).data().toString(), QStringLiteral("Needs: installing"));
        QVERIFY(model->index(claude, SettingsAgentsModel::CommandColumn).data().toString().contains(QLatin1String("click Install")));
        // Installed by Kandesk (as an install leaves it): ready, started with node.
        const QString version = m_dir.filePath(QStringLiteral("agents/@agentclientprotocol/claude-agent-acp/0.49.0"));
        QVERIFY(test::markNpmAgentInstalled(m_dir.path(), QStringLiteral("@agentclientprotocol/claude-agent-acp"), QStringLiteral("0.49.0")));
        installsLoaded.clear();
        dialog.agentsPage()->refresh();
        QTRY_VERIFY(!installsLoaded.isEmpty());
        QCOMPARE(model->index(claude, SettingsAgentsModel::StatusColumn).data().toString(), QStringLiteral("Ready"));
        QVERIFY(model->index(claude, SettingsAgentsModel::CommandColumn).data().toString().contains(
            QStringLiteral("node · @agentclientprotocol/claude-agent-acp 0.49.0")));
        QCOMPARE(model->index(gemini, SettingsAgentsModel::StatusColumn).data().toString(),
                 QStringLiteral("Needs: installing, set GEMINI_API_KEY"));
        QVERIFY(child<QLabel>(&dialog, "agentsSummary")->text().startsWith(
            QStringLiteral("1 of %1 agents").arg(model->rowCount())));

        // The selected npm agent's panel: its installed version; Remove takes it away (off the GUI thread).
        auto *panel = dialog.agentsPage()->npmPanel();
        QSignalSpy loaded(panel, &SettingsNpmAgentPanel::stateLoaded);
        child<QTableView>(&dialog, "agentsView")->setCurrentIndex(model->index(claude, 0));
        QTRY_VERIFY(!loaded.isEmpty());
        QVERIFY(panel->isVisible());
        QVERIFY2(child<QLabel>(&dialog, "npmAgentInstalled")->text().startsWith(QLatin1String("0.49.0")),
                 qPrintable(child<QLabel>(&dialog, "npmAgentInstalled")->text()));
        saveShot(&dialog, QStringLiteral("settings-agents-npm-panel.png"));
        QSignalSpy finished(panel, &SettingsNpmAgentPanel::operationFinished);
        QTest::mouseClick(child<QPushButton>(&dialog, "npmAgentRemove"), Qt::LeftButton);
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY2(finished.constFirst().at(0).toBool(), qPrintable(finished.constFirst().at(1).toString()));
        QVERIFY(!QFileInfo::exists(version));
        QTRY_COMPARE(model->index(claude, SettingsAgentsModel::StatusColumn).data().toString(), QStringLiteral("Needs: installing"));
        QVERIFY(child<QPlainTextEdit>(&dialog, "npmAgentOutput")->toPlainText().contains(QLatin1String("Removing @agentclientprotocol/claude-agent-acp")));

        // A custom agent by command line: an unclosed quote is reported as typed, then it is added.
        auto *command = child<QLineEdit>(&dialog, "customAgentCommand");
        auto *message = child<SettingsInlineMessage>(&dialog, "customAgentMessage");
        auto *saveCustom = child<QPushButton>(&dialog, "saveCustomAgent");
        QTest::keyClicks(child<QLineEdit>(&dialog, "customAgentId"), QStringLiteral("local-agent"));
        QTest::keyClicks(child<QLineEdit>(&dialog, "customAgentName"), QStringLiteral("Local agent"));
        QTest::keyClicks(command, QStringLiteral("local-agent --acp --name 'dev"));
        QVERIFY2(message->message().contains(QLatin1String("unclosed single quote")), qPrintable(message->message()));
        QVERIFY(message->isVisible());
        QVERIFY(!saveCustom->isEnabled());
        QTest::keyClicks(command, QStringLiteral("'"));
        QVERIFY(message->message().isEmpty());
        QVERIFY(saveCustom->isEnabled());
        QSignalSpy changed(&dialog, &SettingsDialog::customAgentsChanged);
        QTest::mouseClick(saveCustom, Qt::LeftButton);
        QCOMPARE(changed.count(), 1);
        const int custom = model->rowOf(QStringLiteral("local-agent"));
        QVERIFY(custom >= 0);
        QVERIFY(model->index(custom, SettingsAgentsModel::StatusColumn).data().toString().startsWith(
            QLatin1String("Needs: local-agent on PATH")));
        // It is saved, and profiles can pick it.
        SettingsAgentsPage again(services());
        QCOMPARE(again.customAgents().size(), 1);
        QVERIFY(child<QComboBox>(&dialog, "profileAgent")->findData(QStringLiteral("local-agent")) >= 0);

        dialog.resize(1060, 600);
        saveShot(&dialog, QStringLiteral("settings-agents.png"));
    }

    // Sign Out of a custom agent: the agent started for it alone (through the runtime's agentctl)
    // forgets its sign-in; what it said shows beside the button.
    void anAgentIsSignedOutFromTheAgentsPage()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        if (node.isEmpty())
            QSKIP("node is not installed: the ACP SDK 2.4 test agent cannot run (install nodejs to run these tests)");
        const QString state = m_dir.filePath(QStringLiteral("sdk2-state"));
        QVERIFY(QDir().mkpath(state));
        test::writeTestFile(state + QStringLiteral("/signed-in"), "yes");
        QVERIFY(saveCustomAgents(m_stores->settings(), {{QStringLiteral("sdk2-agent"), QStringLiteral("Test agent"),
                                                         test::sdk2AgentCommand(node, state)}})
                    .ok());
        auto runtime = TaskRunnerRuntime::create(*m_stores, {m_dir.path(), QStringLiteral(KANDESK_AGENTCTL_PATH), {}});
        QVERIFY2(runtime.ok(), qPrintable(runtime.error()));
        SettingsServices withCalls = services();
        withCalls.agentCalls = &runtime.value()->agentCalls();
        {
            SettingsDialog dialog(withCalls);
            dialog.resize(1160, 640);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            SettingsAgentsPage *page = dialog.agentsPage();
            auto *view = page->findChild<QTableView *>(QStringLiteral("agentsView"));
            const int row = page->model()->rowOf(QStringLiteral("sdk2-agent"));
            QVERIFY(row >= 0);
            view->setCurrentIndex(page->model()->index(row, 0));
            SettingsAgentSignOut *signOut = page->signOut();
            QCOMPARE(signOut->button()->text(), QStringLiteral("Sign Out of Test agent"));
            QVERIFY(signOut->button()->isEnabled());
            QSignalSpy finished(signOut, &SettingsAgentSignOut::finished);
            QTest::mouseClick(signOut->button(), Qt::LeftButton);
            QCOMPARE(signOut->status()->text(), QStringLiteral("Signing out of Test agent…"));
            QVERIFY(!signOut->button()->isEnabled());
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
            QCOMPARE(finished.at(0).at(0).toBool(), true);
            QCOMPARE(signOut->status()->text(), QStringLiteral("Signed out of Test agent. It asks you to sign in at its next start."));
            QVERIFY(!QFile::exists(state + QStringLiteral("/signed-in")));
            saveShot(&dialog, QStringLiteral("settings-agent-sign-out.png"));
        }
        // Without the application's agent calls (a dialog made for the profiles alone) there is no button.
        SettingsDialog plain(services());
        QVERIFY(plain.agentsPage()->signOut()->isHidden());
        QVERIFY(saveCustomAgents(m_stores->settings(), {}).ok());
    }

    void malformedFlagIsReportedAsYouType()
    {
        AgentProfile existing;
        existing.name = QStringLiteral("Claude (default)");
        existing.agentId = QStringLiteral("claude-acp");
        QVERIFY(ProfileStore(*m_database).saveAgentProfile(existing).ok());
        SettingsDialog dialog(services());
        dialog.showPage(SettingsDialog::Page::AgentProfiles);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SettingsAgentProfilesPage *page = dialog.agentProfilesPage();
        auto *name = child<QLineEdit>(page, "profileName");
        auto *save = child<QPushButton>(page, "saveProfile");
        auto *message = child<SettingsInlineMessage>(page, "cliFlagMessage");
        QTest::mouseClick(child<QPushButton>(page, "newProfile"), Qt::LeftButton);
        QVERIFY(page->currentProfileId().isEmpty());
        name->setText(QStringLiteral("Claude, terse"));
        QComboBox *agent = child<QComboBox>(page, "profileAgent");
        agent->setCurrentIndex(agent->findData(QStringLiteral("claude-acp")));
        QTest::keyClicks(child<QLineEdit>(page, "profileModel"), QStringLiteral("sonnet"));
        QVERIFY(save->isEnabled());

        QTest::mouseClick(child<QPushButton>(page, "addFlag"), Qt::LeftButton);
        QLineEdit *editor = nullptr;
        QTRY_VERIFY((editor = page->findChild<QLineEdit *>(QStringLiteral("cliFlagEditor"))) != nullptr);
        QTest::keyClicks(editor, QStringLiteral("--system-prompt \"be terse"));
        QVERIFY2(message->message().contains(QLatin1String("unclosed double quote")), qPrintable(message->message()));
        QVERIFY(message->isVisible());
        QVERIFY(!save->isEnabled());
        QVERIFY(page->validationProblem().contains(QLatin1String("unclosed double quote")));
        // The row says so too, while the flag is still being typed.
        const QAbstractItemModel *flags = child<QTableView>(page, "cliFlagsView")->model();
        QCOMPARE(flags->index(0, 2).data().toString(), QStringLiteral("unclosed double quote starting at character 17"));
        dialog.resize(960, 680);
        saveShot(&dialog, QStringLiteral("settings-agent-profile-invalid-flag.png"));

        QTest::keyClicks(editor, QStringLiteral("\""));
        QVERIFY2(message->message().isEmpty(), qPrintable(message->message()));
        QVERIFY(!message->isVisible());
        QVERIFY(save->isEnabled());
        QTest::keyClick(editor, Qt::Key_Return);
        QTRY_VERIFY(!page->findChild<QLineEdit *>(QStringLiteral("cliFlagEditor")));

        QSignalSpy saved(&dialog, &SettingsDialog::agentProfilesChanged);
        QTest::mouseClick(save, Qt::LeftButton);
        QTRY_COMPARE(saved.count(), 1);
        ProfileStore store(*m_database);
        auto stored = store.agentProfile(page->currentProfileId());
        QVERIFY2(stored.ok(), qPrintable(stored.error()));
        QCOMPARE(stored->name, QStringLiteral("Claude, terse"));
        QCOMPARE(stored->agentId, QStringLiteral("claude-acp"));
        QCOMPARE(stored->model, QStringLiteral("sonnet"));
        QCOMPARE(stored->cliFlags, (QList<AgentProfile::CliFlag>{{QStringLiteral("--system-prompt \"be terse\""), true}}));

        // A stored profile with a malformed flag (saved by an older build) shows the problem on open.
        AgentProfile broken = stored.value();
        broken.id.clear();
        broken.name = QStringLiteral("Broken");
        broken.cliFlags = {{QStringLiteral("--x 'y"), true}};
        auto brokenStored = store.saveAgentProfile(broken);
        QVERIFY(brokenStored.ok());
        QVERIFY(reloadAndWait(page));
        page->selectProfile(brokenStored->id);
        QCOMPARE(message->message(), QStringLiteral("Flag 1: unclosed single quote starting at character 5 (the launch would drop this flag)"));
        QVERIFY(!save->isEnabled());

        // Edits are marked unsaved until saved or reverted.
        auto *revert = child<QPushButton>(page, "revertProfile");
        auto *status = child<QLabel>(page, "profileStatus");
        QVERIFY(!revert->isEnabled());
        child<QLineEdit>(page, "profileModel")->setText(QStringLiteral("opus"));
        QVERIFY(revert->isEnabled());
        QCOMPARE(status->text(), QStringLiteral("Unsaved changes"));
        QTest::mouseClick(revert, Qt::LeftButton);
        QCOMPARE(child<QLineEdit>(page, "profileModel")->text(), QStringLiteral("sonnet"));
        QVERIFY(!revert->isEnabled());
        QVERIFY(status->text().isEmpty());
    }

    void malformedCommandPrefixDisablesSave()
    {
        SettingsDialog dialog(services());
        dialog.showPage(SettingsDialog::Page::AgentProfiles);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SettingsAgentProfilesPage *page = dialog.agentProfilesPage();
        page->newProfile();
        auto *prefix = child<QLineEdit>(page, "commandPrefix");
        auto *message = child<SettingsInlineMessage>(page, "commandPrefixMessage");
        auto *save = child<QPushButton>(page, "saveProfile");
        QVERIFY(save->isEnabled()); // an empty prefix is fine
        QTest::keyClicks(prefix, QStringLiteral("nice -n 10 sh -c \"exec"));
        QVERIFY2(message->message().contains(QLatin1String("unclosed double quote")), qPrintable(message->message()));
        QVERIFY(message->message().startsWith(QLatin1String("Command prefix:")));
        QVERIFY(message->isVisible());
        QVERIFY(!save->isEnabled());
        QVERIFY(!page->save());
        QTest::keyClicks(prefix, QStringLiteral("\""));
        QVERIFY(message->message().isEmpty());
        QVERIFY(save->isEnabled());
        QVERIFY(saveAndWait(page));
        ProfileStore store(*m_database);
        QCOMPARE(store.agentProfile(page->currentProfileId())->commandPrefix, QStringLiteral("nice -n 10 sh -c \"exec\""));
    }

    // A profile of a built-in npm agent pins its version or runs it through npx; a custom agent's cannot.
    void aProfilePinsItsAgentsVersion()
    {
        SettingsDialog dialog(services());
        dialog.showPage(SettingsDialog::Page::AgentProfiles);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SettingsAgentProfilesPage *page = dialog.agentProfilesPage();
        page->newProfile();
        auto *agent = child<QComboBox>(page, "profileAgent");
        agent->setCurrentIndex(agent->findData(QStringLiteral("claude-acp")));
        auto *version = child<QLineEdit>(page, "profileAgentVersion");
        auto *npx = child<QCheckBox>(page, "profileRunWithNpx");
        auto *message = child<SettingsInlineMessage>(page, "profileAgentVersionMessage");
        auto *save = child<QPushButton>(page, "saveProfile");
        QVERIFY(version->isEnabled());
        QTest::keyClicks(version, QStringLiteral("newest"));
        QVERIFY2(message->message().contains(QLatin1String("\"newest\" is not a version")), qPrintable(message->message()));
        QVERIFY(!save->isEnabled());
        version->clear();
        QTest::keyClicks(version, QStringLiteral("0.49.0"));
        QVERIFY(message->message().isEmpty());
        npx->setChecked(true);
        QVERIFY(saveAndWait(page));
        const auto stored = ProfileStore(*m_database).agentProfile(page->currentProfileId());
        QCOMPARE(stored->agentVersion, QStringLiteral("0.49.0"));
        QVERIFY(stored->runWithNpx);
        // A custom agent has neither.
        const int custom = agent->findData(QStringLiteral("local-agent"));
        if (custom >= 0) {
            agent->setCurrentIndex(custom);
            QVERIFY(!version->isEnabled());
            QVERIFY(!npx->isEnabled());
        }
    }

    void secretIsListedButItsValueIsNowhere()
    {
        const QString value = QStringLiteral("sk-settings-test-7d41c9e2");
        SettingsDialog dialog(services());
        dialog.showPage(SettingsDialog::Page::Secrets);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SettingsSecretsPage *page = dialog.secretsPage();
        auto *valueEdit = child<QLineEdit>(page, "secretValue");
        QCOMPARE(valueEdit->echoMode(), QLineEdit::Password);
        QTest::keyClicks(child<QLineEdit>(page, "secretName"), QStringLiteral("GEMINI_API_KEY"));
        QTest::keyClicks(child<QLineEdit>(page, "secretLabel"), QStringLiteral("Gemini key"));
        QTest::keyClicks(valueEdit, value);
        QSignalSpy changed(&dialog, &SettingsDialog::secretsChanged);
        QTest::mouseClick(child<QPushButton>(page, "addSecret"), Qt::LeftButton);
        QVERIFY(valueEdit->text().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 10000);
        QCOMPARE(page->model()->rowOf(QStringLiteral("GEMINI_API_KEY")), 0);
        QVERIFY(page->model()->index(0).data().toString().contains(QLatin1String("Gemini key")));

        // A profile can refer to it by name; the environment row shows the reference, not the value.
        dialog.showPage(SettingsDialog::Page::AgentProfiles);
        SettingsAgentProfilesPage *profiles = dialog.agentProfilesPage();
        profiles->newProfile();
        child<QLineEdit>(profiles, "profileName")->setText(QStringLiteral("Gemini"));
        auto *agentCombo = child<QComboBox>(profiles, "profileAgent");
        agentCombo->setCurrentIndex(agentCombo->findData(QStringLiteral("gemini")));
        QTest::mouseClick(child<QPushButton>(profiles, "addEnvVar"), Qt::LeftButton);
        auto *envView = child<QTableView>(profiles, "envVarsView");
        QAbstractItemModel *env = envView->model();
        auto *nameEditor = qobject_cast<QLineEdit *>(envView->indexWidget(env->index(0, 0)));
        QVERIFY(nameEditor);
        QTest::keyClicks(nameEditor, QStringLiteral("GEMINI_API_KEY"));
        QTest::keyClick(nameEditor, Qt::Key_Return);
        QTRY_COMPARE(env->index(0, 0).data().toString(), QStringLiteral("GEMINI_API_KEY"));
        envView->setCurrentIndex(env->index(0, 2));
        envView->edit(env->index(0, 2));
        QComboBox *secretCombo = nullptr;
        QTRY_VERIFY((secretCombo = profiles->findChild<QComboBox *>(QStringLiteral("secretRefEditor"))) != nullptr);
        QVERIFY(secretCombo->findData(QStringLiteral("GEMINI_API_KEY")) >= 0);
        secretCombo->setCurrentIndex(secretCombo->findData(QStringLiteral("GEMINI_API_KEY")));
        QTest::keyClick(secretCombo, Qt::Key_Return);
        QTRY_COMPARE(env->index(0, 2).data(Qt::EditRole).toString(), QStringLiteral("GEMINI_API_KEY"));
        child<QLineEdit>(profiles, "profileModel")->setText(QStringLiteral("gemini-2.5-pro"));
        SettingsAgentsModel *agents = dialog.agentsPage()->model();
        const int gemini = agents->rowOf(QStringLiteral("gemini"));
        qunsetenv("GEMINI_API_KEY");
        dialog.agentsPage()->refresh();
        QTRY_VERIFY(agents->index(gemini, SettingsAgentsModel::StatusColumn).data().toString().contains(QLatin1String("GEMINI_API_KEY")));
        QVERIFY(saveAndWait(profiles));
        // The list shows it, selected, as soon as it is saved.
        const QModelIndex listed = child<QListView>(profiles, "agentProfileList")->currentIndex();
        QVERIFY2(listed.data().toString().contains(QLatin1String("Gemini")), qPrintable(listed.data().toString()));
        // The saved profile gives Gemini its key: the agents page no longer asks for it (read again off the GUI thread).
        QTRY_VERIFY(!agents->index(gemini, SettingsAgentsModel::StatusColumn).data().toString().contains(QLatin1String("GEMINI_API_KEY")));
        saveShot(&dialog, QStringLiteral("settings-agent-profile-secret-env.png"));
        ProfileStore store(*m_database);
        const AgentProfile stored = store.agentProfile(profiles->currentProfileId()).value();
        QCOMPARE(stored.envVars,
                 (QList<AgentProfile::EnvVar>{{QStringLiteral("GEMINI_API_KEY"), {}, QStringLiteral("GEMINI_API_KEY")}}));

        for (const QString &text : visibleTexts(&dialog))
            QVERIFY2(!text.contains(value), qPrintable(text));
        // Neither the database nor its write-ahead log holds the value; the vault's file does.
        for (const QString &suffix : {QString(), QStringLiteral("-wal")}) {
            QFile file(m_database->filePath() + suffix);
            if (!file.exists())
                continue;
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(!file.readAll().contains(value.toUtf8()));
        }
        QVERIFY(m_vault->readBlocking(QStringLiteral("GEMINI_API_KEY")).value() == value);

        dialog.showPage(SettingsDialog::Page::Secrets);
        saveShot(&dialog, QStringLiteral("settings-secrets.png"));
        child<QListView>(page, "secretList")->setCurrentIndex(page->model()->index(0));
        QTest::mouseClick(child<QPushButton>(page, "removeSecret"), Qt::LeftButton);
        // Asked first, naming the profile that uses it; Cancel is the default and keeps it.
        QMessageBox *question = nullptr;
        QTRY_VERIFY((question = page->findChild<QMessageBox *>(QStringLiteral("removalQuestion"))) && question->isVisible());
        QVERIFY2(question->informativeText().contains(QStringLiteral("The agent profile %1 uses it").arg(stored.name)),
                 qPrintable(question->informativeText()));
        QCOMPARE(question->defaultButton(), question->button(QMessageBox::Cancel));
        saveShot(question, QStringLiteral("settings-secret-delete-question.png"));
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!page->findChild<QMessageBox *>(QStringLiteral("removalQuestion")));
        QVERIFY(m_vault->readBlocking(QStringLiteral("GEMINI_API_KEY")).ok());
        QTest::mouseClick(child<QPushButton>(page, "removeSecret"), Qt::LeftButton);
        QTRY_VERIFY((question = page->findChild<QMessageBox *>(QStringLiteral("removalQuestion"))) && question->isVisible());
        child<QPushButton>(question, "confirmRemoval")->click();
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 2, 10000);
        QCOMPARE(page->model()->rowCount(), 0);
        QVERIFY(!m_vault->readBlocking(QStringLiteral("GEMINI_API_KEY")).ok());
    }

    // MCP servers in a small table (name, type, command or URL, arguments, env or headers), the
    // selected server's variables or headers below it; a broken server keeps Save off and says why.
    void aProfilesMcpServersAreEditedInATable()
    {
        QVERIFY(m_vault->writeBlocking(QStringLiteral("DOCS_KEY"), QStringLiteral("docs-key-value-5d2e"), QStringLiteral("docs")).ok());
        SettingsDialog dialog(services());
        dialog.showPage(SettingsDialog::Page::AgentProfiles);
        dialog.resize(1100, 900);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SettingsAgentProfilesPage *page = dialog.agentProfilesPage();
        page->reload();
        page->newProfile();
        child<QLineEdit>(page, "profileName")->setText(QStringLiteral("Claude with tools"));
        auto *agent = child<QComboBox>(page, "profileAgent");
        agent->setCurrentIndex(agent->findData(QStringLiteral("claude-acp")));
        auto *save = child<QPushButton>(page, "saveProfile");
        auto *message = child<SettingsInlineMessage>(page, "mcpServerMessage");
        auto *servers = child<QTableView>(page, "mcpServersView");
        auto *values = child<QTableView>(page, "mcpValuesView");
        QAbstractItemModel *model = servers->model();

        // A stdio server: its name typed into the editor the Add button opens, then its command.
        QTest::mouseClick(child<QPushButton>(page, "addMcpServer"), Qt::LeftButton);
        auto *nameEditor = qobject_cast<QLineEdit *>(servers->indexWidget(model->index(0, 0)));
        QVERIFY(nameEditor);
        nameEditor->selectAll();
        QTest::keyClicks(nameEditor, QStringLiteral("files"));
        QTest::keyClick(nameEditor, Qt::Key_Return);
        QTRY_COMPARE(model->index(0, 0).data().toString(), QStringLiteral("files"));
        QVERIFY2(message->message().contains(QStringLiteral("MCP server “files”: it has no command")), qPrintable(message->message()));
        QVERIFY(!save->isEnabled());
        QVERIFY(model->setData(model->index(0, 2), QStringLiteral("/usr/bin/mcp-files")));
        QVERIFY(model->setData(model->index(0, 3), QStringLiteral("--root '/srv/my data'")));
        QVERIFY(message->message().isEmpty());
        QVERIFY(save->isEnabled());
        QTest::mouseClick(child<QPushButton>(page, "addMcpValue"), Qt::LeftButton);
        QAbstractItemModel *valuesModel = values->model();
        QTRY_VERIFY(values->indexWidget(valuesModel->index(0, 0)) != nullptr);
        auto *variableEditor = qobject_cast<QLineEdit *>(values->indexWidget(valuesModel->index(0, 0)));
        QTest::keyClicks(variableEditor, QStringLiteral("LOG_LEVEL"));
        QTest::keyClick(variableEditor, Qt::Key_Return);
        QTRY_COMPARE(valuesModel->index(0, 0).data().toString(), QStringLiteral("LOG_LEVEL"));
        QVERIFY(valuesModel->setData(valuesModel->index(0, 1), QStringLiteral("debug")));
        QCOMPARE(model->index(0, 4).data().toString(), QStringLiteral("LOG_LEVEL=debug"));

        // An http server: its type picked in the combo box, a URL that is not one refused by name.
        QTest::mouseClick(child<QPushButton>(page, "addMcpServer"), Qt::LeftButton);
        QTRY_VERIFY(servers->indexWidget(model->index(1, 0)) != nullptr);
        QTest::keyClick(servers->indexWidget(model->index(1, 0)), Qt::Key_Escape);
        QVERIFY(model->setData(model->index(1, 0), QStringLiteral("docs")));
        servers->setCurrentIndex(model->index(1, 1));
        servers->edit(model->index(1, 1));
        QComboBox *type = nullptr;
        QTRY_VERIFY((type = page->findChild<QComboBox *>(QStringLiteral("mcpTypeEditor"))) != nullptr);
        type->setCurrentIndex(type->findText(QStringLiteral("http")));
        QTest::keyClick(type, Qt::Key_Return);
        QTRY_COMPARE(model->index(1, 1).data().toString(), QStringLiteral("http"));
        QVERIFY(model->setData(model->index(1, 2), QStringLiteral("mcp.example.test/docs")));
        QCOMPARE(message->message(), QStringLiteral("MCP server “docs”: \"mcp.example.test/docs\" is not an http:// or https:// URL"));
        QVERIFY(!save->isEnabled());
        QCOMPARE(child<QLabel>(page, "mcpValuesLabel")->text(), QStringLiteral("Headers of “docs” (values or secrets):"));
        QCOMPARE(valuesModel->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Header"));
        QVERIFY(model->setData(model->index(1, 2), QStringLiteral("https://mcp.example.test/docs")));
        QVERIFY(message->message().isEmpty());

        // Its Authorization header comes from a secret, picked by name.
        QTest::mouseClick(child<QPushButton>(page, "addMcpValue"), Qt::LeftButton);
        QTRY_VERIFY(values->indexWidget(valuesModel->index(0, 0)) != nullptr);
        auto *headerEditor = qobject_cast<QLineEdit *>(values->indexWidget(valuesModel->index(0, 0)));
        QTest::keyClicks(headerEditor, QStringLiteral("Authorization"));
        QTest::keyClick(headerEditor, Qt::Key_Return);
        QTRY_COMPARE(valuesModel->index(0, 0).data().toString(), QStringLiteral("Authorization"));
        values->setCurrentIndex(valuesModel->index(0, 2));
        values->edit(valuesModel->index(0, 2));
        QComboBox *secretCombo = nullptr;
        QTRY_VERIFY((secretCombo = page->findChild<QComboBox *>(QStringLiteral("secretRefEditor"))) != nullptr);
        QVERIFY(secretCombo->findData(QStringLiteral("DOCS_KEY")) >= 0);
        secretCombo->setCurrentIndex(secretCombo->findData(QStringLiteral("DOCS_KEY")));
        QTest::keyClick(secretCombo, Qt::Key_Return);
        QTRY_COMPARE(model->index(1, 4).data().toString(), QStringLiteral("Authorization (secret DOCS_KEY)"));
        QVERIFY(save->isEnabled());
        servers->setCurrentIndex(model->index(1, 0));
        child<QScrollArea>(page, "profileFormScroll")->ensureWidgetVisible(values);
        saveShot(&dialog, QStringLiteral("settings-agent-profile-mcp-servers.png"));

        QVERIFY(saveAndWait(page));
        const AgentProfile stored = ProfileStore(*m_database).agentProfile(page->currentProfileId()).value();
        QCOMPARE(stored.mcpServers.size(), 2);
        QCOMPARE(stored.mcpServers.at(0).name, QStringLiteral("files"));
        QCOMPARE(stored.mcpServers.at(0).command, QStringLiteral("/usr/bin/mcp-files"));
        QCOMPARE(stored.mcpServers.at(0).args, (QStringList{QStringLiteral("--root"), QStringLiteral("/srv/my data")}));
        QCOMPARE(stored.mcpServers.at(0).env, (QList<AgentProfile::EnvVar>{{QStringLiteral("LOG_LEVEL"), QStringLiteral("debug"), {}}}));
        QCOMPARE(stored.mcpServers.at(1).transport, AgentProfile::McpServer::Transport::Http);
        QCOMPARE(stored.mcpServers.at(1).url, QStringLiteral("https://mcp.example.test/docs"));
        QCOMPARE(stored.mcpServers.at(1).headers,
                 (QList<AgentProfile::EnvVar>{{QStringLiteral("Authorization"), {}, QStringLiteral("DOCS_KEY")}}));
        for (const QString &text : visibleTexts(&dialog))
            QVERIFY2(!text.contains(QLatin1String("docs-key-value-5d2e")), qPrintable(text));

        // Opened again, the servers and the first one's variables are back; removing one is saved too.
        QVERIFY(reloadAndWait(page));
        page->selectProfile(stored.id);
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->index(0, 3).data().toString(), QStringLiteral("--root '/srv/my data'"));
        QCOMPARE(child<QLabel>(page, "mcpValuesLabel")->text(), QStringLiteral("Environment of “files” (values or secrets):"));
        servers->setCurrentIndex(model->index(0, 0));
        QTest::mouseClick(child<QPushButton>(page, "removeMcpServer"), Qt::LeftButton);
        QVERIFY(saveAndWait(page));
        QCOMPARE(ProfileStore(*m_database).agentProfile(stored.id)->mcpServers.size(), 1);
        QVERIFY(m_vault->removeBlocking(QStringLiteral("DOCS_KEY")).ok());
    }

    void executorAndRepositoryPagesSave()
    {
        SettingsDialog dialog(services());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SettingsExecutorProfilesPage *executors = dialog.executorProfilesPage();
        executors->newProfile();
        child<QLineEdit>(executors, "executorName")->setText(QStringLiteral("Worktree"));
        child<QLineEdit>(executors, "executorBranchTemplate")->setText(QStringLiteral("kandesk/{title}"));
        child<QLineEdit>(executors, "executorCopyGlobs")->setText(QStringLiteral(".env, .npmrc config/*.json"));
        QVERIFY(executors->save());
        ProfileStore profiles(*m_database);
        const ExecutorProfile executor = profiles.executorProfile(executors->currentProfileId()).value();
        QCOMPARE(executor.executorType, QStringLiteral("worktree"));
        QCOMPARE(executor.configJson,
                 QString::fromUtf8(kExpectedExecutorConfig));

        SettingsRepositoriesPage *repositories = dialog.repositoriesPage();
        QSignalSpy saved(repositories, &SettingsRepositoriesPage::saveFinished);
        const QString repoPath = test::makeGitRepository(m_dir.filePath(QStringLiteral("repo")));
        repositories->newRepository();
        child<QLineEdit>(repositories, "repositoryPath")->setText(repoPath);
        child<QLineEdit>(repositories, "repositoryBranch")->setText(QStringLiteral("main"));
        child<QPlainTextEdit>(repositories, "repositorySetupScript")->setPlainText(QStringLiteral("npm ci\nnpm run build"));
        child<QLineEdit>(repositories, "repositoryCopyGlobs")->setText(QStringLiteral(".env .npmrc"));
        QVERIFY(repositories->save());
        QVERIFY(saved.wait(10000));
        QVERIFY2(saved.takeFirst().constFirst().toBool(), qPrintable(child<QLabel>(repositories, "repositoryStatus")->text()));
        RepositoryStore store(*m_database);
        const Repository repository = store.get(repositories->currentRepositoryId()).value();
        QCOMPARE(repository.name, QStringLiteral("repo"));
        QCOMPARE(repository.defaultBranch, QStringLiteral("main"));
        QCOMPARE(repository.setupScript, QStringLiteral("npm ci\nnpm run build"));
        QCOMPARE(repository.copyGlobs, (QStringList{QStringLiteral(".env"), QStringLiteral(".npmrc")}));
        // A folder that is not there is refused with the reason.
        repositories->newRepository();
        child<QLineEdit>(repositories, "repositoryPath")->setText(m_dir.filePath(QStringLiteral("missing")));
        QVERIFY(!repositories->save());
        QVERIFY(child<QLabel>(repositories, "repositoryStatus")->text().startsWith(QLatin1String("No folder at")));
        // A new one follows the window's rule: a folder inside a repository names its top level,
        // an empty branch is the repository's default branch; a folder that is no repository and
        // one the workspace has already are refused.
        const QString trunkRepo = test::makeGitRepository(m_dir.filePath(QStringLiteral("trunk-repo")));
        QVERIFY(git::runGitChecked(trunkRepo, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"), QStringLiteral("trunk")}).ok());
        QVERIFY(QDir().mkpath(trunkRepo + QStringLiteral("/src/app")));
        repositories->newRepository();
        child<QLineEdit>(repositories, "repositoryPath")->setText(trunkRepo + QStringLiteral("/src/app"));
        QVERIFY(repositories->save());
        QVERIFY(saved.wait(10000));
        QVERIFY2(saved.takeFirst().constFirst().toBool(), qPrintable(child<QLabel>(repositories, "repositoryStatus")->text()));
        const Repository trunk = store.get(repositories->currentRepositoryId()).value();
        QCOMPARE(trunk.path, trunkRepo);
        QCOMPARE(trunk.name, QStringLiteral("trunk-repo"));
        QCOMPARE(trunk.defaultBranch, QStringLiteral("trunk"));
        const QString plainFolder = m_dir.filePath(QStringLiteral("plain"));
        QVERIFY(QDir().mkpath(plainFolder));
        for (const QString &refused : {plainFolder, trunkRepo}) {
            repositories->newRepository();
            child<QLineEdit>(repositories, "repositoryPath")->setText(refused);
            QVERIFY(repositories->save());
            QVERIFY(saved.wait(10000));
            QVERIFY(!saved.takeFirst().constFirst().toBool());
            QVERIFY2(child<QLabel>(repositories, "repositoryStatus")->text().startsWith(QLatin1String("Not added: ")),
                     qPrintable(child<QLabel>(repositories, "repositoryStatus")->text()));
        }

        // Remove asks first, naming the tasks that use the repository.
        TaskStore tasks(*m_database);
        for (const char *title : {"One", "Two"}) {
            Task task;
            task.workspaceId = repositories->workspaceId();
            task.title = QString::fromLatin1(title);
            task.repositories = {TaskRepository{repository.id, QStringLiteral("main"), 0}};
            QVERIFY(tasks.create(task).ok());
        }
        dialog.showPage(SettingsDialog::Page::Repositories);
        auto *list = child<QListView>(repositories, "repositoryList");
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            if (list->model()->index(row, 0).data(SettingsListModel::IdRole).toString() == repository.id)
                list->setCurrentIndex(list->model()->index(row, 0));
        }
        QCOMPARE(repositories->currentRepositoryId(), repository.id);
        QTest::mouseClick(child<QPushButton>(repositories, "removeRepository"), Qt::LeftButton);
        QMessageBox *question = nullptr;
        QTRY_VERIFY((question = repositories->findChild<QMessageBox *>(QStringLiteral("removalQuestion"))) && question->isVisible());
        QVERIFY2(question->informativeText().startsWith(QLatin1String("2 tasks use it")), qPrintable(question->informativeText()));
        saveShot(question, QStringLiteral("settings-repository-delete-question.png"));
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!repositories->findChild<QMessageBox *>(QStringLiteral("removalQuestion")));
        QVERIFY(store.get(repository.id).ok());
        QTest::mouseClick(child<QPushButton>(repositories, "removeRepository"), Qt::LeftButton);
        QTRY_VERIFY((question = repositories->findChild<QMessageBox *>(QStringLiteral("removalQuestion"))) && question->isVisible());
        child<QPushButton>(question, "confirmRemoval")->click();
        QTRY_VERIFY(!store.get(repository.id).ok());

        // Undo, beside Close, puts it back with its tasks' links.
        auto *undo = child<QPushButton>(&dialog, "undoRemoval");
        QTRY_VERIFY(undo->isVisible());
        QCOMPARE(child<QLabel>(&dialog, "undoRemovalText")->text(), QStringLiteral("Deleted the repository “repo”."));
        saveShot(&dialog, QStringLiteral("settings-repository-deleted-undo.png"));
        QSignalSpy changed(&dialog, &SettingsDialog::repositoriesChanged);
        QTest::mouseClick(undo, Qt::LeftButton);
        QVERIFY(changed.wait(10000));
        QVERIFY(store.get(repository.id).ok());
        QCOMPARE(tasks.countUsing(TaskStore::Use::Repository, repository.id).value(), 2);
        QVERIFY(!undo->isVisible());
        QCOMPARE(child<QLabel>(&dialog, "undoRemovalText")->text(), QStringLiteral("Put back the repository “repo”."));
        bool listed = false;
        for (int row = 0; row < list->model()->rowCount(); ++row)
            listed = listed || list->model()->index(row, 0).data(SettingsListModel::IdRole).toString() == repository.id;
        QVERIFY(listed);
    }

    // A delete made in Settings can be undone from the main window's status bar once Settings is
    // closed; dismissing the offer keeps it deleted.
    void aSettingsDeleteIsUndoneFromTheStatusBar()
    {
        QMainWindow window;
        window.resize(900, 300);
        SettingsRemovals removals(*m_stores);
        auto *bar = new UndoRemovalBar(removals, &window);
        window.statusBar()->insertPermanentWidget(0, bar);
        window.statusBar()->showMessage(QStringLiteral("Ready"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString path = m_dir.filePath(QStringLiteral("undone"));
        QVERIFY(QDir().mkpath(path));
        Repository repository;
        repository.workspaceId = WorkspaceStore(*m_database).list().value().constFirst().id;
        repository.name = QStringLiteral("undone");
        repository.path = path;
        RepositoryStore store(*m_database);
        const Repository added = store.add(repository).value();
        {
            SettingsServices withRemovals = services();
            withRemovals.removals = &removals;
            SettingsDialog dialog(withRemovals);
            dialog.show();
            SettingsRepositoriesPage *page = dialog.repositoriesPage();
            page->reload();
            auto *list = child<QListView>(page, "repositoryList");
            for (int row = 0; row < list->model()->rowCount(); ++row) {
                if (list->model()->index(row, 0).data(SettingsListModel::IdRole).toString() == added.id)
                    list->setCurrentIndex(list->model()->index(row, 0));
            }
            QCOMPARE(page->currentRepositoryId(), added.id);
            QSignalSpy removed(page, &SettingsRepositoriesPage::repositoriesChanged);
            page->removeCurrent();
            QVERIFY(removed.wait(10000));
            QVERIFY(!store.get(added.id).ok());
        }
        QVERIFY(!bar->isVisible()); // offered once Settings is closed
        bar->offer();
        QVERIFY(bar->isVisible());
        QCOMPARE(child<QLabel>(bar, "undoRemovalBarText")->text(), QStringLiteral("Deleted the repository “undone”."));
        window.statusBar()->showMessage(QStringLiteral("Turn ended on another task"), 5000);
        QVERIFY(bar->isVisible()); // a notice does not hide it
        saveShot(&window, QStringLiteral("status-bar-undo-removal.png"));
        QSignalSpy undone(bar, &UndoRemovalBar::undone);
        QTest::mouseClick(child<QPushButton>(bar, "statusUndoRemoval"), Qt::LeftButton);
        QVERIFY(undone.wait(10000));
        QCOMPARE(undone.constFirst().at(1).toString(), QStringLiteral("the repository “undone”"));
        QVERIFY(store.get(added.id).ok());
        QVERIFY(!bar->isVisible());

        // Dismissed: the offer goes and the delete stays.
        QVERIFY(removals.remove(SettingsItem::Repository, added.id, added.name).result().ok());
        bar->offer();
        QTRY_VERIFY(bar->isVisible());
        QTest::mouseClick(child<QPushButton>(bar, "statusDismissUndo"), Qt::LeftButton);
        QVERIFY(!bar->isVisible());
        QVERIFY(!store.get(added.id).ok());
    }

    // Settings ▸ Agents at once: the machine's default until set; a limit and a CPU pressure saved as
    // they change (what `kandesk settings get` and the admission read); the default back with its button.
    void theRunningPageSetsTheLimits()
    {
        SettingsDialog dialog(services());
        dialog.resize(820, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.showPage(SettingsDialog::Page::Running);
        SettingsRunningPage *page = dialog.runningPage();
        QCOMPARE(page->maxRunningAgents()->value(), defaultMaxRunningAgents());
        QCOMPARE(page->cpuPressureLimit()->text(), QStringLiteral("Never"));
        page->maxRunningAgents()->setValue(3);
        page->cpuPressureLimit()->setValue(90);
        const AdmissionLimits saved = admissionLimitsFrom(std::as_const(*m_stores).settings());
        QCOMPARE(saved.maxRunningAgents, 3);
        QCOMPARE(saved.cpuPressureLimit, 90.0);
        saveShot(&dialog, QStringLiteral("settings-agents-at-once.png"));
        page->findChild<QPushButton *>(QStringLiteral("defaultMaxRunningAgents"))->click();
        QCOMPARE(page->maxRunningAgents()->value(), defaultMaxRunningAgents());
        QCOMPARE(std::as_const(*m_stores).settings().value(QString(kMaxRunningAgentsKey)).value(), QString());
        page->cpuPressureLimit()->setValue(0);
        page->memoryPerTask()->setValue(2048);
        page->cpuPerTask()->setValue(150);
        const TaskLimits perTask = taskLimitsFrom(std::as_const(*m_stores).settings());
        QCOMPARE(perTask.memoryBytes, 2048LL << 20);
        QCOMPARE(perTask.cpuPercent, 150);
        QCOMPARE(perTask.describe(), QStringLiteral("memory 2 GiB, CPU 150% of a core"));
        page->memoryPerTask()->setValue(0);
        page->cpuPerTask()->setValue(0);
        QVERIFY(!taskLimitsFrom(std::as_const(*m_stores).settings()).any());
    }

    // Settings ▸ Repositories, dependency folders: those the repository has offered, what each way
    // costs measured, the choice saved where the worktree preparer reads it.
    void aRepositorysDependencyFoldersAreChosenWithTheirCost()
    {
        SettingsDialog dialog(services());
        dialog.resize(900, 640);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.showPage(SettingsDialog::Page::Repositories);
        SettingsRepositoriesPage *repositories = dialog.repositoriesPage();
        const QString repoPath = test::makeGitRepository(m_dir.filePath(QStringLiteral("node-repo")),
            {{QStringLiteral("package.json"), "{}\n"}, {QStringLiteral(".gitignore"), "node_modules/\n"}});
        for (int i = 0; i < 3; ++i)
            test::writeTestFile(repoPath + QStringLiteral("/node_modules/dep%1/index.js").arg(i), QByteArray(1000, 'x'));
        QSignalSpy saved(repositories, &SettingsRepositoriesPage::saveFinished);
        repositories->newRepository();
        child<QLineEdit>(repositories, "repositoryPath")->setText(repoPath);
        QVERIFY(repositories->save());
        QVERIFY(saved.wait(10000));
        QVERIFY(saved.takeFirst().constFirst().toBool());
        QTRY_COMPARE(repositories->dependencyFolders()->placeholderText(), QStringLiteral("those it has: node_modules"));
        QTRY_VERIFY(repositories->dependencyCosts()->text().startsWith(QStringLiteral("node_modules: ")));
        QVERIFY2(repositories->dependencyCosts()->text().contains(QStringLiteral("in 3 files")), qPrintable(repositories->dependencyCosts()->text()));
        QVERIFY(repositories->dependencyCosts()->text().contains(QStringLiteral("This disk")));

        repositories->dependencyFolders()->setText(QStringLiteral("node_modules, .cache"));
        repositories->dependencyFallback()->setCurrentIndex(repositories->dependencyFallback()->findData(QStringLiteral("copy")));
        QVERIFY(repositories->save());
        QVERIFY(saved.wait(10000));
        QVERIFY2(saved.takeFirst().constFirst().toBool(), qPrintable(child<QLabel>(repositories, "repositoryStatus")->text()));
        const DependencySettings kept = dependencySettings(std::as_const(*m_stores).settings(), repositories->currentRepositoryId());
        QCOMPARE(kept.folders, std::optional<QStringList>(QStringList{QStringLiteral("node_modules"), QStringLiteral(".cache")}));
        QCOMPARE(kept.fallback, DependencyCopyMode::Copy);
        QTRY_VERIFY(!repositories->dependencyCosts()->text().startsWith(QStringLiteral("Measuring")));
        saveShot(&dialog, QStringLiteral("settings-repository-dependencies.png"));

        repositories->dependencyFolders()->setText(QStringLiteral("../elsewhere"));
        QVERIFY(repositories->save());
        QVERIFY(saved.wait(10000));
        QVERIFY(!saved.takeFirst().constFirst().toBool());
        QVERIFY2(child<QLabel>(repositories, "repositoryStatus")->text().contains(QStringLiteral("is not a folder name at the top")),
                 qPrintable(child<QLabel>(repositories, "repositoryStatus")->text()));
    }

    // Settings ▸ Home: Back up now saves a backup into the home's backups folder and lists it;
    // Restore asks first (Cancel is the default) and then leaves the restore for the next start.
    void backupsPageBacksUpAndRestoresAtTheNextStart()
    {
        SettingsDialog dialog(services());
        dialog.resize(820, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.showPage(SettingsDialog::Page::Backups);
        SettingsBackupsPage *page = dialog.backupsPage();
        QSignalSpy backedUp(page, &SettingsBackupsPage::backedUp);
        QSignalSpy listed(page, &SettingsBackupsPage::backupsListed);
        QTest::mouseClick(child<QPushButton>(page, "backUpNow"), Qt::LeftButton);
        QVERIFY(backedUp.wait(10000));
        QVERIFY2(backedUp.constFirst().constFirst().toBool(), qPrintable(page->statusText()));
        QVERIFY2(page->statusText().startsWith(QStringLiteral("Saved ") + m_dir.filePath(QStringLiteral("backups/"))),
                 qPrintable(page->statusText()));
        QTRY_COMPARE_WITH_TIMEOUT(page->model()->rowCount(), 1, 10000);

        auto *list = child<QListView>(page, "backupList");
        list->setCurrentIndex(page->model()->index(0, 0));
        QSignalSpy staged(page, &SettingsBackupsPage::restoreStaged);
        QTest::mouseClick(child<QPushButton>(page, "restoreBackup"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page->restoreConfirmation() && page->restoreConfirmation()->isVisible(), 10000);
        QMessageBox *confirmation = page->restoreConfirmation();
        QCOMPARE(confirmation->defaultButton(), confirmation->button(QMessageBox::Cancel));
        saveShot(confirmation, QStringLiteral("settings-backups-restore.png"));
        // Cancel changes nothing.
        confirmation->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!page->restoreConfirmation());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("restore-at-next-start"))));

        QTest::mouseClick(child<QPushButton>(page, "restoreBackup"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page->restoreConfirmation() && page->restoreConfirmation()->isVisible(), 10000);
        child<QPushButton>(page->restoreConfirmation(), "confirmRestore")->click();
        QVERIFY(staged.wait(10000));
        QVERIFY2(staged.constFirst().constFirst().toBool(), qPrintable(page->statusText()));
        QVERIFY2(page->statusText().contains(QStringLiteral("when it next starts")), qPrintable(page->statusText()));
        QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("restore-at-next-start"))));
        saveShot(&dialog, QStringLiteral("settings-backups.png"));
        QVERIFY(QFile::remove(m_dir.filePath(QStringLiteral("restore-at-next-start"))));
    }

    // Settings ▸ Home says where the home keeps things and chooses where new worktrees go: a
    // relative folder is refused with the reason, an absolute one is kept (Return saves it).
    void homePageShowsTheFoldersAndChoosesWhereWorktreesGo()
    {
        SettingsDialog dialog(services());
        dialog.resize(820, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.showPage(SettingsDialog::Page::Backups);
        SettingsHomeFolders *folders = dialog.backupsPage()->folders();
        QVERIFY(folders && folders->isVisible());
        QCOMPARE(child<QLabel>(folders, "dataFolder")->text(), m_dir.path());
        auto *field = child<QLineEdit>(folders, "worktreesFolder");
        QVERIFY(field->text().isEmpty());
        QCOMPARE(field->placeholderText(), m_dir.filePath(QStringLiteral("tasks")));

        field->setText(QStringLiteral("relative/worktrees"));
        QTest::mouseClick(child<QPushButton>(folders, "saveWorktreesFolder"), Qt::LeftButton);
        QVERIFY2(folders->statusText().contains(QStringLiteral("absolute path")), qPrintable(folders->statusText()));
        QCOMPARE(worktreesFolder(*m_stores), m_dir.filePath(QStringLiteral("tasks")));

        const QString chosen = m_dir.filePath(QStringLiteral("worktrees-elsewhere"));
        field->setText(chosen);
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(folders->statusText(), QStringLiteral("New worktrees go in %1.").arg(chosen));
        QCOMPARE(worktreesFolder(*m_stores), chosen);
        saveShot(&dialog, QStringLiteral("settings-home.png"));
        QVERIFY(setWorktreesFolder(*m_stores, {}).ok());
    }

    // Settings ▸ Executors lists every type and edits SSH and Docker profiles with the checks of
    // `kandesk executor add`: a bad field is refused with the reason and nothing is stored.
    void executorsPageEditsSshAndDockerProfiles()
    {
        SettingsDialog dialog(services());
        dialog.resize(900, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.showPage(SettingsDialog::Page::ExecutorProfiles);
        SettingsExecutorProfilesPage *page = dialog.executorProfilesPage();
        auto *type = child<QComboBox>(page, "executorType");
        auto *status = child<QLabel>(page, "executorStatus");
        const QString identity = m_dir.filePath(QStringLiteral("id_build"));
        QFile key(identity);
        QVERIFY(key.open(QIODevice::WriteOnly));
        key.write("not a real key\n");
        key.close();
        QVERIFY(QFile::copy(identity, identity + QStringLiteral(".pub")));

        page->newProfile();
        child<QLineEdit>(page, "executorName")->setText(QStringLiteral("Build box"));
        type->setCurrentIndex(type->findData(QStringLiteral("ssh")));
        child<QLineEdit>(page, "sshHost")->setText(QStringLiteral("-oProxyCommand=evil"));
        QVERIFY(!page->save());
        QVERIFY2(status->text().contains(QLatin1String("starts with a dash")), qPrintable(status->text()));
        child<QLineEdit>(page, "sshHost")->setText(QStringLiteral("build.example.org"));
        child<QSpinBox>(page, "sshPort")->setValue(2222);
        child<QLineEdit>(page, "sshUser")->setText(QStringLiteral("dev"));
        child<QLineEdit>(page, "sshIdentity")->setText(identity + QStringLiteral(".pub"));
        QVERIFY(!page->save());
        QVERIFY2(status->text().contains(QLatin1String("is a public key")), qPrintable(status->text()));
        child<QLineEdit>(page, "sshIdentity")->setText(identity);
        child<QLineEdit>(page, "sshRemoteDir")->setText(QStringLiteral("~/agents"));
        QVERIFY2(page->save(), qPrintable(status->text()));
        const QString sshId = page->currentProfileId();
        auto host = m_stores->sshExecutors().host(sshId);
        QVERIFY(host.ok() && host->has_value());
        QCOMPARE((*host)->host, QStringLiteral("build.example.org"));
        QCOMPARE((*host)->port, 2222);
        QCOMPARE((*host)->user, QStringLiteral("dev"));
        QCOMPARE((*host)->identityFile, identity);
        QCOMPARE((*host)->remoteDir, QStringLiteral("~/agents"));
        QVERIFY(!type->isEnabled()); // a stored SSH profile keeps its type
        // Edited: the same profile, its fields replaced.
        child<QSpinBox>(page, "sshPort")->setValue(2200);
        QVERIFY2(page->save(), qPrintable(status->text()));
        QCOMPARE(page->currentProfileId(), sshId);
        QCOMPARE((*m_stores->sshExecutors().host(sshId))->port, 2200);
        saveShot(&dialog, QStringLiteral("settings-executors-ssh.png"));

        page->newProfile();
        child<QLineEdit>(page, "executorName")->setText(QStringLiteral("Container"));
        type->setCurrentIndex(type->findData(QStringLiteral("docker")));
        // No image: said in the form's words, not the command line's flags.
        QVERIFY(!page->save());
        QVERIFY2(status->text().contains(QLatin1String("needs an image")) && !status->text().contains(QLatin1String("--")),
                 qPrintable(status->text()));
        child<QLineEdit>(page, "dockerImage")->setText(QStringLiteral("node:20-bookworm"));
        child<QPlainTextEdit>(page, "dockerMounts")->setPlainText(m_dir.path() + QStringLiteral(":/data:ro"));
        child<QLineEdit>(page, "dockerCpus")->setText(QStringLiteral("2"));
        child<QLineEdit>(page, "dockerMemory")->setText(QStringLiteral("lots"));
        QVERIFY(!page->save());
        QVERIFY2(status->text().startsWith(QLatin1String("Not saved: memory: ")), qPrintable(status->text()));
        child<QLineEdit>(page, "dockerMemory")->setText(QStringLiteral("512m"));
        QVERIFY2(page->save(), qPrintable(status->text()));
        const QString dockerId = page->currentProfileId();
        auto settings = m_stores->dockerExecutors().settings(dockerId);
        QVERIFY(settings.ok() && settings->has_value());
        QCOMPARE((*settings)->image, QStringLiteral("node:20-bookworm"));
        QCOMPARE((*settings)->mounts.size(), 1);
        QVERIFY((*settings)->mounts.constFirst().readOnly);
        QCOMPARE((*settings)->cpus, 2.0);
        QCOMPARE((*settings)->memoryBytes, qint64(512) * 1024 * 1024);
        // Read back as saved (the memory as typed), then a rename only.
        child<QLineEdit>(page, "executorName")->setText(QStringLiteral("Container 2"));
        QVERIFY2(page->save(), qPrintable(status->text()));
        QCOMPARE(child<QLineEdit>(page, "dockerMemory")->text(), QStringLiteral("512m"));
        QCOMPARE(ProfileStore(*m_database).executorProfile(dockerId)->name, QStringLiteral("Container 2"));
        saveShot(&dialog, QStringLiteral("settings-executors-docker.png"));

        // The list has every type; a deleted profile goes with its fields.
        QStringList listed;
        auto *list = child<QListView>(page, "executorProfileList");
        for (int row = 0; row < list->model()->rowCount(); ++row)
            listed.append(list->model()->index(row, 0).data().toString());
        QVERIFY2(listed.contains(QStringLiteral("Build box")) && listed.contains(QStringLiteral("Container 2")),
                 qPrintable(listed.join(QLatin1Char(','))));
        QSignalSpy removed(page, &SettingsExecutorProfilesPage::profilesChanged);
        page->removeCurrent(); // off the GUI thread
        QVERIFY(removed.wait(10000));
        QVERIFY(!m_stores->dockerExecutors().settings(dockerId)->has_value());
        QVERIFY(m_stores->sshExecutors().host(sshId)->has_value());
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
