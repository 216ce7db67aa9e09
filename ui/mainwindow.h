// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QMainWindow>

class QAction;
class QLabel;
class QStackedWidget;

namespace kandesk::ui {

class EmptyStateWidget;

// The window: the board and a task's view as pages, the menus with every frequent action and its
// shortcut, and the status bar. What the actions do is wired by the Workbench.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    enum class Action {
        NewTask,
        AddRepository,
        NewWorkspace,
        RenameWorkspace,
        SwitchWorkspace,
        Settings,
        ShowBoard,
        ShowTask,
        StartTask,
        WritePrompt,
        CancelTurn,
        StopAgent,
        Terminal,
        NewTerminal,
        ArchiveTask,
        DeleteTask,
        QuickChat,
        DoNotDisturb,
        ImportSession,
        ImportIssue,
        RestoreCheckpoint,
        TryWith,
        CompareAttempts,
        CopyDiagnostics,
        OpenLogsFolder,
        ReportBug,
    };

    explicit MainWindow(QWidget *parent = nullptr);

    // Shown at the right of the status bar: where this window's data lives.
    void setDataLocation(const QString &path);
    EmptyStateWidget *emptyState() const { return m_emptyState; }

    void setPages(QWidget *board, QWidget *taskView);
    // The workspace picker, in a tool bar above the pages; Switch Workspace focuses it.
    void setWorkspaceSwitcher(QWidget *switcher);
    void showBoard();
    void showTaskView();
    bool isShowingBoard() const;
    QAction *action(Action which) const;
    // How many agents are working on a turn right now, shown in the status bar.
    void setRunningAgents(int count);
    // Starts that wait for room (the admission's queue), said beside the agents at work.
    void setWaitingStarts(int count);
    int runningAgents() const { return m_runningAgents; }
    // A short notice in the status bar (turn ended, permission requested on another task, …).
    void notify(const QString &message, int timeoutMs = 8'000);

public Q_SLOTS:
    void showAbout();
    // Shows, un-minimises and raises the window (another start of Kandesk asked for it).
    void bringToFront();

private:
    void createMenus();
    QAction *makeAction(Action which, const QString &text, const QKeySequence &shortcut, const char *objectName);

    QStackedWidget *m_pages = nullptr;
    EmptyStateWidget *m_emptyState = nullptr;
    QWidget *m_board = nullptr;
    QWidget *m_taskView = nullptr;
    QLabel *m_dataLocation = nullptr;
    QLabel *m_agentsRunning = nullptr;
    int m_runningAgents = 0;
    int m_waitingStarts = 0;
    QHash<Action, QAction *> m_actions;
};

} // namespace kandesk::ui
