// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <atomic>
#include <functional>

class QObject;

namespace kandesk {

class Database;

// Secret values (API keys, tokens) live outside the database: in the OS keychain through
// QtKeychain when a Secret Service answers, else in <home>/secrets.json readable only by its owner
// (0600). The database keeps only each secret's name and where it lives. Values never reach a log.
//
// Keychain work runs on one process-wide thread. The asynchronous calls deliver their result on
// the context object's thread (which needs an event loop, e.g. the GUI thread; null means the
// application object); if the context is destroyed first, the result is dropped. The blocking
// calls are for pool threads: they wait on the keychain thread's answer and refuse to do so on the
// GUI thread (the file backend answers at once and is allowed anywhere). The vault must outlive
// the calls it started.
class SecretVault final
{
public:
    // keychainService groups Kandesk's entries in the keychain (tests use their own).
    SecretVault(Database &database, QString dataHome, QString keychainService = QStringLiteral("Kandesk"));
    ~SecretVault();
    SecretVault(const SecretVault &) = delete;
    SecretVault &operator=(const SecretVault &) = delete;

    // Chooses where new secrets go: the keychain when it answers a probe, else the file.
    // $KANDESK_SECRET_BACKEND=file|keychain overrides the probe. Until then the file is used.
    void detectBackend(QObject *context, std::function<void(SecretBackendKind)> done);
    Expected<SecretBackendKind> detectBackendBlocking();
    void setBackend(SecretBackendKind backend) { m_backend = backend; }
    SecretBackendKind backend() const { return m_backend; }
    QString filePath() const { return m_filePath; }

    // A secret is read from where it was written (its metadata row), new ones go to backend().
    void read(const QString &name, QObject *context, std::function<void(Expected<QString>)> done);
    // label is what Settings shows; empty keeps the one stored before.
    void write(const QString &name, const QString &value, QObject *context, std::function<void(Status)> done,
               const QString &label = {});
    void remove(const QString &name, QObject *context, std::function<void(Status)> done);

    Expected<QString> readBlocking(const QString &name);
    Status writeBlocking(const QString &name, const QString &value, const QString &label = {});
    Status removeBlocking(const QString &name);

    // Names and backends of the stored secrets (no values).
    Expected<QList<SecretInfo>> list();
    Expected<bool> contains(const QString &name);

    // The name stored in the database for a backend: "keychain" or "file".
    static QString backendName(SecretBackendKind backend);

private:
    enum class Op { Read, Write, Remove };
    using Finish = std::function<void(Expected<QString>)>;

    // Runs op on the backend that holds (or will hold) name; finish runs exactly once, on the
    // keychain thread for the keychain and on the calling thread for the file.
    void run(Op op, const QString &name, const QString &value, SecretBackendKind backend, Finish finish);
    Expected<QString> runBlocking(Op op, const QString &name, const QString &value, const QString &label);
    void runAsync(Op op, const QString &name, const QString &value, const QString &label, QObject *context,
                  std::function<void(Expected<QString>)> done);
    // The backend that holds name, or backend() for a secret not stored yet.
    SecretBackendKind backendFor(const QString &name);
    Status recordMetadata(Op op, const QString &name, SecretBackendKind backend, const QString &label);

    Expected<QString> fileOp(Op op, const QString &name, const QString &value);

    Database &m_database;
    QString m_filePath;
    QString m_keychainService;
    std::atomic<SecretBackendKind> m_backend{SecretBackendKind::File};
};

} // namespace kandesk
