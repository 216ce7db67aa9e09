// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QObject>

class QWidget;

namespace kandesk {
class RepositoryService;
}

namespace kandesk::ui {

// Adds a repository from a folder through the application's RepositoryService (its one rule: the
// top-level folder, its name, its default branch; git off the GUI thread). One addition at a time;
// every add() ends with added() or failed().
class RepositoryPicker final : public QObject
{
    Q_OBJECT
public:
    RepositoryPicker(RepositoryService &repositories, QString workspaceId, QObject *parent = nullptr);
    ~RepositoryPicker() override;

    // Asks for a folder, then add()s it; false when the user cancelled or an addition is under way.
    bool chooseAndAdd(QWidget *dialogParent);
    void add(const QString &folder);
    bool isBusy() const { return m_busy; }
    // Later additions go to this workspace.
    void setWorkspaceId(const QString &workspaceId) { m_workspaceId = workspaceId; }

Q_SIGNALS:
    void busyChanged(bool busy, const QString &folder);
    // alreadyThere: the workspace had it (that row).
    void added(const kandesk::Repository &repository, bool alreadyThere);
    // A message the user can act on, e.g. "/x is not a git repository".
    void failed(const QString &message);

private:
    void setBusy(bool busy, const QString &folder);

    RepositoryService &m_repositories;
    QString m_workspaceId;
    bool m_busy = false;
};

} // namespace kandesk::ui
