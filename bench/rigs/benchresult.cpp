// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "benchresult.h"

#include <algorithm>
#include <cmath>

namespace kandesk::bench {

namespace {
double percentile(const QList<double> &sorted, double p)
{
    if (sorted.isEmpty())
        return 0;
    const auto rank = qsizetype(std::ceil(p * double(sorted.size()))) - 1;
    return sorted.at(std::clamp<qsizetype>(rank, 0, sorted.size() - 1));
}
} // namespace

Distribution Distribution::of(QList<double> samples)
{
    std::sort(samples.begin(), samples.end());
    Distribution d;
    d.count = int(samples.size());
    if (samples.isEmpty())
        return d;
    d.p50 = percentile(samples, 0.50);
    d.p95 = percentile(samples, 0.95);
    d.min = samples.constFirst();
    d.max = samples.constLast();
    return d;
}

QJsonObject Distribution::toJson() const
{
    return {{QStringLiteral("p50_ms"), p50}, {QStringLiteral("p95_ms"), p95}, {QStringLiteral("min_ms"), min},
            {QStringLiteral("max_ms"), max}, {QStringLiteral("samples"), count}};
}

QJsonObject benchResult(const QString &name, const QJsonObject &measured, const QJsonObject &baseline, double ratio,
                        const QJsonObject &extra)
{
    QJsonObject result{{QStringLiteral("benchmark"), name},
                       {QStringLiteral("measured"), measured},
                       {QStringLiteral("baseline"), baseline},
                       {QStringLiteral("ratio"), std::round(ratio * 1000.0) / 1000.0}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        result.insert(it.key(), it.value());
    return result;
}

} // namespace kandesk::bench
