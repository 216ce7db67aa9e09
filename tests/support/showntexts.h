// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// The words a user can read in a window: its visible widgets' texts, titles, placeholders, tool
// tips and items, each pages of its tab and stacked widgets, and its menus' actions. Words Qt
// itself supplies (standard dialog buttons, file dialogs) are left out: Qt's translations say them.

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPointer>
#include <QStackedWidget>
#include <QTabBar>
#include <QTextEdit>

namespace kandesk::test {

struct ShownText {
    QString where; // the widget's class and object name, or the menu's path
    QString text;
};

namespace detail {

inline QString whereOf(const QObject *object)
{
    return QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(object->metaObject()->className()), object->objectName());
}

inline void addText(QList<ShownText> &texts, const QObject *object, const QString &text)
{
    if (!text.trimmed().isEmpty())
        texts.append({ whereOf(object), text });
}

inline bool isQtsOwn(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget()) {
        if (qobject_cast<const QFileDialog *>(w))
            return true;
    }
    if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
        const auto *box = qobject_cast<const QDialogButtonBox *>(button->parentWidget());
        return box && box->standardButton(const_cast<QAbstractButton *>(button)) != QDialogButtonBox::NoButton;
    }
    return false;
}

inline void collectWidget(QList<ShownText> &texts, QWidget *widget)
{
    if (isQtsOwn(widget))
        return;
    addText(texts, widget, widget->toolTip());
    if (widget->isWindow())
        addText(texts, widget, widget->windowTitle());
    if (const auto *label = qobject_cast<const QLabel *>(widget))
        addText(texts, widget, label->text());
    else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
        addText(texts, widget, button->text());
    else if (const auto *group = qobject_cast<const QGroupBox *>(widget))
        addText(texts, widget, group->title());
    else if (const auto *line = qobject_cast<const QLineEdit *>(widget))
        addText(texts, widget, line->placeholderText());
    else if (const auto *plain = qobject_cast<const QPlainTextEdit *>(widget))
        addText(texts, widget, plain->placeholderText());
    else if (const auto *rich = qobject_cast<const QTextEdit *>(widget))
        addText(texts, widget, rich->placeholderText());
    else if (const auto *tabs = qobject_cast<const QTabBar *>(widget)) {
        for (int i = 0; i < tabs->count(); ++i) {
            addText(texts, widget, tabs->tabText(i));
            addText(texts, widget, tabs->tabToolTip(i));
        }
    } else if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
        for (int i = 0; i < combo->count(); ++i)
            addText(texts, widget, combo->itemText(i));
    }
    if (const auto *view = qobject_cast<const QAbstractItemView *>(widget); view && view->model()) {
        const QAbstractItemModel *model = view->model();
        for (int column = 0; column < model->columnCount(); ++column)
            addText(texts, widget, model->headerData(column, Qt::Horizontal).toString());
    }
    for (QAction *action : widget->actions())
        addText(texts, widget, action->text());
}

inline void collect(QList<ShownText> &texts, QWidget *widget)
{
    if (!widget->isVisible())
        return;
    collectWidget(texts, widget);
    // Every page of a stack, shown in turn; the page shown before is shown again afterwards.
    if (auto *stack = qobject_cast<QStackedWidget *>(widget)) {
        const int shown = stack->currentIndex();
        for (int i = 0; i < stack->count(); ++i) {
            stack->setCurrentIndex(i);
            if (QWidget *page = stack->widget(i))
                collect(texts, page);
        }
        stack->setCurrentIndex(shown);
        return;
    }
    // A child's texts may change its siblings (a page made as it is shown): a copy is walked.
    QList<QPointer<QWidget>> children;
    for (QObject *child : widget->children()) {
        if (auto *childWidget = qobject_cast<QWidget *>(child); childWidget && !childWidget->isWindow())
            children.append(childWidget);
    }
    for (const QPointer<QWidget> &child : std::as_const(children)) {
        if (child)
            collect(texts, child);
    }
}

inline void collectMenu(QList<ShownText> &texts, QMenu *menu, const QString &path)
{
    Q_EMIT menu->aboutToShow(); // menus filled as they open
    for (QAction *action : menu->actions()) {
        if (action->isSeparator())
            continue;
        const QString where = path + QStringLiteral(" ▸ ") + action->text();
        if (!action->text().trimmed().isEmpty())
            texts.append({ path, action->text() });
        if (!action->toolTip().isEmpty() && action->toolTip() != QString(action->text()).remove(QLatin1Char('&')))
            texts.append({ where, action->toolTip() });
        if (QMenu *sub = action->menu())
            collectMenu(texts, sub, where);
    }
}

} // namespace detail

// The texts shown in window (a visible top-level widget) and its visible children.
inline QList<ShownText> shownTexts(QWidget *window)
{
    QList<ShownText> texts;
    detail::collect(texts, window);
    return texts;
}

// The texts of a menu bar's menus, their actions and submenus.
inline QList<ShownText> menuTexts(QMenuBar *bar)
{
    QList<ShownText> texts;
    for (QAction *action : bar->actions()) {
        if (!action->text().isEmpty())
            texts.append({ QStringLiteral("menu bar"), action->text() });
        if (QMenu *menu = action->menu())
            detail::collectMenu(texts, menu, action->text());
    }
    return texts;
}

} // namespace kandesk::test
