// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Update from Base in the window, on a real repository where another task's change landed on the
// same line: Ctrl+Shift+B asks how, the update stops on the conflict and the notice says so
// (screenshot); Ask the Agent to Resolve sends the files to the real stub agent, which resolves
// them, and the update goes on by itself when its turn ends; Abort puts the branch back.
#include "support/shipwindow.h"
#include "support/stubrecord.h"
#include "ui/mainwindow.h"
#include "ui/review/shipbar.h"
#include "ui/review/shipdialogs.h"
#include "ui/review/syncnotice.h"
#include "ui/task/composerwidget.h"
#include "ui/task/sessionpanel.h"
#include "ui/task/taskview.h"
#include "ui/workbench.h"

#include <QAction>
#include <QStatusBar>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kandesk;
using namespace kandesk::test;
using namespace kandesk::ui;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QString artifact(const QString &name)
{
    QDir().mkpath(s(KANDESK_TEST_ARTIFACTS_DIR));
    return s(KANDESK_TEST_ARTIFACTS_DIR "/") + name;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestBaseSyncFlow : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_count = 0;
    QString fresh() { return m_dir.filePath(s("case%1").arg(++m_count)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        hermeticGit(m_dir.path());
    }

    void aConflictIsResolvedByTheAgentOrAborted()
    {
        const ShipFixture fixture(fresh());
        fixture.commitIn(fixture.worktree, { { s("shared.txt"), "one\ntwo, as this task has it\nthree\n" } }, s("this task"));
        fixture.commitIn(fixture.repository, { { s("shared.txt"), "one\ntwo, as “Add login” has it\nthree\n" } },
            s("Add login"));
        const QString before = fixture.revision(fixture.branch);
        const QString record = fixture.useRecordingStub();
        {
            ShipWindow shown(fixture);
            MainWindow &window = *shown.window;
            Workbench &workbench = *shown.workbench;
            workbench.openTask(fixture.taskId);
            auto *notice = workbench.taskView()->findChild<SyncNotice *>(s("syncNotice"));
            QVERIFY(notice);
            QVERIFY(!notice->isVisible());

            QString asked;
            bool mergeChosen = false;
            connect(workbench.shipBar(), &ShipBar::dialogShown, this, [&](QDialog *dialog) {
                asked = dialog->objectName();
                if (mergeChosen)
                    dialog->findChild<QRadioButton *>(s("merge"))->setChecked(true);
                QTimer::singleShot(0, dialog, &QDialog::accept);
            });
            QWidget *editor = workbench.taskView()->sessionPanel()->composer()->editor();
            editor->setFocus(Qt::OtherFocusReason);
            QTRY_VERIFY(editor->hasFocus());
            QTest::keyClick(editor, Qt::Key_B, Qt::ControlModifier | Qt::ShiftModifier);
            QTRY_VERIFY_WITH_TIMEOUT(notice->isVisible(), 30'000);
            QCOMPARE(asked, s("updateFromBaseDialog"));
            QCOMPARE(notice->text(), s("⚠ Updating from main stopped on conflicts in shared.txt."));
            QVERIFY(window.grab().save(artifact(s("update-from-base-conflict.png"))));

            // Abort: the branch exactly as it was.
            notice->findChild<QPushButton *>(s("abortUpdate"))->click();
            QTRY_VERIFY_WITH_TIMEOUT(!notice->isVisible(), 30'000);
            QCOMPARE(gitOut(fixture.worktree, { s("rev-parse"), s("HEAD") }), before);

            // Again, merging this time; the agent resolves and the merge goes on by itself.
            mergeChosen = true;
            workbench.shipBar()->action(ShipBar::Action::UpdateFromBase)->trigger();
            QTRY_VERIFY_WITH_TIMEOUT(notice->isVisible(), 30'000);
            notice->findChild<QPushButton *>(s("askAgentToResolve"))->click();
            QTRY_VERIFY_WITH_TIMEOUT(!notice->isVisible(), 60'000);
            const QByteArray resolved = fileBytes(QDir(fixture.worktree).filePath(s("shared.txt")));
            QVERIFY2(resolved.contains("two, as this task has it") && resolved.contains("two, as “Add login” has it")
                    && !resolved.contains("<<<<<<<"),
                resolved.constData());
            QCOMPARE(gitOut(fixture.worktree, { s("rev-list"), s("--parents"), s("-n1"), s("HEAD") }).split(QLatin1Char(' ')).size(), 3);
            QVERIFY(recordedPrompts(record).constFirst().contains(s("merge of main) stopped on conflicts in 1 file")));
            QTRY_VERIFY2(window.statusBar()->currentMessage().startsWith(s("Updated from main (merge)")),
                qPrintable(window.statusBar()->currentMessage()));
        }
    }
};

QTEST_MAIN(TestBaseSyncFlow)
#include "tst_basesyncflow.moc"
