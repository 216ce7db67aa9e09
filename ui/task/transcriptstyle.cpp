// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptstyle.h"

#include "transcriptroles.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

namespace kandesk::ui {

namespace {

bool baseIsDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

} // namespace

QColor successColour(const QPalette &palette)
{
    return baseIsDark(palette) ? QColor(0x5f, 0xc4, 0x8a) : QColor(0x1e, 0x7e, 0x45);
}

QColor failureColour(const QPalette &palette)
{
    return baseIsDark(palette) ? QColor(0xf0, 0x71, 0x78) : QColor(0xb4, 0x23, 0x18);
}

QColor warningColour(const QPalette &palette)
{
    return baseIsDark(palette) ? QColor(0xe5, 0xb5, 0x4a) : QColor(0x9a, 0x5b, 0x00);
}

QColor dimColour(const QPalette &palette)
{
    return palette.color(QPalette::PlaceholderText);
}

StatusLook toolLook(const QString &status, const QPalette &palette)
{
    if (status == QLatin1String("completed"))
        return { QStringLiteral("✓"), successColour(palette) };
    if (status == QLatin1String("failed"))
        return { QStringLiteral("✗"), failureColour(palette) };
    if (status == QLatin1String("in_progress"))
        return { QStringLiteral("◐"), palette.color(QPalette::Highlight) };
    if (status == transcript::kToolStatusStopped)
        return { QStringLiteral("■"), dimColour(palette) };
    return { QStringLiteral("○"), dimColour(palette) };
}

QString toolKindText(const QString &kind)
{
    static const QHash<QString, const char *> words {
        { QStringLiteral("read"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Read") },
        { QStringLiteral("edit"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Edit") },
        { QStringLiteral("delete"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Delete") },
        { QStringLiteral("move"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Move") },
        { QStringLiteral("search"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Search") },
        { QStringLiteral("execute"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Run") },
        { QStringLiteral("think"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Think") },
        { QStringLiteral("fetch"), QT_TRANSLATE_NOOP("TranscriptDelegate", "Fetch") },
    };
    const auto found = words.constFind(kind);
    return found == words.cend() ? QCoreApplication::translate("TranscriptDelegate", "Tool")
                                 : QCoreApplication::translate("TranscriptDelegate", found.value());
}

QString toolStatusText(const QString &status)
{
    if (status == QLatin1String("completed"))
        return QCoreApplication::translate("TranscriptDelegate", "Done");
    if (status == QLatin1String("failed"))
        return QCoreApplication::translate("TranscriptDelegate", "Failed");
    if (status == QLatin1String("in_progress"))
        return QCoreApplication::translate("TranscriptDelegate", "Running");
    if (status == transcript::kToolStatusStopped)
        return QCoreApplication::translate("TranscriptDelegate", "Stopped");
    return QCoreApplication::translate("TranscriptDelegate", "Pending");
}

QString stopReasonText(const QString &stopReason)
{
    if (stopReason == QLatin1String("end_turn") || stopReason.isEmpty())
        return QCoreApplication::translate("TranscriptDelegate", "Turn ended");
    if (stopReason == QLatin1String("cancelled"))
        return QCoreApplication::translate("TranscriptDelegate", "Turn cancelled");
    if (stopReason == QLatin1String("max_tokens"))
        return QCoreApplication::translate("TranscriptDelegate", "Turn stopped: the agent reached its token limit");
    if (stopReason == QLatin1String("max_turn_requests"))
        return QCoreApplication::translate("TranscriptDelegate", "Turn stopped: too many requests in one turn");
    if (stopReason == QLatin1String("refusal"))
        return QCoreApplication::translate("TranscriptDelegate", "The agent refused to continue");
    return QCoreApplication::translate("TranscriptDelegate", "Turn ended (%1)").arg(stopReason);
}

void drawCard(QPainter *painter, const QRect &rect, const QColor &fill, const QColor &border, qreal borderWidth)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath path;
    path.addRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    painter->fillPath(path, fill);
    painter->setPen(QPen(border, borderWidth));
    painter->drawPath(path);
    painter->restore();
}

} // namespace kandesk::ui
