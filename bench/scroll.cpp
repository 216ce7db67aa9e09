// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "scroll.h"

#include "bench/rigs/benchresult.h"
#include "bench/rigs/populate.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QListView>
#include <QScrollBar>
#include <QStringListModel>

#include <cmath>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("scroll");
const QSize kViewSize(900, 700);

QJsonObject failure(const QString &error)
{
    return {{QStringLiteral("benchmark"), kName}, {QStringLiteral("error"), error}};
}

struct Scrolled {
    QList<double> stepMs;
    double layoutMs = 0;
    int steps = 0;
};

// Lays the view out, then scrolls it from the top to the bottom by stepPx at a time, painting its
// viewport after every step as a shown window would (into an image: offscreen windows are not
// exposed, so they would not paint).
Scrolled scrollThrough(QListView &view, int stepPx)
{
    Scrolled scrolled;
    QImage frame(kViewSize, QImage::Format_ARGB32_Premultiplied);
    auto paint = [&view, &frame] {
        QApplication::sendPostedEvents(); // the layouts and updates the scroll asked for
        view.viewport()->render(&frame);
    };
    QElapsedTimer clock;
    clock.start();
    view.resize(kViewSize);
    view.show();
    view.doItemsLayout();
    // A batched layout goes on between events until the last row has its place.
    const QModelIndex last = view.model()->index(view.model()->rowCount() - 1, 0);
    while (view.visualRect(last).height() <= 0 || view.verticalScrollBar()->maximum() == 0)
        QApplication::processEvents();
    view.scrollToTop();
    paint();
    scrolled.layoutMs = double(clock.nsecsElapsed()) / 1e6;
    QScrollBar *bar = view.verticalScrollBar();
    while (bar->value() < bar->maximum()) {
        clock.restart();
        bar->setValue(bar->value() + stepPx);
        paint();
        scrolled.stepMs.append(double(clock.nsecsElapsed()) / 1e6);
    }
    scrolled.steps = int(scrolled.stepMs.size());
    return scrolled;
}

QJsonObject describe(const Scrolled &wheel, const Scrolled &page)
{
    return {{QStringLiteral("first_layout_ms"), std::round(wheel.layoutMs * 10) / 10},
            {QStringLiteral("wheel_step"), Distribution::of(wheel.stepMs).toJson()},
            {QStringLiteral("page_step"), Distribution::of(page.stepMs).toJson()}};
}

} // namespace

QJsonObject measureScroll(int messages)
{
    const int turns = qMax(1, messages / kMessagesPerTurn);
    QList<SessionEvent> events;
    events.reserve(qsizetype(turns) * kMessagesPerTurn);
    const QString sessionId = QStringLiteral("scroll-session");
    for (int turn = 1; turn <= turns; ++turn) {
        for (Message &message : turnMessages(sessionId, turn))
            events.append(std::move(message.event));
    }
    // A notch of a mouse wheel (three lines of text) and a page.
    const int wheelPx = 3 * QFontMetrics(QApplication::font()).lineSpacing();
    const int pagePx = kViewSize.height();

    auto transcript = [&events](int stepPx) {
        ui::TranscriptItemsModel model;
        model.appendEvents(events);
        ui::TranscriptView view;
        view.setModel(&model);
        return std::make_pair(scrollThrough(view, stepPx), model.rowCount());
    };
    const auto [wheel, transcriptRows] = transcript(wheelPx);
    const int rows = transcriptRows; // clang 14 cannot capture a structured binding
    const auto page = transcript(pagePx).first;
    if (wheel.steps == 0)
        return failure(QStringLiteral("the transcript did not scroll (%1 rows)").arg(rows));

    auto plain = [rows](int stepPx) {
        QStringList lines;
        lines.reserve(rows);
        for (int i = 0; i < rows; ++i)
            lines.append(QStringLiteral("Row %1: the word counter skips blank lines").arg(i));
        QStringListModel model(lines);
        QListView view;
        view.setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
        view.setModel(&model);
        return scrollThrough(view, stepPx);
    };
    const Scrolled plainWheel = plain(wheelPx);
    const Scrolled plainPage = plain(pagePx);

    QJsonObject measured = describe(wheel, page);
    measured.insert(QStringLiteral("messages"), turns * kMessagesPerTurn);
    measured.insert(QStringLiteral("rows"), rows);
    measured.insert(QStringLiteral("wheel_px"), wheelPx);
    QJsonObject baseline = describe(plainWheel, plainPage);
    baseline.insert(QStringLiteral("what"), QStringLiteral("a plain QListView of as many one-line rows, scrolled the same way"));
    const double plainP95 = Distribution::of(plainWheel.stepMs).p95;
    const double p95 = Distribution::of(wheel.stepMs).p95;
    return benchResult(kName, measured, baseline, plainP95 > 0 ? std::round(p95 / plainP95 * 100) / 100 : 0,
                       {{QStringLiteral("goal"), QStringLiteral("p95 per wheel step <= 16 ms (layout and paint, offscreen)")},
                        {QStringLiteral("ratio_is"), QStringLiteral("p95 per wheel step, transcript / plain list")}});
}

} // namespace kandesk::bench
