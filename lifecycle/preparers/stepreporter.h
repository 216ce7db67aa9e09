// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "lifecycle/launch/prepare.h"

#include <QElapsedTimer>

namespace kandesk {

// Reports a preparer's steps as they go: begin, live output (at most every 50 ms, so a chatty
// script does not flood the GUI), then success, warning or failure. Collects them for the result.
class StepReporter
{
public:
    StepReporter(PrepareProgressCallback callback, int total);

    void begin(const QString &name, const QString &command = {});
    void appendOutput(const QString &line);
    // output replaces what appendOutput collected, when given.
    void succeed(const QString &output = {});
    void warn(const QString &warning, const QString &detail = {});
    void fail(const QString &error);

    const QList<PrepareStep> &steps() const { return m_steps; }

private:
    void report();

    PrepareProgressCallback m_callback;
    int m_total = 0;
    QList<PrepareStep> m_steps;
    QElapsedTimer m_sinceReport;
};

} // namespace kandesk
