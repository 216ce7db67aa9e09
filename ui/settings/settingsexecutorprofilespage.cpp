// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsexecutorprofilespage.h"

#include "settingslistmodel.h"
#include "settingstext.h"

#include "application/stores.h"
#include "lifecycle/preparers/repositorysettings.h"
#include "models/stores/profilestore.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

const QString kBranchTemplate = QLatin1String(kBranchTemplateConfigKey);
const QString kCopyGlobs = QLatin1String(kCopyGlobsConfigKey);

bool isBuiltIn(const ExecutorProfile &profile)
{
    return profile.id == QLatin1String("worktree") || profile.id == QLatin1String("local");
}

} // namespace

SettingsExecutorProfilesPage::SettingsExecutorProfilesPage(const SettingsServices &services, QWidget *parent)
    : QWidget(parent)
    , m_store(&services.stores->profiles())
    , m_listModel(new SettingsListModel(this))
{
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("executorProfileList"));
    styleSettingsList(m_list);
    m_list->setModel(m_listModel);
    m_list->setMaximumWidth(180);
    auto *newButton = new QPushButton(QStringLiteral("New"), this);
    m_delete = new QPushButton(QStringLiteral("Delete"), this);
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
    m_type->addItem(QStringLiteral("Git worktree per task"), QStringLiteral("worktree"));
    m_type->addItem(QStringLiteral("Local folder (the repository itself)"), QStringLiteral("local"));
    m_branchTemplate = new QLineEdit(this);
    m_branchTemplate->setObjectName(QStringLiteral("executorBranchTemplate"));
    m_branchTemplate->setPlaceholderText(QStringLiteral("feature/{title}-{suffix}"));
    m_copyGlobs = new QLineEdit(this);
    m_copyGlobs->setObjectName(QStringLiteral("executorCopyGlobs"));
    m_copyGlobs->setPlaceholderText(QStringLiteral(".env, .npmrc (copied into each worktree)"));
    m_save = new QPushButton(QStringLiteral("Save"), this);
    m_save->setObjectName(QStringLiteral("saveExecutorProfile"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("executorStatus"));

    auto *form = new QFormLayout;
    form->addRow(QStringLiteral("Name"), m_name);
    form->addRow(QStringLiteral("Runs in"), m_type);
    form->addRow(QStringLiteral("Branch template"), m_branchTemplate);
    form->addRow(QStringLiteral("Copy into worktree"), m_copyGlobs);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_save);
    auto *right = new QVBoxLayout;
    right->addLayout(form);
    right->addStretch(1);
    right->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left);
    layout->addLayout(right, 1);

    connect(newButton, &QPushButton::clicked, this, &SettingsExecutorProfilesPage::newProfile);
    connect(m_delete, &QPushButton::clicked, this, &SettingsExecutorProfilesPage::removeCurrent);
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
    profile.name = QStringLiteral("New executor");
    profile.executorType = QStringLiteral("worktree");
    m_list->setCurrentIndex({});
    load(profile);
}

void SettingsExecutorProfilesPage::load(const ExecutorProfile &profile)
{
    m_current = profile;
    m_name->setText(profile.name);
    const int at = m_type->findData(profile.executorType);
    if (at < 0)
        m_type->addItem(profile.executorType, profile.executorType);
    m_type->setCurrentIndex(at < 0 ? m_type->count() - 1 : at);
    const WorktreeOptions worktree = worktreeOptionsFromConfig(profile.configJson);
    m_branchTemplate->setText(worktree.branchTemplate);
    m_copyGlobs->setText(joinGlobList(worktree.copyGlobs));
    // The built-in profiles hold the defaults of tasks without a profile of their own.
    m_delete->setEnabled(!profile.id.isEmpty() && !isBuiltIn(profile));
    m_type->setEnabled(!isBuiltIn(profile));
    m_status->clear();
    updateFields();
}

void SettingsExecutorProfilesPage::updateFields()
{
    const bool worktree = m_type->currentData().toString() == QLatin1String("worktree");
    m_branchTemplate->setEnabled(worktree);
    m_copyGlobs->setEnabled(worktree);
    m_save->setEnabled(!m_name->text().trimmed().isEmpty());
}

bool SettingsExecutorProfilesPage::save()
{
    ExecutorProfile profile = m_current;
    profile.name = m_name->text().trimmed();
    profile.executorType = m_type->currentData().toString();
    QJsonObject config = QJsonDocument::fromJson(profile.configJson.toUtf8()).object();
    config.insert(kBranchTemplate, m_branchTemplate->text().trimmed());
    config.insert(kCopyGlobs, QJsonArray::fromStringList(splitGlobList(m_copyGlobs->text())));
    profile.configJson = QString::fromUtf8(QJsonDocument(config).toJson(QJsonDocument::Compact));
    auto saved = m_store->saveExecutorProfile(profile);
    if (!saved) {
        m_status->setText(QStringLiteral("Not saved: %1").arg(saved.error()));
        return false;
    }
    m_current = saved.value();
    reload();
    m_status->setText(QStringLiteral("Saved"));
    Q_EMIT profilesChanged();
    return true;
}

void SettingsExecutorProfilesPage::removeCurrent()
{
    if (m_current.id.isEmpty())
        return;
    if (const Status status = m_store->removeExecutorProfile(m_current.id); !status) {
        m_status->setText(QStringLiteral("Not deleted: %1").arg(status.error()));
        return;
    }
    m_current = ExecutorProfile{};
    reload();
    Q_EMIT profilesChanged();
}

} // namespace kandesk::ui
