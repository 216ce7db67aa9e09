// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsservices.h"

#include "models/types.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace kandesk {
class ProfileStore;
}

namespace kandesk::ui {

class SettingsListModel;

// Executor profiles: where a task runs (the repository folder itself, or a git worktree per task).
// The config is kept as JSON: {"branch_template": "…", "copy_globs": [...]}; other keys are preserved.
class SettingsExecutorProfilesPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsExecutorProfilesPage(const SettingsServices &services, QWidget *parent = nullptr);
    ~SettingsExecutorProfilesPage() override;

    void reload();
    QString currentProfileId() const { return m_current.id; }

public Q_SLOTS:
    void newProfile();
    bool save();
    void removeCurrent();

Q_SIGNALS:
    void profilesChanged();

private:
    void load(const ExecutorProfile &profile);
    void updateFields();

    ProfileStore *m_store = nullptr; // the stores
    ExecutorProfile m_current;
    SettingsListModel *m_listModel = nullptr;
    QListView *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_type = nullptr;
    QLineEdit *m_branchTemplate = nullptr;
    QLineEdit *m_copyGlobs = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_delete = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace kandesk::ui
