// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Opens the dialog an action opens (modal, with exec(), or not), hands it to a look once its first
// reads were answered, and closes it. Also the window's menu entries that open one ("…").

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QStringList>
#include <QTest>
#include <QTimer>

#include <functional>

namespace kandesk::test {

// Triggers action and hands the dialog it opens to look, then rejects it; false when none opened
// within timeoutMs (an entry that opens a window of another kind, or none, costs all of it).
inline bool withDialogOpenedBy(QAction *action, const std::function<void(QDialog *)> &look, int timeoutMs = 3'000)
{
    QSet<QWidget *> before;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (widget->isVisible())
            before.insert(widget);
    }
    bool seen = false;
    QTimer poll;
    poll.setInterval(20);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *dialog = qobject_cast<QDialog *>(widget);
            if (!dialog || !dialog->isVisible() || before.contains(dialog))
                continue;
            before.insert(dialog);
            QTest::qWait(50); // its first reads answered
            look(dialog);
            seen = true;
            dialog->reject();
        }
    });
    poll.start();
    action->trigger();
    const bool opened = QTest::qWaitFor([&] { return seen; }, timeoutMs);
    poll.stop();
    return opened;
}

// Entries with "…" that open no QDialog: the quick chat's own window, the workspace switcher's popup
// and the browser. Left out, so no test waits out withDialogOpenedBy's timeout on them.
inline const QStringList kEntriesOpeningNoDialog{QStringLiteral("actionQuickChat"), QStringLiteral("actionSwitchWorkspace"),
                                                 QStringLiteral("actionReportBug")};

// The enabled entries of the bar's menus that ask something first: by convention their text has "…".
inline QList<QAction *> dialogEntries(QMenuBar *bar)
{
    QList<QAction *> found;
    std::function<void(QMenu *)> walk = [&](QMenu *menu) {
        Q_EMIT menu->aboutToShow();
        for (QAction *action : menu->actions()) {
            if (action->menu())
                walk(action->menu());
            else if (action->isEnabled() && action->text().contains(QStringLiteral("…"))
                     && !kEntriesOpeningNoDialog.contains(action->objectName()))
                found.append(action);
        }
    };
    for (QAction *action : bar->actions()) {
        if (action->menu())
            walk(action->menu());
    }
    return found;
}

// The same entries again by their text (a dialog may rebuild a menu: pointers found before may be gone).
inline QAction *dialogEntry(QMenuBar *bar, const QString &text)
{
    for (QAction *action : dialogEntries(bar)) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

} // namespace kandesk::test
