// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsrunningpage.h"

#include "application/admission/admissionpolicy.h"
#include "application/settings/configuration.h"
#include "application/stores.h"
#include "models/queries/settingsqueries.h"

#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kandesk::ui {

SettingsRunningPage::SettingsRunningPage(const SettingsServices &services, QWidget *parent)
    : QWidget(parent)
    , m_services(services)
{
    if (services.stores)
        m_configuration = std::make_unique<Configuration>(*services.stores);
    auto *intro = new QLabel(tr("Each agent is a process with its own tools, language servers and test runs. A start "
                                "beyond these limits, or while the machine is short of memory, waits on its card until "
                                "there is room and then starts by itself (Start Now in the card's menu goes at once)."),
                             this);
    intro->setWordWrap(true);
    m_most = new QSpinBox(this);
    m_most->setObjectName(QStringLiteral("maxRunningAgents"));
    m_most->setRange(0, 1000);
    m_most->setSpecialValueText(tr("Any number"));
    m_most->setAccessibleName(tr("Most agents running at once"));
    auto *machineDefault = new QPushButton(tr("This machine's default (%1)").arg(defaultMaxRunningAgents()), this);
    machineDefault->setObjectName(QStringLiteral("defaultMaxRunningAgents"));
    m_cpu = new QSpinBox(this);
    m_cpu->setObjectName(QStringLiteral("cpuPressureLimit"));
    m_cpu->setRange(0, 100);
    m_cpu->setSuffix(QStringLiteral(" %"));
    m_cpu->setSpecialValueText(tr("Never"));
    m_cpu->setAccessibleName(tr("Wait while CPU pressure is at least"));
    m_cpu->setToolTip(tr("Agents run below your own work (nice 10) and mostly wait on their model, so by default a "
                         "busy CPU holds no start; memory pressure always does."));
    m_memory = new QSpinBox(this);
    m_memory->setObjectName(QStringLiteral("memoryPerTask"));
    m_memory->setRange(0, 1 << 20);
    m_memory->setSingleStep(256);
    m_memory->setSuffix(tr(" MiB"));
    m_memory->setSpecialValueText(tr("No limit"));
    m_memory->setAccessibleName(tr("Memory per task"));
    m_memory->setToolTip(tr("What a task's agent and everything it starts may use together; over it the system stops that "
                            "agent alone and the task says why. Needs cgroups Kandesk may make (a delegated cgroup, or root)."));
    m_cpuShare = new QSpinBox(this);
    m_cpuShare->setObjectName(QStringLiteral("cpuPerTask"));
    m_cpuShare->setRange(0, 6400);
    m_cpuShare->setSingleStep(50);
    m_cpuShare->setSuffix(tr(" % of a core"));
    m_cpuShare->setSpecialValueText(tr("No limit"));
    m_cpuShare->setAccessibleName(tr("CPU per task"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("runningStatus"));
    m_status->setWordWrap(true);

    auto *most = new QHBoxLayout;
    most->addWidget(m_most);
    most->addWidget(machineDefault);
    most->addStretch(1);
    auto *cpu = new QHBoxLayout;
    cpu->addWidget(m_cpu);
    cpu->addStretch(1);
    auto *mostLabel = new QLabel(tr("Most agents running at &once:"), this);
    mostLabel->setBuddy(m_most);
    auto *cpuLabel = new QLabel(tr("Wait while CPU &pressure is at least:"), this);
    cpuLabel->setBuddy(m_cpu);
    auto *memory = new QHBoxLayout;
    memory->addWidget(m_memory);
    memory->addStretch(1);
    auto *memoryLabel = new QLabel(tr("&Memory per task:"), this);
    memoryLabel->setBuddy(m_memory);
    auto *share = new QHBoxLayout;
    share->addWidget(m_cpuShare);
    share->addStretch(1);
    auto *shareLabel = new QLabel(tr("CPU per &task:"), this);
    shareLabel->setBuddy(m_cpuShare);
    auto *form = new QFormLayout;
    form->addRow(mostLabel, most);
    form->addRow(cpuLabel, cpu);
    form->addRow(memoryLabel, memory);
    form->addRow(shareLabel, share);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addStretch(1);

    connect(m_most, &QSpinBox::valueChanged, this, [this](int value) { save(QString(kMaxRunningAgentsKey), value); });
    connect(m_cpu, &QSpinBox::valueChanged, this, [this](int value) { save(QString(kCpuPressureLimitKey), value); });
    connect(m_memory, &QSpinBox::valueChanged, this, [this](int value) { save(QString(kAgentMemoryLimitKey), value); });
    connect(m_cpuShare, &QSpinBox::valueChanged, this, [this](int value) { save(QString(kAgentCpuPercentKey), value); });
    connect(machineDefault, &QPushButton::clicked, this, [this] {
        if (!m_configuration)
            return;
        if (Status saved = m_configuration->setValue(QString(kMaxRunningAgentsKey), QString()); !saved)
            m_status->setText(saved.error());
        reload();
    });
    reload();
}

SettingsRunningPage::~SettingsRunningPage() = default;

void SettingsRunningPage::reload()
{
    if (!m_services.stores)
        return;
    const AdmissionLimits limits = admissionLimitsFrom(std::as_const(*m_services.stores).settings());
    m_loading = true;
    m_most->setValue(limits.maxRunningAgents);
    m_cpu->setValue(int(limits.cpuPressureLimit));
    const TaskLimits perTask = taskLimitsFrom(std::as_const(*m_services.stores).settings());
    m_memory->setValue(int(perTask.memoryBytes >> 20));
    m_cpuShare->setValue(perTask.cpuPercent);
    m_loading = false;
}

void SettingsRunningPage::save(const QString &key, int value)
{
    if (m_loading || !m_configuration)
        return;
    if (Status saved = m_configuration->setValue(key, QString::number(value)); !saved)
        m_status->setText(saved.error());
    else
        m_status->clear();
}

} // namespace kandesk::ui
