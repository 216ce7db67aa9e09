// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptterminal.h"

#include "application/terminals/terminal.h"
#include "ui/colourmix.h"
#include "ui/task/terminal/terminalview.h"

#include <QEvent>
#include <QJsonArray>
#include <QJsonObject>
#include <QVBoxLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace kandesk::ui {

namespace {

} // namespace

TranscriptTerminal::TranscriptTerminal(QWidget *parent)
    : QWidget(parent)
    , m_terminal(new Terminal(TerminalReplay { QStringLiteral("output"), kMaxRows, 80 }, this))
{
    setObjectName(QStringLiteral("transcriptTerminal"));
    m_view = new TerminalView(m_terminal, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    connect(m_terminal, &Terminal::changed, this, &TranscriptTerminal::syncHeight);
    changeEvent(nullptr);
}

TranscriptTerminal::~TranscriptTerminal() = default;

QJsonObject TranscriptTerminal::terminalContent(const QJsonArray &contents)
{
    for (const QJsonValue &value : contents) {
        if (value.toObject().value("type"_L1).toString() == "terminal"_L1)
            return value.toObject();
    }
    return {};
}

bool TranscriptTerminal::runs(const QJsonObject &content)
{
    return !content.isEmpty() && !content.value("exitStatus"_L1).isObject();
}

void TranscriptTerminal::setContent(const QJsonObject &content)
{
    m_terminal->showOutput(content.value("output"_L1).toString().toUtf8());
}

QSize TranscriptTerminal::sizeHint() const
{
    constexpr int kMargins = 4; // the view's top margin, and as much below
    return { 200, int(std::ceil(m_rows * m_view->cellSize().height())) + kMargins };
}

void TranscriptTerminal::changeEvent(QEvent *event)
{
    if (!event || event->type() == QEvent::PaletteChange) {
        // The code boxes' shade, so the output reads as the transcript's other command output.
        QPalette colours = palette();
        colours.setColor(QPalette::Base, mix(colours.color(QPalette::Base), colours.color(QPalette::Text), 0.06));
        m_view->setPalette(colours);
    }
    if (event)
        QWidget::changeEvent(event);
}

void TranscriptTerminal::syncHeight()
{
    int rows = 1;
    m_terminal->read([&rows](const TerminalScreen &screen) {
        int last = screen.rows() - 1;
        while (last > 0 && screen.line(last).text().isEmpty())
            --last;
        rows = std::clamp(screen.scrollbackSize() + last + 1, 1, kMaxRows);
    });
    if (rows == m_rows)
        return;
    m_rows = rows;
    updateGeometry();
    Q_EMIT heightChanged();
}

} // namespace kandesk::ui
