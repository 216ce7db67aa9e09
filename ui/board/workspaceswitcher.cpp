// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workspaceswitcher.h"

#include "application/settings/configuration.h"
#include "models/queries/workspacequeries.h"

#include <QInputDialog>

namespace kandesk::ui {

WorkspaceSwitcher::WorkspaceSwitcher(const WorkspaceQueries &workspaces, Configuration &configuration, QWidget *parent)
    : QComboBox(parent)
    , m_workspaces(workspaces)
    , m_configuration(configuration)
{
    setObjectName(QStringLiteral("workspaceSwitcher"));
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setMinimumContentsLength(12);
    connect(this, &QComboBox::activated, this, [this](int row) { Q_EMIT workspaceChosen(itemData(row).toString()); });
}

Status WorkspaceSwitcher::reload(const QString &currentId)
{
    auto workspaces = m_workspaces.list();
    if (!workspaces)
        return Error{workspaces.error()};
    const QSignalBlocker quiet(this);
    clear();
    for (const Workspace &workspace : std::as_const(*workspaces))
        addItem(workspace.name, workspace.id);
    setCurrentIndex(std::max(0, findData(currentId)));
    return {};
}

QString WorkspaceSwitcher::currentWorkspaceId() const
{
    return currentData().toString();
}

QString WorkspaceSwitcher::currentWorkspaceName() const
{
    return currentText();
}

bool WorkspaceSwitcher::hasWorkspace(const QString &id) const
{
    return findData(id) >= 0;
}

Expected<QString> WorkspaceSwitcher::create(const QString &name)
{
    auto created = m_configuration.createWorkspace(name);
    if (!created)
        return Error{tr("Cannot create workspace “%1”: %2").arg(name, created.error())};
    if (Status listed = reload(created->id); !listed)
        return Error{listed.error()};
    return created->id;
}

Status WorkspaceSwitcher::renameCurrent(const QString &name)
{
    const QString id = currentWorkspaceId();
    if (Status renamed = m_configuration.renameWorkspace(id, name); !renamed)
        return Error{tr("Cannot rename the workspace: %1").arg(renamed.error())};
    return reload(id);
}

Expected<QString> WorkspaceSwitcher::askAndCreate(QWidget *dialogParent)
{
    bool accepted = false;
    const QString name = QInputDialog::getText(dialogParent, tr("New Workspace"),
                                               tr("A workspace has its own repositories, board and tasks.\nName:"),
                                               QLineEdit::Normal, {}, &accepted)
                             .trimmed();
    if (!accepted || name.isEmpty())
        return QString();
    return create(name);
}

Status WorkspaceSwitcher::askAndRenameCurrent(QWidget *dialogParent)
{
    if (currentWorkspaceId().isEmpty())
        return {};
    bool accepted = false;
    const QString name = QInputDialog::getText(dialogParent, tr("Rename Workspace"), tr("Name:"), QLineEdit::Normal,
                                               currentWorkspaceName(), &accepted)
                             .trimmed();
    if (!accepted || name.isEmpty() || name == currentWorkspaceName())
        return {};
    return renameCurrent(name);
}

} // namespace kandesk::ui
