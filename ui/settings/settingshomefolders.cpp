// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingshomefolders.h"

#include "application/settings/worktreesfolder.h"
#include "application/stores.h"

#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace kandesk::ui {

namespace {

QLabel *folderLabel(const QString &path, const QString &name, QWidget *parent)
{
    auto *label = new QLabel(QDir::toNativeSeparators(path), parent);
    label->setObjectName(name);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setFocusPolicy(Qt::NoFocus);
    return label;
}

} // namespace

SettingsHomeFolders::SettingsHomeFolders(Stores &stores, QWidget *parent)
    : QWidget(parent)
    , m_stores(stores)
{
    const HomeLayout &layout = stores.layout();
    m_worktrees = new QLineEdit(this);
    m_worktrees->setObjectName(QStringLiteral("worktreesFolder"));
    m_worktrees->setAccessibleName(tr("Folder for new worktrees"));
    m_worktrees->setPlaceholderText(QDir::toNativeSeparators(layout.defaultWorktreesFolder()));
    m_worktrees->setToolTip(tr("Where each new task's worktrees are made. Tasks that already have worktrees keep them "
                               "where they are. Empty: in Kandesk's data folder."));
    if (const QString chosen = worktreesFolder(stores); chosen != layout.defaultWorktreesFolder())
        m_worktrees->setText(QDir::toNativeSeparators(chosen));
    auto *choose = new QPushButton(tr("Choose…"), this);
    choose->setObjectName(QStringLiteral("chooseWorktreesFolder"));
    auto *save = new QPushButton(tr("Use this folder"), this);
    save->setObjectName(QStringLiteral("saveWorktreesFolder"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("worktreesFolderStatus"));
    m_status->setWordWrap(true);

    auto *worktreesRow = new QHBoxLayout;
    worktreesRow->addWidget(m_worktrees, 1);
    worktreesRow->addWidget(choose);
    worktreesRow->addWidget(save);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Data"), folderLabel(layout.data, QStringLiteral("dataFolder"), this));
    if (!layout.isOneFolder()) {
        form->addRow(tr("Caches"), folderLabel(layout.cache, QStringLiteral("cacheFolder"), this));
        form->addRow(tr("Logs"), folderLabel(layout.logsFolder(), QStringLiteral("logsFolder"), this));
    }
    form->addRow(tr("New worktrees"), worktreesRow);
    form->addRow(QString(), m_status);

    connect(choose, &QPushButton::clicked, this, &SettingsHomeFolders::chooseWorktreesFolder);
    connect(save, &QPushButton::clicked, this, &SettingsHomeFolders::saveWorktreesFolder);
    connect(m_worktrees, &QLineEdit::returnPressed, this, &SettingsHomeFolders::saveWorktreesFolder);
}

QString SettingsHomeFolders::statusText() const
{
    return m_status->text();
}

void SettingsHomeFolders::chooseWorktreesFolder()
{
    const QString start = m_worktrees->text().isEmpty() ? m_worktrees->placeholderText() : m_worktrees->text();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder for new worktrees"), start);
    if (folder.isEmpty())
        return;
    m_worktrees->setText(QDir::toNativeSeparators(folder));
    saveWorktreesFolder();
}

void SettingsHomeFolders::saveWorktreesFolder()
{
    const QString asked = QDir::fromNativeSeparators(m_worktrees->text().trimmed());
    if (const Status saved = setWorktreesFolder(m_stores, asked); !saved) {
        m_status->setText(tr("Not changed: %1").arg(saved.error()));
        return;
    }
    const QString now = worktreesFolder(m_stores);
    m_worktrees->setText(asked.isEmpty() ? QString() : QDir::toNativeSeparators(now));
    m_status->setText(tr("New worktrees go in %1.").arg(QDir::toNativeSeparators(now)));
}

} // namespace kandesk::ui
