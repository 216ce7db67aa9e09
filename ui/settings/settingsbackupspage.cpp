// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsbackupspage.h"

#include "settingshomefolders.h"
#include "settingslistmodel.h"

#include "application/settings/homebackups.h"
#include "application/stores.h"
#include "models/whenfinished.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

QString tasksText(int count)
{
    return SettingsBackupsPage::tr("%n task(s)", nullptr, count);
}

QString whenText(const HomeBackupInfo &backup)
{
    return backup.createdAt.toUTC().toString(QStringLiteral("d MMM yyyy, HH:mm 'UTC'"));
}

} // namespace

SettingsBackupsPage::SettingsBackupsPage(const SettingsServices &services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_model(new SettingsListModel(this))
{
    if (services.stores) {
        m_backups = std::make_unique<HomeBackups>(services.stores->home(), &services.stores->database());
        m_folders = new SettingsHomeFolders(*services.stores, this); // first: Tab reads the page from the top
    }
    auto *intro = new QLabel(tr("A backup holds this home's tasks, transcripts, profiles and settings, and the "
                                            "file of secrets not kept in the keychain (keychain secrets stay there and are "
                                            "named, not copied). Before an update changes the database, Kandesk also keeps "
                                            "the last three copies of it beside it."),
                             this);
    intro->setWordWrap(true);
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("backupList"));
    m_list->setAccessibleName(tr("Backups"));
    styleSettingsList(m_list);
    m_list->setModel(m_model);
    m_backUp = new QPushButton(tr("Back up now"), this);
    m_backUp->setObjectName(QStringLiteral("backUpNow"));
    m_restore = new QPushButton(tr("Restore…"), this);
    m_restore->setObjectName(QStringLiteral("restoreBackup"));
    m_restoreFile = new QPushButton(tr("Restore from file…"), this);
    m_restoreFile->setObjectName(QStringLiteral("restoreBackupFile"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("backupStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_restoreFile);
    buttons->addStretch(1);
    buttons->addWidget(m_restore);
    buttons->addWidget(m_backUp);
    auto *layout = new QVBoxLayout(this);
    if (m_folders) {
        layout->addWidget(m_folders);
        layout->addSpacing(8);
    }
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    // Tab reads the buttons' row as it shows, left to right.
    setTabOrder(m_list, m_restoreFile);
    setTabOrder(m_restoreFile, m_restore);
    setTabOrder(m_restore, m_backUp);

    connect(m_backUp, &QPushButton::clicked, this, &SettingsBackupsPage::backUpNow);
    connect(m_restore, &QPushButton::clicked, this, &SettingsBackupsPage::restoreSelected);
    connect(m_restoreFile, &QPushButton::clicked, this, &SettingsBackupsPage::restoreFromFile);
    connect(m_list, &QListView::activated, this, &SettingsBackupsPage::restoreSelected);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &SettingsBackupsPage::updateButtons);
    reload();
}

SettingsBackupsPage::~SettingsBackupsPage() = default;

QString SettingsBackupsPage::statusText() const
{
    return m_status->text();
}

void SettingsBackupsPage::reload()
{
    if (!m_backups)
        return;
    whenFinished(m_backups->list(), this, [this](const QList<HomeBackupInfo> &backups) {
        QList<SettingsListModel::Entry> entries;
        for (const HomeBackupInfo &backup : backups)
            entries.append({backup.file, QStringLiteral("%1 · %2").arg(whenText(backup), tasksText(backup.taskCount)), backup.file});
        m_model->setEntries(entries);
        updateButtons();
        Q_EMIT backupsListed();
    });
}

void SettingsBackupsPage::updateButtons()
{
    m_backUp->setEnabled(!m_busy && m_backups);
    m_restore->setEnabled(!m_busy && m_backups && m_list->currentIndex().isValid());
    m_restoreFile->setEnabled(!m_busy && m_backups);
}

void SettingsBackupsPage::setBusy(bool busy)
{
    m_busy = busy;
    updateButtons();
}

void SettingsBackupsPage::backUpNow()
{
    if (!m_backups || m_busy)
        return;
    setBusy(true);
    m_status->setText(tr("Backing up…"));
    whenFinished(m_backups->create(), this, [this](const Expected<HomeBackupInfo> &made) {
        setBusy(false);
        if (!made) {
            m_status->setText(tr("Not backed up: %1").arg(made.error()));
            Q_EMIT backedUp(false);
            return;
        }
        QString text = tr("Saved %1 (%2).").arg(made->file, tasksText(made->taskCount));
        if (!made->keychainSecrets.isEmpty())
            text += tr(" Not in it, kept by the keychain: %1.").arg(made->keychainSecrets.join(QStringLiteral(", ")));
        m_status->setText(text);
        reload();
        Q_EMIT backedUp(true);
    });
}

void SettingsBackupsPage::restoreSelected()
{
    const QModelIndex current = m_list->currentIndex();
    if (current.isValid())
        restoreFile(current.data(SettingsListModel::IdRole).toString());
}

void SettingsBackupsPage::restoreFromFile()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Restore a Kandesk backup"), {},
                                                      tr("Kandesk backups (*.kandesk-backup);;All files (*)"));
    if (!file.isEmpty())
        restoreFile(file);
}

void SettingsBackupsPage::restoreFile(const QString &file)
{
    if (!m_backups || m_busy)
        return;
    setBusy(true);
    whenFinished(m_backups->inspect(file), this, [this](const Expected<HomeBackupInfo> &backup) {
        setBusy(false);
        if (!backup) {
            m_status->setText(backup.error());
            Q_EMIT restoreStaged(false);
            return;
        }
        confirmRestore(*backup);
    });
}

void SettingsBackupsPage::confirmRestore(const HomeBackupInfo &backup)
{
    delete m_confirmation;
    m_confirmation = new QMessageBox(QMessageBox::Warning, tr("Restore a backup"),
                                     tr("Restore the backup of %1 (%2)?").arg(whenText(backup), tasksText(backup.taskCount)),
                                     QMessageBox::Cancel, this);
    m_confirmation->setObjectName(QStringLiteral("restoreConfirmation"));
    m_confirmation->setInformativeText(
        tr("Its tasks, transcripts and settings take the place of today's when Kandesk next starts. Today's "
                       "database is kept beside it, so nothing is lost."));
    QPushButton *restore = m_confirmation->addButton(tr("Restore at next start"), QMessageBox::AcceptRole);
    restore->setObjectName(QStringLiteral("confirmRestore"));
    m_confirmation->setDefaultButton(QMessageBox::Cancel);
    connect(m_confirmation, &QMessageBox::finished, this, [this, restore, file = backup.file] {
        const bool confirmed = m_confirmation->clickedButton() == restore;
        m_confirmation->deleteLater();
        m_confirmation = nullptr;
        if (!confirmed)
            return;
        setBusy(true);
        whenFinished(m_backups->restoreAtNextStart(file), this, [this](const Expected<HomeBackupInfo> &staged) {
            setBusy(false);
            m_status->setText(staged ? tr("Kandesk restores the backup of %1 when it next starts: quit Kandesk "
                                                      "and start it again.").arg(whenText(*staged))
                                     : tr("Not restored: %1").arg(staged.error()));
            Q_EMIT restoreStaged(staged.ok());
        });
    });
    m_confirmation->open();
}

} // namespace kandesk::ui
