// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"
#include "ui/readiness/readinesspanel.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace kandesk {
class RepositoryService;
class RepositoryQueries;
class ProfileQueries;
} // namespace kandesk

namespace kandesk::ui {

class RepositoryPicker;

// Asks for a new task: title, description (the first prompt), repositories with a base branch, agent,
// executor and whether to start at once. OK stays disabled until the task is valid; problems are said
// next to their field. Ctrl+Enter accepts. The dialog stores nothing but repositories added from it.
// Under the agent, whether it can run here (showReadiness); a missing piece never blocks the task.
class NewTaskDialog final : public QDialog
{
    Q_OBJECT
public:
    struct Stores {
        const RepositoryQueries &repositories;
        const ProfileQueries &profiles;
        RepositoryService &adding; // the application's door for "Add Repository…"
    };

    NewTaskDialog(Stores stores, QString workspaceId, QWidget *parent = nullptr);
    ~NewTaskDialog() override;

    // The task as filled in (no id, no step: TaskStore::create puts it in the first step).
    // With an untouched base branch, every repository starts from its own default branch; an edited
    // base branch applies to all chosen repositories.
    Task task() const;
    // The chosen agent profile's id; empty when there are no profiles and a built-in agent was chosen.
    QString agentProfileId() const;
    // The agent's registry id (of the profile, or the built-in agent chosen when there are no profiles).
    QString agentId() const;
    // "worktree" (the default), "local", or the type of the chosen executor profile.
    QString executorType() const;
    // The chosen executor profile (the built-in "worktree" and "local" ones included).
    QString executorProfileId() const;
    bool startNow() const;
    void setStartNow(bool startNow);

    bool isValid() const;
    RepositoryPicker *repositoryPicker() const { return m_picker; }
    // Preselects the agent profile (the one last used), when it is still there.
    void selectAgentProfile(const QString &profileId);
    // A line under the agent saying whether the chosen one can run here, or what it lacks with its fix.
    void showReadiness(ReadinessPanel::Services services);
    ReadinessPanel *readiness() const { return m_readiness; }

private:
    void loadRepositories(const QString &selectId = {});
    void loadAgents();
    void loadExecutors();
    void updateBaseBranch();
    void validate();
    QList<Repository> checkedRepositories() const;

    Stores m_stores;
    QString m_workspaceId;
    QList<Repository> m_repositoryList;
    RepositoryPicker *m_picker = nullptr;
    QLineEdit *m_title = nullptr;
    QLabel *m_titleError = nullptr;
    QPlainTextEdit *m_description = nullptr;
    QListWidget *m_repositories = nullptr;
    QPushButton *m_addRepository = nullptr;
    QLabel *m_repositoryError = nullptr;
    QComboBox *m_baseBranch = nullptr;
    QComboBox *m_agent = nullptr;
    QComboBox *m_executor = nullptr;
    QCheckBox *m_startNow = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QFormLayout *m_form = nullptr;
    ReadinessPanel *m_readiness = nullptr;
    QString m_pickerError; // the last failed addition, until the next one starts
    bool m_titleTouched = false;
    bool m_branchEdited = false;
};

} // namespace kandesk::ui
