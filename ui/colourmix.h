// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>

namespace kandesk::ui {

// The opaque colour amount of the way from a to b (0: a, 1: b).
inline QColor mix(const QColor &a, const QColor &b, double amount)
{
    return QColor::fromRgbF(float(a.redF() * (1 - amount) + b.redF() * amount),
                            float(a.greenF() * (1 - amount) + b.greenF() * amount),
                            float(a.blueF() * (1 - amount) + b.blueF() * amount));
}

} // namespace kandesk::ui
