// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "terminalview.h"

#include "application/terminals/terminal.h"
#include "terminalkeys.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>

#include <cmath>

namespace kandesk::ui {

namespace {

constexpr int kFrameMs = 16;
constexpr int kWheelLines = 3;

// A line's characters and, for each QChar of them, the column it is in.
struct LineText {
    QString text;
    QList<int> columns;
};

LineText lineText(const TerminalLine &line)
{
    LineText result;
    for (int column = 0; column < line.cells.size(); ++column) {
        const QString cell = line.cellText(column);
        result.text += cell;
        for (qsizetype i = 0; i < cell.size(); ++i)
            result.columns.append(column);
    }
    result.columns.append(int(line.cells.size()));
    return result;
}

int mouseButton(Qt::MouseButton button)
{
    switch (button) {
    case Qt::LeftButton:
        return 1;
    case Qt::MiddleButton:
        return 2;
    case Qt::RightButton:
        return 3;
    default:
        return 0;
    }
}

int terminalModifiers(Qt::KeyboardModifiers modifiers)
{
    return ((modifiers & Qt::ShiftModifier) ? ShiftModifier : 0) | ((modifiers & Qt::AltModifier) ? AltModifier : 0)
        | ((modifiers & Qt::ControlModifier) ? ControlModifier : 0);
}

bool isWordCharacter(const QString &cell)
{
    return !cell.isEmpty() && !cell.at(0).isSpace() && !QStringLiteral("\"'`()[]{}<>|;").contains(cell.at(0));
}

} // namespace

TerminalView::TerminalView(Terminal *terminal, QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_terminal(terminal)
    , m_frame(new QTimer(this))
{
    setObjectName(QStringLiteral("terminalView"));
    setFocusPolicy(readOnly() ? Qt::ClickFocus : Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setViewportMargins(4, 2, 0, 0);
    viewport()->setCursor(Qt::IBeamCursor);
    viewport()->setAutoFillBackground(false);
    applyFont();
    m_frame->setSingleShot(true);
    connect(m_frame, &QTimer::timeout, viewport(), qOverload<>(&QWidget::update));
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (!m_syncingScrollBar)
            m_follow = value == verticalScrollBar()->maximum();
        viewport()->update();
    });
    if (m_terminal)
        connect(m_terminal, &Terminal::changed, this, &TerminalView::onChanged);
    onChanged();
}

TerminalView::~TerminalView() = default;

void TerminalView::applyFont()
{
    m_font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_font.setPointSizeF(font().pointSizeF() > 0 ? font().pointSizeF() : m_font.pointSizeF());
    m_font.setStyleHint(QFont::TypeWriter);
    const QFontMetricsF metrics(m_font);
    m_cell = QSizeF(metrics.horizontalAdvance(QLatin1Char('M')), std::ceil(metrics.height()));
    m_ascent = metrics.ascent();
    syncSize();
    viewport()->update();
}

void TerminalView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        applyFont();
    else if (event->type() == QEvent::PaletteChange)
        viewport()->update();
    QAbstractScrollArea::changeEvent(event);
}

void TerminalView::onChanged()
{
    if (!m_terminal)
        return;
    m_terminal->read([this](const TerminalScreen &screen) { syncScrollBar(screen); });
    if (m_frame->isActive())
        return;
    const qint64 since = m_sincePaint.isValid() ? m_sincePaint.elapsed() : kFrameMs;
    if (since >= kFrameMs)
        viewport()->update();
    else
        m_frame->start(int(kFrameMs - since));
}

void TerminalView::syncScrollBar(const TerminalScreen &screen)
{
    QScrollBar *bar = verticalScrollBar();
    const bool follow = m_follow;
    m_syncingScrollBar = true; // the range moves the value: that is no scrolling of the user's
    bar->setRange(0, screen.scrollbackSize());
    bar->setPageStep(screen.rows());
    if (follow)
        bar->setValue(bar->maximum());
    m_syncingScrollBar = false;
    m_follow = follow || bar->value() == bar->maximum();
}

void TerminalView::syncSize()
{
    if (!m_terminal || m_cell.width() <= 0 || m_cell.height() <= 0)
        return;
    const int columns = std::max(2, int(viewport()->width() / m_cell.width()));
    const int rows = std::max(1, int(viewport()->height() / m_cell.height()));
    m_terminal->resize(rows, columns);
}

void TerminalView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    syncSize();
}

int TerminalView::topRow(const TerminalScreen &screen) const
{
    return std::min(0, verticalScrollBar()->value() - screen.scrollbackSize());
}

void TerminalView::paintEvent(QPaintEvent *)
{
    m_sincePaint.start();
    ++m_paints;
    QPainter painter(viewport());
    painter.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    if (!m_terminal)
        return;
    const bool finished = m_terminal->isFinished() || readOnly();
    m_terminal->read([&](const TerminalScreen &screen) {
        const int top = topRow(screen);
        const qint64 offset = screen.linesScrolledOff();
        const int shown = std::min(screen.rows(), int(std::ceil(viewport()->height() / m_cell.height())));
        for (int index = 0; index < shown; ++index) {
            const int row = top + index;
            if (row >= screen.rows())
                break;
            paintLine(painter, screen.line(row), offset + row, index * m_cell.height());
        }
        const int cursorIndex = screen.cursorRow() - top;
        if (finished || !screen.cursorVisible() || cursorIndex < 0 || cursorIndex >= shown)
            return;
        const QRectF cursor(screen.cursorColumn() * m_cell.width(), cursorIndex * m_cell.height(), m_cell.width(),
                            m_cell.height());
        const QColor colour = palette().color(QPalette::Text);
        if (!hasFocus()) {
            painter.setPen(colour);
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(cursor.adjusted(0.5, 0.5, -0.5, -0.5));
            return;
        }
        painter.fillRect(cursor, colour);
        painter.setPen(palette().color(QPalette::Base));
        painter.setFont(m_font);
        painter.drawText(QPointF(cursor.left(), cursor.top() + m_ascent),
                         screen.line(screen.cursorRow()).cellText(screen.cursorColumn()));
    });
}

void TerminalView::paintLine(QPainter &painter, const TerminalLine &line, qint64 lineNumber, qreal y) const
{
    const QColor defaultForeground = palette().color(QPalette::Text);
    const QColor defaultBackground = palette().color(QPalette::Base);
    const qreal width = m_cell.width();
    struct Run {
        QString text;
        int column = 0;
        QColor colour;
        quint8 attributes = 0;
    } run;
    const auto flush = [&] {
        if (run.text.isEmpty())
            return;
        QFont font = m_font;
        font.setBold(run.attributes & TerminalCell::Bold);
        font.setItalic(run.attributes & TerminalCell::Italic);
        font.setUnderline(run.attributes & (TerminalCell::Underline | TerminalCell::DoubleUnderline));
        font.setStrikeOut(run.attributes & TerminalCell::Strike);
        painter.setFont(font);
        painter.setPen(run.colour);
        painter.drawText(QPointF(run.column * width, y + m_ascent), run.text);
        run.text.clear();
    };
    for (int column = 0; column < line.cells.size(); ++column) {
        const TerminalCell &cell = line.cells.at(column);
        if (cell.codepoint == TerminalCell::kWideTail)
            continue;
        QColor foreground = (cell.foreground >> 24) ? QColor::fromRgba(cell.foreground) : defaultForeground;
        QColor background = (cell.background >> 24) ? QColor::fromRgba(cell.background) : QColor();
        if (cell.attributes & TerminalCell::Reverse) {
            const QColor swapped = background.isValid() ? background : defaultBackground;
            background = foreground;
            foreground = swapped;
        }
        if (selected(lineNumber, column)) {
            background = palette().color(QPalette::Highlight);
            foreground = palette().color(QPalette::HighlightedText);
        }
        if (background.isValid())
            painter.fillRect(QRectF(column * width, y, width * cell.width, m_cell.height()), background);
        const bool blank = cell.codepoint == 0 || cell.codepoint == U' ';
        const bool alone = cell.width > 1 || cell.codepoint > 0xFFFF || line.clusters.contains(column);
        if (blank && !(cell.attributes & (TerminalCell::Underline | TerminalCell::Strike))) {
            flush();
            continue;
        }
        if (alone || foreground != run.colour || cell.attributes != run.attributes
            || run.column + run.text.size() != column)
            flush();
        if (run.text.isEmpty()) {
            run.column = column;
            run.colour = foreground;
            run.attributes = cell.attributes;
        }
        run.text += line.cellText(column);
        if (alone)
            flush();
    }
    flush();
}

bool TerminalView::selected(qint64 line, int column) const
{
    if (!m_hasSelection)
        return false;
    const Spot spot { line, column };
    return spot >= m_selectionFrom && spot < m_selectionTo;
}

void TerminalView::setSelection(Spot from, Spot to)
{
    if (to < from)
        std::swap(from, to);
    m_selectionFrom = from;
    m_selectionTo = to;
    m_hasSelection = from != to;
    viewport()->update();
}

QString TerminalView::selectedText() const
{
    if (!m_hasSelection || !m_terminal)
        return {};
    QString text;
    m_terminal->read([&](const TerminalScreen &screen) {
        const qint64 offset = screen.linesScrolledOff();
        text = screen.text(int(m_selectionFrom.line - offset), m_selectionFrom.column, int(m_selectionTo.line - offset),
                           m_selectionTo.column);
    });
    return text;
}

void TerminalView::copy()
{
    if (const QString text = selectedText(); !text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void TerminalView::paste()
{
    if (!readOnly())
        m_terminal->paste(QApplication::clipboard()->text());
}

bool TerminalView::find(const QString &text, bool backwards)
{
    if (!m_terminal || text.isEmpty())
        return false;
    std::optional<std::pair<Spot, Spot>> match;
    m_terminal->read([&](const TerminalScreen &screen) {
        const qint64 offset = screen.linesScrolledOff();
        const int first = -screen.scrollbackSize();
        const int last = screen.rows() - 1;
        int row = backwards ? last : first;
        int from = backwards ? -1 : 0; // a QChar index in the row's text (-1: its end)
        if (m_hasSelection) {
            row = int(std::clamp<qint64>(m_selectionFrom.line - offset, first, last));
            from = m_selectionFrom.column; // a column: made an index below
        }
        for (bool startRow = m_hasSelection; row >= first && row <= last; row += backwards ? -1 : 1, startRow = false) {
            const LineText line = lineText(screen.line(row));
            qsizetype index = -1;
            if (startRow) {
                const qsizetype at = line.columns.indexOf(from);
                index = backwards ? (at > 0 ? line.text.lastIndexOf(text, at - 1, Qt::CaseInsensitive) : -1)
                                  : line.text.indexOf(text, at + 1, Qt::CaseInsensitive);
            } else {
                index = backwards ? line.text.lastIndexOf(text, -1, Qt::CaseInsensitive)
                                  : line.text.indexOf(text, 0, Qt::CaseInsensitive);
            }
            if (index < 0)
                continue;
            const int startColumn = line.columns.at(index);
            const int endColumn = line.columns.value(index + text.size(), int(line.columns.constLast()));
            match = std::make_pair(Spot { offset + row, startColumn }, Spot { offset + row, endColumn });
            return;
        }
    });
    if (!match)
        return false;
    setSelection(match->first, match->second);
    scrollToLine(match->first.line);
    return true;
}

void TerminalView::scrollToLine(qint64 line)
{
    QScrollBar *bar = verticalScrollBar();
    m_terminal->read([&](const TerminalScreen &screen) {
        const int row = int(line - screen.linesScrolledOff());
        const int top = topRow(screen);
        if (row >= top && row < top + screen.rows())
            return;
        const int wantedTop = std::clamp(row - screen.rows() / 2, -screen.scrollbackSize(), 0);
        bar->setValue(wantedTop + screen.scrollbackSize());
    });
}

bool TerminalView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && !readOnly()) {
        // The program's keys are the program's: the window's shortcuts wait, but for a few.
        if (!windowKeepsKey(*static_cast<QKeyEvent *>(event))) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

void TerminalView::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    const int key = event->key();
    if (readOnly()) {
        if (event->matches(QKeySequence::Copy) || (modifiers == (Qt::ControlModifier | Qt::ShiftModifier) && key == Qt::Key_C))
            copy();
        else
            QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    if (modifiers == (Qt::ControlModifier | Qt::ShiftModifier) && (key == Qt::Key_C || key == Qt::Key_V || key == Qt::Key_F)) {
        if (key == Qt::Key_C)
            copy();
        else if (key == Qt::Key_V)
            paste();
        else
            Q_EMIT searchRequested();
        return;
    }
    if (modifiers == Qt::ShiftModifier && key == Qt::Key_Insert) {
        paste();
        return;
    }
    if (modifiers == Qt::ShiftModifier && (key == Qt::Key_PageUp || key == Qt::Key_PageDown)) {
        QScrollBar *bar = verticalScrollBar();
        bar->setValue(bar->value() + (key == Qt::Key_PageUp ? -bar->pageStep() : bar->pageStep()));
        return;
    }
    const auto press = terminalKeyPress(*event);
    if (!press || !m_terminal) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    verticalScrollBar()->setValue(verticalScrollBar()->maximum()); // typing shows where it goes
    if (press->key)
        m_terminal->sendKey(*press->key, press->modifiers);
    else
        m_terminal->sendText(press->text, press->modifiers);
}

bool TerminalView::mouseGoesToProgram(const QMouseEvent &event) const
{
    if (readOnly() || m_terminal->isFinished() || (event.modifiers() & Qt::ShiftModifier))
        return false;
    bool reporting = false;
    m_terminal->read([&reporting](const TerminalScreen &screen) { reporting = screen.mouseReporting(); });
    return reporting;
}

TerminalView::Spot TerminalView::spotAt(QPoint position) const
{
    Spot spot;
    m_terminal->read([&](const TerminalScreen &screen) {
        const int row = std::clamp(int(position.y() / m_cell.height()), 0, screen.rows() - 1) + topRow(screen);
        spot.line = screen.linesScrolledOff() + row;
        spot.column = std::clamp(int(position.x() / m_cell.width() + 0.5), 0, screen.columns());
    });
    return spot;
}

QPoint TerminalView::cellAt(QPoint position) const
{
    return QPoint(std::max(0, int(position.x() / m_cell.width())), std::max(0, int(position.y() / m_cell.height())));
}

void TerminalView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    if (!m_terminal)
        return;
    const QPoint position = event->position().toPoint();
    if (mouseGoesToProgram(*event)) {
        const QPoint cell = cellAt(position);
        m_terminal->sendMouse(cell.y(), cell.x(), mouseButton(event->button()), true, terminalModifiers(event->modifiers()));
        return;
    }
    if (event->button() == Qt::MiddleButton) {
        if (!readOnly())
            m_terminal->paste(QApplication::clipboard()->text(QClipboard::Selection));
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    m_anchor = spotAt(position);
    m_selecting = true;
    setSelection(*m_anchor, *m_anchor);
}

void TerminalView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_terminal)
        return;
    if (mouseGoesToProgram(*event)) {
        const QPoint cell = cellAt(event->position().toPoint());
        m_terminal->sendMouse(cell.y(), cell.x(), 0, false, terminalModifiers(event->modifiers()));
        return;
    }
    if (m_selecting && m_anchor)
        setSelection(*m_anchor, spotAt(event->position().toPoint()));
}

void TerminalView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_terminal)
        return;
    if (mouseGoesToProgram(*event)) {
        const QPoint cell = cellAt(event->position().toPoint());
        m_terminal->sendMouse(cell.y(), cell.x(), mouseButton(event->button()), false, terminalModifiers(event->modifiers()));
        return;
    }
    if (!m_selecting)
        return;
    m_selecting = false;
    if (const QString text = selectedText(); !text.isEmpty() && QApplication::clipboard()->supportsSelection())
        QApplication::clipboard()->setText(text, QClipboard::Selection);
}

void TerminalView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (!m_terminal || mouseGoesToProgram(*event) || event->button() != Qt::LeftButton)
        return;
    const Spot at = spotAt(event->position().toPoint());
    Spot from = at;
    Spot to = at;
    m_terminal->read([&](const TerminalScreen &screen) {
        const TerminalLine line = screen.line(int(at.line - screen.linesScrolledOff()));
        const int column = std::min(at.column, int(line.cells.size()) - 1);
        if (column < 0 || !isWordCharacter(line.cellText(column)))
            return;
        from.column = column;
        while (from.column > 0 && isWordCharacter(line.cellText(from.column - 1)))
            --from.column;
        to.column = column + 1;
        while (to.column < line.cells.size() && isWordCharacter(line.cellText(to.column)))
            ++to.column;
    });
    m_selecting = false;
    setSelection(from, to);
    if (const QString text = selectedText(); !text.isEmpty() && QApplication::clipboard()->supportsSelection())
        QApplication::clipboard()->setText(text, QClipboard::Selection);
}

void TerminalView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    QAction *copyAction = menu.addAction(tr("&Copy"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this, &TerminalView::copy);
    copyAction->setEnabled(m_hasSelection);
    if (readOnly()) {
        menu.exec(event->globalPos());
        return;
    }
    menu.addAction(tr("&Paste"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V), this, &TerminalView::paste);
    menu.addSeparator();
    menu.addAction(tr("&Find…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), this, &TerminalView::searchRequested);
    menu.addAction(tr("&Scrollback Lines…"), this, &TerminalView::scrollbackSettingRequested);
    menu.exec(event->globalPos());
}

void TerminalView::wheelEvent(QWheelEvent *event)
{
    if (!m_terminal)
        return;
    const int steps = event->angleDelta().y() / 120;
    if (steps == 0)
        return;
    bool reporting = false;
    bool alternate = false;
    m_terminal->read([&](const TerminalScreen &screen) {
        reporting = screen.mouseReporting() && !readOnly();
        alternate = screen.alternateScreen() && !readOnly();
    });
    if (reporting && !m_terminal->isFinished()) {
        const QPoint cell = cellAt(event->position().toPoint());
        for (int step = 0; step < std::abs(steps); ++step)
            m_terminal->sendMouse(cell.y(), cell.x(), steps > 0 ? 4 : 5, true);
    } else if (alternate && !m_terminal->isFinished()) {
        // A full-screen program without the mouse (less, man): the wheel is its arrow keys.
        for (int step = 0; step < std::abs(steps) * kWheelLines; ++step)
            m_terminal->sendKey(steps > 0 ? TerminalKey::Up : TerminalKey::Down);
    } else {
        QScrollBar *bar = verticalScrollBar();
        const int value = bar->value();
        bar->setValue(value - steps * kWheelLines);
        if (bar->value() == value && readOnly()) {
            event->ignore(); // at its end: the transcript around it scrolls
            return;
        }
    }
    event->accept();
}

} // namespace kandesk::ui
