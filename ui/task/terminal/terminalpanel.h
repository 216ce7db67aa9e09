// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/terminals/taskterminals.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QStackedWidget;
class QTabWidget;

namespace kandesk::ui {

class TerminalView;

// The Terminal tab of the task view: the shown task's terminals as tabs (+ opens another shell in
// its workspace, Agent CLI the task's agent in its own terminal UI, a tab's × ends its program), the way each ended, and a search in the scrollback
// (Ctrl+Shift+F; Enter looks further up, Shift+Enter down, Esc closes it). A task's terminals keep
// running while another task is shown.
class TerminalPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit TerminalPanel(QWidget *parent = nullptr);

    // The application's terminals (the Workbench's); until then the panel offers none.
    void setTerminals(TaskTerminals *terminals);
    void showTask(const QString &taskId);
    // Another shell for the shown task; it gets the focus when it opens.
    void openTerminal();
    // The task's agent in its own terminal UI (TaskTerminals::openAgentCli).
    void openAgentCli();
    // The agent's terminal sign-in for the shown task (TaskTerminals::openSignIn).
    void openSignIn(const QStringList &argv);
    // The focus to the shown terminal, opening one when the task has none.
    void focusTerminal();
    TerminalView *currentView() const;
    int terminalCount() const;
    // What the panel says under the terminal (how it ended, why none opened).
    QString statusText() const;

private:
    void follow(const std::function<QFuture<Expected<Terminal *>>()> &open);
    int visibleRows() const;
    int visibleColumns() const;
    void addView(Terminal *terminal);
    void closeTab(int index);
    void askScrollbackLines();
    void refreshTitles();
    void showStatus();
    void search(bool backwards);

    QPointer<TaskTerminals> m_terminals;
    QString m_taskId;
    QStackedWidget *m_pages = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_searchBar = nullptr;
    QLineEdit *m_searchField = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_emptyNote = nullptr;
    QString m_openError;
    QString m_searchNote;
    bool m_focusOnOpen = false;
    QHash<Terminal *, TerminalView *> m_views;
};

} // namespace kandesk::ui
