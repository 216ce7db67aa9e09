// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "support/storefixture.h"

#include "models/secretvault.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

#include <csignal>

#include <unistd.h>

using namespace kandesk;
using kandesk::testing::StoreFixture;

namespace {

// A session bus of our own: no service files, so nothing is activated behind the test's back and
// the user's own keyring is never touched.
QByteArray busConfig(const QString &socketDir)
{
    return QStringLiteral("<!DOCTYPE busconfig PUBLIC \"-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN\"\n"
                          " \"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd\">\n"
                          "<busconfig>\n"
                          "  <type>session</type>\n"
                          "  <listen>unix:dir=%1</listen>\n"
                          "  <auth>EXTERNAL</auth>\n"
                          "  <policy context=\"default\">\n"
                          "    <allow send_destination=\"*\" eavesdrop=\"true\"/>\n"
                          "    <allow eavesdrop=\"true\"/>\n"
                          "    <allow own=\"*\"/>\n"
                          "  </policy>\n"
                          "</busconfig>\n")
        .arg(socketDir)
        .toUtf8();
}

QByteArray databaseBytes(const QString &dbPath)
{
    QByteArray bytes;
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile file(dbPath + suffix);
        if (file.open(QIODevice::ReadOnly))
            bytes += file.readAll();
    }
    return bytes;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

template<typename Fn>
auto onWorkerThread(Fn fn)
{
    decltype(fn()) result = Error{QStringLiteral("worker did not run")};
    QThread *worker = QThread::create([&] { result = fn(); });
    worker->start();
    worker->wait();
    delete worker;
    return result;
}

} // namespace

class TestSecretVault : public QObject
{
    Q_OBJECT
public:
    void stopBus()
    {
        if (m_bus.state() != QProcess::NotRunning) {
            m_bus.kill();
            m_bus.waitForFinished(5'000);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qunsetenv("KANDESK_SECRET_BACKEND");
        QVERIFY(m_sandbox.isValid());
        QDir sandbox(m_sandbox.path());
        for (const char *dir : {"home", "run", "data", "config", "bus"})
            QVERIFY(sandbox.mkpath(QString::fromLatin1(dir)));
        QVERIFY(QFile::setPermissions(sandbox.filePath(QStringLiteral("run")),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));

        const QString dbusDaemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        QVERIFY2(!dbusDaemon.isEmpty(), "dbus-daemon is missing (Debian package dbus); packaging/setup-deps.sh installs it");
        QFile config(sandbox.filePath(QStringLiteral("bus.conf")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(busConfig(sandbox.filePath(QStringLiteral("bus"))));
        config.close();
        // Each helper gets a session of its own, so nothing it signals on exit reaches this process.
        m_bus.setChildProcessModifier([] { ::setsid(); });
        m_bus.setProgram(dbusDaemon);
        m_bus.setArguments({QStringLiteral("--config-file=") + config.fileName(), QStringLiteral("--nofork"),
                            QStringLiteral("--print-address=1")});
        m_bus.start();
        QVERIFY(m_bus.waitForStarted(10'000));
        QTRY_VERIFY_WITH_TIMEOUT(m_bus.canReadLine(), 10'000);
        m_busAddress = QString::fromUtf8(m_bus.readLine()).trimmed();
        QVERIFY2(m_busAddress.startsWith(QStringLiteral("unix:")), qPrintable(m_busAddress));
        // Before anything in this process talks to D-Bus: the keychain client uses this bus only.
        qputenv("DBUS_SESSION_BUS_ADDRESS", m_busAddress.toUtf8());
    }

    void cleanupTestCase()
    {
        if (m_keyring.state() != QProcess::NotRunning) {
            m_keyring.kill();
            m_keyring.waitForFinished(5'000);
        }
        // main() stops the bus once it is ready for what GLib does then.
    }

    void fileBackendKeepsValuesOwnerOnlyAndOutOfTheDatabase()
    {
        StoreFixture fixture;
        QVERIFY(fixture.open());
        SecretVault vault(*fixture.database, fixture.home.path());
        vault.setBackend(SecretBackendKind::File);
        const QString value = QStringLiteral("sk-file-3f9a1c77e0b24d51");
        QVERIFY(vault.writeBlocking(QStringLiteral("anthropic"), value, QStringLiteral("Anthropic API key")).ok());

        QCOMPARE(vault.readBlocking(QStringLiteral("anthropic")).value(), value);
        const auto permissions = QFile::permissions(vault.filePath());
        QVERIFY(permissions & QFileDevice::ReadOwner);
        QVERIFY(!(permissions & (QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup
                                 | QFileDevice::WriteOther)));
        QVERIFY(fileBytes(vault.filePath()).contains(value.toUtf8()));
        auto listed = vault.list();
        QCOMPARE(listed->size(), 1);
        QCOMPARE(listed->first().backend, SecretBackendKind::File);
        QCOMPARE(listed->first().label, QStringLiteral("Anthropic API key"));

        // The asynchronous calls answer on the caller's thread.
        bool answered = false;
        QString asyncValue;
        vault.read(QStringLiteral("anthropic"), this, [&](const Expected<QString> &result) {
            answered = true;
            asyncValue = result.ok() ? *result : result.error();
        });
        QVERIFY(!answered);
        QTRY_VERIFY(answered);
        QCOMPARE(asyncValue, value);

        QVERIFY(!vault.readBlocking(QStringLiteral("unknown")).ok());
        fixture.database.reset();
        QVERIFY(!databaseBytes(fixture.dbPath()).contains(value.toUtf8()));
        QVERIFY(fixture.open());
        SecretVault reopened(*fixture.database, fixture.home.path());
        QVERIFY(reopened.removeBlocking(QStringLiteral("anthropic")).ok());
        QVERIFY(!reopened.contains(QStringLiteral("anthropic")).value());
        QVERIFY(!fileBytes(reopened.filePath()).contains(value.toUtf8()));
    }

    void aLooseSecretsFileIsTightened()
    {
        StoreFixture fixture;
        QVERIFY(fixture.open());
        SecretVault vault(*fixture.database, fixture.home.path());
        QFile file(vault.filePath());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"version":1,"secrets":{"token":"abc"}})");
        file.close();
        QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("was readable by others")));
        QCOMPARE(vault.readBlocking(QStringLiteral("token")).value(), QStringLiteral("abc"));
        QVERIFY(!(QFile::permissions(vault.filePath()) & QFileDevice::ReadOther));
    }

    void anAnswerForAGoneContextIsDropped()
    {
        StoreFixture fixture;
        QVERIFY(fixture.open());
        SecretVault vault(*fixture.database, fixture.home.path());
        QVERIFY(vault.writeBlocking(QStringLiteral("token"), QStringLiteral("t0k3n")).ok());
        bool called = false;
        auto *context = new QObject;
        vault.read(QStringLiteral("token"), context, [&](const Expected<QString> &) { called = true; });
        delete context;
        // A later call on a live context is answered; the dropped one never is.
        bool answered = false;
        vault.read(QStringLiteral("token"), this, [&](const Expected<QString> &) { answered = true; });
        QTRY_VERIFY(answered);
        QVERIFY(!called);
    }

    void fallsBackToTheFileWithoutASecretService()
    {
        StoreFixture fixture;
        QVERIFY(fixture.open());
        SecretVault vault(*fixture.database, fixture.home.path(), QStringLiteral("KandeskTest"));
        vault.setBackend(SecretBackendKind::Keychain);
        bool answered = false;
        SecretBackendKind chosen = SecretBackendKind::Keychain;
        vault.detectBackend(this, [&](SecretBackendKind backend) {
            answered = true;
            chosen = backend;
        });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 15'000);
        QCOMPARE(chosen, SecretBackendKind::File);
        QCOMPARE(vault.backend(), SecretBackendKind::File);
    }

    void usesTheKeychainWhenASecretServiceAnswers()
    {
        startKeyring();
        StoreFixture fixture;
        QVERIFY(fixture.open());
        SecretVault vault(*fixture.database, fixture.home.path(), QStringLiteral("KandeskTest"));
        bool answered = false;
        vault.detectBackend(this, [&](SecretBackendKind) { answered = true; });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 15'000);
        QCOMPARE(vault.backend(), SecretBackendKind::Keychain);

        const QString value = QStringLiteral("sk-keychain-8d2e4b6a10c94f3e");
        Status written = Error{QStringLiteral("no answer")};
        bool writeAnswered = false;
        vault.write(QStringLiteral("openai"), value, this, [&](const Status &status) {
            written = status;
            writeAnswered = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(writeAnswered, 30'000);
        QVERIFY2(written.ok(), qPrintable(written.error()));
        QCOMPARE(vault.list()->first().backend, SecretBackendKind::Keychain);

        // The GUI thread reads it without blocking.
        bool readAnswered = false;
        QString asyncValue;
        vault.read(QStringLiteral("openai"), this, [&](const Expected<QString> &result) {
            readAnswered = true;
            asyncValue = result.ok() ? *result : result.error();
        });
        QTRY_VERIFY_WITH_TIMEOUT(readAnswered, 30'000);
        QCOMPARE(asyncValue, value);

        // A pool thread reads it blocking; the GUI thread may not wait on the keychain.
        auto fromWorker = onWorkerThread([&] { return vault.readBlocking(QStringLiteral("openai")); });
        QVERIFY2(fromWorker.ok(), qPrintable(fromWorker.error()));
        QCOMPARE(*fromWorker, value);
        auto onGui = vault.readBlocking(QStringLiteral("openai"));
        QVERIFY(!onGui.ok());
        QVERIFY2(onGui.error().contains(QStringLiteral("block")), qPrintable(onGui.error()));

        // Another vault (a restarted Kandesk) finds it in the keychain, not in the file.
        SecretVault again(*fixture.database, fixture.home.path(), QStringLiteral("KandeskTest"));
        auto reread = onWorkerThread([&] { return again.readBlocking(QStringLiteral("openai")); });
        QCOMPARE(reread.value(), value);
        QVERIFY(!fileBytes(vault.filePath()).contains(value.toUtf8()));

        auto removed = onWorkerThread([&] { return again.removeBlocking(QStringLiteral("openai")); });
        QVERIFY2(removed.ok(), qPrintable(removed.error()));
        auto gone = onWorkerThread([&] {
            SecretVault probe(*fixture.database, fixture.home.path(), QStringLiteral("KandeskTest"));
            probe.setBackend(SecretBackendKind::Keychain);
            return probe.readBlocking(QStringLiteral("openai"));
        });
        QVERIFY(!gone.ok());
        QVERIFY2(gone.error().contains(QStringLiteral("not in the keychain")), qPrintable(gone.error()));

        fixture.database.reset();
        QVERIFY(!databaseBytes(fixture.dbPath()).contains(value.toUtf8()));
    }

private:
    void startKeyring()
    {
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("gnome-keyring-daemon"));
        QVERIFY2(!daemon.isEmpty(), "gnome-keyring-daemon is missing (Debian package gnome-keyring)");
        QDir sandbox(m_sandbox.path());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), m_busAddress);
        env.insert(QStringLiteral("HOME"), sandbox.filePath(QStringLiteral("home")));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), sandbox.filePath(QStringLiteral("run")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), sandbox.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), sandbox.filePath(QStringLiteral("config")));
        m_keyring.setProcessEnvironment(env);
        m_keyring.setChildProcessModifier([] { ::setsid(); });
        m_keyring.setProgram(daemon);
        // --unlock reads the login keyring's password from stdin up to EOF and creates that keyring.
        m_keyring.setArguments({QStringLiteral("--foreground"), QStringLiteral("--components=secrets"),
                                QStringLiteral("--unlock")});
        m_keyring.start();
        QVERIFY(m_keyring.waitForStarted(10'000));
        m_keyring.write("kandesk-test-password");
        m_keyring.closeWriteChannel();
        QTRY_VERIFY_WITH_TIMEOUT(secretServiceOnBus(), 15'000);
    }

    bool secretServiceOnBus()
    {
        QProcess query;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), m_busAddress);
        query.setProcessEnvironment(env);
        query.start(QStringLiteral("dbus-send"),
                    {QStringLiteral("--session"), QStringLiteral("--print-reply"), QStringLiteral("--dest=org.freedesktop.DBus"),
                     QStringLiteral("/org/freedesktop/DBus"), QStringLiteral("org.freedesktop.DBus.NameHasOwner"),
                     QStringLiteral("string:org.freedesktop.secrets")});
        return query.waitForFinished(5'000) && query.readAllStandardOutput().contains("boolean true");
    }

    QTemporaryDir m_sandbox;
    QProcess m_bus;
    QProcess m_keyring;
    QString m_busAddress;
};

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int result = 0;
    {
        TestSecretVault test;
        result = QTest::qExec(&test, argc, argv);
        // GLib's shared session bus connection raises SIGTERM in its own thread when the bus goes
        // away, which is exactly what happens when the test object stops our private bus.
        std::signal(SIGTERM, SIG_IGN);
        test.stopBus();
    }
    return result;
}
#include "tst_secretvault.moc"
