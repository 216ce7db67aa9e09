// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ui/board/emptystatewidget.h"
#include "ui/mainwindow.h"
#include "ui/versioninfo.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

using namespace kandesk::ui;

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void hasFileAndHelpMenus()
    {
        MainWindow window;
        QStringList titles;
        for (QAction *menu : window.menuBar()->actions())
            titles.append(menu->text());
        QCOMPARE(titles, (QStringList{QStringLiteral("&File"), QStringLiteral("&View"), QStringLiteral("&Task"), QStringLiteral("&Help")}));
        // Every frequent action has a shortcut, shown in its tooltip too.
        for (auto which : {MainWindow::Action::NewTask, MainWindow::Action::AddRepository, MainWindow::Action::Settings,
                           MainWindow::Action::ShowBoard, MainWindow::Action::ShowTask, MainWindow::Action::StartTask}) {
            QAction *action = window.action(which);
            QVERIFY(action);
            QVERIFY(!action->shortcut().isEmpty());
            QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)), qPrintable(action->toolTip()));
        }
        auto *quit = window.findChild<QAction *>(QStringLiteral("actionQuit"));
        QVERIFY(quit);
        QCOMPARE(quit->shortcut(), QKeySequence(QKeySequence::Quit));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("actionAbout")));
    }

    void showsTheEmptyBoardState()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.emptyState()->isVisible());
        QCOMPARE(window.emptyState()->headline(), QStringLiteral("Add a repository to start"));
        QCOMPARE(window.runningAgents(), 0);

        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        const QString shot = QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/main-window-empty.png");
        QVERIFY(window.grab().save(shot));
    }

    void aboutNamesQtAndSyntaxHighlightingVersions()
    {
        MainWindow window;
        window.show();
        QString aboutText;
        QTimer::singleShot(0, this, [&aboutText] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            aboutText = box->text();
            box->accept();
        });
        window.findChild<QAction *>(QStringLiteral("actionAbout"))->trigger();
        QVERIFY2(aboutText.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())), qPrintable(aboutText));
        QVERIFY2(aboutText.contains(QStringLiteral("KSyntaxHighlighting ") + syntaxHighlightingVersion()), qPrintable(aboutText));
        QVERIFY(!syntaxHighlightingVersion().isEmpty());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
