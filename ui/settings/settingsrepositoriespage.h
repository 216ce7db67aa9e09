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
class QPlainTextEdit;
class QPushButton;

namespace kandesk {
class RepositoryService;
class RemovalImpacts;
class RepositoryQueries;
class SettingsRemovals;
class Stores;
}

namespace kandesk::ui {

class SettingsListModel;

// The workspace's repositories: path, default branch, setup script, the globs copied into each
// worktree, and its dependency folders (application/tasks/repositorydependencies.h): which, and how
// where the disk cannot clone, with what each way costs (measured off the GUI thread).
class SettingsRepositoriesPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsRepositoriesPage(const SettingsServices &services, QWidget *parent = nullptr);
    ~SettingsRepositoriesPage() override;

    void reload();
    QString currentRepositoryId() const { return m_current.id; }
    QLineEdit *dependencyFolders() const { return m_dependencies; }
    QComboBox *dependencyFallback() const { return m_fallback; }
    QLabel *dependencyCosts() const { return m_costs; }
    QString workspaceId() const { return m_workspaceId; }

public Q_SLOTS:
    void newRepository();
    // Checks the form and saves it through the door (a new repository by the one rule of
    // RepositoryService): false when the form is refused; saveFinished() tells how the save ended.
    bool save();
    void removeCurrent();
    // Delete: asks first, naming the tasks that use the repository.
    void askToRemoveCurrent();

Q_SIGNALS:
    void repositoriesChanged();
    void saveFinished(bool saved);

private:
    void load(const Repository &repository);
    // What the dependency folders cost each way, said under them once measured.
    void measureDependencies();
    void browse();

    const RepositoryQueries *m_store = nullptr; // the stores, read
    std::unique_ptr<RepositoryService> m_repositories; // saves (one rule with the window's picker)
    std::unique_ptr<RemovalImpacts> m_impacts; // what a delete takes with it
    SettingsRemovals *m_removals = nullptr;    // deletes (undoable)
    QString m_workspaceId;
    Repository m_current;
    SettingsListModel *m_listModel = nullptr;
    QListView *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_path = nullptr;
    QLineEdit *m_branch = nullptr;
    QPlainTextEdit *m_setup = nullptr;
    QLineEdit *m_globs = nullptr;
    QLineEdit *m_dependencies = nullptr;
    QComboBox *m_fallback = nullptr;
    QLabel *m_costs = nullptr;
    Stores *m_stores = nullptr;
    quint64 m_measured = 0; // the newest measurement asked for; older ones are dropped
    QPushButton *m_save = nullptr;
    QPushButton *m_delete = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace kandesk::ui
