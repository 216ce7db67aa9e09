// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsservices.h"

#include "models/expected.h"
#include "models/types.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QStackedWidget;

namespace kandesk {
class ProfileQueries;
class Configuration;
class RemovalImpacts;
class SettingsRemovals;
class Stores;
}

namespace kandesk::ui {

class SettingsDockerExecutorFields;
class SettingsListModel;
class SettingsSshExecutorFields;

// Executor profiles: where a task runs (the repository folder itself, a git worktree per task, a
// remote host over SSH, a Docker container). Worktree and local profiles keep their config as JSON:
// {"branch_template": "…", "copy_globs": [...]} (other keys are preserved); SSH and Docker profiles
// keep their fields in their own stores (SshExecutorStore, DockerExecutorStore), checked as
// `kandesk executor add` checks them. The type of a stored SSH or Docker profile stays.
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
    // Delete: asks first, naming the tasks that use the profile.
    void askToRemoveCurrent();

Q_SIGNALS:
    void profilesChanged();

private:
    void load(const ExecutorProfile &profile);
    void updateFields();
    // A local or worktree profile (its options in the profile's config), or an SSH or Docker one
    // (its fields in their own table).
    Expected<ExecutorProfile> saveLocal(const QString &name, const QString &type);
    Expected<ExecutorProfile> saveRemote(const QString &name, const QString &type);

    const Stores *m_stores = nullptr;
    std::unique_ptr<Configuration> m_configuration; // the profiles' saves
    const ProfileQueries *m_store = nullptr; // the stores
    std::unique_ptr<RemovalImpacts> m_impacts; // what a delete takes with it
    SettingsRemovals *m_removals = nullptr;    // deletes (undoable)
    ExecutorProfile m_current;
    SettingsListModel *m_listModel = nullptr;
    QListView *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_type = nullptr;
    QLineEdit *m_branchTemplate = nullptr;
    QLineEdit *m_copyGlobs = nullptr;
    QStackedWidget *m_fields = nullptr;
    SettingsSshExecutorFields *m_ssh = nullptr;
    SettingsDockerExecutorFields *m_docker = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_delete = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace kandesk::ui
