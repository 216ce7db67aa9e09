// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "stepreporter.h"

namespace kandesk {

namespace {
constexpr int kOutputReportIntervalMs = 50;
constexpr qsizetype kStepOutputCap = 256 * 1024;
} // namespace

StepReporter::StepReporter(PrepareProgressCallback callback, int total)
    : m_callback(std::move(callback))
    , m_total(total)
{
}

void StepReporter::begin(const QString &name, const QString &command)
{
    m_steps.append(PrepareStep::begin(name, command));
    m_total = qMax(m_total, int(m_steps.size()));
    report();
}

void StepReporter::appendOutput(const QString &line)
{
    PrepareStep &step = m_steps.last();
    step.output += (step.output.isEmpty() ? QString() : QStringLiteral("\n")) + line;
    if (step.output.size() > kStepOutputCap)
        step.output = step.output.right(kStepOutputCap);
    if (m_sinceReport.isValid() && m_sinceReport.elapsed() < kOutputReportIntervalMs)
        return;
    report();
}

void StepReporter::succeed(const QString &output)
{
    m_steps.last().succeed(output);
    report();
}

void StepReporter::warn(const QString &warning, const QString &detail)
{
    PrepareStep &step = m_steps.last();
    step.succeed();
    step.warning = warning;
    step.warningDetail = detail;
    report();
}

void StepReporter::fail(const QString &error)
{
    m_steps.last().fail(error);
    report();
}

void StepReporter::report()
{
    m_sinceReport.start();
    if (m_callback)
        m_callback(m_steps.last(), int(m_steps.size()) - 1, m_total);
}

} // namespace kandesk
