// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QProxyStyle>

namespace kandesk::ui {

// The platform's style with flat scroll bars: a groove and a handle of solid, opaque colours from
// the palette, the arrows as the style draws them. Qt 6.4 hands the outlines and gradients of the
// usual scroll bars to its global thread pool and waits for it on the GUI thread, once per bar and
// frame while a transcript grows; solid rectangles it fills on the spot.
class FlatScrollBarStyle final : public QProxyStyle
{
    Q_OBJECT
public:
    using QProxyStyle::QProxyStyle;

    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget = nullptr) const override;
};

// Sets it as the application's style on top of the current one (once).
void useFlatScrollBars();

} // namespace kandesk::ui
