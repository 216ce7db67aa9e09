// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "support/stallmonitor.h"
#include "transcriptevents.h"
#include "ui/transcriptitemsmodel.h"
#include "ui/transcriptview.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QTest>
#include <QTimer>

using namespace kandesk;
using namespace kandesk::ui;
using namespace kandesk::test::events;

namespace {

constexpr int kChunks = 20'000;

// 20,000 token-sized chunks of a long Markdown answer: paragraphs, lists and code blocks.
QStringList streamedChunks()
{
    QStringList chunks;
    chunks.reserve(kChunks);
    for (int section = 0; chunks.size() < kChunks; ++section) {
        const QString text = QStringLiteral("## Step %1\n\n").arg(section) + sampleAnswer() + QLatin1Char('\n');
        const QStringList parts = tokens(text);
        for (const QString &part : parts) {
            if (chunks.size() == kChunks)
                break;
            chunks.append(part);
        }
    }
    return chunks;
}

} // namespace

class TestTranscriptStreaming : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QApplication::setStyle(QStringLiteral("Fusion")); }

    void streamsTwentyThousandChunksSmoothly_data()
    {
        QTest::addColumn<int>("chunksPerDelivery");
        QTest::addColumn<int>("deliveryIntervalMs");
        // Like a WebSocket that hands over a few frames per read, every millisecond…
        QTest::newRow("socket-paced") << 20 << 1;
        // …and a flood: as fast as the loop can take it.
        QTest::newRow("flood") << 400 << 0;
    }

    void streamsTwentyThousandChunksSmoothly()
    {
        QFETCH(int, chunksPerDelivery);
        QFETCH(int, deliveryIntervalMs);

        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendUserPrompt(QStringLiteral("Explain the fix in detail."));

        const QStringList chunks = streamedChunks();
        QCOMPARE(chunks.size(), kChunks);
        const QString expected = chunks.join(QString());

        kandesk::test::StallMonitor monitor(5);
        QTimer producer;
        producer.setInterval(deliveryIntervalMs);
        int next = 0;
        QElapsedTimer clock;
        qint64 feedingNs = 0;
        QObject::connect(&producer, &QTimer::timeout, &view, [&] {
            const int end = qMin(next + chunksPerDelivery, kChunks);
            for (; next < end; ++next)
                model.appendEvent(chunk(chunks.at(next)));
            if (next == kChunks) {
                producer.stop();
                feedingNs = clock.nsecsElapsed();
            }
        });
        monitor.start();
        clock.start();
        producer.start();
        QTRY_VERIFY_WITH_TIMEOUT(!producer.isActive(), 120'000);
        // Let the last coalesced render land while still measuring.
        QTRY_VERIFY_WITH_TIMEOUT(clock.elapsed() > feedingNs / 1'000'000 + 3 * TranscriptView::kCoalesceMs, 5000);
        monitor.stop();

        const double seconds = double(feedingNs) / 1e9;
        qInfo("streamed %d chunks (%lld characters) in %.0f ms: %.0f chunks/s; longest GUI event-loop stall %.1f ms "
              "(longest heartbeat gap %.1f ms over %lld ticks of 5 ms)",
            kChunks, qlonglong(expected.size()), seconds * 1000, kChunks / seconds, monitor.longestStallMs(),
            monitor.longestGapMs(), qlonglong(monitor.ticks()));

        QCOMPARE(model.rowCount(), 2); // the prompt and one growing answer
        QCOMPARE(model.index(1).data(transcript::TextRole).toString(), expected);
        QVERIFY(view.followsOutput());
        QTRY_COMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(view.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/transcript-streamed-end.png")));
    }
};

QTEST_MAIN(TestTranscriptStreaming)
#include "tst_transcriptstreaming.moc"
