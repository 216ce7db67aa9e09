// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "linesplitter.h"

#include <utility>

namespace kandesk::agentctl {

namespace {
constexpr qsizetype kOversizedSampleBytes = 200;
}

LineSplitter::LineSplitter(qsizetype maxLineBytes)
    : m_maxLineBytes(maxLineBytes)
{ }

void LineSplitter::feed(const QByteArray &data, const LineHandler &onLine, const LineHandler &onOversized)
{
    qsizetype start = 0;
    while (start < data.size()) {
        const qsizetype newline = data.indexOf('\n', start);
        const qsizetype end = newline < 0 ? data.size() : newline;
        if (m_discarding) {
            if (newline >= 0)
                m_discarding = false;
        } else if (m_partial.size() + (end - start) > m_maxLineBytes) {
            QByteArray sample = m_partial.left(kOversizedSampleBytes);
            sample.append(data.mid(start, kOversizedSampleBytes - sample.size()));
            onOversized(sample);
            m_partial.clear();
            m_discarding = newline < 0;
        } else if (newline < 0) {
            m_partial.append(data.constData() + start, end - start);
        } else {
            QByteArray line;
            if (m_partial.isEmpty()) {
                line = data.mid(start, end - start);
            } else {
                line = std::exchange(m_partial, {});
                line.append(data.constData() + start, end - start);
            }
            line = line.trimmed();
            if (!line.isEmpty())
                onLine(line);
        }
        start = end + 1;
    }
}

void LineSplitter::clear()
{
    m_partial.clear();
    m_discarding = false;
}

} // namespace kandesk::agentctl
