// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "systempressure.h"

#include <QFile>

namespace kandesk {

namespace {

std::optional<QByteArray> readSmallFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.read(64 * 1024); // proc files report a size of 0: read what they give
}

} // namespace

std::optional<double> someAvg10(const QByteArray &pressureText)
{
    for (const QByteArray &line : pressureText.split('\n')) {
        if (!line.startsWith("some "))
            continue;
        for (const QByteArray &field : line.split(' ')) {
            if (!field.startsWith("avg10="))
                continue;
            bool ok = false;
            const double value = field.mid(6).toDouble(&ok);
            if (ok)
                return value;
        }
    }
    return std::nullopt;
}

std::optional<qint64> meminfoBytes(const QByteArray &meminfoText, const QByteArray &field)
{
    for (const QByteArray &line : meminfoText.split('\n')) {
        if (!line.startsWith(field) || line.mid(field.size(), 1) != ":")
            continue;
        const QList<QByteArray> parts = line.mid(field.size() + 1).simplified().split(' ');
        bool ok = false;
        const qint64 value = parts.value(0).toLongLong(&ok);
        if (!ok)
            return std::nullopt;
        return parts.value(1) == "kB" ? value * 1024 : value;
    }
    return std::nullopt;
}

Expected<SystemPressure> ProcPressureSource::read() const
{
    const auto meminfo = readSmallFile(m_procRoot + QStringLiteral("/meminfo"));
    if (!meminfo)
        return Error { QStringLiteral("cannot read %1/meminfo").arg(m_procRoot) };
    SystemPressure pressure;
    pressure.totalMemory = meminfoBytes(*meminfo, "MemTotal").value_or(0);
    pressure.availableMemory = meminfoBytes(*meminfo, "MemAvailable").value_or(pressure.totalMemory);
    if (const auto memory = readSmallFile(m_procRoot + QStringLiteral("/pressure/memory")))
        pressure.memorySome10 = someAvg10(*memory).value_or(0);
    if (const auto cpu = readSmallFile(m_procRoot + QStringLiteral("/pressure/cpu")))
        pressure.cpuSome10 = someAvg10(*cpu).value_or(0);
    return pressure;
}

} // namespace kandesk
