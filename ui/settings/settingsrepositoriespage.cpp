// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsrepositoriespage.h"

#include "settingslistmodel.h"
#include "settingsremovalquestion.h"
#include "settingstext.h"

#include "application/settings/removalimpact.h"
#include "application/settings/settingsremovals.h"
#include "application/settings/worktreesfolder.h"
#include "application/stores.h"
#include "application/tasks/repositorydependencies.h"
#include "application/tasks/repositoryservice.h"
#include "models/queries/repositoryqueries.h"
#include "models/queries/workspacequeries.h"
#include "models/queries/settingsqueries.h"
#include "models/whenfinished.h"

#include <QComboBox>
#include <QDir>
#include <QLocale>
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
    , m_stores(services.stores)
{
    if (m_workspaceId.isEmpty()) {
        const WorkspaceQueries &workspaces = std::as_const(*services.stores).workspaces();
        if (auto list = workspaces.list(); list && !list->isEmpty())
            m_workspaceId = list->constFirst().id;
    }

    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("repositoryList"));
    m_list->setAccessibleName(tr("Repositories"));
    styleSettingsList(m_list);
    m_list->setModel(m_listModel);
    m_list->setMaximumWidth(180);
    auto *newButton = new QPushButton(tr("Add"), this);
    newButton->setObjectName(QStringLiteral("newRepository"));
    m_delete = new QPushButton(tr("Remove"), this);
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
    m_path->setAccessibleName(tr("Repository folder"));
    auto *browseButton = new QPushButton(tr("Browse…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    m_branch = new QLineEdit(this);
    m_branch->setObjectName(QStringLiteral("repositoryBranch"));
    m_branch->setPlaceholderText(QStringLiteral("main"));
    m_setup = new QPlainTextEdit(this);
    m_setup->setObjectName(QStringLiteral("repositorySetupScript"));
    m_setup->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_setup->setPlaceholderText(tr("runs in each new worktree, e.g.\nnpm ci"));
    m_globs = new QLineEdit(this);
    m_globs->setObjectName(QStringLiteral("repositoryCopyGlobs"));
    m_globs->setPlaceholderText(tr(".env, .npmrc"));
    m_dependencies = new QLineEdit(this);
    m_dependencies->setObjectName(QStringLiteral("repositoryDependencyFolders"));
    m_dependencies->setToolTip(tr("Folders of the main checkout each new worktree gets, cloned where the disk "
                                              "shares blocks (btrfs, XFS) and copied again when their lockfile changes. "
                                              "Empty: those the repository has; \"none\": none."));
    m_fallback = new QComboBox(this);
    m_fallback->setObjectName(QStringLiteral("repositoryDependencyFallback"));
    m_fallback->addItem(tr("Don't copy them"), dependencyCopyModeName(DependencyCopyMode::Off));
    m_fallback->addItem(tr("Hard links (no space; shared files)"), dependencyCopyModeName(DependencyCopyMode::Hardlink));
    m_fallback->addItem(tr("Copies (the full size again)"), dependencyCopyModeName(DependencyCopyMode::Copy));
    m_costs = new QLabel(this);
    m_costs->setObjectName(QStringLiteral("repositoryDependencyCosts"));
    m_costs->setWordWrap(true);
    m_costs->setForegroundRole(QPalette::PlaceholderText);
    m_save = new QPushButton(tr("Save"), this);
    m_save->setObjectName(QStringLiteral("saveRepository"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("repositoryStatus"));
    m_status->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Folder"), pathRow);
    form->addRow(tr("Default branch"), m_branch);
    form->addRow(tr("Setup script"), m_setup);
    form->addRow(tr("Copy into worktrees"), m_globs);
    form->addRow(tr("Dependency folders"), m_dependencies);
    form->addRow(tr("Where the disk cannot clone"), m_fallback);
    form->addRow(QString(), m_costs);
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
    connect(m_dependencies, &QLineEdit::editingFinished, this, &SettingsRepositoriesPage::measureDependencies);
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
    const DependencySettings dependencies = repository.id.isEmpty()
        ? DependencySettings {}
        : dependencySettings(std::as_const(*m_stores).settings(), repository.id);
    m_dependencies->setText(!dependencies.folders ? QString()
            : dependencies.folders->isEmpty()     ? QStringLiteral("none")
                                                  : dependencies.folders->join(QStringLiteral(", ")));
    // What it has is read with the costs, off the GUI thread.
    m_dependencies->setPlaceholderText(tr("those it has (node_modules, .venv, target, vendor)"));
    m_fallback->setCurrentIndex(std::max(0, m_fallback->findData(dependencyCopyModeName(dependencies.fallback))));
    m_delete->setEnabled(!repository.id.isEmpty());
    m_status->clear();
    measureDependencies();
}

void SettingsRepositoriesPage::measureDependencies()
{
    m_costs->clear();
    if (m_current.path.isEmpty() || !m_stores)
        return;
    const QString text = m_dependencies->text().trimmed();
    if (text == QLatin1String("none"))
        return;
    const std::optional<QStringList> folders = text.isEmpty() ? std::nullopt : std::optional(splitGlobList(text));
    const quint64 asked = ++m_measured;
    m_costs->setText(tr("Measuring…"));
    whenFinished(measureDependencyFolders(m_current.path, folders, worktreesFolder(*m_stores)), this,
        [this, asked](const Expected<DependencyCosts> &costs) {
            if (asked != m_measured)
                return;
            if (!costs) {
                m_costs->setText(costs.error());
                return;
            }
            m_dependencies->setPlaceholderText(costs->found.isEmpty()
                    ? tr("none found (node_modules, .venv, target, vendor)")
                    : tr("those it has: %1").arg(costs->found.join(QStringLiteral(", "))));
            if (costs->folders.isEmpty()) {
                m_costs->clear();
                return;
            }
            QStringList lines;
            qint64 total = 0;
            for (const DependencyFolderCost &folder : costs->folders) {
                lines.append(folder.present
                        ? tr("%1: %2 in %3 files").arg(folder.folder, QLocale().formattedDataSize(folder.bytes)).arg(folder.files)
                        : tr("%1: not in the repository's checkout (yet)").arg(folder.folder));
                total += folder.bytes;
            }
            lines.append(costs->clones
                    ? tr("This disk clones: each worktree shares their blocks and takes next to no space.")
                    : tr("This disk cannot clone: copies take %1 per worktree, hard links none (the files are shared).")
                          .arg(QLocale().formattedDataSize(total)));
            m_costs->setText(lines.join(QLatin1Char('\n')));
        });
}

void SettingsRepositoriesPage::browse()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Repository folder"), m_path->text());
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
        m_status->setText(tr("Pick the repository's folder"));
        return false;
    }
    if (!QFileInfo(repository.path).isDir()) {
        m_status->setText(tr("No folder at %1").arg(repository.path));
        return false;
    }
    // git runs for a new one (the repository's top level, its default branch): off the GUI thread.
    const bool adding = repository.id.isEmpty();
    m_save->setEnabled(false);
    m_status->setText(adding ? tr("Adding…") : tr("Saving…"));
    whenFinished(m_repositories->save(repository), this, [this, adding](const Expected<Repository> &saved) {
        m_save->setEnabled(true);
        if (!saved) {
            m_status->setText((adding ? tr("Not added: %1") : tr("Not saved: %1")).arg(saved.error()));
            Q_EMIT saveFinished(false);
            return;
        }
        m_current = saved.value();
        const QString folders = m_dependencies->text().trimmed();
        DependencySettings dependencies;
        if (folders == QLatin1String("none"))
            dependencies.folders = QStringList();
        else if (!folders.isEmpty())
            dependencies.folders = splitGlobList(folders);
        dependencies.fallback = dependencyCopyModeFromName(m_fallback->currentData().toString()).value_or(DependencyCopyMode::Off);
        if (Status kept = saveDependencySettings(*m_stores, m_current.id, dependencies); !kept) {
            m_status->setText(tr("Saved, but not its dependency folders: %1").arg(kept.error()));
            Q_EMIT saveFinished(false);
            return;
        }
        reload();
        m_status->setText(tr("Saved"));
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
        askBeforeRemoving(this, tr("Delete the repository “%1” from Kandesk?").arg(repository.name),
                          tasksUsingText(impact)
                              + (used ? tr(" they lose their link to it (their worktrees, branches and transcripts stay).") : QString())
                              + tr(" The folder %1 is not touched.").arg(repository.path),
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
                         m_status->setText(tr("Not removed: %1").arg(status.error()));
                         return;
                     }
                     if (m_current.id == id)
                         m_current = Repository{};
                     reload();
                     Q_EMIT repositoriesChanged();
                 });
}

} // namespace kandesk::ui
