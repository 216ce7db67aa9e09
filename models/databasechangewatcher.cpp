// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "databasechangewatcher.h"

#include "database.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHash>
#include <QLoggingCategory>
#include <QPointer>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QThread>
#include <QTimer>

Q_LOGGING_CATEGORY(lcChangeWatcher, "kandesk.models.changewatcher")

namespace kandesk {

namespace {

// Lives on the watcher's thread: reads with that thread's own connection.
class ChangePoller final
{
public:
    ChangePoller(Database &database, QStringList tables)
        : m_database(database)
        , m_tables(std::move(tables))
    {
    }

    // The tables whose fingerprint moved since the last call; the first call names them all.
    QStringList poll()
    {
        auto db = m_database.connection();
        if (!db) {
            warnOnce(db.error());
            return {};
        }
        qint64 version = -1;
        {
            QSqlQuery query(*db);
            if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next()) {
                warnOnce(query.lastError().text());
                return {};
            }
            version = query.value(0).toLongLong();
        } // no read snapshot stays open between polls (it would hold back checkpoints)
        if (version == m_version)
            return {};
        m_version = version;
        QStringList changed;
        for (const QString &table : std::as_const(m_tables)) {
            const QString print = fingerprint(*db, table);
            const auto known = m_prints.constFind(table);
            if (known == m_prints.constEnd() || *known != print)
                changed.append(table);
            m_prints.insert(table, print);
        }
        return changed;
    }

private:
    QString fingerprint(QSqlDatabase &db, const QString &table)
    {
        auto statement = m_statements.constFind(table);
        if (statement == m_statements.constEnd()) {
            // Tables that stamp their rows are summed up cheaply; small ones without stamps
            // (settings) are read whole.
            const bool hasUpdatedAt = db.record(table).contains(QStringLiteral("updated_at"));
            const QString sql = hasUpdatedAt
                ? QStringLiteral("SELECT COUNT(*), COALESCE(MAX(updated_at), 0), COALESCE(SUM(updated_at), 0) FROM ") + table
                : QStringLiteral("SELECT * FROM ") + table;
            statement = m_statements.insert(table, sql);
        }
        QSqlQuery query(db);
        query.setForwardOnly(true);
        if (!query.exec(*statement))
            return QStringLiteral("error: ") + query.lastError().text();
        QCryptographicHash hash(QCryptographicHash::Sha1);
        const int columns = query.record().count();
        while (query.next()) {
            for (int column = 0; column < columns; ++column) {
                hash.addData(query.value(column).toString().toUtf8());
                hash.addData(QByteArrayView("\x1f"));
            }
            hash.addData(QByteArrayView("\x1e"));
        }
        return QString::fromLatin1(hash.result().toHex());
    }

    void warnOnce(const QString &message)
    {
        if (m_warned)
            return;
        m_warned = true;
        qCWarning(lcChangeWatcher).noquote() << "cannot watch" << m_database.filePath() << "for changes:" << message;
    }

    Database &m_database;
    QStringList m_tables;
    qint64 m_version = -1;
    QHash<QString, QString> m_prints;
    QHash<QString, QString> m_statements;
    bool m_warned = false;
};

} // namespace

QStringList DatabaseChangeWatcher::boardTables()
{
    return {QStringLiteral("tasks"), QStringLiteral("task_sessions")};
}

DatabaseChangeWatcher::DatabaseChangeWatcher(Database &database, QStringList tables, QObject *parent)
    : QObject(parent)
    , m_database(database)
{
    static const QRegularExpression plainName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    for (const QString &table : std::as_const(tables)) {
        if (plainName.match(table).hasMatch())
            m_tables.append(table);
        else
            qCWarning(lcChangeWatcher).noquote() << "not a table name, not watched:" << table;
    }
}

DatabaseChangeWatcher::~DatabaseChangeWatcher()
{
    stop();
}

void DatabaseChangeWatcher::start()
{
    if (m_thread)
        return;
    // A QThread, not an EventLoopThread: the thread's database connection is closed on its
    // finished(); on a std::thread that Qt adopts, LeakSanitizer found the connection's bookkeeping
    // and the adopted thread's objects leaked.
    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(QStringLiteral("kandesk-db-watcher"));
    auto *context = new QObject;
    context->moveToThread(m_thread.get());
    // The poller is used on the watcher's thread only; it goes with the context.
    auto poller = std::make_shared<ChangePoller>(m_database, m_tables);
    QPointer<DatabaseChangeWatcher> self(this);
    auto pollOnce = [poller, self] {
        const QStringList changed = poller->poll();
        if (changed.isEmpty() || !self)
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, changed] {
                if (self)
                    Q_EMIT self->tablesChanged(changed);
            },
            Qt::QueuedConnection);
    };
    const QString file = QFileInfo(m_database.filePath()).absoluteFilePath();
    const auto settleTime = m_interval;
    QObject::connect(m_thread.get(), &QThread::started, context, [context, pollOnce, file, settleTime] {
        // A commit writes the database file or its write-ahead log: the kernel says so (inotify), and
        // an idle database costs no wakeup at all. The folder tells when the log comes and goes.
        auto *files = new QFileSystemWatcher(context);
        const QStringList watched{file, file + QStringLiteral("-wal"), file + QStringLiteral("-journal")};
        auto watchFiles = [files, watched] {
            const QStringList current = files->files();
            for (const QString &path : watched) {
                if (!current.contains(path) && QFileInfo::exists(path))
                    files->addPath(path);
            }
        };
        auto *settle = new QTimer(context);
        settle->setSingleShot(true);
        settle->setInterval(settleTime);
        // Watched again before the look: a commit after it wakes the thread, one before it is seen.
        QObject::connect(settle, &QTimer::timeout, context, [watchFiles, pollOnce] {
            watchFiles();
            pollOnce();
        });
        // Streaming agents commit hundreds of times a second: until the look is due, their writes
        // need not wake this thread at all.
        auto changed = [settle, files] {
            if (settle->isActive())
                return;
            if (const QStringList current = files->files(); !current.isEmpty())
                files->removePaths(current);
            settle->start();
        };
        QObject::connect(files, &QFileSystemWatcher::fileChanged, context, changed);
        QObject::connect(files, &QFileSystemWatcher::directoryChanged, context, changed);
        if (files->addPath(QFileInfo(file).absolutePath())) {
            watchFiles();
        } else {
            qCWarning(lcChangeWatcher).noquote() << "cannot be told of changes to" << file << "(inotify): looking every"
                                                 << settleTime.count() << "ms instead";
            settle->setSingleShot(false);
            settle->start();
        }
        pollOnce(); // the first report at once
    });
    // The timer and the file watch stop on their own thread, as it ends.
    QObject::connect(m_thread.get(), &QThread::finished, [context] { delete context; });
    m_thread->start();
}

void DatabaseChangeWatcher::stop()
{
    if (!m_thread)
        return;
    m_thread->quit();
    m_thread->wait();
    m_thread.reset();
}

} // namespace kandesk
