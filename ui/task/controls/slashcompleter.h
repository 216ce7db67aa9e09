// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessioncontrols.h"

#include <QObject>

class QListWidget;
class QPlainTextEdit;
class QWidget;

namespace kandesk::ui {

// Offers the session's slash commands while the prompt starts with "/": a list above the prompt
// box with each command's description and the input it takes, narrowed as the user types. ↑/↓
// pick, Enter or Tab puts "/command " in the prompt, Esc closes the list (and leaves the running
// turn alone). The editor keeps the focus throughout.
class SlashCompleter final : public QObject
{
    Q_OBJECT
public:
    // The list is a child of overlay (so it may reach above the prompt box), placed above editor.
    SlashCompleter(QPlainTextEdit *editor, QWidget *overlay);

    void setCommands(const QList<SessionControls::Command> &commands);
    bool isShown() const;
    QListWidget *list() const { return m_list; }
    // The names offered now, in order (without the slash).
    QStringList offered() const;

Q_SIGNALS:
    // "/" was typed at the start of the prompt, and the agent has said of no command.
    void noCommands();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void accept();

    QPlainTextEdit *m_editor = nullptr;
    QListWidget *m_list = nullptr;
    QList<SessionControls::Command> m_commands;
    bool m_dismissed = false; // Esc closed it for the command being typed
};

} // namespace kandesk::ui
