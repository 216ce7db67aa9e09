// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QSet>
#include <QStyledItemDelegate>

#include <memory>

class QAbstractItemView;

namespace kandesk::ui {

// Lays out and paints the rows of a transcript (TranscriptItemsModel). Each row's rendering
// (Markdown documents, wrapped detail text, height) is cached by row and rebuilt only when the
// view invalidates that row, when the width changes or when the palette changes, so painting and
// size hints stay cheap however long the transcript gets.
class TranscriptDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit TranscriptDelegate(QAbstractItemView *view);
    ~TranscriptDelegate() override;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void updateEditorGeometry(
        QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The row's data changed: the next paint or size hint renders it again.
    void invalidate(int row);
    void invalidateAll();
    // Drops every row's rendering and keeps its height (a hidden view paints nothing; a transcript
    // shown again renders only the rows it paints).
    void releaseRenderings();
    // Rows whose text came faster than one frame lays out (kCharsPerFrame characters, or
    // kRenderBudgetMs of rendering, whichever comes first): rendered in part so far; the view
    // invalidates them again so the rest follows over the next frames.
    QSet<int> takeRowsBehind();
    bool hasRowsBehind() const { return !m_behind.isEmpty(); }
    static constexpr qsizetype kCharsPerFrame = 6000;
    static constexpr int kRenderBudgetMs = 3;
    // The link under pos (viewport coordinates) in a row drawn at rect, or empty.
    QString anchorAt(const QModelIndex &index, const QRect &rect, const QPoint &pos) const;

    struct Rendered;

private:
    Rendered &rendered(const QModelIndex &index) const;
    // The row's height, from the cache when its rendering was dropped since (no new rendering).
    int heightOf(const QModelIndex &index) const;
    // Keeps the renderings of the most recently used rows only; of the others only their heights
    // (a long transcript would otherwise hold laid-out documents for every row).
    void dropOldRenderings() const;
    int contentWidth() const;

    QAbstractItemView *m_view = nullptr;
    mutable QHash<int, std::shared_ptr<Rendered>> m_cache;
    mutable QHash<int, std::pair<int, int>> m_heights; // dropped rows: width → height measured
    mutable quint64 m_useClock = 0;
    mutable QSet<int> m_behind;
};

} // namespace kandesk::ui
