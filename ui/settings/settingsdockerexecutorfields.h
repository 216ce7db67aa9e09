// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/executors/dockersettings.h"
#include "models/expected.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace kandesk::ui {

// The fields of a Docker executor profile: image or the repository's devcontainer, mounts (one
// SRC:DST[:ro] a line), CPUs, memory and network. settings() reads them with the parsers and the
// check `kandesk executor add --type docker` uses (parseDockerMount, parseDockerCpus,
// parseDockerMemory, dockerSettingsProblem).
class SettingsDockerExecutorFields final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsDockerExecutorFields(QWidget *parent = nullptr);

    void load(const DockerSettings &settings);
    Expected<DockerSettings> settings() const;

private:
    QLineEdit *m_image = nullptr;
    QCheckBox *m_devcontainer = nullptr;
    QPlainTextEdit *m_mounts = nullptr;
    QLineEdit *m_cpus = nullptr;
    QLineEdit *m_memory = nullptr;
    QComboBox *m_network = nullptr;
};

} // namespace kandesk::ui
