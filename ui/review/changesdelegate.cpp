// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "changesdelegate.h"

#include "changestreemodel.h"

#include <QApplication>
#include <QPainter>

namespace kandesk::ui {

namespace {
constexpr int kChangePadding = 6;
const QColor kAdded(0x2e, 0x8b, 0x57);
const QColor kRemoved(0xc0, 0x39, 0x2b);
const QColor kModified(0xc2, 0x7c, 0x0e);
} // namespace

QSize ChangesDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const
{
    return {240, QFontMetrics(option.font).height() + 2 * kChangePadding};
}

void ChangesDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(ChangesTreeModel::StatusRole).isValid()) // a folder of a tree of changes
        return QStyledItemDelegate::paint(painter, option, index);
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const QColor text = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QString status = index.data(ChangesTreeModel::StatusRole).toString();
    const QFontMetrics metrics(opt.font);
    QRect area = opt.rect.adjusted(kChangePadding, 0, -kChangePadding, 0);

    painter->save();
    // Badge: the letter in a rounded box, and the word in its tooltip-free form after the path.
    const int badge = metrics.height();
    const QRect badgeRect(area.left(), area.center().y() - badge / 2, badge, badge);
    QColor badgeColour = status == QLatin1String("deleted") ? kRemoved
        : status == QLatin1String("added") || status == QLatin1String("untracked") ? kAdded
                                                                                    : kModified;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(badgeColour);
    painter->drawRoundedRect(badgeRect, 3, 3);
    QFont bold = opt.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(Qt::white);
    painter->drawText(badgeRect, Qt::AlignCenter, changeStatusLetter(status));

    QString counts = QStringLiteral("+%1 −%2").arg(index.data(ChangesTreeModel::AdditionsRole).toInt())
                         .arg(index.data(ChangesTreeModel::DeletionsRole).toInt());
    // Narrower still, the name goes before the counts: a row of counts without a name says nothing.
    if (area.width() - badge - 2 * kChangePadding - metrics.horizontalAdvance(counts) < 10 * metrics.averageCharWidth())
        counts.clear();
    const int countsWidth = metrics.horizontalAdvance(counts);
    QString word = changeStatusText(status);
    int wordWidth = metrics.horizontalAdvance(word) + kChangePadding;
    // In a narrow column (a tree of changes) the path matters more than the word: the badge says it.
    if (area.width() - badge - countsWidth - wordWidth < 3 * wordWidth) {
        word.clear();
        wordWidth = 0;
    }
    const QRect pathRect = area.adjusted(badge + kChangePadding, 0, -(countsWidth + wordWidth + kChangePadding), 0);
    painter->setFont(opt.font);
    painter->setPen(text);
    painter->drawText(pathRect, Qt::AlignLeft | Qt::AlignVCenter,
                      metrics.elidedText(index.data(ChangesTreeModel::PathRole).toString(), Qt::ElideMiddle, pathRect.width()));
    painter->setPen(selected ? text : opt.palette.color(QPalette::PlaceholderText));
    painter->drawText(QRect(pathRect.right() + kChangePadding, area.top(), wordWidth, area.height()), Qt::AlignLeft | Qt::AlignVCenter, word);

    const int plusWidth = metrics.horizontalAdvance(counts.section(QLatin1Char(' '), 0, 0) + QLatin1Char(' '));
    const QRect countsRect(area.right() - countsWidth, area.top(), countsWidth, area.height());
    painter->setPen(selected ? text : kAdded);
    painter->drawText(countsRect, Qt::AlignLeft | Qt::AlignVCenter, counts.section(QLatin1Char(' '), 0, 0));
    painter->setPen(selected ? text : kRemoved);
    painter->drawText(countsRect.adjusted(plusWidth, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, counts.section(QLatin1Char(' '), 1, 1));
    painter->restore();
}

} // namespace kandesk::ui
