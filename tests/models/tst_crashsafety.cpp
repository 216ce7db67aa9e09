// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "support/storefixture.h"

#include "models/stores/messagestore.h"

#include <QCoreApplication>
#include <QProcess>
#include <QSet>
#include <QTest>

#include <cstdio>

using namespace kandesk;
using kandesk::testing::StoreFixture;

namespace {

const char *const kWriterFlag = "--append-transcript";

// The child: appends transcript events until killed and prints each id once the store has
// acknowledged it (committed). batchSize 1 uses append(), larger sizes appendBatch().
int runWriter(const QString &databasePath, const QString &sessionId, int batchSize)
{
    Database database(databasePath);
    if (auto status = database.open(); !status) {
        std::fprintf(stderr, "%s\n", qPrintable(status.error()));
        return 2;
    }
    MessageStore messages(database);
    const SessionEvent chunk = SessionEvent::make(SessionEvent::Kind::MessageChunk, QString(200, QLatin1Char('x')));
    for (int turn = 0;; ++turn) {
        QList<Message> batch;
        for (int i = 0; i < batchSize; ++i)
            batch.append({0, sessionId, turn, {}, chunk, {}});
        QList<qint64> ids;
        if (batchSize == 1) {
            auto id = messages.append(batch.first());
            if (!id)
                return 3;
            ids.append(*id);
        } else {
            auto stored = messages.appendBatch(batch);
            if (!stored)
                return 3;
            ids = *stored;
        }
        for (qint64 id : std::as_const(ids))
            std::printf("%lld\n", static_cast<long long>(id));
        std::fflush(stdout);
    }
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killedWriterLosesNoAcknowledgedMessage_data()
    {
        QTest::addColumn<int>("batchSize");
        QTest::newRow("one by one") << 1;
        QTest::newRow("batches of 64") << 64;
    }

    void killedWriterLosesNoAcknowledgedMessage()
    {
        QFETCH(int, batchSize);
        StoreFixture fixture;
        QVERIFY(fixture.open());
        const TaskSession session = fixture.addSession(fixture.addTask(QStringLiteral("Crash")).id, SessionState::Running);
        QVERIFY(!session.id.isEmpty());
        // The child writes; this process keeps no connection open to the file meanwhile.
        fixture.database.reset();

        QProcess writer;
        writer.setProgram(QCoreApplication::applicationFilePath());
        writer.setArguments({QString::fromLatin1(kWriterFlag), fixture.dbPath(), session.id, QString::number(batchSize)});
        writer.setProcessChannelMode(QProcess::SeparateChannels);
        writer.start();
        QVERIFY(writer.waitForStarted(10'000));

        QByteArray output;
        auto acknowledgedLines = [&] {
            output += writer.readAllStandardOutput();
            return output.count('\n');
        };
        QTRY_VERIFY_WITH_TIMEOUT(acknowledgedLines() >= 500, 60'000);
        writer.kill(); // SIGKILL: no destructor, no flush, no clean close of SQLite
        QVERIFY(writer.waitForFinished(10'000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        output += writer.readAllStandardOutput();

        QSet<qint64> acknowledged;
        const QList<QByteArray> lines = output.split('\n');
        for (const QByteArray &line : lines) {
            if (!line.isEmpty())
                acknowledged.insert(line.toLongLong());
        }
        QVERIFY(acknowledged.size() >= 500);

        QVERIFY(fixture.open());
        QCOMPARE(fixture.column(QStringLiteral("PRAGMA integrity_check")), QStringList{QStringLiteral("ok")});
        const QStringList stored = fixture.column(
            QStringLiteral("SELECT id FROM messages WHERE session_id = '%1' ORDER BY id").arg(session.id));
        QSet<qint64> storedIds;
        for (const QString &id : stored)
            storedIds.insert(id.toLongLong());
        for (qint64 id : std::as_const(acknowledged))
            QVERIFY2(storedIds.contains(id), qPrintable(QStringLiteral("acknowledged message %1 is missing").arg(id)));
        // A batch is all or nothing: whatever was stored beyond the acknowledged ids is whole batches.
        if (batchSize > 1)
            QCOMPARE(storedIds.size() % batchSize, 0);
        QVERIFY(MessageStore(*fixture.database).pageAfter(session.id, 0, 10)->size() == 10);
    }
};

int main(int argc, char **argv)
{
    if (argc == 5 && qstrcmp(argv[1], kWriterFlag) == 0) {
        QCoreApplication app(argc, argv);
        return runWriter(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]), QByteArray(argv[4]).toInt());
    }
    QCoreApplication app(argc, argv);
    TestCrashSafety test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashsafety.moc"
