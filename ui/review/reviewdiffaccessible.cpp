// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "reviewdiffaccessible.h"

#include "reviewdiffview.h"

#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>

namespace kandesk::ui {

namespace {

constexpr int kColumns = 3;

class DiffTableAccessible;

class DiffCellAccessible final : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    DiffCellAccessible(ReviewDiffView *view, int row, int column)
        : m_view(view)
        , m_row(row)
        , m_column(column)
    { }

    bool isValid() const override { return m_view && m_row < m_view->rowCount(); }
    QObject *object() const override { return nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(m_view); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text kind) const override
    {
        return kind == QAccessible::Name && isValid() ? m_view->cellText(m_row, m_column) : QString();
    }
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override
    {
        if (!isValid())
            return {};
        const QRect row = m_view->rowRect(m_row);
        const int width = row.width() / kColumns;
        return QRect(m_view->viewport()->mapToGlobal(QPoint(row.x() + m_column * width, row.y())), QSize(width, row.height()));
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        state.selectable = true;
        state.selected = isSelected();
        if (!isValid() || !m_view->rowRect(m_row).intersects(m_view->viewport()->rect()))
            state.offscreen = true;
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface *>(this) : nullptr;
    }

    bool isSelected() const override { return isValid() && m_view->rowPicked(m_row); }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_column; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return parent(); }

private:
    QPointer<ReviewDiffView> m_view;
    int m_row;
    int m_column;
};

class DiffTableAccessible final : public QAccessibleWidget, public QAccessibleTableInterface
{
public:
    explicit DiffTableAccessible(ReviewDiffView *view)
        : QAccessibleWidget(view, QAccessible::Table)
    { }
    ~DiffTableAccessible() override { forgetCells(); }

    ReviewDiffView *view() const { return static_cast<ReviewDiffView *>(widget()); }

    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableInterface ? static_cast<QAccessibleTableInterface *>(this)
                                                   : QAccessibleWidget::interface_cast(type);
    }
    int childCount() const override { return view()->rowCount() * kColumns; }
    QAccessibleInterface *child(int index) const override
    {
        return index >= 0 && index < childCount() ? cellAt(index / kColumns, index % kColumns) : nullptr;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        if (auto *cell = const_cast<QAccessibleInterface *>(child)->tableCellInterface())
            return cell->rowIndex() * kColumns + cell->columnIndex();
        return -1;
    }

    QAccessibleInterface *cellAt(int row, int column) const override
    {
        if (row < 0 || row >= view()->rowCount() || column < 0 || column >= kColumns)
            return nullptr;
        const int key = row * kColumns + column;
        if (const auto known = m_cells.constFind(key); known != m_cells.cend())
            return QAccessible::accessibleInterface(*known);
        auto *cell = new DiffCellAccessible(view(), row, column);
        m_cells.insert(key, QAccessible::registerAccessibleInterface(cell));
        return cell;
    }
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QString columnDescription(int column) const override
    {
        switch (column) {
        case 0:
            return ReviewDiffView::tr("Old line");
        case 1:
            return ReviewDiffView::tr("New line");
        default:
            return ReviewDiffView::tr("Text");
        }
    }
    QString rowDescription(int) const override { return {}; }
    int columnCount() const override { return kColumns; }
    int rowCount() const override { return view()->rowCount(); }
    int selectedCellCount() const override { return int(selectedRows().size()) * kColumns; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return int(selectedRows().size()); }
    QList<QAccessibleInterface *> selectedCells() const override
    {
        QList<QAccessibleInterface *> cells;
        for (const int row : selectedRows()) {
            for (int column = 0; column < kColumns; ++column)
                cells.append(cellAt(row, column));
        }
        return cells;
    }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override
    {
        QList<int> rows;
        for (int row = 0; row < view()->rowCount(); ++row) {
            if (view()->rowPicked(row))
                rows.append(row);
        }
        return rows;
    }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int row) const override { return view()->rowPicked(row); }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *) override { forgetCells(); }

private:
    void forgetCells()
    {
        for (const QAccessible::Id id : std::as_const(m_cells))
            QAccessible::deleteAccessibleInterface(id);
        m_cells.clear();
    }

    mutable QHash<int, QAccessible::Id> m_cells;
};

} // namespace

QAccessibleInterface *reviewDiffAccessible(const QString &className, QObject *object)
{
    if (className == QLatin1String("kandesk::ui::ReviewDiffView") && object && object->isWidgetType())
        return new DiffTableAccessible(static_cast<ReviewDiffView *>(object));
    return nullptr;
}

} // namespace kandesk::ui
