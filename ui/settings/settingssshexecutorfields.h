// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/sshhost.h"
#include "models/expected.h"

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace kandesk {
class SshHostKeys;
struct SshHostKeyCheck;
} // namespace kandesk

namespace kandesk::ui {

// The fields of an SSH executor profile: host, port, user, identity file (empty: ssh's defaults
// and the ssh-agent), known-hosts file (empty: ~/.ssh/known_hosts) and the remote base directory.
// host() checks them as `kandesk executor add` does (sshIdentityFile, sshKnownHostsFile,
// sshHostProblem). "Check host key" asks the host for its key off the GUI thread and shows its
// fingerprint; "Accept" adds a first-seen key to the known-hosts file; a changed key stays refused.
class SettingsSshExecutorFields final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsSshExecutorFields(QWidget *parent = nullptr);
    ~SettingsSshExecutorFields() override;

    void load(const SshHost &host);
    Expected<SshHost> host() const;

    // Asks the host for its key (the fields as they are now); hostKeyChecked() follows.
    void checkHostKey();
    // Adds the key last shown to the known-hosts file, when it was a first-seen one (off the GUI
    // thread; hostKeyAccepted() follows).
    void acceptHostKey();
    QString hostKeyText() const;

Q_SIGNALS:
    void hostKeyChecked();
    void hostKeyAccepted();

private:
    void showCheck(const Expected<SshHostKeyCheck> &check);

    QLabel *m_hostKey = nullptr;
    QPushButton *m_check = nullptr;
    QPushButton *m_accept = nullptr;
    std::unique_ptr<SshHostKeys> m_hostKeys;
    std::unique_ptr<SshHostKeyCheck> m_shownCheck; // the check shown, while its key can be accepted
    int m_generation = 0;
    QLineEdit *m_host = nullptr;
    QSpinBox *m_port = nullptr;
    QLineEdit *m_user = nullptr;
    QLineEdit *m_identity = nullptr;
    QLineEdit *m_knownHosts = nullptr;
    QLineEdit *m_remoteDir = nullptr;
};

} // namespace kandesk::ui
