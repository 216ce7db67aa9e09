// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "flatscrollbarstyle.h"

#include "colourmix.h"

#include <QApplication>
#include <QPainter>
#include <QStyleOptionSlider>

namespace kandesk::ui {

namespace {

constexpr int kHandleInset = 2;

} // namespace

void FlatScrollBarStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                                            const QWidget *widget) const
{
    const auto *bar = qstyleoption_cast<const QStyleOptionSlider *>(option);
    if (control != CC_ScrollBar || !bar) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        return;
    }
    const QColor window = bar->palette.color(QPalette::Window);
    const QColor text = bar->palette.color(QPalette::WindowText);
    const bool onHandle = bar->activeSubControls & SC_ScrollBarSlider;
    const double handleWeight = !(bar->state & State_Enabled)                  ? 0.12
                                : onHandle && (bar->state & State_Sunken)      ? 0.55
                                : onHandle && (bar->state & State_MouseOver)   ? 0.42
                                                                               : 0.28;
    painter->fillRect(bar->rect, mix(window, text, 0.04));

    const bool horizontal = bar->orientation == Qt::Horizontal;
    if ((bar->subControls & SC_ScrollBarSlider) && bar->maximum > bar->minimum) {
        QRect handle = subControlRect(CC_ScrollBar, bar, SC_ScrollBarSlider, widget);
        handle = horizontal ? handle.adjusted(0, kHandleInset, 0, -kHandleInset)
                            : handle.adjusted(kHandleInset, 0, -kHandleInset, 0);
        painter->fillRect(handle, mix(window, text, handleWeight));
    }

    const std::pair<SubControl, PrimitiveElement> arrows[] = {
        {SC_ScrollBarSubLine, horizontal ? PE_IndicatorArrowLeft : PE_IndicatorArrowUp},
        {SC_ScrollBarAddLine, horizontal ? PE_IndicatorArrowRight : PE_IndicatorArrowDown}};
    for (const auto &[subControl, arrow] : arrows) {
        if (!(bar->subControls & subControl))
            continue;
        QStyleOption arrowOption = *bar;
        arrowOption.rect = subControlRect(CC_ScrollBar, bar, subControl, widget);
        if (arrowOption.rect.isEmpty())
            continue;
        if ((bar->activeSubControls & subControl) && (bar->state & State_Sunken))
            painter->fillRect(arrowOption.rect, mix(window, text, 0.18));
        drawPrimitive(arrow, &arrowOption, painter, widget);
    }
}

void useFlatScrollBars()
{
    if (qobject_cast<FlatScrollBarStyle *>(QApplication::style()))
        return;
    QApplication::setStyle(new FlatScrollBarStyle(QApplication::style()->name()));
}

} // namespace kandesk::ui
