// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "markdownblocks.h"

#include "ui/colourmix.h"

#include "markdownrenderer.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>

namespace kandesk::ui {

namespace {

// A part is frozen at the first blank line after this many characters…
constexpr qsizetype kSoftLimit = 800;
// …or at any line end after this many.
constexpr qsizetype kHardLimit = 3000;
// The space a paragraph break would have left where one part ends and the next begins.
constexpr qreal kPartGap = 8;

// The fence marker a line opens or closes (``` or ~~~, three or more), or empty.
QString fenceMarkerOf(QStringView line, QStringView *rest)
{
    int indent = 0;
    while (indent < 3 && indent < line.size() && line.at(indent) == QLatin1Char(' '))
        ++indent;
    line = line.mid(indent);
    if (line.size() < 3)
        return {};
    const QChar c = line.at(0);
    if (c != QLatin1Char('`') && c != QLatin1Char('~'))
        return {};
    qsizetype run = 0;
    while (run < line.size() && line.at(run) == c)
        ++run;
    if (run < 3)
        return {};
    *rest = line.mid(run);
    return line.left(run).toString();
}

} // namespace

namespace {

bool isCodeBlock(const QTextBlock &block)
{
    if (!block.isValid())
        return false;
    const QTextBlockFormat format = block.blockFormat();
    return format.hasProperty(QTextFormat::BlockCodeFence) || format.hasProperty(QTextFormat::BlockCodeLanguage);
}

} // namespace

void decorateCodeBlocks(QTextDocument *document, const QPalette &palette)
{
    const QColor shade = mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.06);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        QTextBlockFormat format = block.blockFormat();
        if (!isCodeBlock(block)) {
            // Air between paragraphs, headings and code, as a reader expects.
            if (!block.textList() && block.next().isValid())
                format.setBottomMargin(qMax(format.bottomMargin(), 6.0));
            if (format.headingLevel() > 0 && block.previous().isValid())
                format.setTopMargin(qMax(format.topMargin(), 6.0));
            if (block.textList() && !block.next().textList())
                format.setBottomMargin(qMax(format.bottomMargin(), 6.0));
            QTextCursor(block).setBlockFormat(format);
            continue;
        }
        format.setBackground(shade);
        format.setLeftMargin(6);
        format.setRightMargin(6);
        if (!isCodeBlock(block.previous()))
            format.setTopMargin(2);
        if (!isCodeBlock(block.next()))
            format.setBottomMargin(8);
        QTextCursor(block).setBlockFormat(format);
    }
}

MarkdownBlocks::MarkdownBlocks() = default;
MarkdownBlocks::~MarkdownBlocks() = default;

void MarkdownBlocks::clear()
{
    m_segments.clear();
    m_tail.reset();
    m_height = 0;
    m_seen = 0;
    m_scanPos = 0;
    m_tailStart = 0;
    m_tailPrefix.clear();
    m_inFence = false;
    m_fenceMarker.clear();
    m_fenceInfo.clear();
}

bool MarkdownBlocks::update(const QString &text, const QPalette &palette, const QFont &font, qsizetype budget,
                            QDeadlineTimer deadline)
{
    if (text.size() < m_seen || font != m_font || palette != m_palette)
        clear();
    m_palette = palette;
    m_font = font;
    if (m_tail && text.size() == m_seen)
        return true;
    QStringView taken(text);
    if (budget >= 0 && text.size() - m_seen > budget) {
        qsizetype end = m_seen + budget;
        if (end > 0 && text.at(end - 1).isHighSurrogate())
            ++end; // never between the halves of a surrogate pair
        taken = taken.left(end);
    }
    if (!scan(taken, deadline))
        taken = taken.left(m_scanPos);
    m_seen = taken.size();
    if (m_tailStart < taken.size())
        m_tail = render(m_tailPrefix + taken.mid(m_tailStart));
    else
        m_tail.reset();
    relayout();
    return m_seen == text.size();
}

bool MarkdownBlocks::scan(QStringView text, QDeadlineTimer deadline)
{
    while (true) {
        const qsizetype newline = text.indexOf(QLatin1Char('\n'), m_scanPos);
        if (newline < 0)
            return true;
        const QStringView line = text.mid(m_scanPos, newline - m_scanPos);
        const qsizetype lineEnd = newline + 1;
        m_scanPos = lineEnd;

        QStringView rest;
        const QString marker = fenceMarkerOf(line, &rest);
        bool blank = false;
        if (!m_inFence && !marker.isEmpty()) {
            m_inFence = true;
            m_fenceMarker = marker;
            m_fenceInfo = rest.trimmed().toString();
        } else if (m_inFence && !marker.isEmpty() && marker.at(0) == m_fenceMarker.at(0)
            && marker.size() >= m_fenceMarker.size() && rest.trimmed().isEmpty()) {
            m_inFence = false;
        } else if (!m_inFence) {
            blank = line.trimmed().isEmpty();
        }

        const qsizetype partLength = lineEnd - m_tailStart;
        if (!m_inFence && blank && partLength >= kSoftLimit)
            freeze(text, lineEnd, {}, {});
        else if (partLength >= kHardLimit && m_inFence)
            freeze(text, lineEnd, m_fenceMarker, m_fenceMarker + m_fenceInfo + QLatin1Char('\n'));
        else if (partLength >= kHardLimit)
            freeze(text, lineEnd, {}, {});
        else
            continue;
        if (deadline.hasExpired() && m_scanPos < text.size())
            return false;
    }
}

void MarkdownBlocks::freeze(QStringView text, qsizetype end, const QString &suffix, const QString &nextPrefix)
{
    Segment segment;
    segment.document = render(m_tailPrefix + text.mid(m_tailStart, end - m_tailStart) + suffix);
    if (m_width > 0)
        segment.document->setTextWidth(m_width);
    segment.top = tailTop();
    segment.height = segment.document->size().height();
    m_segments.push_back(std::move(segment));
    m_tailStart = end;
    m_tailPrefix = nextPrefix;
}

std::unique_ptr<QTextDocument> MarkdownBlocks::render(const QString &markdown) const
{
    auto document = std::make_unique<QTextDocument>();
    document->setUndoRedoEnabled(false);
    document->setDocumentMargin(0);
    document->setDefaultFont(m_font);
    renderMarkdown(document.get(), markdown, m_palette);
    decorateCodeBlocks(document.get(), m_palette);
    // A part is laid out once and painted on every frame it is in view; without its glyphs kept,
    // each paint would shape its text again. Only the parts of rows in the delegate's cache exist.
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        block.layout()->setCacheEnabled(true);
    if (m_width > 0)
        document->setTextWidth(m_width);
    return document;
}

QString MarkdownBlocks::anchorAt(const QPointF &point) const
{
    for (const auto &segment : m_segments) {
        if (point.y() >= segment.top && point.y() < segment.top + segment.height)
            return segment.document->documentLayout()->anchorAt(point - QPointF(0, segment.top));
    }
    const qreal top = tailTop();
    if (m_tail && point.y() >= top)
        return m_tail->documentLayout()->anchorAt(point - QPointF(0, top));
    return {};
}

const QTextDocument *MarkdownBlocks::document(int index) const
{
    if (index >= 0 && index < int(m_segments.size()))
        return m_segments[size_t(index)].document.get();
    return index == int(m_segments.size()) ? m_tail.get() : nullptr;
}

void MarkdownBlocks::setWidth(qreal width)
{
    if (qFuzzyCompare(width, m_width))
        return;
    m_width = width;
    qreal top = 0;
    for (auto &segment : m_segments) {
        segment.document->setTextWidth(width);
        segment.top = top;
        segment.height = segment.document->size().height();
        top += segment.height + kPartGap;
    }
    if (m_tail)
        m_tail->setTextWidth(width);
    relayout();
}

qreal MarkdownBlocks::tailTop() const
{
    return m_segments.empty() ? 0 : m_segments.back().top + m_segments.back().height + kPartGap;
}

void MarkdownBlocks::relayout()
{
    m_height = tailTop() + (m_tail ? m_tail->size().height() : 0);
}

void MarkdownBlocks::draw(QPainter *painter, const QRectF &clip, const QPalette &palette) const
{
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette;
    auto drawOne = [&](const QTextDocument *document, qreal top, qreal height) {
        if (top > clip.bottom() || top + height < clip.top())
            return;
        painter->save();
        painter->translate(0, top);
        context.clip = clip.translated(0, -top);
        painter->setClipRect(context.clip, Qt::IntersectClip);
        document->documentLayout()->draw(painter, context);
        painter->restore();
    };
    // The first part that reaches into clip, by its top (parts are in order and do not overlap).
    auto first = std::upper_bound(m_segments.cbegin(), m_segments.cend(), clip.top(),
                                  [](qreal y, const Segment &segment) { return y < segment.top + segment.height; });
    for (; first != m_segments.cend() && first->top <= clip.bottom(); ++first)
        drawOne(first->document.get(), first->top, first->height);
    if (m_tail)
        drawOne(m_tail.get(), tailTop(), m_tail->size().height());
}

} // namespace kandesk::ui
