// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <deque>

namespace kandesk::agentctl {

// The last lines an agent wrote to stderr, bounded in lines and bytes, for error reports.
class StderrRing final
{
public:
    explicit StderrRing(int maxLines = 200, qsizetype maxBytes = 64 * 1024);

    void append(const QByteArray &data);
    void clear();
    QString text() const;
    // The last maxLines non-empty lines (an unfinished last line included), each cut to maxLineChars.
    QStringList tail(int maxLines, qsizetype maxLineChars) const;

private:
    void trim();

    int m_maxLines = 200;
    qsizetype m_maxBytes = 64 * 1024;
    std::deque<QByteArray> m_lines;
    QByteArray m_partial;
    qsizetype m_bytes = 0;
};

} // namespace kandesk::agentctl
