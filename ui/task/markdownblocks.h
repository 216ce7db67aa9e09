// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDeadlineTimer>
#include <QFont>
#include <QPalette>
#include <QString>

#include <memory>
#include <vector>

class QPainter;
class QPointF;
class QRectF;
class QTextDocument;

namespace kandesk::ui {

// A Markdown text that keeps growing (a streaming agent message), rendered as a stack of
// documents: parts that end at a blank line outside a code fence are rendered once and frozen;
// only the open tail is rendered again when more text arrives. The cost of an update is bounded
// by the tail's size, not by the whole message. A tail that grows past a limit without a blank
// line is cut at a line end (a fence cut there is closed and reopened with its language).
class MarkdownBlocks final
{
public:
    MarkdownBlocks();
    ~MarkdownBlocks();
    MarkdownBlocks(const MarkdownBlocks &) = delete;
    MarkdownBlocks &operator=(const MarkdownBlocks &) = delete;

    // text must start with the text of the previous call, or everything is rendered afresh. At most
    // budget characters beyond those rendered before are taken (all when negative), and no further
    // part is frozen once the deadline passed, so a flood of text is laid out over several frames
    // rather than in one; false while some is still left.
    bool update(const QString &text, const QPalette &palette, const QFont &font, qsizetype budget = -1,
                QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever));
    void setWidth(qreal width);
    qreal height() const { return m_height; }
    // Paints at the painter's origin; clip is in the same coordinates.
    void draw(QPainter *painter, const QRectF &clip, const QPalette &palette) const;
    void clear();
    // The link target under point (in the same coordinates as draw), or empty.
    QString anchorAt(const QPointF &point) const;
    // The rendered parts, frozen ones first, then the open tail.
    int documentCount() const { return int(m_segments.size()) + (m_tail ? 1 : 0); }
    const QTextDocument *document(int index) const;

private:
    struct Segment {
        std::unique_ptr<QTextDocument> document;
        qreal top = 0;
        qreal height = 0; // the document's, kept: asking a document is far from free, and a long
                          // answer has a thousand parts
    };
    // false when it stopped at the deadline, after a frozen part, before the end of text.
    bool scan(QStringView text, QDeadlineTimer deadline);
    void freeze(QStringView text, qsizetype end, const QString &suffix, const QString &nextPrefix);
    std::unique_ptr<QTextDocument> render(const QString &markdown) const;
    void relayout();
    qreal tailTop() const;

    std::vector<Segment> m_segments; // frozen parts
    std::unique_ptr<QTextDocument> m_tail;
    QPalette m_palette;
    QFont m_font;
    qreal m_width = -1;
    qreal m_height = 0;
    qsizetype m_seen = 0; // length of the text rendered so far
    qsizetype m_scanPos = 0; // start of the first line not scanned yet
    qsizetype m_tailStart = 0;
    QString m_tailPrefix; // reopens a fence that a cut went through
    bool m_inFence = false;
    QString m_fenceMarker;
    QString m_fenceInfo;
};

// Shades fenced code blocks so they read as code on any palette.
void decorateCodeBlocks(QTextDocument *document, const QPalette &palette);

} // namespace kandesk::ui
