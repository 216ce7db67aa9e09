// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingssshexecutorfields.h"

#include "application/settings/sshhostkeys.h"
#include "models/whenfinished.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>

namespace kandesk::ui {

SettingsSshExecutorFields::SettingsSshExecutorFields(QWidget *parent)
    : QWidget(parent)
    , m_hostKeys(std::make_unique<SshHostKeys>())
{
    auto line = [this](const char *name, const QString &placeholder) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QString::fromLatin1(name));
        edit->setPlaceholderText(placeholder);
        return edit;
    };
    m_host = line("sshHost", tr("build.example.org or an address"));
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("sshPort"));
    m_port->setRange(1, 65535);
    m_port->setValue(22);
    m_user = line("sshUser", tr("ssh's default (your user name or the ssh config's)"));
    m_identity = line("sshIdentity", tr("ssh's default keys and your ssh-agent"));
    m_knownHosts = line("sshKnownHosts", QStringLiteral("~/.ssh/known_hosts"));
    m_remoteDir = line("sshRemoteDir", QString(kDefaultRemoteDir));
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Host"), m_host);
    form->addRow(tr("Port"), m_port);
    form->addRow(tr("User"), m_user);
    form->addRow(tr("Identity file"), m_identity);
    form->addRow(tr("Known hosts file"), m_knownHosts);
    form->addRow(tr("Remote directory"), m_remoteDir);

    m_hostKey = new QLabel(tr("Not checked: a host must be known before agents run there."), this);
    m_hostKey->setObjectName(QStringLiteral("sshHostKey"));
    m_hostKey->setWordWrap(true);
    m_hostKey->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_check = new QPushButton(tr("Check host key"), this);
    m_check->setObjectName(QStringLiteral("sshCheckHostKey"));
    m_accept = new QPushButton(tr("Accept"), this);
    m_accept->setObjectName(QStringLiteral("sshAcceptHostKey"));
    m_accept->setEnabled(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addWidget(m_accept);
    buttons->addStretch();
    auto *keyBox = new QVBoxLayout;
    keyBox->addWidget(m_hostKey);
    keyBox->addLayout(buttons);
    form->addRow(tr("Host key"), keyBox);
    connect(m_check, &QPushButton::clicked, this, &SettingsSshExecutorFields::checkHostKey);
    connect(m_accept, &QPushButton::clicked, this, &SettingsSshExecutorFields::acceptHostKey);
}

void SettingsSshExecutorFields::checkHostKey()
{
    const Expected<SshHost> fields = host();
    m_shownCheck.reset();
    m_accept->setEnabled(false);
    const int generation = ++m_generation;
    if (!fields) {
        m_hostKey->setText(fields.error());
        Q_EMIT hostKeyChecked();
        return;
    }
    m_hostKey->setText(tr("Asking %1 for its key…").arg(sshDestination(*fields)));
    m_check->setEnabled(false);
    whenFinished(m_hostKeys->check(*fields), this, [this, generation](const Expected<SshHostKeyCheck> &check) {
        if (generation != m_generation)
            return;
        m_check->setEnabled(true);
        showCheck(check);
        Q_EMIT hostKeyChecked();
    });
}

void SettingsSshExecutorFields::showCheck(const Expected<SshHostKeyCheck> &check)
{
    if (!check) {
        m_hostKey->setText(check.error());
        return;
    }
    m_shownCheck = std::make_unique<SshHostKeyCheck>(*check);
    m_hostKey->setText(check->description);
    m_accept->setEnabled(check->canBeAccepted());
}

void SettingsSshExecutorFields::acceptHostKey()
{
    if (!m_shownCheck)
        return;
    const SshHostKeyCheck check = *m_shownCheck;
    m_shownCheck.reset();
    m_accept->setEnabled(false);
    const int generation = ++m_generation;
    whenFinished(m_hostKeys->accept(check), this, [this, generation, check](const Status &accepted) {
        if (generation != m_generation)
            return;
        if (!accepted) {
            m_hostKey->setText(accepted.error());
            return;
        }
        m_hostKey->setText(tr("Trusted: the key of %1 is in %2.\n%3")
                               .arg(sshDestination(check.host), check.scan.knownHostsFile,
                                    check.scan.fingerprints.join(QLatin1Char('\n'))));
        Q_EMIT hostKeyAccepted();
    });
}

SettingsSshExecutorFields::~SettingsSshExecutorFields() = default;

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
            return Error { tr("identity file: ") + file.error() };
        host.identityFile = *file;
    }
    if (const QString knownHosts = m_knownHosts->text().trimmed(); !knownHosts.isEmpty()) {
        auto file = sshKnownHostsFile(knownHosts);
        if (!file)
            return Error { tr("known hosts file: ") + file.error() };
        host.knownHostsFile = *file;
    }
    if (const QString problem = sshHostProblem(host); !problem.isEmpty())
        return Error { problem };
    return host;
}

} // namespace kandesk::ui
