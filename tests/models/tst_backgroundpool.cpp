// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "models/backgroundpool.h"
#include "support/pooloccupier.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>
#include <QThreadPool>

using namespace kandesk;

class TestBackgroundPool final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paintingDoesNotWaitForBackgroundWork();
};

// Every thread of the pool waits until the painting is done. Qt's painter splits a large fill into
// jobs on its global pool and waits for them; had the waiting work been there, the fill could only
// end when the waits gave up, and they would report it.
void TestBackgroundPool::paintingDoesNotWaitForBackgroundWork()
{
    QThreadPool &pool = backgroundPool();
    QVERIFY(&pool != QThreadPool::globalInstance());
    QVERIFY(pool.maxThreadCount() >= 4);

    kandesk::test::PoolOccupier occupier(pool);
    QVERIFY(occupier.occupied());

    QImage image(1200, 1200, QImage::Format_ARGB32_Premultiplied);
    {
        QPainter painter(&image);
        painter.fillRect(image.rect(), QColor(40, 90, 160));
        painter.fillRect(QRect(0, 0, 1200, 600), QColor(200, 60, 20, 128));
    }
    const QImage scaled = image.scaled(2000, 2000, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    QCOMPARE(occupier.release(), 0);
    QCOMPARE(scaled.size(), QSize(2000, 2000));
    QCOMPARE(image.pixelColor(10, 1100), QColor(40, 90, 160));
}

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    TestBackgroundPool test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_backgroundpool.moc"
