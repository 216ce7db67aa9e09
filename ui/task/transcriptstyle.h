// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QString>

class QPainter;
class QPalette;
class QRect;

namespace kandesk::ui {

// The look the transcript's rows share: colours that follow the palette (light or dark), the glyphs
// and words of a tool call's status and of a turn's end, and the rounded card of prompts,
// permission requests and errors.
QColor successColour(const QPalette &palette);
QColor failureColour(const QPalette &palette);
QColor warningColour(const QPalette &palette);
QColor dimColour(const QPalette &palette);

struct StatusLook {
    QString glyph;
    QColor colour;
};

StatusLook toolLook(const QString &status, const QPalette &palette);
// "Read", "Edit", "Run", … for an ACP tool kind; "Tool" for any other.
QString toolKindText(const QString &kind);

// Words for the states shown next to their glyphs (never colour alone).
QString toolStatusText(const QString &status);
QString stopReasonText(const QString &stopReason);

void drawCard(QPainter *painter, const QRect &rect, const QColor &fill, const QColor &border, qreal borderWidth = 1);

} // namespace kandesk::ui
