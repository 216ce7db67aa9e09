// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsservices.h"

#include "models/types.h"

#include <QWidget>

#include <memory>

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
}

namespace kandesk::ui {

class SettingsListModel;

// The workspace's repositories: path, default branch, setup script and the globs copied into
// each worktree.
class SettingsRepositoriesPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsRepositoriesPage(const SettingsServices &services, QWidget *parent = nullptr);
    ~SettingsRepositoriesPage() override;

    void reload();
    QString currentRepositoryId() const { return m_current.id; }
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
    QPushButton *m_save = nullptr;
    QPushButton *m_delete = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace kandesk::ui
