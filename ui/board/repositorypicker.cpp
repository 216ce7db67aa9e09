// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "repositorypicker.h"

#include "application/tasks/repositoryservice.h"
#include "models/whenfinished.h"

#include <QDir>
#include <QFileDialog>

namespace kandesk::ui {

RepositoryPicker::RepositoryPicker(RepositoryService &repositories, QString workspaceId, QObject *parent)
    : QObject(parent)
    , m_repositories(repositories)
    , m_workspaceId(std::move(workspaceId))
{ }

RepositoryPicker::~RepositoryPicker() = default;

bool RepositoryPicker::chooseAndAdd(QWidget *dialogParent)
{
    if (m_busy)
        return false;
    const QString folder = QFileDialog::getExistingDirectory(dialogParent, tr("Add Repository"), QDir::homePath());
    if (folder.isEmpty())
        return false;
    add(folder);
    return true;
}

void RepositoryPicker::add(const QString &folder)
{
    if (m_busy) {
        Q_EMIT failed(tr("Another repository is still being checked"));
        return;
    }
    setBusy(true, folder);
    whenFinished(m_repositories.add(m_workspaceId, folder), this, [this, folder](const Expected<AddedRepository> &added) {
        setBusy(false, folder);
        if (!added) {
            Q_EMIT failed(added.error());
            return;
        }
        Q_EMIT this->added(added->repository, added->alreadyThere);
    });
}

void RepositoryPicker::setBusy(bool busy, const QString &folder)
{
    m_busy = busy;
    Q_EMIT busyChanged(busy, folder);
}

} // namespace kandesk::ui
