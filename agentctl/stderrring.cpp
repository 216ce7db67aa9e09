// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "stderrring.h"

namespace kandesk::agentctl {

StderrRing::StderrRing(int maxLines, qsizetype maxBytes)
    : m_maxLines(maxLines)
    , m_maxBytes(maxBytes)
{ }

void StderrRing::append(const QByteArray &data)
{
    m_partial += data;
    qsizetype newline = 0;
    while ((newline = m_partial.indexOf('\n')) >= 0) {
        QByteArray line = m_partial.left(newline);
        m_partial.remove(0, newline + 1);
        if (line.endsWith('\r'))
            line.chop(1);
        m_bytes += line.size();
        m_lines.push_back(std::move(line));
    }
    // A line that never ends must not grow without bound either.
    if (m_partial.size() > m_maxBytes)
        m_partial = m_partial.right(m_maxBytes);
    trim();
}

void StderrRing::clear()
{
    m_lines.clear();
    m_partial.clear();
    m_bytes = 0;
}

QString StderrRing::text() const
{
    QByteArray joined;
    for (const QByteArray &line : m_lines) {
        joined += line;
        joined += '\n';
    }
    joined += m_partial;
    return QString::fromUtf8(joined);
}

QStringList StderrRing::tail(int maxLines, qsizetype maxLineChars) const
{
    QStringList out;
    auto take = [&](const QByteArray &line) {
        if (!line.trimmed().isEmpty())
            out.prepend(QString::fromUtf8(line).left(maxLineChars));
    };
    take(m_partial);
    for (auto it = m_lines.rbegin(); it != m_lines.rend() && out.size() < maxLines; ++it)
        take(*it);
    return out;
}

void StderrRing::trim()
{
    while (!m_lines.empty() && (static_cast<int>(m_lines.size()) > m_maxLines || m_bytes > m_maxBytes)) {
        m_bytes -= m_lines.front().size();
        m_lines.pop_front();
    }
}

} // namespace kandesk::agentctl
