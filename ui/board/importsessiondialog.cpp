// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "importsessiondialog.h"

#include "models/whenfinished.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kandesk::ui {

ImportSessionDialog::ImportSessionDialog(ProfileAgentCalls &calls, const QList<AgentProfile> &profiles,
                                         const QList<Repository> &repositories, const QString &preferredProfileId,
                                         QWidget *parent)
    : QDialog(parent)
    , m_calls(calls)
    , m_profiles(new QComboBox(this))
    , m_folders(new QComboBox(this))
    , m_list(new QTreeWidget(this))
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Import Agent Session"));
    setObjectName(QStringLiteral("importSessionDialog"));
    m_profiles->setObjectName(QStringLiteral("importSessionProfile"));
    for (const AgentProfile &profile : profiles)
        m_profiles->addItem(profile.name, profile.id);
    if (const int preferred = m_profiles->findData(preferredProfileId); preferred >= 0)
        m_profiles->setCurrentIndex(preferred);
    m_folders->setObjectName(QStringLiteral("importSessionFolder"));
    m_folders->addItem(tr("Every folder"), QString());
    for (const Repository &repository : repositories)
        m_folders->addItem(QStringLiteral("%1 — %2").arg(repository.name, QDir::toNativeSeparators(repository.path)), repository.path);

    m_list->setObjectName(QStringLiteral("importSessionList"));
    m_list->setAccessibleName(tr("The agent's sessions"));
    m_list->setHeaderLabels({tr("Session"), tr("Updated"), tr("Folder")});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setTextElideMode(Qt::ElideMiddle); // a folder's end says the most
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->setColumnWidth(0, 300);
    m_status->setObjectName(QStringLiteral("importSessionStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    QPushButton *import = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    import->setObjectName(QStringLiteral("importSessionImport"));
    import->setToolTip(tr("Make a task of the session: its history in the transcript, the agent ready for your next prompt"));
    QPushButton *refresh = m_buttons->addButton(tr("&Refresh"), QDialogButtonBox::ResetRole);
    refresh->setObjectName(QStringLiteral("importSessionRefresh"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Agent:"), m_profiles);
    form->addRow(tr("&Folder:"), m_folders);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Sessions you started in an agent's own command line, to go on with in Kandesk."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resize(720, 420);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(refresh, &QPushButton::clicked, this, &ImportSessionDialog::listSessions);
    connect(m_profiles, &QComboBox::currentIndexChanged, this, &ImportSessionDialog::listSessions);
    connect(m_folders, &QComboBox::currentIndexChanged, this, &ImportSessionDialog::listSessions);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &ImportSessionDialog::updateImportButton);
    connect(m_list, &QTreeWidget::itemActivated, this, [this] {
        if (!m_list->selectedItems().isEmpty())
            accept();
    });
    listSessions();
}

QString ImportSessionDialog::profileId() const
{
    return m_profiles->currentData().toString();
}

AgentSessionEntry ImportSessionDialog::session() const
{
    const int row = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    return row >= 0 && row < m_shown.size() ? m_shown.at(row) : AgentSessionEntry{};
}

void ImportSessionDialog::selectProfile(const QString &profileId)
{
    if (const int index = m_profiles->findData(profileId); index >= 0)
        m_profiles->setCurrentIndex(index);
}

void ImportSessionDialog::listSessions()
{
    m_list->clear();
    m_shown.clear();
    updateImportButton();
    if (m_profiles->count() == 0) {
        m_status->setText(tr("No agent profile yet: add one in Settings ▸ Agent Profiles."));
        return;
    }
    const int asked = ++m_asked;
    m_status->setText(tr("Asking %1 for its sessions…").arg(m_profiles->currentText()));
    whenFinished(m_calls.listSessions(profileId(), m_folders->currentData().toString()), this,
                 [this, asked](const Expected<QList<AgentSessionEntry>> &listed) {
                     if (asked != m_asked)
                         return; // the choice changed meanwhile
                     if (!listed) {
                         m_status->setText(tr("No sessions listed: %1").arg(listed.error()));
                         return;
                     }
                     showSessions(listed.value());
                 });
}

void ImportSessionDialog::showSessions(const QList<AgentSessionEntry> &sessions)
{
    m_shown = sessions;
    for (const AgentSessionEntry &entry : sessions) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, entry.title.isEmpty() ? entry.acpSessionId : entry.title);
        item->setToolTip(0, entry.acpSessionId);
        item->setText(1, entry.updatedAt.isValid() ? entry.updatedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QString());
        item->setText(2, QDir::toNativeSeparators(entry.cwd));
        item->setToolTip(2, item->text(2));
    }
    if (!sessions.isEmpty())
        m_list->setCurrentItem(m_list->topLevelItem(0));
    m_status->setText(sessions.isEmpty() ? tr("%1 keeps no sessions for this folder.").arg(m_profiles->currentText())
                         : tr("%n session(s), newest first.", nullptr, int(sessions.size())));
    updateImportButton();
}

void ImportSessionDialog::updateImportButton()
{
    const auto buttons = m_buttons->buttons();
    for (QAbstractButton *button : buttons) {
        if (m_buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->setEnabled(m_list->currentItem() != nullptr);
    }
}

} // namespace kandesk::ui
