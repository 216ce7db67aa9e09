// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// What a screen reader meets in a window: its QAccessible tree walked from the top, every page of
// its stacks and tabs shown in turn. An element a user can reach with Tab must have a name.

#include <QAccessible>
#include <QAbstractItemView>
#include <QPointer>
#include <QStackedWidget>
#include <QTabBar>
#include <QWidget>

#include <functional>

namespace kandesk::test {

struct NamelessElement {
    QString where; // the widget's class and object name, and its parent's
    QString role;
};

namespace detail {

inline QString describe(const QObject *object)
{
    if (!object)
        return QStringLiteral("(no object)");
    QString text = QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(object->metaObject()->className()), object->objectName());
    if (const QObject *parent = object->parent())
        text += QStringLiteral(" in %1 \"%2\"").arg(QString::fromLatin1(parent->metaObject()->className()), parent->objectName());
    return text;
}

inline void walkAccessible(QAccessibleInterface *element, QList<NamelessElement> &nameless, int depth)
{
    if (!element || !element->isValid() || depth > 64)
        return;
    const QAccessible::State state = element->state();
    if (state.invisible || state.offscreen)
        return;
    auto *widget = qobject_cast<QWidget *>(element->object());
    // A tab bar is named by its current tab: one with none is on a page its window never shows.
    const auto *tabs = qobject_cast<QTabBar *>(widget);
    const bool tabbable = widget && widget->isVisible() && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus)
        && !(tabs && tabs->count() == 0);
    if (tabbable && element->text(QAccessible::Name).trimmed().isEmpty())
        nameless.append({ describe(widget), QString::number(int(element->role())) });
    // A view's cells are named by their data; the view itself is what Tab reaches.
    if (qobject_cast<QAbstractItemView *>(widget))
        return;
    for (int i = 0; i < element->childCount(); ++i)
        walkAccessible(element->child(i), nameless, depth + 1);
}

inline void walkPages(QWidget *widget, const std::function<void()> &look)
{
    if (auto *stack = qobject_cast<QStackedWidget *>(widget); stack && stack->isVisible()) {
        const int shown = stack->currentIndex();
        for (int i = 0; i < stack->count(); ++i) {
            stack->setCurrentIndex(i);
            look();
            if (QWidget *page = stack->widget(i))
                walkPages(page, look);
        }
        stack->setCurrentIndex(shown);
        return;
    }
    QList<QPointer<QWidget>> children;
    for (QObject *child : widget->children()) {
        if (auto *w = qobject_cast<QWidget *>(child); w && !w->isWindow())
            children.append(w);
    }
    for (const QPointer<QWidget> &child : std::as_const(children)) {
        if (child)
            walkPages(child, look);
    }
}

} // namespace detail

// Hands window to look as it is, then with each page of each of its visible stacks (a tab widget's
// among them) shown in turn, nested stacks page by page within; puts every stack back as it was.
inline void lookAtEveryPage(QWidget *window, const std::function<void()> &look)
{
    look();
    detail::walkPages(window, look);
}

// The elements of window (and of each page of its stacks) that Tab reaches and that have no
// accessible name, each once.
inline QList<NamelessElement> namelessElements(QWidget *window)
{
    QList<NamelessElement> nameless;
    lookAtEveryPage(
        window, [&] { detail::walkAccessible(QAccessible::queryAccessibleInterface(window), nameless, 0); });
    QList<NamelessElement> once;
    QSet<QString> seen;
    for (const NamelessElement &element : std::as_const(nameless)) {
        if (!seen.contains(element.where)) {
            seen.insert(element.where);
            once.append(element);
        }
    }
    return once;
}

} // namespace kandesk::test
