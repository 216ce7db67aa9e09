// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptdelegate.h"

#include "ui/colourmix.h"

#include "markdownblocks.h"
#include "transcriptroles.h"

#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QFontDatabase>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QPainterPath>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace kandesk::ui {

using transcript::ItemKind;
using transcript::PermissionState;

namespace {

constexpr int kSideMargin = 16;
constexpr int kPad = 6; // above and below a row
constexpr int kToolPad = 2; // tool rows sit close together, like a list
constexpr int kCardPad = 10;
constexpr int kIndent = 22;
constexpr int kGap = 4;
constexpr int kStatusColumn = 92;
constexpr qsizetype kDetailLimit = 6000;

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor successColour(const QPalette &palette)
{
    return isDark(palette) ? QColor(0x5f, 0xc4, 0x8a) : QColor(0x1e, 0x7e, 0x45);
}

QColor failureColour(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xf0, 0x71, 0x78) : QColor(0xb4, 0x23, 0x18);
}

QColor warningColour(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xe5, 0xb5, 0x4a) : QColor(0x9a, 0x5b, 0x00);
}

QColor dimColour(const QPalette &palette)
{
    return palette.color(QPalette::PlaceholderText);
}

int ceilOf(qreal value)
{
    return int(std::ceil(value));
}

struct StatusLook {
    QString glyph;
    QColor colour;
};

StatusLook toolLook(const QString &status, const QPalette &palette)
{
    if (status == QLatin1String("completed"))
        return { QStringLiteral("✓"), successColour(palette) };
    if (status == QLatin1String("failed"))
        return { QStringLiteral("✗"), failureColour(palette) };
    if (status == QLatin1String("in_progress"))
        return { QStringLiteral("◐"), palette.color(QPalette::Highlight) };
    if (status == transcript::kToolStatusStopped)
        return { QStringLiteral("■"), dimColour(palette) };
    return { QStringLiteral("○"), dimColour(palette) };
}

QString toolKindText(const QString &kind)
{
    static const QHash<QString, const char *> words {
        { QStringLiteral("read"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Read") },
        { QStringLiteral("edit"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Edit") },
        { QStringLiteral("delete"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Delete") },
        { QStringLiteral("move"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Move") },
        { QStringLiteral("search"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Search") },
        { QStringLiteral("execute"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Run") },
        { QStringLiteral("think"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Think") },
        { QStringLiteral("fetch"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Fetch") },
    };
    const auto found = words.constFind(kind);
    return found == words.cend() ? QCoreApplication::translate("TranscriptDelegate", "Tool")
                                 : QCoreApplication::translate("TranscriptDelegate", found.value());
}

QString jsonText(const QJsonValue &value)
{
    QString text;
    if (value.isString())
        text = value.toString();
    else if (value.isObject())
        text = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented)).trimmed();
    else if (value.isArray())
        text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)).trimmed();
    else if (!value.isNull() && !value.isUndefined())
        text = value.toVariant().toString();
    if (text.size() > kDetailLimit)
        text = text.left(kDetailLimit)
            + QCoreApplication::translate("TranscriptDelegate", "\n… (%1 more characters)")
                  .arg(text.size() - kDetailLimit);
    return text;
}

// A small document builder: headings, plain paragraphs and monospace boxes.
class DetailWriter
{
public:
    DetailWriter(QTextDocument *document, const QFont &font, const QPalette &palette)
        : m_cursor(document)
        , m_font(font)
        , m_palette(palette)
    {
        document->setUndoRedoEnabled(false);
        document->setDocumentMargin(0);
        document->setDefaultFont(font);
    }

    void heading(const QString &text)
    {
        QTextCharFormat format;
        format.setFontWeight(QFont::DemiBold);
        format.setForeground(dimColour(m_palette));
        QTextBlockFormat block;
        block.setTopMargin(m_first ? 0 : 6);
        paragraph(text, format, block);
    }

    void plain(const QString &text, const QColor &colour = {})
    {
        QTextCharFormat format;
        if (colour.isValid())
            format.setForeground(colour);
        paragraph(text, format, {});
    }

    void code(const QString &text)
    {
        QTextCharFormat format;
        format.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        QTextBlockFormat block;
        block.setBackground(mix(m_palette.color(QPalette::Base), m_palette.color(QPalette::Text), 0.06));
        block.setLeftMargin(6);
        block.setRightMargin(6);
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (const QString &line : lines)
            paragraph(line, format, block);
    }

private:
    void paragraph(const QString &text, const QTextCharFormat &format, const QTextBlockFormat &block)
    {
        if (!m_first)
            m_cursor.insertBlock(block, format);
        else
            m_cursor.setBlockFormat(block);
        m_first = false;
        m_cursor.insertText(text, format);
    }

    QTextCursor m_cursor;
    QFont m_font;
    QPalette m_palette;
    bool m_first = true;
};

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

void drawCard(QPainter *painter, const QRect &rect, const QColor &fill, const QColor &border, qreal borderWidth = 1)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    path.addRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    painter->fillPath(path, fill);
    painter->setPen(QPen(border, borderWidth));
    painter->drawPath(path);
    painter->restore();
}

} // namespace

QString toolStatusText(const QString &status)
{
    if (status == QLatin1String("completed"))
        return QCoreApplication::translate("TranscriptDelegate", "Done");
    if (status == QLatin1String("failed"))
        return QCoreApplication::translate("TranscriptDelegate", "Failed");
    if (status == QLatin1String("in_progress"))
        return QCoreApplication::translate("TranscriptDelegate", "Running");
    if (status == transcript::kToolStatusStopped)
        return QCoreApplication::translate("TranscriptDelegate", "Stopped");
    return QCoreApplication::translate("TranscriptDelegate", "Pending");
}

QString stopReasonText(const QString &stopReason)
{
    if (stopReason == QLatin1String("end_turn") || stopReason.isEmpty())
        return QCoreApplication::translate("TranscriptDelegate", "Turn ended");
    if (stopReason == QLatin1String("cancelled"))
        return QCoreApplication::translate("TranscriptDelegate", "Turn cancelled");
    if (stopReason == QLatin1String("max_tokens"))
        return QCoreApplication::translate("TranscriptDelegate", "Turn stopped: the agent reached its token limit");
    if (stopReason == QLatin1String("max_turn_requests"))
        return QCoreApplication::translate("TranscriptDelegate", "Turn stopped: too many requests in one turn");
    if (stopReason == QLatin1String("refusal"))
        return QCoreApplication::translate("TranscriptDelegate", "The agent refused to continue");
    return QCoreApplication::translate("TranscriptDelegate", "Turn ended (%1)").arg(stopReason);
}

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
    int buttonsTop = 0;
    int buttonsHeight = 0;
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
    auto makeDetail = [&](int textWidth) {
        r.detail = std::make_unique<QTextDocument>();
        r.detail->setTextWidth(textWidth);
        return DetailWriter(r.detail.get(), font, palette);
    };
    auto detailHeight = [&] { return r.detail ? ceilOf(r.detail->size().height()) : 0; };

    switch (r.kind) {
    case ItemKind::AgentText:
        r.body.setWidth(width);
        updateBody(palette);
        r.bodyTop = kPad;
        r.height = kPad + ceilOf(r.body.height()) + kPad;
        break;
    case ItemKind::UserPrompt:
        r.body.setWidth(width - 2 * kCardPad);
        updateBody(palette);
        r.bodyTop = 2 * kPad + kCardPad + lineHeight + kGap;
        r.height = r.bodyTop + ceilOf(r.body.height()) + kCardPad + kPad;
        break;
    case ItemKind::Reasoning: {
        r.bodyTop = kPad + lineHeight + kGap;
        r.height = kPad + lineHeight + kPad;
        if (expanded) {
            QPalette dim = palette;
            dim.setColor(QPalette::Text, dimColour(palette));
            r.body.setWidth(width - kIndent);
            updateBody(dim);
            r.height = r.bodyTop + ceilOf(r.body.height()) + kPad;
        }
        break;
    }
    case ItemKind::ToolCall: {
        const int rowHeight = lineHeight + 8;
        r.height = kToolPad + rowHeight + kToolPad;
        r.detail.reset();
        if (expanded) {
            DetailWriter writer = makeDetail(width - kIndent);
            const QStringList locations = index.data(transcript::ToolLocationsRole).toStringList();
            if (!locations.isEmpty()) {
                writer.heading(tr("Locations"));
                writer.code(locations.join(QLatin1Char('\n')));
            }
            const QJsonValue rawInput = index.data(transcript::ToolInputRole).toJsonValue();
            const QString input = jsonText(rawInput);
            const QJsonValue command = rawInput.toObject().value(QLatin1String("command"));
            if (command.isString() && rawInput.toObject().size() == 1) {
                writer.heading(tr("Command"));
                writer.code(QStringLiteral("$ ") + command.toString());
            } else if (!input.isEmpty()) {
                writer.heading(tr("Input"));
                writer.code(input);
            }
            const QJsonArray contents = index.data(transcript::ToolContentsRole).toJsonArray();
            for (const QJsonValue &value : contents) {
                const QJsonObject content = value.toObject();
                const QString type = content.value(QLatin1String("type")).toString();
                if (type == QLatin1String("diff")) {
                    writer.heading(tr("Change to %1").arg(content.value(QLatin1String("path")).toString()));
                    writer.code(jsonText(content.value(QLatin1String("newText"))));
                } else if (type == QLatin1String("terminal")) {
                    writer.heading(tr("Terminal %1").arg(content.value(QLatin1String("terminalId")).toString()));
                } else {
                    const QJsonObject inner = content.value(QLatin1String("content")).toObject();
                    writer.heading(tr("Content"));
                    writer.code(jsonText(inner.contains(QLatin1String("text")) ? inner.value(QLatin1String("text"))
                                                                               : QJsonValue(inner)));
                }
            }
            const QJsonValue rawOutput = index.data(transcript::ToolOutputRole).toJsonValue();
            const QString output = jsonText(rawOutput);
            const QJsonObject outputObject = rawOutput.toObject();
            const bool streams = !outputObject.isEmpty()
                && std::all_of(
                    outputObject.begin(), outputObject.end(), [](const QJsonValue &v) { return v.isString(); });
            if (streams) {
                // {stdout, stderr, …}: the text itself reads better than its JSON.
                for (auto it = outputObject.begin(); it != outputObject.end(); ++it) {
                    writer.heading(it.key());
                    writer.code(jsonText(it.value()).trimmed());
                }
            } else if (!output.isEmpty()) {
                writer.heading(tr("Output"));
                writer.code(output);
            }
            if (locations.isEmpty() && input.isEmpty() && output.isEmpty() && contents.isEmpty())
                writer.plain(tr("The agent sent no details for this tool call."), dimColour(palette));
            r.detailTop = kToolPad + rowHeight + kGap;
            r.height = r.detailTop + detailHeight() + kPad + kToolPad;
        }
        break;
    }
    case ItemKind::Permission: {
        r.detail.reset();
        const QJsonObject details = index.data(transcript::PermissionDetailsRole).toJsonObject();
        if (!details.isEmpty()) {
            DetailWriter writer = makeDetail(width - 2 * kCardPad);
            QStringList lines;
            for (auto it = details.begin(); it != details.end(); ++it) {
                const QString value = it.value().isString()
                    ? it.value().toString()
                    : QString::fromUtf8(
                        QJsonDocument::fromVariant(it.value().toVariant()).toJson(QJsonDocument::Compact));
                lines.append(it.key() + QStringLiteral(": ") + value);
            }
            writer.code(jsonText(lines.join(QLatin1Char('\n'))));
        }
        r.detailTop = kPad + kCardPad + lineHeight + kGap + 2;
        const int afterDetail = r.detailTop + (r.detail ? detailHeight() + 8 : 0);
        r.buttonsTop = afterDetail;
        const auto state = PermissionState(index.data(transcript::PermissionStateRole).toInt());
        if (state == PermissionState::Pending) {
            QWidget *buttons = m_view->indexWidget(index);
            r.buttonsHeight = buttons ? buttons->sizeHint().height() : lineHeight + 12;
        } else {
            r.buttonsHeight = lineHeight;
        }
        r.height = r.buttonsTop + r.buttonsHeight + kCardPad + kPad;
        break;
    }
    case ItemKind::Error: {
        DetailWriter writer = makeDetail(width - 2 * kCardPad);
        writer.plain(index.data(transcript::TextRole).toString());
        const QVariant exitCode = index.data(transcript::ExitCodeRole);
        if (exitCode.isValid())
            writer.plain(tr("Exit code %1").arg(exitCode.toInt()), dimColour(palette));
        const QString stderrText = index.data(transcript::StderrRole).toString();
        if (!stderrText.isEmpty()) {
            writer.heading(tr("Last lines of the agent's error output"));
            writer.code(stderrText);
        }
        const QStringList advice = index.data(transcript::AdviceRole).toStringList();
        if (!advice.isEmpty()) {
            writer.heading(tr("What to do"));
            for (const QString &line : advice)
                writer.plain(line);
        }
        r.detailTop = kPad + kCardPad + lineHeight + kGap;
        r.buttonsTop = r.detailTop + detailHeight() + kGap;
        QWidget *buttons = m_view->indexWidget(index);
        r.buttonsHeight = buttons ? buttons->sizeHint().height() : 0;
        r.height = (buttons ? r.buttonsTop + r.buttonsHeight : r.detailTop + detailHeight()) + kCardPad + kPad;
        break;
    }
    case ItemKind::TurnEnded:
    case ItemKind::Notice:
        r.height = 2 * kPad + lineHeight + 2;
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
    editor->setGeometry(option.rect.left() + kSideMargin + kCardPad, option.rect.top() + r.buttonsTop,
        r.width - 2 * kCardPad, r.buttonsHeight);
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
        const QRect card(left, rect.top() + 2 * kPad, width, r.height - 3 * kPad);
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
        const QRect header(left, rect.top() + kPad, width, lineHeight);
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
    case ItemKind::Permission: {
        const auto state = PermissionState(index.data(transcript::PermissionStateRole).toInt());
        const bool pending = state == PermissionState::Pending;
        const QRect card(left, rect.top() + kPad, width, r.height - 2 * kPad);
        const QColor accent = pending ? warningColour(palette) : mix(palette.color(QPalette::Base), text, 0.25);
        drawCard(painter, card, mix(palette.color(QPalette::Base), accent, pending ? 0.07 : 0.02), accent,
            pending ? 1.5 : 1);
        const QRect header(card.left() + kCardPad, card.top() + kCardPad, width - 2 * kCardPad, lineHeight);
        painter->setFont(bold);
        painter->setPen(pending ? warningColour(palette) : dim);
        const QString lead = pending ? tr("⚠ Permission needed") : tr("Permission");
        painter->drawText(header, Qt::AlignLeft | Qt::AlignVCenter, lead);
        const int leadWidth = QFontMetrics(bold).horizontalAdvance(lead) + 10;
        painter->setPen(text);
        const QRect titleRect = header.adjusted(leadWidth, 0, 0, 0);
        painter->drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetrics(bold).elidedText(
                index.data(transcript::PermissionTitleRole).toString(), Qt::ElideRight, titleRect.width()));
        if (r.detail)
            drawDocument(
                painter, r.detail.get(), QPoint(card.left() + kCardPad, rect.top() + r.detailTop), clip, palette);
        if (!pending) {
            const QRect answer(
                card.left() + kCardPad, rect.top() + r.buttonsTop, width - 2 * kCardPad, r.buttonsHeight);
            const QString chosen = index.data(transcript::PermissionChosenRole).toString();
            painter->setFont(option.font);
            if (state == PermissionState::Answered) {
                painter->setPen(text);
                painter->drawText(answer, Qt::AlignLeft | Qt::AlignVCenter, tr("✓ Answered: %1").arg(chosen));
            } else {
                painter->setPen(dim);
                painter->drawText(answer, Qt::AlignLeft | Qt::AlignVCenter,
                    chosen.isEmpty() ? tr("– No longer asked") : tr("– No longer asked (%1)").arg(chosen));
            }
        }
        break;
    }
    case ItemKind::Error: {
        const QRect card(left, rect.top() + kPad, width, r.height - 2 * kPad);
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
