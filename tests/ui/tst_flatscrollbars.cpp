// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ui/colourmix.h"
#include "support/pooloccupier.h"
#include "ui/flatscrollbarstyle.h"

#include <QApplication>
#include <QListWidget>
#include <QScrollBar>
#include <QTest>
#include <QThreadPool>

using namespace kandesk::ui;

class TestFlatScrollBars final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { useFlatScrollBars(); }
    void theStyleIsSetOnce();
    void barsArePaintedWithoutQtsThreadPool();
    void aListScrollsWithThem();
};

void TestFlatScrollBars::theStyleIsSetOnce()
{
    QStyle *style = QApplication::style();
    QVERIFY(qobject_cast<FlatScrollBarStyle *>(style));
    useFlatScrollBars();
    QCOMPARE(QApplication::style(), style);
}

// Every thread of Qt's global pool waits until the bars are painted: a style that handed its
// drawing to that pool could only finish when the waits gave up, and they would say so.
void TestFlatScrollBars::barsArePaintedWithoutQtsThreadPool()
{
    QScrollBar vertical(Qt::Vertical);
    vertical.setRange(0, 1000);
    vertical.setPageStep(100);
    vertical.resize(16, 600);
    QScrollBar horizontal(Qt::Horizontal);
    horizontal.setRange(0, 1000);
    horizontal.setValue(500);
    horizontal.resize(800, 16);

    kandesk::test::PoolOccupier occupier(*QThreadPool::globalInstance());
    QVERIFY(occupier.occupied());
    const QImage verticalImage = vertical.grab().toImage();
    const QImage horizontalImage = horizontal.grab().toImage();
    QCOMPARE(occupier.release(), 0);

    const QPalette palette = vertical.palette();
    const QColor groove = mix(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.04);
    const QColor handle = mix(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.28);
    // The vertical handle is at the top of the track, the horizontal one in the middle.
    QCOMPARE(verticalImage.pixel(8, 60), handle.rgba());
    QCOMPARE(verticalImage.pixel(0, vertical.height() - 60), groove.rgba());
    QCOMPARE(horizontalImage.pixel(horizontal.width() / 2, 8), handle.rgba());
    QCOMPARE(horizontalImage.pixel(60, 0), groove.rgba());
}

// A list scrolled half way shows its handle in the middle of the bar, on the groove.
void TestFlatScrollBars::aListScrollsWithThem()
{
    QListWidget list;
    for (int i = 0; i < 200; ++i)
        list.addItem(QStringLiteral("Row %1").arg(i));
    list.resize(320, 240);
    list.show();
    QVERIFY(QTest::qWaitForWindowExposed(&list));
    QScrollBar *bar = list.verticalScrollBar();
    QVERIFY(bar->maximum() > 0);
    bar->setValue(bar->maximum() / 2);
    const QImage shown = list.grab().toImage();
    QVERIFY(shown.save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/flat-scroll-bars.png")));

    const QPalette palette = bar->palette();
    const QColor groove = mix(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.04);
    const QColor handle = mix(palette.color(QPalette::Window), palette.color(QPalette::WindowText), 0.28);
    const int x = bar->width() / 2;
    QCOMPARE(shown.pixel(bar->mapTo(&list, QPoint(x, bar->height() / 2))), handle.rgba());
    QCOMPARE(shown.pixel(bar->mapTo(&list, QPoint(x, bar->height() / 4))), groove.rgba());
    QCOMPARE(shown.pixel(bar->mapTo(&list, QPoint(x, bar->height() * 3 / 4))), groove.rgba());
}

QTEST_MAIN(TestFlatScrollBars)
#include "tst_flatscrollbars.moc"
