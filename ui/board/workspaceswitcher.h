// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QComboBox>

namespace kandesk {
class Configuration;
class WorkspaceQueries;
}

namespace kandesk::ui {

// The workspaces as a picker in the window's tool bar; choosing one emits workspaceChosen().
// Creating and renaming ask for a name and store it; the caller switches to what was created.
class WorkspaceSwitcher final : public QComboBox
{
    Q_OBJECT
public:
    WorkspaceSwitcher(const WorkspaceQueries &workspaces, Configuration &configuration, QWidget *parent = nullptr);

    // Lists the workspaces again and keeps currentId selected.
    Status reload(const QString &currentId);
    QString currentWorkspaceId() const;
    QString currentWorkspaceName() const;
    bool hasWorkspace(const QString &id) const;

    // Creates a workspace and lists it; its id.
    Expected<QString> create(const QString &name);
    Status renameCurrent(const QString &name);
    // The same, asking for the name first; create gives an empty id when the user cancelled.
    Expected<QString> askAndCreate(QWidget *dialogParent);
    Status askAndRenameCurrent(QWidget *dialogParent);

Q_SIGNALS:
    void workspaceChosen(const QString &workspaceId);

private:
    const WorkspaceQueries &m_workspaces;
    Configuration &m_configuration; // creates and renames them
};

} // namespace kandesk::ui
