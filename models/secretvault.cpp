// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "secretvault.h"

#include "database.h"
#include "datahome.h"
#include "privatefiles.h"
#include "sqlhelpers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMutex>
#include <QThread>
#include <QTimer>

#include <qt6keychain/keychain.h>

#include <atomic>
#include <chrono>
#include <future>
#include <memory>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#endif

Q_LOGGING_CATEGORY(lcSecrets, "kandesk.models.secrets")

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "SecretVaultWords".
struct SecretVaultWords {
    Q_DECLARE_TR_FUNCTIONS(SecretVaultWords)
};

} // namespace

// Carries one result from the keychain thread to the caller's thread (queued signal: the
// connection dies with the caller's context object, so a late result never reaches a dead object).
class SecretRelay final : public QObject
{
    Q_OBJECT
public:
    // Called once, on any thread. The result travels in the queued signal itself: the relay's
    // deleteLater may run before the receiver does (QTest::qWait and nested loops send deferred
    // deletes early), and then nothing reads the deleted relay.
    void deliver(const Expected<QString> &result)
    {
        Q_EMIT ready(result);
        deleteLater();
    }

Q_SIGNALS:
    void ready(const kandesk::Expected<QString> &result);
};

namespace {

constexpr int kProbeTimeoutMs = 5'000;
// A locked keyring may ask the user for its password: give them time.
constexpr int kOperationTimeoutMs = 60'000;
const QString kProbeKey = QStringLiteral("kandesk-backend-probe");

std::atomic<QThread *> g_keychainThread{nullptr};

void stopKeychainThread()
{
    if (QThread *thread = g_keychainThread.load()) {
        thread->quit();
        thread->wait();
    }
}

// Every QtKeychain job runs on this one thread: QtKeychain queues jobs through a process-wide
// executor that stays bound to the thread that first used it, so that thread must live on.
QObject *keychainWorker()
{
    static QObject *worker = [] {
        auto *thread = new QThread;
        thread->setObjectName(QStringLiteral("kandesk-keychain"));
        auto *object = new QObject;
        object->moveToThread(thread);
        thread->start();
        g_keychainThread = thread;
        qAddPostRoutine(stopKeychainThread);
        return object;
    }();
    return worker;
}

bool onGuiThread()
{
    const auto *app = QCoreApplication::instance();
    return app && QThread::currentThread() == app->thread();
}

struct KeychainOutcome {
    bool ok = false;
    bool notFound = false;
    QString value;
    QString error;
};

enum class KeychainOp { Read, Write, Remove };

// Runs on the keychain thread; finish runs there exactly once, with the job's outcome or a timeout.
void startKeychainJob(KeychainOp op, const QString &service, const QString &key, const QString &value, int timeoutMs,
                      std::function<void(KeychainOutcome)> finish)
{
    QObject *worker = keychainWorker();
    QKeychain::Job *job = nullptr;
    switch (op) {
    case KeychainOp::Read:
        job = new QKeychain::ReadPasswordJob(service);
        break;
    case KeychainOp::Write: {
        auto *write = new QKeychain::WritePasswordJob(service);
        write->setTextData(value);
        job = write;
        break;
    }
    case KeychainOp::Remove:
        job = new QKeychain::DeletePasswordJob(service);
        break;
    }
    job->setAutoDelete(true);
    job->setKey(key);
    auto finished = std::make_shared<bool>(false);
    auto callback = std::make_shared<std::function<void(KeychainOutcome)>>(std::move(finish));
    QObject::connect(job, &QKeychain::Job::finished, worker, [op, finished, callback](QKeychain::Job *done) {
        if (*finished)
            return;
        *finished = true;
        KeychainOutcome outcome;
        outcome.ok = done->error() == QKeychain::NoError;
        outcome.notFound = done->error() == QKeychain::EntryNotFound;
        outcome.error = done->errorString();
        if (outcome.ok && op == KeychainOp::Read)
            outcome.value = static_cast<QKeychain::ReadPasswordJob *>(done)->textData();
        (*callback)(outcome);
    });
    QTimer::singleShot(timeoutMs, worker, [finished, callback, timeoutMs] {
        if (*finished)
            return;
        *finished = true;
        (*callback)({false, false, {}, SecretVaultWords::tr("no answer within %1 s").arg(timeoutMs / 1000)});
    });
    job->start();
}

std::optional<SecretBackendKind> forcedBackend()
{
    const QString forced = qEnvironmentVariable("KANDESK_SECRET_BACKEND");
    if (forced == QLatin1String("file"))
        return SecretBackendKind::File;
    if (forced == QLatin1String("keychain"))
        return SecretBackendKind::Keychain;
    return std::nullopt;
}

// Asks the keychain for an entry that does not exist: "not found" means a keychain answered.
void probeKeychain(const QString &service, std::function<void(Expected<QString>)> finish)
{
    QMetaObject::invokeMethod(
        keychainWorker(),
        [service, finish = std::move(finish)]() mutable {
            startKeychainJob(KeychainOp::Read, service, kProbeKey, {}, kProbeTimeoutMs,
                             [finish = std::move(finish)](const KeychainOutcome &outcome) {
                                 if (outcome.ok || outcome.notFound)
                                     finish(QString());
                                 else
                                     finish(Error{outcome.error});
                             });
        },
        Qt::QueuedConnection);
}

Expected<QJsonObject> readSecretFile(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return QJsonObject{};
    constexpr auto others = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
        | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
    if (file.permissions() & others) {
        qCWarning(lcSecrets) << path << "was readable by others; restricting it to its owner";
        if (!file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
            return Error{SecretVaultWords::tr("cannot restrict %1 to its owner: %2").arg(path, file.errorString())};
    }
    if (!file.open(QIODevice::ReadOnly))
        return Error{SecretVaultWords::tr("cannot read %1: %2").arg(path, file.errorString())};
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!document.isObject())
        return Error{SecretVaultWords::tr("%1 is damaged (%2); repair or remove it").arg(path, parseError.errorString())};
    return document.object().value(QStringLiteral("secrets")).toObject();
}

// Holds an exclusive lock on <path>.lock while it lives: other processes' read-modify-write of
// the file waits (the kernel lets go of it when a process dies, so a crash never wedges it).
class FileLock final
{
public:
    explicit FileLock(const QString &path)
        : m_fd(::open(QFile::encodeName(path + QStringLiteral(".lock")).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600))
    {
        if (m_fd < 0) {
            const QString reason = QString::fromLocal8Bit(std::strerror(errno)); // before tr() can change errno
            m_error = SecretVaultWords::tr("cannot lock %1: %2").arg(path, reason);
        } else {
            while (::flock(m_fd, LOCK_EX) != 0 && errno == EINTR) { }
        }
    }
    ~FileLock()
    {
        if (m_fd >= 0)
            ::close(m_fd); // releases the lock
    }
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;
    const QString &error() const { return m_error; }

private:
    int m_fd = -1;
    QString m_error;
};

// Replaces the file atomically; the new file is created 0600, never readable by others for a moment.
Status writeSecretFile(const QString &path, const QJsonObject &secrets)
{
    const QString temporary = path + QStringLiteral(".%1.tmp").arg(QCoreApplication::applicationPid());
    QFile::remove(temporary);
    QFile file(temporary);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate, QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return Error{SecretVaultWords::tr("cannot write %1: %2").arg(temporary, file.errorString())};
    const QJsonObject document{{QStringLiteral("version"), 1}, {QStringLiteral("secrets"), secrets}};
    const QByteArray bytes = QJsonDocument(document).toJson(QJsonDocument::Indented);
    if (file.write(bytes) != bytes.size() || !file.flush())
        return Error{SecretVaultWords::tr("cannot write %1: %2").arg(temporary, file.errorString())};
#ifdef Q_OS_UNIX
    ::fsync(file.handle());
#endif
    file.close();
    return replaceFile(temporary, path);
}

} // namespace

SecretVault::SecretVault(Database &database, QString dataHome, QString keychainService)
    : m_database(database)
    , m_filePath(secretsFilePath(dataHome))
    , m_keychainService(std::move(keychainService))
{
}

SecretVault::~SecretVault() = default;

QString SecretVault::backendName(SecretBackendKind backend)
{
    return backend == SecretBackendKind::Keychain ? QStringLiteral("keychain") : QStringLiteral("file");
}

void SecretVault::detectBackend(QObject *context, std::function<void(SecretBackendKind)> done)
{
    if (!context)
        context = QCoreApplication::instance();
    if (const auto forced = forcedBackend()) {
        m_backend = *forced;
        QMetaObject::invokeMethod(context, [done = std::move(done), backend = *forced] { done(backend); },
                                  Qt::QueuedConnection);
        return;
    }
    auto *relay = new SecretRelay;
    relay->moveToThread(context->thread());
    QObject::connect(
        relay, &SecretRelay::ready, context,
        [this, done = std::move(done)](const Expected<QString> &answer) {
            if (!answer)
                qCInfo(lcSecrets) << "no keychain answered (" << answer.error() << "); secrets go to" << m_filePath;
            m_backend = answer ? SecretBackendKind::Keychain : SecretBackendKind::File;
            done(m_backend);
        },
        Qt::QueuedConnection);
    probeKeychain(m_keychainService, [relay](const Expected<QString> &answer) { relay->deliver(answer); });
}

Expected<SecretBackendKind> SecretVault::detectBackendBlocking()
{
    if (const auto forced = forcedBackend()) {
        m_backend = *forced;
        return *forced;
    }
    if (onGuiThread() || QThread::currentThread() == g_keychainThread)
        return Error{QStringLiteral("the keychain probe would block this thread; use detectBackend()")};
    auto promise = std::make_shared<std::promise<Expected<QString>>>();
    auto future = promise->get_future();
    probeKeychain(m_keychainService, [promise](Expected<QString> answer) { promise->set_value(std::move(answer)); });
    future.wait();
    const Expected<QString> answer = future.get();
    if (!answer)
        qCInfo(lcSecrets) << "no keychain answered (" << answer.error() << "); secrets go to" << m_filePath;
    m_backend = answer ? SecretBackendKind::Keychain : SecretBackendKind::File;
    return m_backend.load();
}

SecretBackendKind SecretVault::backendFor(const QString &name)
{
    auto db = m_database.connection();
    if (db) {
        auto q = sql::run(*db, QStringLiteral("SELECT backend FROM secrets WHERE name = ?"), {name});
        if (q && q->next())
            return q->value(0).toString() == QLatin1String("keychain") ? SecretBackendKind::Keychain
                                                                         : SecretBackendKind::File;
    }
    return m_backend;
}

Status SecretVault::recordMetadata(Op op, const QString &name, SecretBackendKind backend, const QString &label)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    switch (op) {
    case Op::Read:
        return {};
    case Op::Write: {
        const qint64 now = sql::nowStored();
        return sql::exec(*db,
                         QStringLiteral("INSERT INTO secrets (name, backend, label, created_at, updated_at) "
                                        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET "
                                        "backend = excluded.backend, updated_at = excluded.updated_at, "
                                        "label = CASE WHEN excluded.label <> '' THEN excluded.label ELSE label END"),
                         {name, backendName(backend), label, now, now});
    }
    case Op::Remove:
        return sql::exec(*db, QStringLiteral("DELETE FROM secrets WHERE name = ?"), {name});
    }
    return {};
}

Expected<QString> SecretVault::fileOp(Op op, const QString &name, const QString &value)
{
    // Two vaults of this process, and other processes on the same home, must not interleave
    // their read-modify-write: a mutex for this process, a lock file across processes.
    static QMutex fileMutex;
    const QMutexLocker lock(&fileMutex);
    const FileLock fileLock(m_filePath);
    if (!fileLock.error().isEmpty())
        return Error{fileLock.error()};
    auto secrets = readSecretFile(m_filePath);
    if (!secrets)
        return Error{secrets.error()};
    switch (op) {
    case Op::Read:
        if (!secrets->contains(name))
            return Error{SecretVaultWords::tr("secret \"%1\" is not stored in %2").arg(name, m_filePath)};
        return secrets->value(name).toString();
    case Op::Write:
        secrets->insert(name, value);
        break;
    case Op::Remove:
        if (!secrets->contains(name))
            return QString();
        secrets->remove(name);
        break;
    }
    if (auto status = writeSecretFile(m_filePath, *secrets); !status)
        return Error{status.error()};
    return QString();
}

void SecretVault::run(Op op, const QString &name, const QString &value, SecretBackendKind backend, Finish finish)
{
    if (backend == SecretBackendKind::File) {
        finish(fileOp(op, name, value));
        return;
    }
    QMetaObject::invokeMethod(
        keychainWorker(),
        [op, service = m_keychainService, name, value, finish = std::move(finish)]() mutable {
            startKeychainJob(op == Op::Read    ? KeychainOp::Read
                             : op == Op::Write ? KeychainOp::Write
                                               : KeychainOp::Remove,
                             service, name, value, kOperationTimeoutMs,
                             [op, name, finish = std::move(finish)](const KeychainOutcome &outcome) {
                                 if (outcome.ok || (outcome.notFound && op == Op::Remove))
                                     finish(outcome.value);
                                 else if (outcome.notFound)
                                     finish(Error{SecretVaultWords::tr("secret \"%1\" is not in the keychain").arg(name)});
                                 else
                                     finish(Error{SecretVaultWords::tr("the keychain refused secret \"%1\": %2")
                                                      .arg(name, outcome.error)});
                             });
        },
        Qt::QueuedConnection);
}

Expected<QString> SecretVault::runBlocking(Op op, const QString &name, const QString &value, const QString &label)
{
    if (name.isEmpty())
        return Error{SecretVaultWords::tr("a secret needs a name")};
    const SecretBackendKind backend = backendFor(name);
    if (backend == SecretBackendKind::Keychain && (onGuiThread() || QThread::currentThread() == g_keychainThread))
        return Error{QStringLiteral("waiting for the keychain would block this thread; use the asynchronous call")};
    auto promise = std::make_shared<std::promise<Expected<QString>>>();
    auto future = promise->get_future();
    run(op, name, value, backend, [promise](Expected<QString> result) { promise->set_value(std::move(result)); });
    // The keychain thread answers within its own timeout; this one only guards against a lost answer.
    if (future.wait_for(std::chrono::milliseconds(kOperationTimeoutMs + 5'000)) != std::future_status::ready)
        return Error{SecretVaultWords::tr("the keychain did not answer for secret \"%1\"").arg(name)};
    Expected<QString> result = future.get();
    if (result) {
        if (auto status = recordMetadata(op, name, backend, label); !status)
            return Error{status.error()};
    }
    return result;
}

void SecretVault::runAsync(Op op, const QString &name, const QString &value, const QString &label, QObject *context,
                           std::function<void(Expected<QString>)> done)
{
    if (!context)
        context = QCoreApplication::instance();
    if (name.isEmpty()) {
        QMetaObject::invokeMethod(
            context, [done = std::move(done)] { done(Error{SecretVaultWords::tr("a secret needs a name")}); },
            Qt::QueuedConnection);
        return;
    }
    const SecretBackendKind backend = backendFor(name);
    // The relay lives on the context's thread and deletes itself once it has delivered.
    auto *relay = new SecretRelay;
    relay->moveToThread(context->thread());
    QObject::connect(
        relay, &SecretRelay::ready, context,
        [this, op, name, backend, label, done = std::move(done)](const Expected<QString> &delivered) {
            Expected<QString> result = delivered;
            if (result) {
                if (auto status = recordMetadata(op, name, backend, label); !status)
                    result = Error{status.error()};
            }
            done(std::move(result));
        },
        Qt::QueuedConnection);
    run(op, name, value, backend, [relay](const Expected<QString> &result) { relay->deliver(result); });
}

void SecretVault::read(const QString &name, QObject *context, std::function<void(Expected<QString>)> done)
{
    runAsync(Op::Read, name, {}, {}, context, std::move(done));
}

void SecretVault::write(const QString &name, const QString &value, QObject *context, std::function<void(Status)> done,
                        const QString &label)
{
    runAsync(Op::Write, name, value, label, context, [done = std::move(done)](const Expected<QString> &result) {
        done(result ? Status() : Status(Error{result.error()}));
    });
}

void SecretVault::remove(const QString &name, QObject *context, std::function<void(Status)> done)
{
    runAsync(Op::Remove, name, {}, {}, context, [done = std::move(done)](const Expected<QString> &result) {
        done(result ? Status() : Status(Error{result.error()}));
    });
}

Expected<QString> SecretVault::readBlocking(const QString &name)
{
    return runBlocking(Op::Read, name, {}, {});
}

Status SecretVault::writeBlocking(const QString &name, const QString &value, const QString &label)
{
    auto result = runBlocking(Op::Write, name, value, label);
    return result ? Status() : Status(Error{result.error()});
}

Status SecretVault::removeBlocking(const QString &name)
{
    auto result = runBlocking(Op::Remove, name, {}, {});
    return result ? Status() : Status(Error{result.error()});
}

Expected<QList<SecretInfo>> SecretVault::list()
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT name, label, backend, created_at, updated_at FROM secrets ORDER BY name"));
    if (!q)
        return Error{q.error()};
    QList<SecretInfo> result;
    while (q->next()) {
        result.append({q->value(0).toString(), q->value(1).toString(),
                       q->value(2).toString() == QLatin1String("keychain") ? SecretBackendKind::Keychain
                                                                             : SecretBackendKind::File,
                       sql::fromStored(q->value(3)), sql::fromStored(q->value(4))});
    }
    return result;
}

Expected<bool> SecretVault::contains(const QString &name)
{
    auto db = m_database.connection();
    if (!db)
        return Error{db.error()};
    auto q = sql::run(*db, QStringLiteral("SELECT 1 FROM secrets WHERE name = ?"), {name});
    if (!q)
        return Error{q.error()};
    return q->next();
}

} // namespace kandesk

#include "secretvault.moc"
