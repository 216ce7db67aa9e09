// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessionevent.h"

#include <QObject>
#include <QThreadPool>

namespace kandesk {

class MessageStore;

// Stores live agent events without blocking the GUI thread: record() queues an event, a writer
// thread stores what has queued up in one transaction, at most one every kGatherMs (so batches
// grow with the load, and a fast stream costs a few commits a frame, not one per event), and
// stored() reports the events with their ids once committed, in arrival order, on this object's
// thread: connect it to TranscriptModel::appendStored. An event whose session is gone fails alone
// (storeFailed) without taking its batch with it. Lives on the GUI thread.
class TranscriptRecorder final : public QObject
{
    Q_OBJECT
public:
    explicit TranscriptRecorder(MessageStore &messages, QObject *parent = nullptr);
    // Stores what is still queued before going.
    ~TranscriptRecorder() override;

    static constexpr int kGatherMs = 16;

    void record(Message message);
    void setMaxBatch(int maxBatch) { m_maxBatch = qMax(1, maxBatch); }
    // Waits for the writes in flight and stores the rest here (at shutdown). On this object's thread.
    void flush();
    qsizetype pending() const { return m_queue.size(); }

Q_SIGNALS:
    void stored(const QList<kandesk::Message> &messages);
    void storeFailed(const QString &message);
    // Events of sessionId could not be stored (a full disk, say): said once per session and batch.
    void sessionStoreFailed(const QString &sessionId, const QString &message);

private:
    void startWrite();
    void scheduleWrite();
    void report(const QList<Message> &stored, const QStringList &errors, const QStringList &sessions);
    void finishWrite(const QList<Message> &stored, const QStringList &errors, const QStringList &sessions);

    MessageStore &m_messages;
    QThreadPool m_writer;
    QList<Message> m_queue;
    int m_maxBatch = 1024;
    bool m_writing = false;
    bool m_scheduled = false;
};

} // namespace kandesk
