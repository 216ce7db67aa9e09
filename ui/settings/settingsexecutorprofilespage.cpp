// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsexecutorprofilespage.h"

#include "settingsdockerexecutorfields.h"
#include "settingslistmodel.h"
#include "settingsremovalquestion.h"
#include "settingssshexecutorfields.h"
#include "settingstext.h"

#include "application/settings/configuration.h"
#include "application/settings/removalimpact.h"
#include "application/settings/settingsremovals.h"
#include "application/stores.h"
#include "models/executors/worktreeoptions.h"
#include "models/queries/executorqueries.h"
#include "models/queries/profilequeries.h"
#include "models/whenfinished.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {


bool isBuiltIn(const ExecutorProfile &profile)
{
    return profile.id == QLatin1String("worktree") || profile.id == QLatin1String("local");
}

bool isRemote(const QString &type)
{
    return type == QLatin1String(kSshExecutorType) || type == QLatin1String(kDockerExecutorType);
}

// The pages of the field stack, by type.
enum FieldsPage { LocalFields = 0, SshFields = 1, DockerFields = 2 };

} // namespace

SettingsExecutorProfilesPage::SettingsExecutorProfilesPage(const SettingsServices &services, QWidget *parent)
    : QWidget(parent)
    , m_stores(services.stores)
    , m_configuration(std::make_unique<Configuration>(*services.stores))
    , m_store(&std::as_const(*services.stores).profiles())
    , m_impacts(std::make_unique<RemovalImpacts>(*services.stores))
    , m_removals(services.removals)
    , m_listModel(new SettingsListModel(this))
{
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("executorProfileList"));
    m_list->setAccessibleName(tr("Executor profiles"));
    styleSettingsList(m_list);
    m_list->setModel(m_listModel);
    m_list->setMaximumWidth(180);
    auto *newButton = new QPushButton(tr("New"), this);
    m_delete = new QPushButton(tr("Delete"), this);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(newButton);
    listButtons->addWidget(m_delete);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("executorName"));
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("executorType"));
    m_type->addItem(tr("Git worktree per task"), QStringLiteral("worktree"));
    m_type->addItem(tr("Local folder (the repository itself)"), QStringLiteral("local"));
    m_type->addItem(tr("Remote host over SSH"), QString(kSshExecutorType));
    m_type->addItem(tr("Docker container"), QString(kDockerExecutorType));
    m_branchTemplate = new QLineEdit(this);
    m_branchTemplate->setObjectName(QStringLiteral("executorBranchTemplate"));
    m_branchTemplate->setPlaceholderText(QStringLiteral("feature/{title}-{suffix}"));
    m_copyGlobs = new QLineEdit(this);
    m_copyGlobs->setObjectName(QStringLiteral("executorCopyGlobs"));
    m_copyGlobs->setPlaceholderText(tr(".env, .npmrc (copied into each worktree)"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("executorStatus"));

    m_status->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Runs in"), m_type);
    auto *localFields = new QWidget(this);
    auto *localForm = new QFormLayout(localFields);
    localForm->setContentsMargins(0, 0, 0, 0);
    localForm->addRow(tr("Branch template"), m_branchTemplate);
    localForm->addRow(tr("Copy into worktree"), m_copyGlobs);
    m_ssh = new SettingsSshExecutorFields(this);
    m_docker = new SettingsDockerExecutorFields(this);
    m_fields = new QStackedWidget(this);
    m_fields->setObjectName(QStringLiteral("executorFields"));
    m_fields->insertWidget(LocalFields, localFields);
    m_fields->insertWidget(SshFields, m_ssh);
    m_fields->insertWidget(DockerFields, m_docker);
    // Made after the fields it saves: Tab follows the order widgets are made in.
    m_save = new QPushButton(tr("Save"), this);
    m_save->setObjectName(QStringLiteral("saveExecutorProfile"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_save);
    auto *right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(m_fields);
    right->addStretch(1);
    right->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left);
    layout->addLayout(right, 1);

    connect(newButton, &QPushButton::clicked, this, &SettingsExecutorProfilesPage::newProfile);
    connect(m_delete, &QPushButton::clicked, this, &SettingsExecutorProfilesPage::askToRemoveCurrent);
    connect(m_save, &QPushButton::clicked, this, &SettingsExecutorProfilesPage::save);
    connect(m_type, &QComboBox::currentIndexChanged, this, &SettingsExecutorProfilesPage::updateFields);
    connect(m_name, &QLineEdit::textChanged, this, &SettingsExecutorProfilesPage::updateFields);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        const QString id = current.data(SettingsListModel::IdRole).toString();
        if (id.isEmpty() || id == m_current.id)
            return;
        if (auto profile = m_store->executorProfile(id))
            load(profile.value());
        else
            m_status->setText(profile.error());
    });
    reload();
}

SettingsExecutorProfilesPage::~SettingsExecutorProfilesPage() = default;

void SettingsExecutorProfilesPage::reload()
{
    auto profiles = m_store->executorProfiles();
    if (!profiles) {
        m_status->setText(profiles.error());
        return;
    }
    QList<SettingsListModel::Entry> entries;
    for (const ExecutorProfile &profile : profiles.value())
        entries.append({profile.id, profile.name, profile.executorType});
    const QString keep = m_current.id;
    m_current = ExecutorProfile{};
    m_listModel->setEntries(entries);
    const int row = std::max(0, m_listModel->rowOf(keep));
    if (entries.isEmpty())
        newProfile();
    else
        m_list->setCurrentIndex(m_listModel->index(row));
}

void SettingsExecutorProfilesPage::newProfile()
{
    ExecutorProfile profile;
    profile.name = tr("New executor");
    profile.executorType = QStringLiteral("worktree");
    m_list->setCurrentIndex({});
    load(profile);
}

void SettingsExecutorProfilesPage::load(const ExecutorProfile &profile)
{
    m_current = profile;
    m_status->clear();
    m_name->setText(profile.name);
    const int at = m_type->findData(profile.executorType);
    if (at < 0)
        m_type->addItem(profile.executorType, profile.executorType);
    m_type->setCurrentIndex(at < 0 ? m_type->count() - 1 : at);
    const WorktreeOptions worktree = worktreeOptionsFromConfig(profile.configJson);
    m_branchTemplate->setText(worktree.branchTemplate);
    m_copyGlobs->setText(joinGlobList(worktree.copyGlobs));
    m_ssh->load(SshHost{});
    m_docker->load(DockerSettings{});
    if (!profile.id.isEmpty() && profile.executorType == QLatin1String(kSshExecutorType)) {
        auto host = m_stores->sshExecutors().host(profile.id);
        if (host && host->has_value())
            m_ssh->load(**host);
        else
            m_status->setText(host ? tr("This profile has no SSH host stored.") : host.error());
    } else if (!profile.id.isEmpty() && profile.executorType == QLatin1String(kDockerExecutorType)) {
        auto settings = m_stores->dockerExecutors().settings(profile.id);
        if (settings && settings->has_value())
            m_docker->load(**settings);
        else
            m_status->setText(settings ? tr("This profile has no Docker settings stored.") : settings.error());
    }
    // The built-in profiles hold the defaults of tasks without a profile of their own; a stored SSH
    // or Docker profile keeps its type (its fields live in their own table).
    m_delete->setEnabled(!profile.id.isEmpty() && !isBuiltIn(profile));
    m_type->setEnabled(!isBuiltIn(profile) && !(isRemote(profile.executorType) && !profile.id.isEmpty()));
    updateFields();
}

void SettingsExecutorProfilesPage::updateFields()
{
    const QString type = m_type->currentData().toString();
    const bool worktree = type == QLatin1String("worktree");
    m_fields->setCurrentIndex(type == QLatin1String(kSshExecutorType)      ? SshFields
                              : type == QLatin1String(kDockerExecutorType) ? DockerFields
                                                                            : LocalFields);
    m_branchTemplate->setEnabled(worktree);
    m_copyGlobs->setEnabled(worktree);
    m_save->setEnabled(!m_name->text().trimmed().isEmpty());
}

bool SettingsExecutorProfilesPage::save()
{
    const QString name = m_name->text().trimmed();
    const QString type = m_type->currentData().toString();
    auto saved = isRemote(type) || isRemote(m_current.executorType) ? saveRemote(name, type) : saveLocal(name, type);
    if (!saved) {
        m_status->setText(tr("Not saved: %1").arg(saved.error()));
        return false;
    }
    m_current = saved.value();
    reload();
    m_status->setText(tr("Saved"));
    Q_EMIT profilesChanged();
    return true;
}

Expected<ExecutorProfile> SettingsExecutorProfilesPage::saveLocal(const QString &name, const QString &type)
{
    ExecutorProfile profile = m_current;
    profile.name = name;
    profile.executorType = type;
    profile.configJson = configWithWorktreeOptions(profile.configJson,
                                                   {m_branchTemplate->text(), splitGlobList(m_copyGlobs->text())});
    return m_configuration->saveExecutorProfile(profile);
}

Expected<ExecutorProfile> SettingsExecutorProfilesPage::saveRemote(const QString &name, const QString &type)
{
    if (!m_current.id.isEmpty() && m_current.executorType != type)
        return Error{tr("a stored profile cannot change to or from SSH or Docker; make a new profile")};
    const bool ssh = type == QLatin1String(kSshExecutorType);
    if (ssh) {
        auto host = m_ssh->host();
        if (!host)
            return Error{host.error()};
        if (auto saved = m_configuration->saveSshExecutor(m_current.id, name, *host); !saved || m_current.id.isEmpty())
            return saved;
    } else {
        auto settings = m_docker->settings();
        if (!settings)
            return Error{settings.error()};
        if (auto saved = m_configuration->saveDockerExecutor(m_current.id, name, *settings); !saved || m_current.id.isEmpty())
            return saved;
    }
    ExecutorProfile stored = m_current;
    stored.name = name;
    return stored;
}

void SettingsExecutorProfilesPage::askToRemoveCurrent()
{
    if (m_current.id.isEmpty())
        return;
    const ExecutorProfile profile = m_current;
    whenFinished(m_impacts->of(SettingsItem::ExecutorProfile, profile.id), this, [this, profile](const Expected<RemovalImpact> &impact) {
        const bool used = impact && impact->taskCount > 0;
        askBeforeRemoving(this, tr("Delete the executor profile “%1”?").arg(profile.name),
                          tasksUsingText(impact)
                              + (used ? tr(" they run with the default executor from their next start; nothing of their work goes.")
                                      : QString()),
                          [this, id = profile.id] {
                              if (m_current.id == id)
                                  removeCurrent();
                          });
    });
}

void SettingsExecutorProfilesPage::removeCurrent()
{
    if (m_current.id.isEmpty() || !m_removals)
        return;
    whenFinished(m_removals->remove(SettingsItem::ExecutorProfile, m_current.id, m_current.name), this,
                 [this, id = m_current.id](const Status &status) {
                     if (!status) {
                         m_status->setText(tr("Not deleted: %1").arg(status.error()));
                         return;
                     }
                     if (m_current.id == id)
                         m_current = ExecutorProfile{};
                     reload();
                     Q_EMIT profilesChanged();
                 });
}

} // namespace kandesk::ui
