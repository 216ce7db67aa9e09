// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "settingsdockerexecutorfields.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace kandesk::ui {

namespace {

// A size the memory parser reads back: whole GiB or MiB where it is one, else bytes.
QString memoryText(qint64 bytes)
{
    if (bytes <= 0)
        return {};
    constexpr qint64 kMiB = 1024 * 1024;
    if (bytes % (1024 * kMiB) == 0)
        return QStringLiteral("%1g").arg(bytes / (1024 * kMiB));
    if (bytes % kMiB == 0)
        return QStringLiteral("%1m").arg(bytes / kMiB);
    return QString::number(bytes);
}

} // namespace

SettingsDockerExecutorFields::SettingsDockerExecutorFields(QWidget *parent)
    : QWidget(parent)
{
    m_image = new QLineEdit(this);
    m_image->setObjectName(QStringLiteral("dockerImage"));
    m_image->setPlaceholderText(QStringLiteral("node:20-bookworm"));
    m_devcontainer = new QCheckBox(tr("Use the repository's devcontainer.json"), this);
    m_devcontainer->setObjectName(QStringLiteral("dockerDevcontainer"));
    m_mounts = new QPlainTextEdit(this);
    m_mounts->setObjectName(QStringLiteral("dockerMounts"));
    m_mounts->setPlaceholderText(tr("/host/path:/container/path[:ro], one a line"));
    m_mounts->setMaximumHeight(70);
    m_cpus = new QLineEdit(this);
    m_cpus->setObjectName(QStringLiteral("dockerCpus"));
    m_cpus->setPlaceholderText(tr("no limit (e.g. 2 or 0.5)"));
    m_memory = new QLineEdit(this);
    m_memory->setObjectName(QStringLiteral("dockerMemory"));
    m_memory->setPlaceholderText(tr("no limit (e.g. 512m or 2g)"));
    m_network = new QComboBox(this);
    m_network->setObjectName(QStringLiteral("dockerNetwork"));
    m_network->addItem(tr("Automatic (the bridge when the engine has one, else the host's network)"),
        QString(kDockerNetworkAuto));
    m_network->addItem(tr("Bridge"), QStringLiteral("bridge"));
    m_network->addItem(tr("Host"), QStringLiteral("host"));
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Image"), m_image);
    form->addRow(QString(), m_devcontainer);
    form->addRow(tr("Mounts"), m_mounts);
    form->addRow(tr("CPUs"), m_cpus);
    form->addRow(tr("Memory"), m_memory);
    form->addRow(tr("Network"), m_network);
    connect(m_devcontainer, &QCheckBox::toggled, m_image, [this](bool on) { m_image->setEnabled(!on); });
}

void SettingsDockerExecutorFields::load(const DockerSettings &settings)
{
    m_image->setText(settings.image);
    m_devcontainer->setChecked(settings.useDevcontainer);
    m_image->setEnabled(!settings.useDevcontainer);
    QStringList mounts;
    for (const DockerMount &mount : settings.mounts)
        mounts.append(
            mount.source + QLatin1Char(':') + mount.target + (mount.readOnly ? QStringLiteral(":ro") : QString()));
    m_mounts->setPlainText(mounts.join(QLatin1Char('\n')));
    m_cpus->setText(settings.cpus > 0 ? QString::number(settings.cpus) : QString());
    m_memory->setText(memoryText(settings.memoryBytes));
    const int network
        = m_network->findData(settings.network.isEmpty() ? QString(kDockerNetworkAuto) : settings.network);
    m_network->setCurrentIndex(qMax(0, network));
}

Expected<DockerSettings> SettingsDockerExecutorFields::settings() const
{
    DockerSettings settings;
    settings.useDevcontainer = m_devcontainer->isChecked();
    settings.image = settings.useDevcontainer ? QString() : m_image->text().trimmed();
    const QStringList lines = m_mounts->toPlainText().split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        auto mount = parseDockerMount(line);
        if (!mount)
            return Error { tr("mount on line %1: %2").arg(i + 1).arg(mount.error()) };
        settings.mounts.append(*mount);
    }
    if (const QString cpus = m_cpus->text().trimmed(); !cpus.isEmpty()) {
        auto parsed = parseDockerCpus(cpus);
        if (!parsed)
            return Error { tr("CPUs: ") + parsed.error() };
        settings.cpus = *parsed;
    }
    if (const QString memory = m_memory->text().trimmed(); !memory.isEmpty()) {
        auto parsed = parseDockerMemory(memory);
        if (!parsed)
            return Error { tr("memory: ") + parsed.error() };
        settings.memoryBytes = *parsed;
    }
    settings.network = m_network->currentData().toString();
    if (const QString problem = dockerSettingsProblem(settings); !problem.isEmpty())
        return Error { problem };
    return settings;
}

} // namespace kandesk::ui
