// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QListView>

namespace kandesk::ui {

class TaskBoardView;

// One board column's list of cards. Drags carry task ids (TaskBoardView::kTaskIdsMimeType); drops and
// the keyboard moves are handed to the board, which persists them.
class BoardColumnView final : public QListView
{
    Q_OBJECT
public:
    BoardColumnView(TaskBoardView *board, QString stepId, QWidget *parent = nullptr);

    QString stepId() const { return m_stepId; }
    QString currentTaskId() const;
    // The row a drop at pos (viewport coordinates) inserts before; rowCount() for the end.
    int dropRowAt(const QPoint &pos) const;

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void startDrag(Qt::DropActions supportedActions) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    bool acceptsDrag(const QDropEvent *event) const;

    TaskBoardView *m_board = nullptr;
    QString m_stepId;
    int m_dropRow = -1; // where the drop indicator is drawn, -1 for none
    QPoint m_pressPos; // where a card was pressed, to start a drag once the mouse travelled far enough
    bool m_pressedOnCard = false;
};

} // namespace kandesk::ui
