// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "transcriptrecorder.h"


#include "models/stores/messagestore.h"

#include <QCoreApplication>
#include <QTimer>

namespace kandesk {

namespace {

struct WriteResult {
    QList<Message> stored;
    QStringList errors;
    QStringList failedSessions; // parallel to errors
};

// Stores a batch in one transaction; if that fails, event by event so that only the bad ones
// are lost (an event of a session deleted meanwhile, say).
WriteResult write(MessageStore &messages, QList<Message> batch)
{
    WriteResult result;
    if (auto ids = messages.appendBatch(batch)) {
        for (qsizetype i = 0; i < batch.size(); ++i)
            batch[i].id = ids->at(i);
        result.stored = std::move(batch);
        return result;
    }
    for (Message &message : batch) {
        auto id = messages.append(message);
        if (!id) {
            result.errors.append(id.error());
            result.failedSessions.append(message.sessionId);
            continue;
        }
        message.id = *id;
        result.stored.append(std::move(message));
    }
    return result;
}

} // namespace

TranscriptRecorder::TranscriptRecorder(MessageStore &messages, QObject *parent)
    : QObject(parent)
    , m_messages(messages)
{
    // One writer keeps the order of batches; it keeps its thread and database connection.
    m_writer.setMaxThreadCount(1);
    m_writer.setExpiryTimeout(-1);
}

TranscriptRecorder::~TranscriptRecorder()
{
    flush();
}

void TranscriptRecorder::record(Message message)
{
    m_queue.append(std::move(message));
    if (!m_writing)
        scheduleWrite(); // a write under way schedules the next when it ends
}

void TranscriptRecorder::scheduleWrite()
{
    if (m_scheduled || m_queue.isEmpty())
        return;
    if (m_queue.size() >= m_maxBatch) {
        startWrite();
        return;
    }
    m_scheduled = true;
    QTimer::singleShot(kGatherMs, this, [this] {
        m_scheduled = false;
        startWrite();
    });
}

void TranscriptRecorder::startWrite()
{
    if (m_writing || m_queue.isEmpty())
        return;
    QList<Message> batch;
    if (m_queue.size() <= m_maxBatch) {
        batch.swap(m_queue);
    } else {
        batch = m_queue.first(m_maxBatch);
        m_queue.remove(0, m_maxBatch);
    }
    m_writing = true;
    m_writer.start([this, batch = std::move(batch)]() mutable {
        WriteResult result = write(m_messages, std::move(batch));
        QMetaObject::invokeMethod(
            this, [this, result = std::move(result)] { finishWrite(result.stored, result.errors, result.failedSessions); },
            Qt::QueuedConnection);
    });
}

void TranscriptRecorder::report(const QList<Message> &messages, const QStringList &errors, const QStringList &sessions)
{
    if (!messages.isEmpty())
        Q_EMIT stored(messages);
    QStringList told;
    for (qsizetype i = 0; i < errors.size(); ++i) {
        Q_EMIT storeFailed(errors.at(i));
        const QString session = sessions.value(i);
        if (!told.contains(session)) { // once per session and batch, not once per event
            told.append(session);
            Q_EMIT sessionStoreFailed(session, errors.at(i));
        }
    }
}

void TranscriptRecorder::finishWrite(const QList<Message> &messages, const QStringList &errors, const QStringList &sessions)
{
    m_writing = false;
    report(messages, errors, sessions);
    scheduleWrite();
}

void TranscriptRecorder::flush()
{
    // A finished write reports through this thread's queue and may start the next one: deliver
    // the report now and wait again until no write is in flight.
    do {
        m_writer.waitForDone();
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    } while (m_writing);
    if (m_queue.isEmpty())
        return;
    QList<Message> rest;
    rest.swap(m_queue);
    const WriteResult result = write(m_messages, std::move(rest));
    report(result.stored, result.errors, result.failedSessions);
}

} // namespace kandesk
