// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/types.h"

#include <QObject>

class QWidget;

namespace kandesk {
class RepositoryStore;
}

namespace kandesk::ui {

// Adds a repository from a folder: checks off the GUI thread that the folder is in a git repository
// and reads its default branch, then stores it (top-level folder, folder name, default branch).
// One addition at a time; every add() ends with added() or failed().
class RepositoryPicker final : public QObject
{
    Q_OBJECT
public:
    RepositoryPicker(RepositoryStore &repositories, QString workspaceId, QObject *parent = nullptr);
    ~RepositoryPicker() override;

    // Asks for a folder, then add()s it; false when the user cancelled or an addition is under way.
    bool chooseAndAdd(QWidget *dialogParent);
    void add(const QString &folder);
    bool isBusy() const { return m_busy; }
    // Later additions go to this workspace.
    void setWorkspaceId(const QString &workspaceId) { m_workspaceId = workspaceId; }

Q_SIGNALS:
    void busyChanged(bool busy, const QString &folder);
    void added(const kandesk::Repository &repository);
    // A message the user can act on, e.g. "/x is not a git repository".
    void failed(const QString &message);

private:
    struct Check;
    void finish(const Check &check);
    void setBusy(bool busy, const QString &folder);

    RepositoryStore &m_repositories;
    QString m_workspaceId;
    bool m_busy = false;
};

} // namespace kandesk::ui
