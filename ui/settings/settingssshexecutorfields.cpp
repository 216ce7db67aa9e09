// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingssshexecutorfields.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace kandesk::ui {

SettingsSshExecutorFields::SettingsSshExecutorFields(QWidget *parent)
    : QWidget(parent)
{
    auto line = [this](const char *name, const QString &placeholder) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QString::fromLatin1(name));
        edit->setPlaceholderText(placeholder);
        return edit;
    };
    m_host = line("sshHost", QStringLiteral("build.example.org or an address"));
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("sshPort"));
    m_port->setRange(1, 65535);
    m_port->setValue(22);
    m_user = line("sshUser", QStringLiteral("ssh's default (your user name or the ssh config's)"));
    m_identity = line("sshIdentity", QStringLiteral("ssh's default keys and your ssh-agent"));
    m_knownHosts = line("sshKnownHosts", QStringLiteral("~/.ssh/known_hosts"));
    m_remoteDir = line("sshRemoteDir", QString(kDefaultRemoteDir));
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(QStringLiteral("Host"), m_host);
    form->addRow(QStringLiteral("Port"), m_port);
    form->addRow(QStringLiteral("User"), m_user);
    form->addRow(QStringLiteral("Identity file"), m_identity);
    form->addRow(QStringLiteral("Known hosts file"), m_knownHosts);
    form->addRow(QStringLiteral("Remote directory"), m_remoteDir);
}

void SettingsSshExecutorFields::load(const SshHost &host)
{
    m_host->setText(host.host);
    m_port->setValue(host.port);
    m_user->setText(host.user);
    m_identity->setText(host.identityFile);
    m_knownHosts->setText(host.knownHostsFile);
    m_remoteDir->setText(host.remoteDir);
}

Expected<SshHost> SettingsSshExecutorFields::host() const
{
    SshHost host;
    host.host = m_host->text().trimmed();
    host.port = m_port->value();
    host.user = m_user->text().trimmed();
    host.remoteDir = m_remoteDir->text().trimmed();
    if (const QString identity = m_identity->text().trimmed(); !identity.isEmpty()) {
        auto file = sshIdentityFile(identity);
        if (!file)
            return Error { QStringLiteral("identity file: ") + file.error() };
        host.identityFile = *file;
    }
    if (const QString knownHosts = m_knownHosts->text().trimmed(); !knownHosts.isEmpty()) {
        auto file = sshKnownHostsFile(knownHosts);
        if (!file)
            return Error { QStringLiteral("known hosts file: ") + file.error() };
        host.knownHostsFile = *file;
    }
    if (const QString problem = sshHostProblem(host); !problem.isEmpty())
        return Error { problem };
    return host;
}

} // namespace kandesk::ui
