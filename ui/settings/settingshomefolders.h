// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;

namespace kandesk {
class Stores;
}

namespace kandesk::ui {

// Where this home keeps its data, caches and logs (shown, to copy or open), and where new task
// worktrees go: chosen here (the door's worktrees folder setting); a task keeps the folder its
// worktrees were made in.
class SettingsHomeFolders final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsHomeFolders(Stores &stores, QWidget *parent = nullptr);

    QString statusText() const;

public Q_SLOTS:
    // Stores what the field says (empty: the default folder).
    void saveWorktreesFolder();
    void chooseWorktreesFolder();

private:
    Stores &m_stores;
    QLineEdit *m_worktrees = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace kandesk::ui
