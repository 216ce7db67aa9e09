// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsservices.h"

#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace kandesk {
class RemovalImpacts;
class SettingsRemovals;
}

namespace kandesk::ui {

class SettingsListModel;

// Secrets by name. A value is typed once into a password field, handed to the vault (keychain
// work happens off the GUI thread) and the field is cleared; values are never read back.
class SettingsSecretsPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsSecretsPage(const SettingsServices &services, QWidget *parent = nullptr);
    ~SettingsSecretsPage() override;

    void reload();
    SettingsListModel *model() const { return m_model; }

public Q_SLOTS:
    void addSecret();
    void removeSelected();
    // Delete: asks first, naming the agent profiles that use the secret.
    void askToRemoveSelected();

Q_SIGNALS:
    void secretsChanged();

private:
    void setBusy(bool busy);
    void updateButtons();

    SettingsServices m_services;
    std::unique_ptr<RemovalImpacts> m_impacts; // what a delete takes with it
    SettingsRemovals *m_removals = nullptr;    // deletes (undoable)
    bool m_busy = false;
    SettingsListModel *m_model = nullptr;
    QListView *m_list = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_label = nullptr;
    QLineEdit *m_value = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace kandesk::ui
