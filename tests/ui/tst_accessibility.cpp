// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// What a screen reader meets: the window's QAccessible tree, walked on the board, on an opened task
// with every tab of its side (Review among them), and in every dialog a menu's "…" entry opens
// (Settings with each of its pages). Every element Tab reaches has a name. A board card reads its
// title, step, agent state and pull request; a transcript row reads its kind and text.
#include "models/agents/agentregistry.h"
#include "support/accessiblewalk.h"
#include "support/dialogcatcher.h"
#include "support/homewindow.h"
#include "ui/board/taskboardview.h"
#include "ui/mainwindow.h"
#include "ui/workbench.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QMenuBar>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;
using namespace kandesk::ui;

namespace {

const QString kTitle = QStringLiteral("Tidy the parser");

QString listed(const QList<NamelessElement> &nameless)
{
    QStringList lines;
    for (const NamelessElement &element : nameless)
        lines.append(QStringLiteral("%1 (role %2)").arg(element.where, element.role));
    return QStringLiteral("%1 elements Tab reaches have no accessible name:\n  ").arg(nameless.size())
        + lines.join(QStringLiteral("\n  "));
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void theBoardATaskAndEveryDialogNameWhatTabReaches()
    {
        HomeWindow shown(kTitle, QStringLiteral("Split the tokenizer from the parser."));
        MainWindow &window = *shown.window;
        Workbench &workbench = *shown.workbench;
        const QString &taskId = shown.taskId;

        QList<NamelessElement> nameless = namelessElements(&window);
        expectTheCardSaysWhatItShows(window);
        workbench.openTask(taskId);
        QTest::qWait(0);
        nameless += namelessElements(&window);

        QStringList entries;
        for (QAction *action : dialogEntries(window.menuBar()))
            entries.append(action->text());
        int dialogs = 0;
        for (const QString &entry : std::as_const(entries)) {
            if (QAction *action = dialogEntry(window.menuBar(), entry)) {
                if (withDialogOpenedBy(action, [&](QDialog *dialog) { nameless += namelessElements(dialog); }))
                    ++dialogs;
            }
        }
        QVERIFY2(dialogs >= 8, qPrintable(QString::number(dialogs)));
        QSet<QString> seen;
        QList<NamelessElement> once;
        for (const NamelessElement &element : std::as_const(nameless)) {
            if (!seen.contains(element.where)) {
                seen.insert(element.where);
                once.append(element);
            }
        }
        for (const NamelessElement &element : std::as_const(once))
            qWarning().noquote() << "nameless:" << element.where << "role" << element.role;
        QVERIFY2(once.isEmpty(), qPrintable(listed(once)));
    }

private:
    // The card a screen reader lands on reads what is painted on it.
    static void expectTheCardSaysWhatItShows(QWidget &window)
    {
        QAbstractItemView *backlog = nullptr;
        for (auto *view : window.findChildren<QAbstractItemView *>()) {
            if (view->accessibleName().startsWith(QLatin1String("Backlog")))
                backlog = view;
        }
        QVERIFY(backlog);
        QAccessibleInterface *column = QAccessible::queryAccessibleInterface(backlog);
        QVERIFY(column && column->childCount() > 0);
        QString card;
        for (int i = 0; i < column->childCount() && card.isEmpty(); ++i) {
            if (column->child(i)->role() == QAccessible::ListItem)
                card = column->child(i)->text(QAccessible::Name);
        }
        QCOMPARE(card, QStringLiteral("Tidy the parser — Backlog — Not started · Stub 3"));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
