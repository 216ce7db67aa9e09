// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>

namespace kandesk::bench {

// Percentiles of a sample set in milliseconds.
struct Distribution {
    double p50 = 0;
    double p95 = 0;
    double min = 0;
    double max = 0;
    int count = 0;

    static Distribution of(QList<double> samples);
    QJsonObject toJson() const;
};

// One benchmark's line of output: its name, its measurements, the baseline measured in the same
// run and the ratio between them (so that numbers compare across machines).
QJsonObject benchResult(const QString &name, const QJsonObject &measured, const QJsonObject &baseline,
                        double ratio, const QJsonObject &extra = {});

} // namespace kandesk::bench
