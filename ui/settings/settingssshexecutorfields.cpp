// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingssshexecutorfields.h"

#include "lifecycle/ssh/sshfailure.h"
#include "models/backgroundpool.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QtConcurrent>

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

    m_hostKey = new QLabel(QStringLiteral("Not checked: a host must be known before agents run there."), this);
    m_hostKey->setObjectName(QStringLiteral("sshHostKey"));
    m_hostKey->setWordWrap(true);
    m_hostKey->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_check = new QPushButton(QStringLiteral("Check host key"), this);
    m_check->setObjectName(QStringLiteral("sshCheckHostKey"));
    m_accept = new QPushButton(QStringLiteral("Accept"), this);
    m_accept->setObjectName(QStringLiteral("sshAcceptHostKey"));
    m_accept->setEnabled(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addWidget(m_accept);
    buttons->addStretch();
    auto *keyBox = new QVBoxLayout;
    keyBox->addWidget(m_hostKey);
    keyBox->addLayout(buttons);
    form->addRow(QStringLiteral("Host key"), keyBox);
    connect(m_check, &QPushButton::clicked, this, &SettingsSshExecutorFields::checkHostKey);
    connect(m_accept, &QPushButton::clicked, this, &SettingsSshExecutorFields::acceptHostKey);
}

void SettingsSshExecutorFields::checkHostKey()
{
    const Expected<SshHost> fields = host();
    m_scan.reset();
    m_accept->setEnabled(false);
    const int generation = ++m_generation;
    if (!fields) {
        m_hostKey->setText(fields.error());
        Q_EMIT hostKeyChecked();
        return;
    }
    m_hostKey->setText(QStringLiteral("Asking %1 for its key…").arg(ssh::sshDestination(*fields)));
    m_check->setEnabled(false);
    // ssh-keyscan waits on the network: never on the GUI thread.
    QtConcurrent::run(&backgroundPool(), [host = *fields] { return ssh::scanHostKeys(host); })
        .then(this, [this, generation, host = *fields](const Expected<ssh::HostKeyScan> &scan) {
            if (generation != m_generation)
                return;
            m_check->setEnabled(true);
            showScan(host, scan);
            Q_EMIT hostKeyChecked();
        });
}

void SettingsSshExecutorFields::showScan(const SshHost &host, const Expected<ssh::HostKeyScan> &scan)
{
    if (!scan) {
        m_hostKey->setText(scan.error());
        return;
    }
    m_scan = std::make_pair(host, *scan);
    m_hostKey->setText(ssh::describeHostKeyScan(host, *scan));
    m_accept->setEnabled(scan->trust == ssh::HostKeyScan::Trust::Unknown);
}

void SettingsSshExecutorFields::acceptHostKey()
{
    if (!m_scan)
        return;
    const auto [host, scan] = *m_scan;
    if (Status accepted = ssh::acceptHostKeys(host, scan); !accepted) {
        m_hostKey->setText(accepted.error());
        m_accept->setEnabled(false);
        return;
    }
    m_scan.reset();
    m_accept->setEnabled(false);
    m_hostKey->setText(QStringLiteral("Trusted: the key of %1 is in %2.\n%3")
                           .arg(ssh::sshDestination(host), scan.knownHostsFile, scan.fingerprints.join(QLatin1Char('\n'))));
    Q_EMIT hostKeyAccepted();
}

QString SettingsSshExecutorFields::hostKeyText() const
{
    return m_hostKey->text();
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
