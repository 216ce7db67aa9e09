// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "settingsservices.h"

#include <QWidget>

#include <memory>

class QLabel;
class QSpinBox;

namespace kandesk {
class Configuration;
}

namespace kandesk::ui {

// Agents at once: the most agents running at once on this machine (0: any number; the machine's
// default until the user sets one) and the CPU pressure at which starts wait (0: never). A start
// beyond them waits on its card until there is room (application/admission/); and what each task's
// agent may use (memory, CPU share: cgroups where the system lets Kandesk make them). Saved as they
// change.
class SettingsRunningPage final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsRunningPage(const SettingsServices &services, QWidget *parent = nullptr);
    ~SettingsRunningPage() override;

    void reload();
    QSpinBox *maxRunningAgents() const { return m_most; }
    QSpinBox *cpuPressureLimit() const { return m_cpu; }
    QSpinBox *memoryPerTask() const { return m_memory; }
    QSpinBox *cpuPerTask() const { return m_cpuShare; }

private:
    void save(const QString &key, int value);

    const SettingsServices m_services;
    std::unique_ptr<Configuration> m_configuration;
    QSpinBox *m_most = nullptr;
    QSpinBox *m_cpu = nullptr;
    QSpinBox *m_memory = nullptr;
    QSpinBox *m_cpuShare = nullptr;
    QLabel *m_status = nullptr;
    bool m_loading = false;
};

} // namespace kandesk::ui
