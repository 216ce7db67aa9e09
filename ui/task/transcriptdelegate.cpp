// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptdelegate.h"

#include "ui/colourmix.h"

#include "markdownblocks.h"
#include "transcriptdetail.h"
#include "transcriptroles.h"
#include "transcriptstyle.h"

#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QFontDatabase>
#include <QJsonObject>
#include <QPainter>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace kandesk::ui {

using transcript::ItemKind;
using transcript::PermissionState;

namespace {

constexpr int kSideMargin = 16;
constexpr int kRowPad = 6; // above and below a row
constexpr int kToolPad = 2; // tool rows sit close together, like a list
constexpr int kCardPad = 10;
constexpr int kIndent = 22;
constexpr int kGap = 4;
constexpr int kStatusColumn = 92;

int ceilOf(qreal value)
{
    return int(std::ceil(value));
}

void drawDocument(
    QPainter *painter, const QTextDocument *document, const QPoint &at, const QRect &clip, const QPalette &palette)
{
    painter->save();
    painter->translate(at);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette;
    context.clip = QRectF(clip.translated(-at));
    document->documentLayout()->draw(painter, context);
    painter->restore();
}

} // namespace

struct TranscriptDelegate::Rendered {
    bool stale = true;
    quint64 lastUse = 0;
    int width = -1;
    ItemKind kind = ItemKind::Notice;
    MarkdownBlocks body;
    std::unique_ptr<QTextDocument> detail;
    int height = 0;
    int bodyTop = 0;
    int detailTop = 0;
    int widgetTop = 0; // where the row's widget goes (a permission's buttons, a tool call's terminal)
    int widgetHeight = 0;
};

TranscriptDelegate::TranscriptDelegate(QAbstractItemView *view)
    : QStyledItemDelegate(view)
    , m_view(view)
{ }

TranscriptDelegate::~TranscriptDelegate() = default;

void TranscriptDelegate::invalidate(int row)
{
    const auto found = m_cache.constFind(row);
    if (found != m_cache.cend())
        found.value()->stale = true;
    m_heights.remove(row);
}

void TranscriptDelegate::invalidateAll()
{
    m_cache.clear();
    m_heights.clear();
    m_behind.clear();
}

void TranscriptDelegate::releaseRenderings()
{
    for (auto it = m_cache.cbegin(); it != m_cache.cend(); ++it) {
        // A row rendered in part has no final height yet.
        if (!it.value()->stale && !m_behind.contains(it.key()))
            m_heights.insert(it.key(), {it.value()->width, it.value()->height});
    }
    m_cache.clear();
}

QSet<int> TranscriptDelegate::takeRowsBehind()
{
    return std::exchange(m_behind, {});
}

void TranscriptDelegate::dropOldRenderings() const
{
    // Enough for a few screens of rows; dropping in batches keeps the selection rare.
    constexpr qsizetype kKeep = 64;
    if (m_cache.size() <= 2 * kKeep)
        return;
    QList<std::pair<quint64, int>> byUse; // last use, row
    byUse.reserve(m_cache.size());
    for (auto it = m_cache.cbegin(); it != m_cache.cend(); ++it)
        byUse.append({it.value()->lastUse, it.key()});
    std::nth_element(byUse.begin(), byUse.end() - kKeep, byUse.end());
    for (auto it = byUse.cbegin(); it != byUse.cend() - kKeep; ++it) {
        const auto found = m_cache.constFind(it->second);
        const Rendered &r = *found.value();
        if (!r.stale)
            m_heights.insert(it->second, {r.width, r.height});
        m_cache.erase(found);
    }
}

int TranscriptDelegate::heightOf(const QModelIndex &index) const
{
    const int width = contentWidth();
    const auto cached = m_cache.constFind(index.row());
    if (cached != m_cache.cend() && !cached.value()->stale && cached.value()->width == width)
        return cached.value()->height;
    const auto measured = m_heights.constFind(index.row());
    if (cached == m_cache.cend() && measured != m_heights.cend() && measured->first == width)
        return measured->second;
    const Rendered &fresh = rendered(index);
    const int height = fresh.height;
    // A hidden view (a layout still going on after the user left the session) paints nothing:
    // keep the height only.
    if (!m_view->isVisible() && !m_behind.contains(index.row())) {
        m_heights.insert(index.row(), {fresh.width, height});
        m_cache.remove(index.row());
    }
    return height;
}

int TranscriptDelegate::contentWidth() const
{
    return qMax(120, m_view->viewport()->width() - 2 * kSideMargin);
}

TranscriptDelegate::Rendered &TranscriptDelegate::rendered(const QModelIndex &index) const
{
    auto &slot = m_cache[index.row()];
    if (!slot)
        slot = std::make_shared<Rendered>();
    Rendered &r = *slot;
    r.lastUse = ++m_useClock;
    const int width = contentWidth();
    if (!r.stale && r.width == width)
        return r;
    r.stale = false;
    r.width = width;
    r.kind = ItemKind(index.data(transcript::KindRole).toInt());

    const QPalette palette = m_view->palette();
    const QFont font = m_view->font();
    const QFontMetrics metrics(font);
    const int lineHeight = metrics.height();
    const bool expanded = index.data(transcript::ExpandedRole).toBool();
    auto updateBody = [&](const QPalette &colours) {
        if (!r.body.update(index.data(transcript::TextRole).toString(), colours, font, kCharsPerFrame,
                           QDeadlineTimer(kRenderBudgetMs)))
            m_behind.insert(index.row());
    };
    auto detailHeight = [&] { return r.detail ? ceilOf(r.detail->size().height()) : 0; };

    switch (r.kind) {
    case ItemKind::AgentText:
        r.body.setWidth(width);
        updateBody(palette);
        r.bodyTop = kRowPad;
        r.height = kRowPad + ceilOf(r.body.height()) + kRowPad;
        break;
    case ItemKind::UserPrompt:
        r.body.setWidth(width - 2 * kCardPad);
        updateBody(palette);
        r.bodyTop = 2 * kRowPad + kCardPad + lineHeight + kGap;
        r.height = r.bodyTop + ceilOf(r.body.height()) + kCardPad + kRowPad;
        break;
    case ItemKind::Reasoning: {
        r.bodyTop = kRowPad + lineHeight + kGap;
        r.height = kRowPad + lineHeight + kRowPad;
        if (expanded) {
            QPalette dim = palette;
            dim.setColor(QPalette::Text, dimColour(palette));
            r.body.setWidth(width - kIndent);
            updateBody(dim);
            r.height = r.bodyTop + ceilOf(r.body.height()) + kRowPad;
        }
        break;
    }
    case ItemKind::ToolCall: {
        const int rowHeight = lineHeight + 8;
        r.height = kToolPad + rowHeight + kToolPad;
        r.detail.reset();
        if (expanded) {
            // A terminal's output shows live in a TranscriptTerminal below the details.
            const QWidget *terminal = m_view->indexWidget(index);
            r.detail = toolCallDetail(index, width - kIndent, font, palette, terminal != nullptr);
            r.detailTop = kToolPad + rowHeight + kGap;
            r.height = r.detailTop + detailHeight() + kRowPad + kToolPad;
            r.widgetTop = r.detailTop + detailHeight();
            r.widgetHeight = terminal ? terminal->sizeHint().height() : 0;
            r.height += r.widgetHeight;
        }
        break;
    }
    case ItemKind::Permission: {
        r.detail = permissionDetail(index, width - 2 * kCardPad, font, palette);
        r.detailTop = kRowPad + kCardPad + lineHeight + kGap + 2;
        const int afterDetail = r.detailTop + (r.detail ? detailHeight() + 8 : 0);
        r.widgetTop = afterDetail;
        const auto state = PermissionState(index.data(transcript::PermissionStateRole).toInt());
        if (state == PermissionState::Pending) {
            QWidget *buttons = m_view->indexWidget(index);
            r.widgetHeight = buttons ? buttons->sizeHint().height() : lineHeight + 12;
        } else {
            r.widgetHeight = lineHeight;
        }
        r.height = r.widgetTop + r.widgetHeight + kCardPad + kRowPad;
        break;
    }
    case ItemKind::Elicitation: {
        r.detail = elicitationDetail(index, width - 2 * kCardPad, font, palette);
        r.detailTop = kRowPad + kCardPad + lineHeight + kGap + 2;
        r.widgetTop = r.detailTop + detailHeight() + 8;
        const bool pending = PermissionState(index.data(transcript::PermissionStateRole).toInt()) == PermissionState::Pending;
        const QWidget *form = pending ? m_view->indexWidget(index) : nullptr;
        r.widgetHeight = form ? form->sizeHint().height() : lineHeight;
        r.height = r.widgetTop + r.widgetHeight + kCardPad + kRowPad;
        break;
    }
    case ItemKind::Error: {
        r.detail = errorDetail(index, width - 2 * kCardPad, font, palette);
        r.detailTop = kRowPad + kCardPad + lineHeight + kGap;
        r.widgetTop = r.detailTop + detailHeight() + kGap;
        QWidget *buttons = m_view->indexWidget(index);
        r.widgetHeight = buttons ? buttons->sizeHint().height() : 0;
        r.height = (buttons ? r.widgetTop + r.widgetHeight : r.detailTop + detailHeight()) + kCardPad + kRowPad;
        break;
    }
    case ItemKind::TurnEnded:
    case ItemKind::Notice:
        r.height = 2 * kRowPad + lineHeight + 2;
        break;
    }
    return r;
}

QString TranscriptDelegate::anchorAt(const QModelIndex &index, const QRect &rect, const QPoint &pos) const
{
    const Rendered &r = rendered(index);
    int left = rect.left() + kSideMargin;
    if (r.kind == ItemKind::UserPrompt)
        left += kCardPad;
    else if (r.kind == ItemKind::Reasoning)
        left += kIndent;
    else if (r.kind != ItemKind::AgentText)
        return {};
    if (r.kind == ItemKind::Reasoning && !index.data(transcript::ExpandedRole).toBool())
        return {};
    return r.body.anchorAt(QPointF(pos.x() - left, pos.y() - (rect.top() + r.bodyTop)));
}

QSize TranscriptDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    Q_UNUSED(option);
    const int height = heightOf(index);
    dropOldRenderings();
    return { m_view->viewport()->width(), height };
}

void TranscriptDelegate::updateEditorGeometry(
    QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const Rendered &r = rendered(index);
    const int inset = r.kind == ItemKind::ToolCall ? kIndent : kCardPad;
    editor->setGeometry(option.rect.left() + kSideMargin + inset, option.rect.top() + r.widgetTop,
        r.width - inset - (r.kind == ItemKind::ToolCall ? 0 : kCardPad), r.widgetHeight);
}

void TranscriptDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    Rendered &r = rendered(index);
    const QPalette &palette = option.palette;
    const QRect rect = option.rect;
    const int left = rect.left() + kSideMargin;
    const int width = r.width;
    const QFontMetrics metrics(option.font);
    const int lineHeight = metrics.height();
    const QRect clip = rect.intersected(option.widget ? option.widget->rect() : rect);
    const QColor text = palette.color(QPalette::Text);
    const QColor dim = dimColour(palette);
    QFont bold = option.font;
    bold.setWeight(QFont::DemiBold);
    const bool expanded = index.data(transcript::ExpandedRole).toBool();

    painter->save();
    painter->setClipRect(clip);
    if ((option.state & QStyle::State_HasFocus) && m_view->hasFocus())
        painter->fillRect(
            QRect(rect.left() + 4, rect.top() + 2, 3, rect.height() - 4), palette.color(QPalette::Highlight));

    switch (r.kind) {
    case ItemKind::AgentText:
        painter->save();
        painter->translate(left, rect.top() + r.bodyTop);
        r.body.draw(painter, QRectF(clip.translated(-left, -(rect.top() + r.bodyTop))), palette);
        painter->restore();
        break;
    case ItemKind::UserPrompt: {
        const QRect card(left, rect.top() + 2 * kRowPad, width, r.height - 3 * kRowPad);
        drawCard(painter, card, mix(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 0.08),
            mix(palette.color(QPalette::Base), palette.color(QPalette::Highlight), 0.30));
        painter->setFont(bold);
        painter->setPen(palette.color(QPalette::Highlight));
        painter->drawText(QRect(card.left() + kCardPad, card.top() + kCardPad, width, lineHeight),
            Qt::AlignLeft | Qt::AlignVCenter, tr("You"));
        painter->save();
        const QPoint at(card.left() + kCardPad, rect.top() + r.bodyTop);
        painter->translate(at);
        r.body.draw(painter, QRectF(clip.translated(-at)), palette);
        painter->restore();
        break;
    }
    case ItemKind::Reasoning: {
        const QRect header(left, rect.top() + kRowPad, width, lineHeight);
        painter->setPen(dim);
        QFont italic = option.font;
        italic.setItalic(true);
        painter->setFont(italic);
        const QString arrow = expanded ? QStringLiteral("▾") : QStringLiteral("▸");
        const QString label = arrow + QLatin1Char(' ') + tr("Thinking");
        painter->drawText(header, Qt::AlignLeft | Qt::AlignVCenter, label);
        if (!expanded) {
            const int labelWidth = QFontMetrics(italic).horizontalAdvance(label) + 12;
            const QString preview = index.data(transcript::TextRole).toString().left(400).simplified();
            const QRect previewRect = header.adjusted(labelWidth, 0, 0, 0);
            painter->drawText(previewRect, Qt::AlignLeft | Qt::AlignVCenter,
                QFontMetrics(italic).elidedText(preview, Qt::ElideRight, previewRect.width()));
        } else {
            QPalette dimPalette = palette;
            dimPalette.setColor(QPalette::Text, dim);
            painter->save();
            const QPoint at(left + kIndent, rect.top() + r.bodyTop);
            painter->fillRect(
                QRect(left + 6, at.y(), 2, ceilOf(r.body.height())), mix(palette.color(QPalette::Base), dim, 0.5));
            painter->translate(at);
            r.body.draw(painter, QRectF(clip.translated(-at)), dimPalette);
            painter->restore();
        }
        break;
    }
    case ItemKind::ToolCall: {
        const QRect row(left, rect.top() + kToolPad, width, lineHeight + 8);
        const QString status = index.data(transcript::ToolStatusRole).toString();
        const StatusLook look = toolLook(status, palette);
        painter->fillRect(row, mix(palette.color(QPalette::Base), text, 0.035));
        painter->setPen(dim);
        painter->setFont(option.font);
        painter->drawText(row.adjusted(6, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
            expanded ? QStringLiteral("▾") : QStringLiteral("▸"));
        painter->setPen(look.colour);
        painter->setFont(bold);
        painter->drawText(row.adjusted(22, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
            look.glyph + QLatin1Char(' ') + toolStatusText(status));
        const QString kind = toolKindText(index.data(transcript::ToolKindRole).toString());
        int x = 22 + kStatusColumn;
        painter->setPen(dim);
        painter->setFont(option.font);
        painter->drawText(row.adjusted(x, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, kind);
        x += qMax(metrics.horizontalAdvance(kind) + 10, 56);
        const QStringList locations = index.data(transcript::ToolLocationsRole).toStringList();
        const QString location = locations.value(0);
        const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        const int locationWidth
            = location.isEmpty() ? 0 : qMin(QFontMetrics(fixed).horizontalAdvance(location), width / 3);
        QString title = index.data(transcript::ToolTitleRole).toString();
        if (title.isEmpty())
            title = index.data(transcript::ToolCallIdRole).toString();
        const QRect titleRect = row.adjusted(x, 0, -(locationWidth + 16), 0);
        painter->setPen(text);
        painter->drawText(
            titleRect, Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(title, Qt::ElideRight, titleRect.width()));
        if (!location.isEmpty()) {
            painter->setFont(fixed);
            painter->setPen(dim);
            painter->drawText(row.adjusted(0, 0, -8, 0), Qt::AlignRight | Qt::AlignVCenter,
                QFontMetrics(fixed).elidedText(location, Qt::ElideMiddle, locationWidth));
        }
        if (expanded && r.detail)
            drawDocument(painter, r.detail.get(), QPoint(left + kIndent, rect.top() + r.detailTop), clip, palette);
        break;
    }
    case ItemKind::Permission:
    case ItemKind::Elicitation: {
        const auto state = PermissionState(index.data(transcript::PermissionStateRole).toInt());
        const bool pending = state == PermissionState::Pending;
        const QRect card(left, rect.top() + kRowPad, width, r.height - 2 * kRowPad);
        const QColor accent = pending ? warningColour(palette) : mix(palette.color(QPalette::Base), text, 0.25);
        drawCard(painter, card, mix(palette.color(QPalette::Base), accent, pending ? 0.07 : 0.02), accent,
            pending ? 1.5 : 1);
        QString lead = pending ? tr("⚠ Permission needed") : tr("Permission");
        QString title = index.data(transcript::PermissionTitleRole).toString();
        if (r.kind == ItemKind::Elicitation) {
            const QJsonObject details = index.data(transcript::PermissionDetailsRole).toJsonObject();
            const bool url = details.value(QLatin1String("mode")).toString() == QLatin1String("url");
            lead = pending ? (url ? tr("⚠ The agent asks you to open a page") : tr("⚠ Input needed"))
                           : (url ? tr("Page") : tr("Input"));
            title = details.value(QLatin1String("requested_schema")).toObject().value(QLatin1String("title")).toString();
        }
        const QRect header(card.left() + kCardPad, card.top() + kCardPad, width - 2 * kCardPad, lineHeight);
        painter->setFont(bold);
        painter->setPen(pending ? warningColour(palette) : dim);
        painter->drawText(header, Qt::AlignLeft | Qt::AlignVCenter, lead);
        const QRect titleRect = header.adjusted(QFontMetrics(bold).horizontalAdvance(lead) + 10, 0, 0, 0);
        painter->setPen(text);
        painter->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(bold).elidedText(title, Qt::ElideRight, titleRect.width()));
        if (r.detail)
            drawDocument(
                painter, r.detail.get(), QPoint(card.left() + kCardPad, rect.top() + r.detailTop), clip, palette);
        if (!pending) {
            const QRect answer(
                card.left() + kCardPad, rect.top() + r.widgetTop, width - 2 * kCardPad, r.widgetHeight);
            const QString chosen = index.data(transcript::PermissionChosenRole).toString();
            const bool answered = state == PermissionState::Answered;
            QString words = answered ? tr("✓ Answered: %1").arg(chosen)
                                     : (chosen.isEmpty() ? tr("– No longer asked") : tr("– No longer asked (%1)").arg(chosen));
            if (r.kind == ItemKind::Elicitation)
                words = (answered ? tr("✓ %1") : tr("– %1")).arg(chosen);
            painter->setFont(option.font);
            painter->setPen(answered ? text : dim);
            painter->drawText(answer, Qt::AlignLeft | Qt::AlignVCenter, words);
        }
        break;
    }
    case ItemKind::Error: {
        const QRect card(left, rect.top() + kRowPad, width, r.height - 2 * kRowPad);
        const QColor accent = failureColour(palette);
        drawCard(painter, card, mix(palette.color(QPalette::Base), accent, 0.06), accent, 1.5);
        painter->setFont(bold);
        painter->setPen(accent);
        painter->drawText(QRect(card.left() + kCardPad, card.top() + kCardPad, width, lineHeight),
            Qt::AlignLeft | Qt::AlignVCenter,
            tr("✗ %1").arg(index.data(transcript::FailureTitleRole).toString().isEmpty() ? tr("Error")
                                                                                       : index.data(transcript::FailureTitleRole).toString()));
        if (r.detail)
            drawDocument(
                painter, r.detail.get(), QPoint(card.left() + kCardPad, rect.top() + r.detailTop), clip, palette);
        break;
    }
    case ItemKind::TurnEnded:
    case ItemKind::Notice: {
        const QString words = r.kind == ItemKind::TurnEnded
            ? stopReasonText(index.data(transcript::StopReasonRole).toString())
            : index.data(transcript::TextRole).toString();
        QFont small = option.font;
        small.setPointSizeF(small.pointSizeF() * 0.9);
        const QFontMetrics smallMetrics(small);
        const int textWidth = smallMetrics.horizontalAdvance(words) + 24;
        const int y = rect.top() + r.height / 2;
        const QColor line = mix(palette.color(QPalette::Base), text, 0.15);
        painter->setPen(line);
        const int middle = left + width / 2;
        painter->drawLine(left, y, middle - textWidth / 2, y);
        painter->drawLine(middle + textWidth / 2, y, left + width, y);
        painter->setFont(small);
        painter->setPen(dim);
        painter->drawText(QRect(middle - textWidth / 2, rect.top(), textWidth, r.height), Qt::AlignCenter, words);
        break;
    }
    }
    painter->restore();
}

} // namespace kandesk::ui
