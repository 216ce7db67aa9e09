// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>

namespace kandesk::agentctl {

// One warning that may repeat many times a second (an agent spewing garbage): the first occurrence
// is logged with a sample, later ones are counted and summarised in at most one line per interval.
class RateLimitedLog final
{
public:
    // first: the sentence logged with the first sample; more: what the summary counts
    // ("non-JSON agent lines skipped" → "12 more non-JSON agent lines skipped").
    RateLimitedLog(QString first, QString more, qint64 intervalMs = 10'000);

    void note(const QByteArray &sample = {});
    // Logs the summary of what was counted since the last line, if anything.
    void flush();
    qint64 total() const { return m_total; }

    static constexpr qsizetype kSampleBytes = 200;

private:
    QString m_first;
    QString m_more;
    qint64 m_intervalMs = 10'000;
    QElapsedTimer m_sinceLastLine;
    qint64 m_total = 0;
    qint64 m_unreported = 0;
};

} // namespace kandesk::agentctl
