// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsrepositoriespage.h"

#include "settingslistmodel.h"
#include "settingsremovalquestion.h"
#include "settingstext.h"

#include "application/settings/removalimpact.h"
#include "application/settings/settingsremovals.h"
#include "application/stores.h"
#include "application/tasks/repositoryservice.h"
#include "models/queries/repositoryqueries.h"
#include "models/queries/workspacequeries.h"
#include "models/whenfinished.h"
#include "models/whenfinished.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kandesk::ui {

SettingsRepositoriesPage::SettingsRepositoriesPage(const SettingsServices &services, QWidget *parent)
    : QWidget(parent)
    , m_store(&std::as_const(*services.stores).repositories())
    , m_repositories(std::make_unique<RepositoryService>(*services.stores))
    , m_impacts(std::make_unique<RemovalImpacts>(*services.stores))
    , m_removals(services.removals)
    , m_workspaceId(services.workspaceId)
    , m_listModel(new SettingsListModel(this))
{
    if (m_workspaceId.isEmpty()) {
        const WorkspaceQueries &workspaces = std::as_const(*services.stores).workspaces();
        if (auto list = workspaces.list(); list && !list->isEmpty())
            m_workspaceId = list->constFirst().id;
    }

    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("repositoryList"));
    styleSettingsList(m_list);
    m_list->setModel(m_listModel);
    m_list->setMaximumWidth(180);
    auto *newButton = new QPushButton(QStringLiteral("Add"), this);
    newButton->setObjectName(QStringLiteral("newRepository"));
    m_delete = new QPushButton(QStringLiteral("Remove"), this);
    m_delete->setObjectName(QStringLiteral("removeRepository"));
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(newButton);
    listButtons->addWidget(m_delete);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("repositoryName"));
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("repositoryPath"));
    auto *browseButton = new QPushButton(QStringLiteral("Browse…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    m_branch = new QLineEdit(this);
    m_branch->setObjectName(QStringLiteral("repositoryBranch"));
    m_branch->setPlaceholderText(QStringLiteral("main"));
    m_setup = new QPlainTextEdit(this);
    m_setup->setObjectName(QStringLiteral("repositorySetupScript"));
    m_setup->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_setup->setPlaceholderText(QStringLiteral("runs in each new worktree, e.g.\nnpm ci"));
    m_globs = new QLineEdit(this);
    m_globs->setObjectName(QStringLiteral("repositoryCopyGlobs"));
    m_globs->setPlaceholderText(QStringLiteral(".env, .npmrc"));
    m_save = new QPushButton(QStringLiteral("Save"), this);
    m_save->setObjectName(QStringLiteral("saveRepository"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("repositoryStatus"));
    m_status->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(QStringLiteral("Name"), m_name);
    form->addRow(QStringLiteral("Folder"), pathRow);
    form->addRow(QStringLiteral("Default branch"), m_branch);
    form->addRow(QStringLiteral("Setup script"), m_setup);
    form->addRow(QStringLiteral("Copy into worktrees"), m_globs);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_save);
    auto *right = new QVBoxLayout;
    right->addLayout(form, 1);
    right->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left);
    layout->addLayout(right, 1);

    connect(newButton, &QPushButton::clicked, this, &SettingsRepositoriesPage::newRepository);
    connect(m_delete, &QPushButton::clicked, this, &SettingsRepositoriesPage::askToRemoveCurrent);
    connect(m_save, &QPushButton::clicked, this, &SettingsRepositoriesPage::save);
    connect(browseButton, &QPushButton::clicked, this, &SettingsRepositoriesPage::browse);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        const QString id = current.data(SettingsListModel::IdRole).toString();
        if (id.isEmpty() || id == m_current.id)
            return;
        if (auto repository = m_store->get(id))
            load(repository.value());
        else
            m_status->setText(repository.error());
    });
    reload();
}

SettingsRepositoriesPage::~SettingsRepositoriesPage() = default;

void SettingsRepositoriesPage::reload()
{
    auto repositories = m_store->list(m_workspaceId);
    if (!repositories) {
        m_status->setText(repositories.error());
        return;
    }
    QList<SettingsListModel::Entry> entries;
    for (const Repository &repository : repositories.value())
        entries.append({repository.id, repository.name, repository.path});
    const QString keep = m_current.id;
    m_current = Repository{};
    m_listModel->setEntries(entries);
    if (entries.isEmpty())
        newRepository();
    else
        m_list->setCurrentIndex(m_listModel->index(std::max(0, m_listModel->rowOf(keep))));
}

void SettingsRepositoriesPage::newRepository()
{
    m_list->setCurrentIndex({});
    Repository repository;
    repository.workspaceId = m_workspaceId;
    load(repository);
}

void SettingsRepositoriesPage::load(const Repository &repository)
{
    m_current = repository;
    m_name->setText(repository.name);
    m_path->setText(repository.path);
    m_branch->setText(repository.defaultBranch);
    m_setup->setPlainText(repository.setupScript);
    m_globs->setText(joinGlobList(repository.copyGlobs));
    m_delete->setEnabled(!repository.id.isEmpty());
    m_status->clear();
}

void SettingsRepositoriesPage::browse()
{
    const QString folder = QFileDialog::getExistingDirectory(this, QStringLiteral("Repository folder"), m_path->text());
    if (folder.isEmpty())
        return;
    m_path->setText(QDir::toNativeSeparators(folder));
    if (m_name->text().isEmpty())
        m_name->setText(QFileInfo(folder).fileName());
}

bool SettingsRepositoriesPage::save()
{
    Repository repository = m_current;
    repository.workspaceId = m_workspaceId;
    repository.path = QDir::cleanPath(m_path->text().trimmed());
    // A new repository left unnamed is named by the door's rule (its top level's folder).
    repository.name = m_name->text().trimmed();
    if (repository.name.isEmpty() && !repository.id.isEmpty())
        repository.name = QFileInfo(repository.path).fileName();
    repository.defaultBranch = m_branch->text().trimmed();
    repository.setupScript = m_setup->toPlainText();
    repository.copyGlobs = splitGlobList(m_globs->text());
    if (m_path->text().trimmed().isEmpty()) {
        m_status->setText(QStringLiteral("Pick the repository's folder"));
        return false;
    }
    if (!QFileInfo(repository.path).isDir()) {
        m_status->setText(QStringLiteral("No folder at %1").arg(repository.path));
        return false;
    }
    // git runs for a new one (the repository's top level, its default branch): off the GUI thread.
    const bool adding = repository.id.isEmpty();
    m_save->setEnabled(false);
    m_status->setText(adding ? QStringLiteral("Adding…") : QStringLiteral("Saving…"));
    whenFinished(m_repositories->save(repository), this, [this, adding](const Expected<Repository> &saved) {
        m_save->setEnabled(true);
        if (!saved) {
            m_status->setText((adding ? QStringLiteral("Not added: %1") : QStringLiteral("Not saved: %1")).arg(saved.error()));
            Q_EMIT saveFinished(false);
            return;
        }
        m_current = saved.value();
        reload();
        m_status->setText(QStringLiteral("Saved"));
        Q_EMIT repositoriesChanged();
        Q_EMIT saveFinished(true);
    });
    return true;
}

void SettingsRepositoriesPage::askToRemoveCurrent()
{
    if (m_current.id.isEmpty())
        return;
    const Repository repository = m_current;
    whenFinished(m_impacts->of(SettingsItem::Repository, repository.id), this, [this, repository](const Expected<RemovalImpact> &impact) {
        const bool used = impact && impact->taskCount > 0;
        askBeforeRemoving(this, QStringLiteral("Delete the repository “%1” from Kandesk?").arg(repository.name),
                          tasksUsingText(impact)
                              + (used ? QStringLiteral(" they lose their link to it (their worktrees, branches and transcripts stay).") : QString())
                              + QStringLiteral(" The folder %1 is not touched.").arg(repository.path),
                          [this, id = repository.id] {
                              if (m_current.id == id)
                                  removeCurrent();
                          });
    });
}

void SettingsRepositoriesPage::removeCurrent()
{
    if (m_current.id.isEmpty() || !m_removals)
        return;
    whenFinished(m_removals->remove(SettingsItem::Repository, m_current.id, m_current.name), this,
                 [this, id = m_current.id](const Status &status) {
                     if (!status) {
                         m_status->setText(QStringLiteral("Not removed: %1").arg(status.error()));
                         return;
                     }
                     if (m_current.id == id)
                         m_current = Repository{};
                     reload();
                     Q_EMIT repositoriesChanged();
                 });
}

} // namespace kandesk::ui
