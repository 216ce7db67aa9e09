// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/stores/sshexecutorstore.h"

#include <QWidget>

class QLineEdit;
class QSpinBox;

namespace kandesk::ui {

// The fields of an SSH executor profile: host, port, user, identity file (empty: ssh's defaults
// and the ssh-agent), known-hosts file (empty: ~/.ssh/known_hosts) and the remote base directory.
// host() checks them as `kandesk executor add` does (sshIdentityFile, sshKnownHostsFile,
// sshHostProblem).
class SettingsSshExecutorFields final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsSshExecutorFields(QWidget *parent = nullptr);

    void load(const SshHost &host);
    Expected<SshHost> host() const;

private:
    QLineEdit *m_host = nullptr;
    QSpinBox *m_port = nullptr;
    QLineEdit *m_user = nullptr;
    QLineEdit *m_identity = nullptr;
    QLineEdit *m_knownHosts = nullptr;
    QLineEdit *m_remoteDir = nullptr;
};

} // namespace kandesk::ui
