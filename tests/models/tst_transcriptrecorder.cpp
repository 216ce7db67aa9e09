// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "support/storefixture.h"

#include "models/items/roles.h"
#include "models/items/transcriptmodel.h"
#include "models/stores/transcriptrecorder.h"
#include "models/stores/messagestore.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <numeric>

using namespace kandesk;
using kandesk::testing::StoreFixture;
using kandesk::testing::eventTextAt;

namespace {

Message chunk(const QString &sessionId, int n)
{
    return {0, sessionId, 1, {}, SessionEvent::make(SessionEvent::Kind::MessageChunk, QString::number(n)), {}};
}

} // namespace

class TestTranscriptRecorder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<StoreFixture>();
        QVERIFY(m_fixture->open());
    }

    void liveEventsReachTheDatabaseAndTheModelInOrder()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Live")).id);
        MessageStore messages(*m_fixture->database);
        TranscriptModel model(messages);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.setSession(session.id).ok());
        TranscriptRecorder recorder(messages);
        connect(&recorder, &TranscriptRecorder::stored, &model,
                qOverload<const QList<Message> &>(&TranscriptModel::appendStored));
        QSignalSpy failures(&recorder, &TranscriptRecorder::storeFailed);

        constexpr int total = 50'000;
        QElapsedTimer timer;
        timer.start();
        // Events arrive in bursts, as a streaming agent's chunks do.
        for (int n = 0; n < total; ++n) {
            recorder.record(chunk(session.id, n));
            if (n % 500 == 499)
                QCoreApplication::processEvents();
        }
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), total, 60'000);
        qInfo("%d events into database and model in %lld ms", total, static_cast<long long>(timer.elapsed()));
        QCOMPARE(failures.size(), 0);
        QCOMPARE(messages.count(session.id).value(), total);
        for (int row : {0, 1, total / 2, total - 1})
            QCOMPARE(eventTextAt(model, row), QString::number(row));
        qint64 previous = 0;
        for (int row = 0; row < total; ++row) {
            const qint64 id = model.index(row, 0).data(MessageIdRole).toLongLong();
            QVERIFY(id > previous);
            previous = id;
        }
    }

    void aBadEventFailsAloneAndFlushStoresTheRest()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Mixed")).id);
        MessageStore messages(*m_fixture->database);
        QList<Message> stored;
        QStringList errors;
        {
            TranscriptRecorder recorder(messages);
            connect(&recorder, &TranscriptRecorder::stored, this,
                    [&](const QList<Message> &batch) { stored.append(batch); });
            connect(&recorder, &TranscriptRecorder::storeFailed, this, [&](const QString &error) { errors.append(error); });
            recorder.record(chunk(session.id, 0));
            recorder.record(chunk(QStringLiteral("deleted-session"), 1));
            recorder.record(chunk(session.id, 2));
            QTRY_COMPARE(stored.size(), 2);
            QCOMPARE(errors.size(), 1);
            // Queued but not written yet when the recorder goes: still stored.
            recorder.record(chunk(session.id, 3));
            QCOMPARE(recorder.pending(), 1);
        }
        QCOMPARE(stored.size(), 3);
        QCOMPARE(stored.last().event.text, QStringLiteral("3"));
        QVERIFY(stored.last().id > stored.first().id);
        QCOMPARE(messages.count(session.id).value(), 3);
    }

    // A stream whose events come a few at a time, each in its own event-loop turn, is stored in
    // one transaction per gathering, not one per turn.
    void eventsOfSeveralLoopTurnsGoInOneTransaction()
    {
        const TaskSession session = m_fixture->addSession(m_fixture->addTask(QStringLiteral("Gathered")).id);
        MessageStore messages(*m_fixture->database);
        TranscriptRecorder recorder(messages);
        QList<int> batches;
        connect(&recorder, &TranscriptRecorder::stored, this, [&](const QList<Message> &batch) { batches.append(int(batch.size())); });
        QElapsedTimer recording;
        recording.start();
        for (int n = 0; n < 10; ++n) {
            recorder.record(chunk(session.id, n));
            QCoreApplication::processEvents();
        }
        const qint64 tookMs = recording.elapsed();
        QTRY_COMPARE(std::accumulate(batches.cbegin(), batches.cend(), 0), 10);
        // Within one gathering all ten share a commit; a machine that paused the test longer
        // than that may split them, never into one per event.
        if (tookMs < TranscriptRecorder::kGatherMs)
            QCOMPARE(batches, QList<int>{10});
        else
            QVERIFY2(batches.size() < 10, qPrintable(QStringLiteral("%1 batches").arg(batches.size())));
        QCOMPARE(messages.count(session.id).value(), 10);
    }

private:
    std::unique_ptr<StoreFixture> m_fixture;
};

QTEST_GUILESS_MAIN(TestTranscriptRecorder)
#include "tst_transcriptrecorder.moc"
