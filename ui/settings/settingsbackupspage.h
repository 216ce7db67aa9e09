// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsservices.h"

#include <QWidget>

#include <memory>

class QLabel;
class QListView;
class QMessageBox;
class QPushButton;

namespace kandesk {
class HomeBackups;
struct HomeBackupInfo;
} // namespace kandesk

namespace kandesk::ui {

class SettingsHomeFolders;
class SettingsListModel;

// This home's folders (SettingsHomeFolders: where new worktrees go) and its backups: made now into <home>/backups, listed newest first, and restored at the next
// start (this Kandesk has the database open), after the user confirmed what is replaced. The work
// runs behind the door (application/settings/HomeBackups), never on the GUI thread.
class SettingsBackupsPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsBackupsPage(const SettingsServices &services, QWidget *parent = nullptr);
    ~SettingsBackupsPage() override;

    void reload();
    SettingsListModel *model() const { return m_model; }
    SettingsHomeFolders *folders() const { return m_folders; }
    QString statusText() const;
    // The confirmation a restore asks for, while it is open.
    QMessageBox *restoreConfirmation() const { return m_confirmation; }

public Q_SLOTS:
    void backUpNow();
    void restoreSelected();
    void restoreFromFile();
    // Asks to confirm, then stages file to be restored at the next start.
    void restoreFile(const QString &file);

Q_SIGNALS:
    void backupsListed();
    void backedUp(bool ok);
    void restoreStaged(bool ok);

private:
    void confirmRestore(const HomeBackupInfo &backup);
    void setBusy(bool busy);
    void updateButtons();

    SettingsServices m_services;
    std::unique_ptr<HomeBackups> m_backups;
    bool m_busy = false;
    SettingsHomeFolders *m_folders = nullptr;
    SettingsListModel *m_model = nullptr;
    QListView *m_list = nullptr;
    QPushButton *m_backUp = nullptr;
    QPushButton *m_restore = nullptr;
    QPushButton *m_restoreFile = nullptr;
    QLabel *m_status = nullptr;
    QMessageBox *m_confirmation = nullptr;
};

} // namespace kandesk::ui
