// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "completionkeys.h"

#include <QKeyEvent>
#include <QListWidget>

namespace kandesk::ui {

CompletionKey completionKey(QEvent *event, QListWidget *list)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Escape || key == Qt::Key_Return || key == Qt::Key_Enter) {
            event->accept();
            return CompletionKey::Handled;
        }
    }
    if (event->type() != QEvent::KeyPress)
        return CompletionKey::NotMine;
    switch (static_cast<QKeyEvent *>(event)->key()) {
    case Qt::Key_Up:
        list->setCurrentRow(qMax(0, list->currentRow() - 1));
        return CompletionKey::Handled;
    case Qt::Key_Down:
        list->setCurrentRow(qMin(list->count() - 1, list->currentRow() + 1));
        return CompletionKey::Handled;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Tab:
        return CompletionKey::Accept;
    case Qt::Key_Escape:
        return CompletionKey::Dismiss;
    default:
        return CompletionKey::NotMine;
    }
}

bool takeCompletionKey(QEvent *event, QListWidget *list, const std::function<void()> &accept, bool *dismissed)
{
    switch (completionKey(event, list)) {
    case CompletionKey::NotMine:
        return false;
    case CompletionKey::Handled:
        return true;
    case CompletionKey::Accept:
        accept();
        return true;
    case CompletionKey::Dismiss:
        *dismissed = true;
        list->hide();
        return true;
    }
    return false;
}

void showCompletionList(QListWidget *list, const QWidget *editor, int visibleRows)
{
    QWidget *overlay = list->parentWidget();
    const int rowHeight = qMax(list->sizeHintForRow(0), list->fontMetrics().height() + 4);
    const int height = rowHeight * qMin(list->count(), visibleRows) + 2 * list->frameWidth();
    const QPoint topLeft = editor->mapTo(overlay, QPoint(0, 0));
    const int width = qMax(editor->width(), 360);
    list->setGeometry(topLeft.x(), qMax(0, topLeft.y() - height - 2), qMin(width, overlay->width() - topLeft.x()), height);
    list->show();
    list->raise();
}

} // namespace kandesk::ui
