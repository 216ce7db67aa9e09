// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

#include <functional>

namespace kandesk::agentctl {

// Splits a byte stream into lines in linear time: each byte is scanned for '\n' once, however the
// stream is cut into reads. A line longer than maxLineBytes is never buffered whole: its start is
// reported to onOversized and the rest is dropped up to its newline.
class LineSplitter final
{
public:
    using LineHandler = std::function<void(const QByteArray &line)>;

    explicit LineSplitter(qsizetype maxLineBytes);

    // Lines come without '\n', trimmed, empty ones left out.
    void feed(const QByteArray &data, const LineHandler &onLine, const LineHandler &onOversized);
    void clear();
    qsizetype bufferedBytes() const { return m_partial.size(); }

private:
    qsizetype m_maxLineBytes = 0;
    QByteArray m_partial; // never holds a '\n'
    bool m_discarding = false;
};

} // namespace kandesk::agentctl
