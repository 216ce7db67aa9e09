// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "preparestepdelegate.h"

#include "preparelogmodel.h"

#include <QApplication>
#include <QFontDatabase>
#include <QPainter>

namespace kandesk::ui {

namespace {

constexpr int kStepPadding = 6;
constexpr int kStatusColumnWidth = 96;

struct StatusLook {
    QString glyph;
    QColor colour;
};

StatusLook lookFor(PrepareStepStatus status, bool hasWarning, const QPalette &palette)
{
    switch (status) {
    case PrepareStepStatus::Running:
        return {QStringLiteral("▶"), palette.color(QPalette::Highlight)};
    case PrepareStepStatus::Completed:
        return hasWarning ? StatusLook{QStringLiteral("⚠"), QColor(0xc2, 0x7c, 0x0e)}
                          : StatusLook{QStringLiteral("✓"), QColor(0x2e, 0x8b, 0x57)};
    case PrepareStepStatus::Failed:
        return {QStringLiteral("✗"), QColor(0xc0, 0x39, 0x2b)};
    case PrepareStepStatus::Skipped:
        return {QStringLiteral("–"), palette.color(QPalette::PlaceholderText)};
    case PrepareStepStatus::Pending:
        break;
    }
    return {QStringLiteral("○"), palette.color(QPalette::PlaceholderText)};
}

QString secondLine(const QModelIndex &index)
{
    const QString error = index.data(PrepareLogModel::ErrorRole).toString();
    if (!error.isEmpty())
        return error;
    const QString warning = index.data(PrepareLogModel::WarningRole).toString();
    if (!warning.isEmpty())
        return warning;
    return index.data(PrepareLogModel::CommandRole).toString();
}

} // namespace

QString formatDuration(qint64 milliseconds)
{
    if (milliseconds < 0)
        return {};
    if (milliseconds < 1000)
        return QStringLiteral("%1 ms").arg(milliseconds);
    if (milliseconds < 60'000)
        return QStringLiteral("%1 s").arg(double(milliseconds) / 1000.0, 0, 'f', 1);
    return QStringLiteral("%1 min %2 s").arg(milliseconds / 60'000).arg((milliseconds % 60'000) / 1000);
}

QSize PrepareStepDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    Q_UNUSED(index);
    const QFontMetrics metrics(option.font);
    const QFontMetrics fixed(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return {kStatusColumnWidth + 200, kStepPadding * 2 + metrics.height() + fixed.height() + 2};
}

void PrepareStepDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);

    const auto status = PrepareStepStatus(index.data(PrepareLogModel::StatusRole).toInt());
    const bool hasWarning = !index.data(PrepareLogModel::WarningRole).toString().isEmpty();
    const StatusLook look = lookFor(status, hasWarning, opt.palette);
    const bool selected = opt.state & QStyle::State_Selected;
    const QColor text = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor dim = selected ? text : opt.palette.color(QPalette::PlaceholderText);

    painter->save();
    const QRect area = opt.rect.adjusted(kStepPadding, kStepPadding, -kStepPadding, -kStepPadding);
    const QFontMetrics metrics(opt.font);
    const QRect firstLine(area.left(), area.top(), area.width(), metrics.height());

    painter->setPen(selected ? text : look.colour);
    QFont bold = opt.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->drawText(firstLine.adjusted(0, 0, -(area.width() - kStatusColumnWidth), 0), Qt::AlignLeft | Qt::AlignVCenter,
                      look.glyph + QLatin1Char(' ') + prepareStepStatusText(status, hasWarning));

    const QString duration = formatDuration(index.data(PrepareLogModel::DurationMsRole).toLongLong());
    painter->setFont(opt.font);
    painter->setPen(dim);
    painter->drawText(firstLine, Qt::AlignRight | Qt::AlignVCenter, duration);

    painter->setPen(text);
    painter->setFont(bold);
    const int durationWidth = metrics.horizontalAdvance(duration) + kStepPadding;
    const QRect nameRect = firstLine.adjusted(kStatusColumnWidth, 0, -durationWidth, 0);
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                      metrics.elidedText(index.data(PrepareLogModel::NameRole).toString(), Qt::ElideRight, nameRect.width()));

    const QFont fixedFont = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QFontMetrics fixed(fixedFont);
    const QRect detailRect(area.left() + kStatusColumnWidth, firstLine.bottom() + 2, area.width() - kStatusColumnWidth,
                           fixed.height());
    const bool isProblem = status == PrepareStepStatus::Failed || hasWarning;
    painter->setFont(isProblem ? opt.font : fixedFont);
    painter->setPen(isProblem && !selected ? look.colour : dim);
    painter->drawText(detailRect, Qt::AlignLeft | Qt::AlignVCenter,
                      fixed.elidedText(secondLine(index), Qt::ElideMiddle, detailRect.width()));
    painter->restore();
}

} // namespace kandesk::ui
