// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QIcon>
#include <QList>
#include <QString>

namespace kandesk {

// A workflow step's colour as kandev names it (a Tailwind background class such as bg-blue-500)
// and the colour it stands for; invalid for a name Kandesk does not know.
QColor stepColour(const QString &tailwindClass);

// The colours a step may be given, in the order the editor offers them.
struct StepColourChoice {
    QString tailwindClass;
    QString name; // for people: "Blue"
    QColor colour;
};
const QList<StepColourChoice> &stepColourChoices();

// A small swatch of the colour (grey when invalid), for lists and menus of steps.
QIcon stepColourIcon(const QColor &colour);

} // namespace kandesk
