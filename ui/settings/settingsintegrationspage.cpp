// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsintegrationspage.h"

#include "application/intake/issueintake.h"
#include "application/intake/trackeraccess.h"
#include "models/secretvault.h"
#include "models/whenfinished.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace kandesk::ui {

SettingsIntegrationsPage::SettingsIntegrationsPage(const SettingsServices &services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
    , m_intake(services.stores ? std::make_unique<IssueIntake>(*services.stores) : nullptr)
    , m_list(new QListWidget(this))
    , m_kind(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_site(new QLineEdit(this))
    , m_tokenSecret(new QLineEdit(this))
    , m_token(new QLineEdit(this))
    , m_userSecret(new QLineEdit(this))
    , m_email(new QLineEdit(this))
    , m_comment(new QCheckBox(tr("Co&mment on the issue when its task's work lands"), this))
    , m_close(new QCheckBox(tr("C&lose it then (or move it to the state below)"), this))
    , m_closeState(new QLineEdit(this))
    , m_status(new QLabel(this))
{
    auto *intro = new QLabel(tr("Issue trackers this workspace takes tasks from (File ▸ New Task from Issue…, "
                                "kandesk task import). Tokens are kept in the vault, under the secret named here."),
                             this);
    intro->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("integrationList"));
    m_list->setAccessibleName(tr("Connections"));
    m_kind->setObjectName(QStringLiteral("integrationKind"));
    for (const issues::TrackerKind kind :
        { issues::TrackerKind::GitHub, issues::TrackerKind::GitLab, issues::TrackerKind::Linear, issues::TrackerKind::Jira })
        m_kind->addItem(issues::trackerTitle(kind), issues::trackerKindName(kind));
    m_name->setObjectName(QStringLiteral("integrationName"));
    m_site->setObjectName(QStringLiteral("integrationSite"));
    m_tokenSecret->setObjectName(QStringLiteral("integrationTokenSecret"));
    m_token->setObjectName(QStringLiteral("integrationToken"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("write-only: left empty, the secret stays as it is"));
    m_userSecret->setObjectName(QStringLiteral("integrationUserSecret"));
    m_email->setObjectName(QStringLiteral("integrationEmail"));
    m_email->setPlaceholderText(tr("you@example.com (kept in the vault)"));
    m_comment->setObjectName(QStringLiteral("integrationComment"));
    m_comment->setChecked(true);
    m_close->setObjectName(QStringLiteral("integrationClose"));
    m_closeState->setObjectName(QStringLiteral("integrationCloseState"));
    m_closeState->setPlaceholderText(tr("Linear's state or Jira's transition; empty: the first done one"));
    m_status->setObjectName(QStringLiteral("integrationStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Tracker:"), m_kind);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Site:"), m_site);
    form->addRow(tr("Token &secret:"), m_tokenSecret);
    form->addRow(tr("T&oken:"), m_token);
    m_userSecretLabel = new QLabel(tr("E-mail s&ecret:"), this);
    m_userSecretLabel->setBuddy(m_userSecret);
    form->addRow(m_userSecretLabel, m_userSecret);
    m_emailLabel = new QLabel(tr("&E-mail:"), this);
    m_emailLabel->setBuddy(m_email);
    form->addRow(m_emailLabel, m_email);
    form->addRow(QString(), m_comment);
    form->addRow(QString(), m_close);
    form->addRow(tr("Close &to:"), m_closeState);

    auto *add = new QPushButton(tr("New"), this);
    add->setObjectName(QStringLiteral("newIntegration"));
    m_save = new QPushButton(tr("Save"), this);
    m_save->setObjectName(QStringLiteral("saveIntegration"));
    m_test = new QPushButton(tr("Test"), this);
    m_test->setObjectName(QStringLiteral("testIntegration"));
    m_remove = new QPushButton(tr("Delete"), this);
    m_remove->setObjectName(QStringLiteral("removeIntegration"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_test);
    buttons->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addLayout(form);
    layout->addLayout(buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, &SettingsIntegrationsPage::showConnection);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &SettingsIntegrationsPage::kindChanged);
    connect(add, &QPushButton::clicked, this, [this] {
        m_list->setCurrentRow(-1);
        showConnection(-1);
        m_name->setFocus();
    });
    connect(m_save, &QPushButton::clicked, this, &SettingsIntegrationsPage::save);
    connect(m_test, &QPushButton::clicked, this, &SettingsIntegrationsPage::test);
    connect(m_remove, &QPushButton::clicked, this, &SettingsIntegrationsPage::remove);
    showConnection(-1);
    reload();
}

SettingsIntegrationsPage::~SettingsIntegrationsPage() = default;

void SettingsIntegrationsPage::reload()
{
    if (!m_intake)
        return;
    whenFinished(m_intake->connections(m_services.workspaceId), this, [this](const Expected<QList<Integration>> &read) {
        if (!read) {
            m_status->setText(read.error());
            return;
        }
        QString selected = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString();
        if (!m_selectAfterReload.isEmpty())
            selected = std::exchange(m_selectAfterReload, QString());
        m_connections = *read;
        const QSignalBlocker quiet(m_list);
        m_list->clear();
        for (const Integration &connection : std::as_const(m_connections)) {
            const QString tracker
                = issues::trackerTitle(issues::trackerKindFromName(connection.kind).value_or(issues::TrackerKind::GitHub));
            auto *item = new QListWidgetItem(connection.site.isEmpty()
                    ? tr("%1 (%2)").arg(connection.name, tracker)
                    : tr("%1 (%2 at %3)").arg(connection.name, tracker, connection.site),
                m_list);
            item->setData(Qt::UserRole, connection.id);
            if (connection.id == selected)
                m_list->setCurrentItem(item);
        }
        // The fields follow a different choice only: what is being typed in them stays.
        const int row = m_list->currentRow();
        const QString nowShown = row >= 0 ? m_connections.at(row).id : QString();
        if (nowShown != m_shownId)
            showConnection(row);
    });
}

void SettingsIntegrationsPage::showConnection(int row)
{
    const bool known = row >= 0 && row < m_connections.size();
    const Integration connection = known ? m_connections.at(row) : Integration {};
    m_shownId = connection.id;
    m_kind->setEnabled(!known); // a connection keeps its kind
    {
        const QSignalBlocker quiet(m_kind);
        m_kind->setCurrentIndex(std::max(0, m_kind->findData(known ? connection.kind : QStringLiteral("github"))));
    }
    m_name->setText(connection.name);
    m_site->setText(connection.site);
    m_tokenSecret->setText(connection.tokenSecret);
    m_userSecret->setText(connection.userSecret);
    m_token->clear();
    m_email->clear();
    m_comment->setChecked(!known || connection.commentOnLand);
    m_close->setChecked(known && connection.closeOnLand);
    m_closeState->setText(connection.closeState);
    m_save->setText(known ? tr("Save") : tr("Add"));
    m_test->setEnabled(known && !m_busy);
    m_remove->setEnabled(known && !m_busy);
    kindChanged();
}

void SettingsIntegrationsPage::kindChanged()
{
    const auto kind = issues::trackerKindFromName(m_kind->currentData().toString()).value_or(issues::TrackerKind::GitHub);
    const bool jira = kind == issues::TrackerKind::Jira;
    m_userSecret->setVisible(jira);
    m_userSecretLabel->setVisible(jira);
    m_email->setVisible(jira);
    m_emailLabel->setVisible(jira);
    m_site->setEnabled(kind != issues::TrackerKind::Linear);
    m_site->setPlaceholderText(jira ? tr("https://YOURS.atlassian.net")
            : kind == issues::TrackerKind::Linear ? tr("Linear has one site")
                                                  : defaultSite(kind));
    m_tokenSecret->setPlaceholderText(defaultTokenSecret(kind));
    m_userSecret->setPlaceholderText(defaultUserSecret(kind));
    m_name->setPlaceholderText(issues::trackerTitle(kind));
    m_closeState->setEnabled(kind == issues::TrackerKind::Linear || jira);
}

Integration SettingsIntegrationsPage::fromFields() const
{
    const int row = m_list->currentRow();
    Integration connection = row >= 0 && row < m_connections.size() ? m_connections.at(row) : Integration {};
    connection.workspaceId = connection.id.isEmpty() ? m_services.workspaceId : connection.workspaceId;
    connection.kind = m_kind->currentData().toString();
    connection.name = m_name->text().trimmed();
    connection.site = m_site->isEnabled() ? m_site->text().trimmed() : QString();
    connection.tokenSecret = m_tokenSecret->text().trimmed();
    connection.userSecret = m_userSecret->isVisible() ? m_userSecret->text().trimmed() : QString();
    connection.commentOnLand = m_comment->isChecked();
    connection.closeOnLand = m_close->isChecked();
    connection.closeState = m_closeState->isEnabled() ? m_closeState->text().trimmed() : QString();
    return connection;
}

// The token and e-mail written here go to the vault under the connection's secrets' names.
void SettingsIntegrationsPage::storeSecretsThen(const Integration &saved, const QString &token, const QString &email,
                                                const std::function<void()> &then)
{
    SecretVault *vault = m_services.vault();
    QList<std::pair<QString, QString>> writes;
    if (!token.isEmpty())
        writes.append({ saved.tokenSecret, token });
    if (!email.isEmpty() && !saved.userSecret.isEmpty())
        writes.append({ saved.userSecret, email });
    if (!vault || writes.isEmpty()) {
        then();
        return;
    }
    auto remaining = std::make_shared<int>(int(writes.size()));
    auto problems = std::make_shared<QStringList>();
    for (const auto &write : std::as_const(writes)) {
        const QString name = write.first;
        vault->write(name, write.second, this, [this, name, remaining, problems, then](Status written) {
            if (!written)
                problems->append(tr("%1 not saved: %2").arg(name, written.error()));
            if (--*remaining > 0)
                return;
            if (!problems->isEmpty())
                m_status->setText(problems->join(QLatin1Char('\n')));
            then();
        }, tr("For the connection %1").arg(saved.name));
    }
}

void SettingsIntegrationsPage::save()
{
    if (!m_intake || m_busy)
        return;
    const Integration wanted = fromFields();
    // The values leave the widgets at once; only the vault holds them from here on.
    const QString token = m_token->text();
    const QString email = m_email->isVisible() ? m_email->text().trimmed() : QString();
    m_token->clear();
    m_email->clear();
    setBusy(true);
    m_status->setText(tr("Saving…"));
    auto saving = wanted.id.isEmpty() ? m_intake->addConnection(wanted) : m_intake->updateConnection(wanted);
    whenFinished(saving, this, [this, token, email](const Expected<Integration> &saved) {
        if (!saved) {
            setBusy(false);
            m_status->setText(saved.error());
            return;
        }
        storeSecretsThen(*saved, token, email, [this, saved = *saved] {
            setBusy(false);
            if (m_status->text() == tr("Saving…"))
                m_status->setText(tr("Saved %1.").arg(saved.name));
            m_selectAfterReload = saved.id;
            reload();
        });
    });
}

void SettingsIntegrationsPage::test()
{
    const int row = m_list->currentRow();
    if (!m_intake || m_busy || row < 0 || row >= m_connections.size())
        return;
    setBusy(true);
    m_status->setText(tr("Asking %1…").arg(m_connections.at(row).name));
    whenFinished(m_intake->testConnection(m_connections.at(row).id), this, [this](const Expected<QString> &said) {
        setBusy(false);
        m_status->setText(said ? *said : said.error());
    });
}

void SettingsIntegrationsPage::remove()
{
    const int row = m_list->currentRow();
    if (!m_intake || m_busy || row < 0 || row >= m_connections.size())
        return;
    const Integration gone = m_connections.at(row);
    setBusy(true);
    whenFinished(m_intake->removeConnection(gone.id), this, [this, gone](const Status &removed) {
        setBusy(false);
        m_status->setText(removed ? tr("Deleted %1 (its tasks stay; its secrets too, in Secrets).").arg(gone.name)
                                  : removed.error());
        m_list->setCurrentRow(-1);
        reload();
    });
}

void SettingsIntegrationsPage::setBusy(bool busy)
{
    m_busy = busy;
    const bool known = m_list->currentRow() >= 0;
    m_save->setEnabled(!busy);
    m_test->setEnabled(!busy && known);
    m_remove->setEnabled(!busy && known);
}

} // namespace kandesk::ui
