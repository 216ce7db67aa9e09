// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "stepcolours.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPixmap>

namespace kandesk {

const QList<StepColourChoice> &stepColourChoices()
{
    // Tailwind's own values, so a workflow from kandev looks the same here.
    static const QList<StepColourChoice> choices{
        {QStringLiteral("bg-neutral-400"), QCoreApplication::translate("StepColours", "Grey"), QColor(0xa3a3a3)},
        {QStringLiteral("bg-slate-400"), QCoreApplication::translate("StepColours", "Slate"), QColor(0x94a3b8)},
        {QStringLiteral("bg-red-500"), QCoreApplication::translate("StepColours", "Red"), QColor(0xef4444)},
        {QStringLiteral("bg-orange-500"), QCoreApplication::translate("StepColours", "Orange"), QColor(0xf97316)},
        {QStringLiteral("bg-amber-500"), QCoreApplication::translate("StepColours", "Amber"), QColor(0xf59e0b)},
        {QStringLiteral("bg-yellow-500"), QCoreApplication::translate("StepColours", "Yellow"), QColor(0xeab308)},
        {QStringLiteral("bg-lime-500"), QCoreApplication::translate("StepColours", "Lime"), QColor(0x84cc16)},
        {QStringLiteral("bg-green-500"), QCoreApplication::translate("StepColours", "Green"), QColor(0x22c55e)},
        {QStringLiteral("bg-emerald-500"), QCoreApplication::translate("StepColours", "Emerald"), QColor(0x10b981)},
        {QStringLiteral("bg-teal-500"), QCoreApplication::translate("StepColours", "Teal"), QColor(0x14b8a6)},
        {QStringLiteral("bg-cyan-500"), QCoreApplication::translate("StepColours", "Cyan"), QColor(0x06b6d4)},
        {QStringLiteral("bg-sky-500"), QCoreApplication::translate("StepColours", "Sky"), QColor(0x0ea5e9)},
        {QStringLiteral("bg-blue-500"), QCoreApplication::translate("StepColours", "Blue"), QColor(0x3b82f6)},
        {QStringLiteral("bg-indigo-500"), QCoreApplication::translate("StepColours", "Indigo"), QColor(0x6366f1)},
        {QStringLiteral("bg-violet-500"), QCoreApplication::translate("StepColours", "Violet"), QColor(0x8b5cf6)},
        {QStringLiteral("bg-purple-500"), QCoreApplication::translate("StepColours", "Purple"), QColor(0xa855f7)},
        {QStringLiteral("bg-fuchsia-500"), QCoreApplication::translate("StepColours", "Fuchsia"), QColor(0xd946ef)},
        {QStringLiteral("bg-pink-500"), QCoreApplication::translate("StepColours", "Pink"), QColor(0xec4899)},
        {QStringLiteral("bg-rose-500"), QCoreApplication::translate("StepColours", "Rose"), QColor(0xf43f5e)},
    };
    return choices;
}

QColor stepColour(const QString &tailwindClass)
{
    for (const StepColourChoice &choice : stepColourChoices()) {
        if (choice.tailwindClass == tailwindClass)
            return choice.colour;
    }
    return {};
}

QIcon stepColourIcon(const QColor &colour)
{
    const QColor fill = colour.isValid() ? colour : QColor(Qt::gray);
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(fill.darker(130));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(1, 1, 12, 12), 3, 3);
    return QIcon(pixmap);
}

} // namespace kandesk
