// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "boardcolumnview.h"

#include "models/items/roles.h"
#include "taskboardview.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QCursor>
#include <QDrag>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

namespace kandesk::ui {

BoardColumnView::BoardColumnView(TaskBoardView *board, QString stepId, QWidget *parent)
    : QListView(parent)
    , m_board(board)
    , m_stepId(std::move(stepId))
{
    setObjectName(QStringLiteral("boardColumn-") + m_stepId);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setDragEnabled(true);
    setAcceptDrops(true);
    setDropIndicatorShown(false); // drawn by paintEvent, between cards
    setDragDropMode(QAbstractItemView::DragDrop);
    setDefaultDropAction(Qt::MoveAction);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_Hover);
    viewport()->setAcceptDrops(true);
    setFrameShape(QFrame::NoFrame);
    setUniformItemSizes(false);
    // A column of thousands of cards lays out in slices between paints: the board shows at once.
    setLayoutMode(QListView::Batched);
    setBatchSize(64);
    setResizeMode(QListView::Adjust);
    setWordWrap(true);
}

QString BoardColumnView::currentTaskId() const
{
    const QModelIndex index = currentIndex();
    return index.isValid() ? index.data(TaskIdRole).toString() : QString();
}

int BoardColumnView::dropRowAt(const QPoint &pos) const
{
    const int rows = model() ? model()->rowCount() : 0;
    for (int row = 0; row < rows; ++row) {
        if (pos.y() < visualRect(model()->index(row, 0)).center().y())
            return row;
    }
    return rows;
}

void BoardColumnView::mousePressEvent(QMouseEvent *event)
{
    QListView::mousePressEvent(event);
    m_pressedOnCard = event->button() == Qt::LeftButton && indexAt(event->position().toPoint()).isValid();
    m_pressPos = event->position().toPoint();
}

void BoardColumnView::mouseMoveEvent(QMouseEvent *event)
{
    // TaskModel's rows are not flagged draggable, so the drag starts here rather than in QAbstractItemView.
    if (m_pressedOnCard && (event->buttons() & Qt::LeftButton)
        && (event->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        m_pressedOnCard = false;
        startDrag(Qt::MoveAction);
        return;
    }
    QListView::mouseMoveEvent(event);
}

void BoardColumnView::startDrag(Qt::DropActions supportedActions)
{
    Q_UNUSED(supportedActions);
    const QString taskId = currentTaskId();
    if (taskId.isEmpty())
        return;
    auto *drag = new QDrag(this);
    drag->setMimeData(TaskBoardView::mimeDataForTasks({ taskId }));
    const QModelIndex index = currentIndex();
    const QRect rect = visualRect(index);
    QPixmap pixmap(rect.size() * devicePixelRatioF());
    pixmap.setDevicePixelRatio(devicePixelRatioF());
    pixmap.fill(Qt::transparent);
    {
        QPainter painter(&pixmap);
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        option.rect = QRect(QPoint(0, 0), rect.size());
        option.state |= QStyle::State_Selected;
        itemDelegateForIndex(index)->paint(&painter, option, index);
    }
    drag->setPixmap(pixmap);
    drag->setHotSpot(viewport()->mapFromGlobal(QCursor::pos()) - rect.topLeft());
    drag->exec(Qt::MoveAction, Qt::MoveAction);
}

bool BoardColumnView::acceptsDrag(const QDropEvent *event) const
{
    return event->mimeData() && event->mimeData()->hasFormat(TaskBoardView::kTaskIdsMimeType);
}

void BoardColumnView::dragEnterEvent(QDragEnterEvent *event)
{
    if (!acceptsDrag(event)) {
        event->ignore();
        return;
    }
    event->setDropAction(Qt::MoveAction);
    event->accept();
}

void BoardColumnView::dragMoveEvent(QDragMoveEvent *event)
{
    if (!acceptsDrag(event)) {
        event->ignore();
        return;
    }
    m_dropRow = dropRowAt(event->position().toPoint());
    viewport()->update();
    event->setDropAction(Qt::MoveAction);
    event->accept();
}

void BoardColumnView::dragLeaveEvent(QDragLeaveEvent *event)
{
    m_dropRow = -1;
    viewport()->update();
    QListView::dragLeaveEvent(event);
}

void BoardColumnView::dropEvent(QDropEvent *event)
{
    m_dropRow = -1;
    viewport()->update();
    if (!acceptsDrag(event)) {
        event->ignore();
        return;
    }
    const int row = dropRowAt(event->position().toPoint());
    if (m_board->dropTasks(event->mimeData(), m_stepId, row)) {
        event->setDropAction(Qt::MoveAction);
        event->accept();
    } else {
        event->ignore();
    }
}

void BoardColumnView::keyPressEvent(QKeyEvent *event)
{
    const QString taskId = currentTaskId();
    const bool ctrl = event->modifiers() == Qt::ControlModifier;
    if (!taskId.isEmpty()) {
        if (ctrl && (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right)) {
            m_board->moveToAdjacentStep(taskId, event->key() == Qt::Key_Left ? -1 : 1);
            event->accept();
            return;
        }
        if (ctrl && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
            m_board->reorder(taskId, event->key() == Qt::Key_Up ? -1 : 1);
            event->accept();
            return;
        }
        if (event->modifiers() == Qt::NoModifier || event->modifiers() == Qt::KeypadModifier) {
            if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
                Q_EMIT m_board->taskActivated(taskId);
                event->accept();
                return;
            }
            if (event->key() == Qt::Key_Delete) {
                Q_EMIT m_board->deleteRequested(taskId);
                event->accept();
                return;
            }
        }
    }
    QListView::keyPressEvent(event);
}

void BoardColumnView::contextMenuEvent(QContextMenuEvent *event)
{
    const QModelIndex index = event->reason() == QContextMenuEvent::Keyboard ? currentIndex() : indexAt(event->pos());
    if (!index.isValid())
        return;
    setCurrentIndex(index);
    const QPoint globalPos = event->reason() == QContextMenuEvent::Keyboard
        ? viewport()->mapToGlobal(visualRect(index).center())
        : event->globalPos();
    m_board->showContextMenu(index.data(TaskIdRole).toString(), globalPos);
}

void BoardColumnView::paintEvent(QPaintEvent *event)
{
    QListView::paintEvent(event);
    if (m_dropRow < 0 || !model())
        return;
    const int rows = model()->rowCount();
    int y = 0;
    if (rows == 0)
        y = fontMetrics().height() / 3;
    else if (m_dropRow < rows)
        y = visualRect(model()->index(m_dropRow, 0)).top();
    else
        y = visualRect(model()->index(rows - 1, 0)).bottom();
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal thickness = qMax(2.0, fontMetrics().height() / 8.0);
    painter.setPen(QPen(palette().color(QPalette::Highlight), thickness, Qt::SolidLine, Qt::RoundCap));
    const int inset = fontMetrics().height() / 3;
    painter.drawLine(QPointF(inset, y), QPointF(viewport()->width() - inset, y));
}

void BoardColumnView::resizeEvent(QResizeEvent *event)
{
    QListView::resizeEvent(event);
    // Card heights depend on the width (titles wrap): lay the cards out again.
    scheduleDelayedItemsLayout();
}

} // namespace kandesk::ui
