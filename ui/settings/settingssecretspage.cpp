// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingssecretspage.h"

#include "settingslistmodel.h"
#include "settingsremovalquestion.h"

#include "application/settings/removalimpact.h"
#include "application/settings/settingsremovals.h"
#include "application/stores.h"
#include "models/agents/profilevalidation.h"
#include "models/secretvault.h"
#include "models/whenfinished.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QVBoxLayout>

namespace kandesk::ui {

SettingsSecretsPage::SettingsSecretsPage(const SettingsServices &services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_impacts(services.stores ? std::make_unique<RemovalImpacts>(*services.stores) : nullptr)
    , m_removals(services.removals)
    , m_model(new SettingsListModel(this))
{
    auto *intro = new QLabel(tr("Secrets are kept in the system keychain (or a private file) and given to "
                                            "agents through a profile's environment. Values can be replaced, never "
                                            "shown."),
                             this);
    intro->setWordWrap(true);
    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("secretList"));
    m_list->setAccessibleName(tr("Secrets"));
    styleSettingsList(m_list);
    m_list->setModel(m_model);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("secretName"));
    m_name->setPlaceholderText(QStringLiteral("GEMINI_API_KEY"));
    m_label = new QLineEdit(this);
    m_label->setObjectName(QStringLiteral("secretLabel"));
    m_label->setPlaceholderText(tr("optional description"));
    m_value = new QLineEdit(this);
    m_value->setObjectName(QStringLiteral("secretValue"));
    m_value->setEchoMode(QLineEdit::Password);
    m_value->setPlaceholderText(tr("value (write-only)"));
    m_add = new QPushButton(tr("Add / replace"), this);
    m_add->setObjectName(QStringLiteral("addSecret"));
    m_remove = new QPushButton(tr("Delete"), this);
    m_remove->setObjectName(QStringLiteral("removeSecret"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("secretStatus"));
    m_status->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Description"), m_label);
    form->addRow(tr("Value"), m_value);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_add);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addLayout(form);
    layout->addLayout(buttons);

    connect(m_add, &QPushButton::clicked, this, &SettingsSecretsPage::addSecret);
    connect(m_remove, &QPushButton::clicked, this, &SettingsSecretsPage::askToRemoveSelected);
    connect(m_name, &QLineEdit::textChanged, this, &SettingsSecretsPage::updateButtons);
    connect(m_value, &QLineEdit::textChanged, this, &SettingsSecretsPage::updateButtons);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, &SettingsSecretsPage::updateButtons);
    reload();
}

SettingsSecretsPage::~SettingsSecretsPage() = default;

void SettingsSecretsPage::reload()
{
    if (!m_services.vault())
        return;
    auto secrets = m_services.vault()->list();
    if (!secrets) {
        m_status->setText(secrets.error());
        return;
    }
    QList<SettingsListModel::Entry> entries;
    for (const SecretInfo &secret : secrets.value()) {
        const QString where = secret.backend == SecretBackendKind::Keychain ? tr("system keychain")
                                                                            : tr("private file");
        entries.append({secret.name, secret.label.isEmpty() ? secret.name : QString(secret.name + QStringLiteral(" — ") + secret.label),
                        tr("Stored in the %1").arg(where)});
    }
    m_model->setEntries(entries);
    updateButtons();
}

void SettingsSecretsPage::updateButtons()
{
    const QString name = m_name->text().trimmed();
    m_add->setEnabled(!m_busy && secretNameProblem(name).isEmpty() && !m_value->text().isEmpty());
    m_remove->setEnabled(!m_busy && m_list->currentIndex().isValid());
}

void SettingsSecretsPage::setBusy(bool busy)
{
    m_busy = busy;
    updateButtons();
}

void SettingsSecretsPage::addSecret()
{
    if (!m_services.vault() || !m_add->isEnabled())
        return;
    const QString name = m_name->text().trimmed();
    const QString value = m_value->text();
    // The value leaves the widget at once; only the vault holds it from here on.
    m_value->clear();
    setBusy(true);
    m_status->setText(tr("Saving %1…").arg(name));
    m_services.vault()->write(
        name, value, this,
        [this, name](Status status) {
            setBusy(false);
            if (!status) {
                m_status->setText(tr("%1 not saved: %2").arg(name, status.error()));
                return;
            }
            m_status->setText(tr("Saved %1").arg(name));
            m_name->clear();
            m_label->clear();
            reload();
            Q_EMIT secretsChanged();
        },
        m_label->text().trimmed());
}

void SettingsSecretsPage::askToRemoveSelected()
{
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid() || !m_impacts)
        return;
    const QString name = current.data(SettingsListModel::IdRole).toString();
    whenFinished(m_impacts->of(SettingsItem::Secret, name), this, [this, name](const Expected<RemovalImpact> &impact) {
        askBeforeRemoving(this, tr("Delete the secret %1?").arg(name),
                          profilesUsingText(impact, ProfileLoss::ASecret)
                              + tr(" Its value is never shown: Undo brings it back until the next delete, or until Kandesk quits."),
                          [this, name] {
                              if (m_list->currentIndex().data(SettingsListModel::IdRole).toString() == name)
                                  removeSelected();
                          });
    });
}

void SettingsSecretsPage::removeSelected()
{
    const QModelIndex current = m_list->currentIndex();
    if (!m_removals || !current.isValid())
        return;
    const QString name = current.data(SettingsListModel::IdRole).toString();
    setBusy(true);
    whenFinished(m_removals->remove(SettingsItem::Secret, name, name), this, [this, name](const Status &status) {
        setBusy(false);
        m_status->setText(status ? tr("Deleted %1").arg(name)
                                 : tr("%1 not deleted: %2").arg(name, status.error()));
        reload();
        Q_EMIT secretsChanged();
    });
}

} // namespace kandesk::ui
