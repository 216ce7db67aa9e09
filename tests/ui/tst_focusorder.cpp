// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Tab through every dialog a menu's "…" entry opens (Settings with each of its pages, every page of
// every stack and tab shown in turn), as Qt moves focus on a shown dialog: from where focus is, each
// Tab handed to the dialog's focusNextPrevChild. Per cycle, every enabled, visible widget that takes
// Tab focus is reached exactly once; the order is reading order with the button box last; and the
// dialog opens on an input (not a push or tool button, a tab bar or read-only text): its first in
// reading order, or another one the dialog chose itself (New Task from Issue's reference field when
// no tracker is connected, QFileDialog's file name), never a later one by the focus chain's accident
// and never nothing. A dialog without inputs (a question) may open on a button.
//
// Reading order follows the layouts: two widgets are compared where their paths from the dialog
// (through parent widgets and the layouts holding them) part, by the rectangles in the dialog of the
// two items there. So a column (a side list with its buttons under it) is read whole before the form
// beside it, and a widget holding others (a scroll area) before them. Rectangles sharing more than a
// few pixels of height are on one row, read left to right; otherwise the higher comes first. Only
// which is above or left of which counts, never a size: fonts and screens do not change the verdict.
#include "support/accessiblewalk.h"
#include "support/dialogcatcher.h"
#include "support/homewindow.h"
#include "ui/mainwindow.h"
#include "ui/workbench.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QLayout>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QStackedWidget>
#include <QTabBar>
#include <QTest>
#include <QTextEdit>

using namespace kandesk;
using namespace kandesk::test;
using namespace kandesk::ui;

namespace {

// Pixels two rectangles may share (a frame, a rounding) and still be apart.
constexpr int kTolerance = 4;

QString named(QWidget *widget)
{
    if (!widget)
        return QStringLiteral("(nothing)");
    QString text
        = QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName());
    QAccessibleInterface *element = QAccessible::queryAccessibleInterface(widget);
    if (const QString name = element ? element->text(QAccessible::Name).trimmed() : QString(); !name.isEmpty())
        text += QStringLiteral(" '%1'").arg(name.left(40));
    return text;
}

QWidget *deepestFocusProxy(QWidget *widget)
{
    while (widget && widget->focusProxy())
        widget = widget->focusProxy();
    return widget;
}

// Where focus lands when Tab picks widget, if it may: Qt's own conditions (focusNextPrevChild with
// every control taking Tab, the platform's default).
QWidget *tabStopOf(QWidget *widget, QDialog *dialog)
{
    if (widget->window() != dialog || !widget->isVisibleTo(dialog) || !widget->isEnabled())
        return nullptr;
    QWidget *target = deepestFocusProxy(widget);
    if (!target->isEnabled() || (target->focusPolicy() & Qt::TabFocus) != Qt::TabFocus)
        return nullptr;
    return target;
}

// Every widget of the dialog that Tab should reach, each once, in the focus chain's order.
QList<QWidget *> tabStops(QDialog *dialog)
{
    QList<QWidget *> stops;
    for (QWidget *widget = dialog->nextInFocusChain(); widget && widget != dialog;
         widget = widget->nextInFocusChain()) {
        QWidget *stop = tabStopOf(widget, dialog);
        if (stop && !stops.contains(stop))
            stops.append(stop);
    }
    // A widget out of the chain altogether (it cannot be, but say so if it is).
    for (QWidget *widget : dialog->findChildren<QWidget *>()) {
        QWidget *stop = tabStopOf(widget, dialog);
        if (stop && !stops.contains(stop))
            stops.append(stop);
    }
    return stops;
}

QRect rectInDialog(QWidget *widget, QDialog *dialog)
{
    return QRect(widget->mapTo(dialog, QPoint(0, 0)), widget->size());
}

// One step from the dialog down to a widget: a widget, or a layout that holds the next step.
struct ReadingStep {
    const void *key = nullptr;
    QRect rect; // in the dialog
};

bool layoutsDownTo(QLayout *layout, QWidget *widget, QList<QLayout *> &chain)
{
    chain.append(layout);
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (item->widget() == widget)
            return true;
        if (item->layout() && layoutsDownTo(item->layout(), widget, chain))
            return true;
    }
    chain.removeLast();
    return false;
}

// The widgets and layouts that hold widget, from the dialog down, widget last.
QList<ReadingStep> readingPath(QWidget *widget, QDialog *dialog)
{
    QList<ReadingStep> path;
    for (QWidget *w = widget; w && w != dialog; w = w->parentWidget()) {
        path.prepend({ w, rectInDialog(w, dialog) });
        QWidget *parent = w->parentWidget();
        QList<QLayout *> layouts;
        if (parent && parent->layout() && layoutsDownTo(parent->layout(), w, layouts)) {
            for (qsizetype i = layouts.size() - 1; i >= 0; --i) {
                const QRect area = layouts.at(i)->geometry();
                path.prepend({ layouts.at(i), QRect(parent->mapTo(dialog, area.topLeft()), area.size()) });
            }
        }
    }
    return path;
}

// Negative when a is read before b, positive when after, 0 when neither.
int readingOrder(QWidget *a, QWidget *b, QDialog *dialog)
{
    const QList<ReadingStep> pathA = readingPath(a, dialog);
    const QList<ReadingStep> pathB = readingPath(b, dialog);
    qsizetype common = 0;
    while (common < pathA.size() && common < pathB.size() && pathA.at(common).key == pathB.at(common).key)
        ++common;
    // A widget that holds the other (a scroll area, a group box) is read first.
    if (common == pathA.size())
        return common == pathB.size() ? 0 : -1;
    if (common == pathB.size())
        return 1;
    const QRect ra = pathA.at(common).rect;
    const QRect rb = pathB.at(common).rect;
    const int shared = std::min(ra.bottom(), rb.bottom()) - std::max(ra.top(), rb.top());
    if (shared > kTolerance) {
        if (ra.left() < rb.left() - kTolerance)
            return -1;
        if (rb.left() < ra.left() - kTolerance)
            return 1;
        return 0;
    }
    if (ra.top() < rb.top())
        return -1;
    if (rb.top() < ra.top())
        return 1;
    return 0;
}

// A widget a user fills or picks in; a push button, a tool button or a tab bar only acts or moves,
// read-only text is only read.
bool isInput(QWidget *widget)
{
    if (qobject_cast<QCheckBox *>(widget) || qobject_cast<QRadioButton *>(widget))
        return true;
    if (const auto *text = qobject_cast<QTextEdit *>(widget); text && text->isReadOnly())
        return false;
    if (const auto *text = qobject_cast<QPlainTextEdit *>(widget); text && text->isReadOnly())
        return false;
    return !qobject_cast<QAbstractButton *>(widget) && !qobject_cast<QTabBar *>(widget);
}

// Where Qt puts focus when a dialog shows without choosing: the first Tab stop of its chain.
QWidget *qtsOwnFirstFocus(QDialog *dialog)
{
    for (QWidget *widget = dialog->nextInFocusChain(); widget && widget != dialog;
         widget = widget->nextInFocusChain()) {
        if (QWidget *stop = tabStopOf(widget, dialog))
            return stop;
    }
    return nullptr;
}

QWidget *pressTab(QDialog *dialog)
{
    // Tab as QWidget::event takes it (a widget that keeps Tab, a text edit without tabChangesFocus,
    // is not asked): focusNextPrevChild, which the dialog answers from its focus widget.
    QKeyEvent press(QEvent::KeyPress, Qt::Key_Tab, Qt::NoModifier);
    QCoreApplication::sendEvent(dialog, &press);
    return dialog->focusWidget();
}

// The widgets Tab goes round, from the first one it reaches again.
QList<QWidget *> tabCycle(QDialog *dialog, qsizetype stops)
{
    QList<QWidget *> reached;
    for (qsizetype i = 0; i < 2 * stops + 4; ++i)
        reached.append(pressTab(dialog));
    reached.removeAll(nullptr);
    for (qsizetype i = 0; i < reached.size(); ++i) {
        const qsizetype again = reached.indexOf(reached.at(i), i + 1);
        if (again > 0)
            return reached.mid(i, again - i);
    }
    return reached;
}

QString listed(const QList<QWidget *> &widgets)
{
    QStringList lines;
    for (qsizetype i = 0; i < widgets.size(); ++i)
        lines.append(QStringLiteral("%1. %2").arg(i + 1).arg(named(widgets.at(i))));
    return lines.join(QStringLiteral("\n      "));
}

QString pagesShown(QDialog *dialog)
{
    QStringList pages;
    for (auto *stack : dialog->findChildren<QStackedWidget *>()) {
        if (stack->isVisible() && stack->count() > 1 && stack->currentWidget())
            pages.append(named(stack->currentWidget()));
    }
    return pages.isEmpty() ? QString() : QStringLiteral(" showing ") + pages.join(QStringLiteral(", "));
}

QString dialogName(QDialog *dialog)
{
    return QStringLiteral("%1 \"%2\" (%3)")
        .arg(QString::fromLatin1(dialog->metaObject()->className()), dialog->objectName(), dialog->windowTitle());
}

// The button box read last: the lowest shown.
QDialogButtonBox *buttonBoxOf(QDialog *dialog)
{
    QDialogButtonBox *lowest = nullptr;
    for (auto *box : dialog->findChildren<QDialogButtonBox *>()) {
        if (box->window() == dialog && box->isVisible()
            && (!lowest || rectInDialog(box, dialog).bottom() > rectInDialog(lowest, dialog).bottom()))
            lowest = box;
    }
    return lowest;
}

qsizetype inversions(const QList<QWidget *> &order, QDialog *dialog, QStringList *found = nullptr)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < order.size(); ++i) {
        for (qsizetype j = i + 1; j < order.size(); ++j) {
            if (readingOrder(order.at(j), order.at(i), dialog) < 0) {
                ++count;
                if (found && found->size() < 8)
                    found->append(QStringLiteral("%1 is reached after %2 but reads before it")
                                      .arg(named(order.at(j)), named(order.at(i))));
            }
        }
    }
    return count;
}

// The cycle turned to start where reading starts: of the turns that end on the button box (any
// turn when the dialog has none), the one read with the fewest widgets out of order.
QList<QWidget *> asRead(const QList<QWidget *> &cycle, QDialog *dialog)
{
    QDialogButtonBox *box = buttonBoxOf(dialog);
    const bool endsOnBox
        = box && std::any_of(cycle.cbegin(), cycle.cend(), [box](QWidget *w) { return box->isAncestorOf(w); });
    QList<QWidget *> best = cycle;
    qsizetype fewest = -1;
    for (qsizetype i = 0; i < cycle.size(); ++i) {
        const QList<QWidget *> turned = cycle.mid(i) + cycle.first(i);
        if (endsOnBox && !box->isAncestorOf(turned.last()))
            continue;
        const qsizetype out = inversions(turned, dialog);
        if (fewest < 0 || out < fewest) {
            fewest = out;
            best = turned;
        }
    }
    return best;
}

// Where focus was when the dialog opened, whether Tab could reach it there, and where Qt alone
// would have put it.
struct Opening {
    QWidget *on = nullptr;
    bool onAStop = false;
    QWidget *qtsOwn = nullptr;
};

// What is wrong with Tab in the dialog as it shows now, and with the focus it opened with when
// opening is given; empty when nothing is.
QStringList tabProblems(QDialog *dialog, Opening opening)
{
    QStringList problems;
    // Tab may change what shows (a view's first row made current on focus shows its details): once
    // round first, then the stops as they are.
    tabCycle(dialog, tabStops(dialog).size());
    const QList<QWidget *> stops = tabStops(dialog);
    const QList<QWidget *> cycle = tabCycle(dialog, stops.size());
    const QList<QWidget *> order = asRead(cycle, dialog);
    for (QWidget *stop : stops) {
        if (!cycle.contains(stop))
            problems.append(QStringLiteral("Tab never reaches %1").arg(named(stop)));
    }
    for (QWidget *widget : cycle) {
        if (!stops.contains(widget))
            problems.append(QStringLiteral("Tab reaches %1, which should take no Tab focus").arg(named(widget)));
    }
    QStringList outOfOrder;
    inversions(order, dialog, &outOfOrder);
    problems += outOfOrder;
    if (QDialogButtonBox *box = buttonBoxOf(dialog)) {
        bool inBox = false;
        for (QWidget *widget : order) {
            if (box->isAncestorOf(widget))
                inBox = true;
            else if (inBox) {
                problems.append(QStringLiteral("%1 is reached between the button box's buttons").arg(named(widget)));
                break;
            }
        }
    }
    if (opening.on || opening.qtsOwn) {
        QWidget *firstInput = nullptr;
        for (QWidget *widget : order) {
            if (isInput(widget)) {
                firstInput = widget;
                break;
            }
        }
        QString wrong;
        if (!opening.onAStop)
            wrong = QStringLiteral("no Tab stop");
        else if (firstInput && !isInput(opening.on))
            wrong = QStringLiteral("no input");
        else if (firstInput && opening.on != firstInput && opening.on == opening.qtsOwn)
            wrong = QStringLiteral("left to Qt, the first in the focus chain");
        if (!wrong.isEmpty())
            problems.append(QStringLiteral("it opens with focus on %1 (%2), not on its first input %3")
                                .arg(named(opening.on), wrong, named(firstInput)));
    }
    if (!problems.isEmpty())
        problems.append(QStringLiteral("Tab goes round:\n      %1").arg(listed(order)));
    return problems;
}

} // namespace

class TestFocusOrder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyDialogIsReadInTabOrderFromItsFirstInput()
    {
        QElapsedTimer timer;
        timer.start();
        HomeWindow shown(QStringLiteral("Tidy the parser"), QStringLiteral("Split the tokenizer from the parser."));
        MainWindow &window = *shown.window;
        shown.workbench->openTask(shown.taskId);
        QTest::qWait(0);

        QStringList entries;
        for (QAction *action : dialogEntries(window.menuBar()))
            entries.append(action->text());
        QStringList failures;
        QStringList dialogs;
        int looks = 0;
        for (const QString &entry : std::as_const(entries)) {
            QAction *action = dialogEntry(window.menuBar(), entry);
            if (action && withDialogOpenedBy(action, [&](QDialog *dialog) { failures += problemsOf(dialog, entry, looks); }))
                dialogs.append(QString(entry).remove(QLatin1Char('&')));
        }
        qInfo("%d dialogs, %d pages, %lld ms: %s", int(dialogs.size()), looks, timer.elapsed(),
            qPrintable(dialogs.join(QStringLiteral(", "))));
        QVERIFY2(dialogs.size() >= 8, qPrintable(dialogs.join(QStringLiteral(", "))));
        for (const QString &failure : std::as_const(failures))
            qWarning().noquote() << failure;
        QVERIFY2(
            failures.isEmpty(), qPrintable(QStringLiteral("%1 dialog pages fail the Tab order").arg(failures.size())));
    }

private:
    // The dialog as it opened, then each of its pages: what is wrong with Tab, each once.
    static QStringList problemsOf(QDialog *dialog, const QString &entry, int &looks)
    {
        const QString opener = QString(entry).remove(QLatin1Char('&'));
        if (!QTest::qWaitForWindowActive(dialog))
            return { QStringLiteral("%1 from %2 was never active").arg(dialogName(dialog), opener) };
        QWidget *on = dialog->focusWidget();
        const Opening opening { on, on && tabStops(dialog).contains(on), qtsOwnFirstFocus(dialog) };
        bool first = true;
        QStringList failures;
        lookAtEveryPage(dialog, [&] {
            ++looks;
            const QStringList problems = tabProblems(dialog, first ? opening : Opening {});
            first = false;
            if (problems.isEmpty())
                return;
            const QString failure
                = QStringLiteral("%1 from %2%3:\n    %4")
                      .arg(dialogName(dialog), opener, pagesShown(dialog), problems.join(QStringLiteral("\n    ")));
            if (!failures.contains(failure))
                failures.append(failure);
        });
        return failures;
    }
};

QTEST_MAIN(TestFocusOrder)
#include "tst_focusorder.moc"
