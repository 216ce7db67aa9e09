// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/agents/agentregistry.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace kandesk::ui {

// Offers to install a built-in npm agent that a start needed (lifecycle/npmagents/): what and where,
// then npm's output as it comes (npm runs off the GUI thread). installed() says when it is there.
class NpmInstallDialog final : public QDialog
{
    Q_OBJECT
public:
    // spec: the version to install (a profile's or the agent's pin), empty: the newest.
    NpmInstallDialog(QString homeDir, AgentDefinition agent, QString spec, QWidget *parent = nullptr);
    ~NpmInstallDialog() override;

    bool isInstalling() const { return m_installing; }

public Q_SLOTS:
    void startInstall();

Q_SIGNALS:
    void installed(const QString &version);
    void installFailed(const QString &message);

private:
    void append(const QString &line);

    QString m_home;
    AgentDefinition m_agent;
    QString m_spec;
    bool m_installing = false;
    QLabel *m_text = nullptr;
    QPlainTextEdit *m_output = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_install = nullptr;
};

} // namespace kandesk::ui
