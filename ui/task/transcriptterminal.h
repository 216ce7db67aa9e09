// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QJsonArray;
class QJsonObject;

namespace kandesk {
class Terminal;
}

namespace kandesk::ui {

class TerminalView;

// A tool call's terminal in its transcript row: the output of the command the agent ran, as a
// terminal shows it (colours, progress lines rewritten), read-only, live while the command runs.
// As tall as its output, up to kMaxRows rows; then it scrolls.
class TranscriptTerminal final : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxRows = 12;

    explicit TranscriptTerminal(QWidget *parent = nullptr);
    ~TranscriptTerminal() override;

    // A terminal entry of the tool call's contents ({type: "terminal", output, exitStatus, …}).
    void setContent(const QJsonObject &content);
    TerminalView *view() const { return m_view; }
    QSize sizeHint() const override;

    // The tool call's first terminal entry (empty when it shows none).
    static QJsonObject terminalContent(const QJsonArray &contents);
    // True while that entry's command runs (no exit status yet).
    static bool runs(const QJsonObject &content);

Q_SIGNALS:
    // The output grew by a line, up to kMaxRows: the row it is in gets taller.
    void heightChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void syncHeight();

    Terminal *m_terminal = nullptr;
    TerminalView *m_view = nullptr;
    int m_rows = 1;
};

} // namespace kandesk::ui
