// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsservices.h"

#include "models/integration.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace kandesk {
class IssueIntake;
}

namespace kandesk::ui {

// Settings ▸ Integrations: the workspace's issue tracker connections (GitHub, GitLab, Linear,
// Jira). Add or change one (its site; the names of the secrets its token and Jira's e-mail are kept
// under, and, written here, their values straight into the vault; what its issues are told when
// their work lands), Test it ("Connected as …", or what is wrong and what to do), Delete it.
// Everything through the intake door, off the GUI thread.
class SettingsIntegrationsPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsIntegrationsPage(const SettingsServices &services, QWidget *parent = nullptr);
    ~SettingsIntegrationsPage() override;

    void reload();
    void save();
    void test();
    void remove();

private:
    void showConnection(int row);
    void kindChanged();
    Integration fromFields() const;
    void storeSecretsThen(const Integration &saved, const QString &token, const QString &email,
                          const std::function<void()> &then);
    void setBusy(bool busy);

    SettingsServices m_services;
    std::unique_ptr<IssueIntake> m_intake;
    QList<Integration> m_connections;
    QListWidget *m_list = nullptr;
    QComboBox *m_kind = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_site = nullptr;
    QLineEdit *m_tokenSecret = nullptr;
    QLineEdit *m_token = nullptr;
    QLineEdit *m_userSecret = nullptr;
    QLineEdit *m_email = nullptr;
    QLabel *m_emailLabel = nullptr;
    QLabel *m_userSecretLabel = nullptr;
    QCheckBox *m_comment = nullptr;
    QCheckBox *m_close = nullptr;
    QLineEdit *m_closeState = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_test = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_status = nullptr;
    bool m_busy = false;
    QString m_selectAfterReload; // a connection just saved
    QString m_shownId; // the connection the fields show (empty: a new one)
};

} // namespace kandesk::ui
