// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

#include <chrono>
#include <memory>

class QThread;

namespace kandesk {

class Database;

// Notices commits that other connections made to the database file (another process on the same
// home: `kandesk task …` on the command line while the window runs; or another thread of this
// one) and says which of the watched tables changed.
//
// On its own thread, it waits for the kernel to say that the database file or its write-ahead log
// was written (inotify: an idle database wakes nothing, and a busy one about once per interval, as
// the files are not watched while writes settle), lets writes settle for the interval, then asks
// SQLite for `PRAGMA data_version` (it changes when another connection committed); only then it
// reads a fingerprint of each watched table (row count, newest and sum of updated_at; a table
// without updated_at is read whole, so watch only small ones of those) and reports the tables whose
// fingerprint moved. Where the kernel cannot tell (inotify limits), it looks every interval.
// tablesChanged() arrives queued on the watcher's thread; nothing here ever waits on the GUI
// thread. The Database must outlive the watcher.
class DatabaseChangeWatcher final : public QObject
{
    Q_OBJECT
public:
    // The tables the board and the task view show.
    static QStringList boardTables();

    // tables: plain SQL table names (letters, digits, _); others are ignored.
    explicit DatabaseChangeWatcher(Database &database, QStringList tables = boardTables(), QObject *parent = nullptr);
    ~DatabaseChangeWatcher() override;

    // How long writes settle before a look (and how often it looks without inotify). Takes effect
    // at the next start().
    void setInterval(std::chrono::milliseconds interval) { m_interval = interval; }
    std::chrono::milliseconds interval() const { return m_interval; }

    // Watches until stop() (or destruction). The first report names every watched table: whatever
    // changed between the caller's own read and the start of the watch is not lost.
    void start();
    void stop();
    bool isActive() const { return m_thread != nullptr; }

Q_SIGNALS:
    // The watched tables whose rows changed since the last report (in the order they were given).
    void tablesChanged(const QStringList &tables);

private:
    Database &m_database;
    QStringList m_tables;
    std::chrono::milliseconds m_interval{250};
    std::unique_ptr<QThread> m_thread;
};

} // namespace kandesk
