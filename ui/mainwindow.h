// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMainWindow>

class QLabel;
class QStackedWidget;

namespace kandesk::ui {

class EmptyStateWidget;

class MainWindow final : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Shown at the right of the status bar: where this window's data lives.
    void setDataLocation(const QString &path);

    EmptyStateWidget *emptyState() const { return m_emptyState; }

public Q_SLOTS:
    void showAbout();
    // Shows, un-minimises and raises the window (another start of Kandesk asked for it).
    void bringToFront();

private:
    void createMenus();

    QStackedWidget *m_boardArea = nullptr;
    EmptyStateWidget *m_emptyState = nullptr;
    QLabel *m_dataLocation = nullptr;
};

} // namespace kandesk::ui
