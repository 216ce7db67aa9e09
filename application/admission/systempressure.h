// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QString>

namespace kandesk {

// How hard the machine works, as Linux's pressure stall information and /proc/meminfo say it.
struct SystemPressure {
    double memorySome10 = 0; // % of the last 10 s in which some task waited for memory
    double cpuSome10 = 0;    // % of the last 10 s in which some task waited for a core
    qint64 availableMemory = 0; // bytes (MemAvailable)
    qint64 totalMemory = 0;     // bytes (MemTotal)
};

// Where admission reads the pressure: a port, so that tests can say what it is.
class PressureSource
{
public:
    virtual ~PressureSource() = default;
    // Blocking but quick (a few small files): any thread.
    virtual Expected<SystemPressure> read() const = 0;
};

// The real reader: <proc>/pressure/memory, <proc>/pressure/cpu and <proc>/meminfo. A kernel
// without pressure files (before 4.20, or PSI turned off) reads as no pressure.
class ProcPressureSource final : public PressureSource
{
public:
    explicit ProcPressureSource(QString procRoot = QStringLiteral("/proc"))
        : m_procRoot(std::move(procRoot))
    { }
    Expected<SystemPressure> read() const override;

private:
    QString m_procRoot;
};

// The "some avg10=" figure of a pressure file's text; nullopt when it has none.
std::optional<double> someAvg10(const QByteArray &pressureText);
// A /proc/meminfo field in bytes ("MemAvailable:  1234 kB"); nullopt when it is missing.
std::optional<qint64> meminfoBytes(const QByteArray &meminfoText, const QByteArray &field);

} // namespace kandesk
