// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "support/stallmonitor.h"
#include "transcriptevents.h"
#include "ui/flatscrollbarstyle.h"
#include "ui/task/markdownrenderer.h"
#include "ui/task/transcriptdelegate.h"
#include "ui/task/transcriptitemsmodel.h"
#include "ui/task/transcriptview.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QTest>
#include <QTextDocument>
#include <QTimer>

using namespace kandesk;
using namespace kandesk::ui;
using namespace kandesk::test::events;
using kandesk::ui::transcript::ItemKind;

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

// Runs the event loop until the view has shown all it was given. QTRY_VERIFY would look only
// every 50 ms, which adds up over many small steps.
bool settles(const TranscriptView &view)
{
    const QDeadlineTimer deadline(10'000);
    while (view.hasPendingUpdates() && !deadline.hasExpired())
        QTest::qWait(1);
    return !view.hasPendingUpdates();
}

} // namespace

class TestTranscriptStreaming : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QApplication::setStyle(QStringLiteral("Fusion"));
        useFlatScrollBars(); // as the app does
        // Loading the C++ syntax definition is a one-off cost of the first code block in a
        // process (the app pays it once); measure the streaming itself.
        QTextDocument warm;
        renderMarkdown(&warm, sampleAnswer(), QApplication::palette());
    }

    void streamsTwentyThousandChunksSmoothly_data()
    {
        QTest::addColumn<int>("chunksPerDelivery");
        QTest::addColumn<int>("deliveryIntervalMs");
        // Like a WebSocket that hands over a few dozen frames per read, several reads per frame…
        QTest::newRow("socket-paced") << 100 << 5;
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
        // The last coalesced render lands while still measured.
        QTRY_VERIFY_WITH_TIMEOUT(!view.hasPendingUpdates(), 5000);
        QTRY_COMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
        monitor.stop();

        const double seconds = double(feedingNs) / 1e9;
        qInfo("streamed %d chunks (%lld characters) in %.0f ms: %.0f chunks/s; longest GUI event-loop stall %.1f ms "
              "(longest heartbeat gap %.1f ms, 99th percentile %.1f ms, over %lld ticks of 5 ms; most CPU used between "
              "two "
              "ticks %.1f ms)",
            kChunks, qlonglong(expected.size()), seconds * 1000, kChunks / seconds, monitor.longestStallMs(),
            monitor.longestGapMs(), monitor.gapPercentileMs(0.99), qlonglong(monitor.ticks()), monitor.longestBusyMs());

        QCOMPARE(model.rowCount(), 2); // the prompt and one growing answer
        QCOMPARE(model.index(1).data(transcript::TextRole).toString(), expected);
        QVERIFY(view.followsOutput());
        QTRY_COMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
        QDir().mkpath(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR));
        QVERIFY(view.grab().save(QStringLiteral(KANDESK_TEST_ARTIFACTS_DIR "/transcript-streamed-end.png")));
    }

    // A week-old task opens: its stored events arrive as one batch and the window stays usable.
    void opensALongHistoryWithoutFreezing()
    {
        QList<SessionEvent> history;
        constexpr int kTurns = 300;
        for (int turn = 0; turn < kTurns; ++turn) {
            history.append(agentEvent("user_prompt", { { k("text"), QStringLiteral("Step %1, please.").arg(turn) } }));
            history.append(thought(k("Planning the next step.")));
            for (int tool = 0; tool < 3; ++tool) {
                const QByteArray id = QStringLiteral("t-%1-%2").arg(turn).arg(tool).toUtf8();
                history.append(toolCall(id.constData(), "Read src/main.cpp", "read"));
                history.append(toolUpdate(id.constData(), "completed"));
            }
            for (const QString &token : tokens(sampleAnswer()))
                history.append(chunk(token));
            history.append(complete());
        }

        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        kandesk::test::StallMonitor monitor(5);
        monitor.start();
        QElapsedTimer clock;
        clock.start();
        QTimer::singleShot(0, &view, [&] { model.appendEvents(history); });
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), kTurns * 7, 60'000);
        const qint64 insertedMs = clock.elapsed();
        QTRY_VERIFY_WITH_TIMEOUT(view.verticalScrollBar()->maximum() > 0
                && view.verticalScrollBar()->value() == view.verticalScrollBar()->maximum()
                && view.visualRect(model.index(model.rowCount() - 1)).isValid()
                && view.visualRect(model.index(model.rowCount() - 1)).bottom() <= view.viewport()->height(),
            60'000);
        monitor.stop();
        qInfo(
            "opened a history of %lld events (%d rows): rows in %lld ms, laid out and scrolled to the end in %.0f ms; "
            "longest GUI event-loop stall %.1f ms (most CPU used between two ticks %.1f ms)",
            qlonglong(history.size()), model.rowCount(), insertedMs, monitor.elapsedMs(), monitor.longestStallMs(),
            monitor.longestBusyMs());
        QCOMPARE(ItemKind(model.index(model.rowCount() - 1).data(transcript::KindRole).toInt()), ItemKind::TurnEnded);
    }

    // Far more text than one frame lays out arrives between two frames (a burst, an answer of
    // half a megabyte): the view shows it a part per frame, growing, and ends with all of it.
    void aFloodBetweenTwoFramesIsShownAPartPerFrame()
    {
        QString answer;
        while (answer.size() < 25 * TranscriptDelegate::kCharsPerFrame)
            answer += QStringLiteral("## Step %1\n\n").arg(answer.size()) + sampleAnswer() + QLatin1Char('\n');

        TranscriptItemsModel model;
        TranscriptView view;
        view.setModel(&model);
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        model.appendUserPrompt(QStringLiteral("Explain it all."));
        QList<int> ranges;
        QObject::connect(view.verticalScrollBar(), &QScrollBar::rangeChanged, &view,
            [&ranges](int, int maximum) { ranges.append(maximum); });

        model.appendEvent(chunk(answer));
        QTRY_VERIFY(view.verticalScrollBar()->maximum() > 0);
        QVERIFY(view.hasPendingUpdates());
        QTRY_VERIFY_WITH_TIMEOUT(!view.hasPendingUpdates(), 60'000);
        QTRY_COMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());

        QVERIFY2(ranges.size() >= 20, qPrintable(QStringLiteral("grew in %1 steps to %2, row %3").arg(ranges.size()).arg(view.verticalScrollBar()->maximum()).arg(view.visualRect(model.index(1)).height())));
        QVERIFY(ranges.last() > ranges.first());
        // All of it is laid out: as tall as the same answer shown by a view that gets it in small parts.
        TranscriptItemsModel small;
        TranscriptView reference;
        reference.setModel(&small);
        reference.resize(900, 700);
        reference.show();
        QVERIFY(QTest::qWaitForWindowExposed(&reference));
        small.appendUserPrompt(QStringLiteral("Explain it all."));
        for (qsizetype at = 0; at < answer.size(); at += TranscriptDelegate::kCharsPerFrame / 2) {
            small.appendEvent(chunk(answer.mid(at, TranscriptDelegate::kCharsPerFrame / 2)));
            QVERIFY(settles(reference));
        }
        QTRY_COMPARE(reference.verticalScrollBar()->maximum(), view.verticalScrollBar()->maximum());
    }
};

QTEST_MAIN(TestTranscriptStreaming)
#include "tst_transcriptstreaming.moc"
