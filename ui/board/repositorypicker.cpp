// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "repositorypicker.h"

#include "lifecycle/git/gitworktrees.h"
#include "models/backgroundpool.h"
#include "models/stores/repositorystore.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace kandesk::ui {

struct RepositoryPicker::Check {
    QString folder;
    QString workspaceId; // where the user was when choosing it
    QString topLevel;
    QString defaultBranch;
    QString error;
};

RepositoryPicker::RepositoryPicker(RepositoryStore &repositories, QString workspaceId, QObject *parent)
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
    auto *watcher = new QFutureWatcher<Check>(this);
    connect(watcher, &QFutureWatcher<Check>::finished, this, [this, watcher] {
        watcher->deleteLater();
        finish(watcher->result());
    });
    // git runs in a pool thread: a slow disk or a large repository never freezes the window.
    watcher->setFuture(QtConcurrent::run(&backgroundPool(), [folder, workspaceId = m_workspaceId] {
        Check check;
        check.folder = folder;
        check.workspaceId = workspaceId;
        auto topLevel = git::validateRepository(folder);
        if (!topLevel) {
            check.error = topLevel.error();
            return check;
        }
        check.topLevel = *topLevel;
        check.defaultBranch = git::defaultBranch(check.topLevel);
        return check;
    }));
}

void RepositoryPicker::finish(const Check &check)
{
    setBusy(false, check.folder);
    if (!check.error.isEmpty()) {
        Q_EMIT failed(check.error);
        return;
    }
    Repository repository;
    repository.workspaceId = check.workspaceId;
    repository.name = QFileInfo(check.topLevel).fileName();
    repository.path = check.topLevel;
    repository.defaultBranch = check.defaultBranch;
    auto stored = m_repositories.add(repository);
    if (!stored) {
        Q_EMIT failed(stored.error());
        return;
    }
    Q_EMIT added(*stored);
}

void RepositoryPicker::setBusy(bool busy, const QString &folder)
{
    m_busy = busy;
    Q_EMIT busyChanged(busy, folder);
}

} // namespace kandesk::ui
