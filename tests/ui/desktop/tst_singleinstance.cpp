// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "ui/desktop/singleinstance.h"

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using kandesk::ui::SingleInstance;

namespace {

QString uniqueKey()
{
    return QStringLiteral("test-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// Claims from another thread: the primary lives on this thread and must keep its event loop running.
SingleInstance::Role claimFromAnotherThread(const QString &key, const QStringList &arguments)
{
    SingleInstance::Role role = SingleInstance::Role::Failed;
    std::unique_ptr<QThread> thread(QThread::create([&] {
        SingleInstance second(key);
        role = second.claim(arguments, 5000);
    }));
    thread->start();
    if (!QTest::qWaitFor([&thread] { return thread->isFinished(); }, 10'000))
        qFatal("the second claim did not finish");
    return role;
}

// What a crashed primary leaves: a socket file nobody listens on.
bool leaveStaleSocket(const QString &path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray encoded = QFile::encodeName(path);
    qstrncpy(address.sun_path, encoded.constData(), sizeof(address.sun_path));
    const bool bound = ::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0;
    ::close(fd);
    return bound && QFile::exists(path);
}

} // namespace

class TestSingleInstance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void secondClaimHandsItsArgumentsToTheFirst()
    {
        const QString key = uniqueKey();
        SingleInstance first(key);
        QCOMPARE(first.claim({QStringLiteral("kandesk")}), SingleInstance::Role::Primary);
        QSignalSpy activated(&first, &SingleInstance::activated);

        const QStringList arguments{QStringLiteral("kandesk"), QStringLiteral("--quick-chat")};
        QCOMPARE(claimFromAnotherThread(key, arguments), SingleInstance::Role::Secondary);
        QTRY_COMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toStringList(), arguments);
    }

    void differentKeysDoNotMeet()
    {
        SingleInstance first(uniqueKey());
        QCOMPARE(first.claim({}), SingleInstance::Role::Primary);
        SingleInstance other(uniqueKey());
        QCOMPARE(other.claim({}), SingleInstance::Role::Primary);
    }

    void takesOverTheSocketOfACrashedInstance()
    {
        const QString key = uniqueKey();
        SingleInstance probe(key);
        const QString socketPath = QDir::temp().filePath(probe.serverName());
        QVERIFY(leaveStaleSocket(socketPath));
        SingleInstance instance(key);
        QCOMPARE(instance.claim({}, 500), SingleInstance::Role::Primary);
    }

    void requestOfTheCommandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("quickChat");
        const QString app = QStringLiteral("kandesk");
        QTest::newRow("plain start") << QStringList{app} << false;
        QTest::newRow("quick chat") << QStringList{app, QStringLiteral("--quick-chat")} << true;
        QTest::newRow("quick chat among others")
            << QStringList{app, QStringLiteral("--data-dir"), QStringLiteral("/tmp/x"), QStringLiteral("--quick-chat")} << true;
        QTest::newRow("after --") << QStringList{app, QStringLiteral("--"), QStringLiteral("--quick-chat")} << false;
        QTest::newRow("program name only") << QStringList{QStringLiteral("--quick-chat")} << false;
    }

    void requestOfTheCommandLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(bool, quickChat);
        QCOMPARE(SingleInstance::requestOf(arguments) == SingleInstance::Request::QuickChat, quickChat);
    }

    // A real second `kandesk --quick-chat` makes the running one open its quick chat; a plain
    // second start raises the window instead.
    void aSecondKandeskWithQuickChatOpensItInTheFirst()
    {
        QTemporaryDir home;
        const QString kandesk = QStringLiteral(KANDESK_APP_PATH);
        const QStringList args{QStringLiteral("--data-dir"), home.path(), QStringLiteral("-platform"), QStringLiteral("offscreen")};
        QProcess first;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("kandesk.ui.desktop.info=true"));
        first.setProcessEnvironment(env);
        first.start(kandesk, args);
        QVERIFY(first.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(home.filePath(QStringLiteral("kandesk.db"))), 10'000);

        QProcess second;
        second.start(kandesk, args + QStringList{QStringLiteral("--quick-chat")});
        QVERIFY(second.waitForFinished(10'000));
        QCOMPARE(second.exitCode(), 0);
        QVERIFY(QString::fromUtf8(second.readAllStandardOutput()).contains(QStringLiteral("its quick chat was opened")));
        QByteArray firstLog;
        QTRY_VERIFY_WITH_TIMEOUT((firstLog += first.readAllStandardError()).contains("quick chat opened"), 10'000);
        QVERIFY(!firstLog.contains("window raised"));

        QProcess third;
        third.start(kandesk, args);
        QVERIFY(third.waitForFinished(10'000));
        QCOMPARE(third.exitCode(), 0);
        QTRY_VERIFY_WITH_TIMEOUT((firstLog += first.readAllStandardError()).contains("window raised"), 10'000);
        QCOMPARE(firstLog.count("quick chat opened"), 1);
        QCOMPARE(first.state(), QProcess::Running);

        first.terminate();
        QVERIFY(first.waitForFinished(10'000));
    }

    void aSecondKandeskRaisesTheFirst()
    {
        QTemporaryDir home;
        const QString kandesk = QStringLiteral(KANDESK_APP_PATH);
        const QStringList args{QStringLiteral("--data-dir"), home.path(), QStringLiteral("-platform"), QStringLiteral("offscreen")};
        QProcess first;
        first.start(kandesk, args);
        QVERIFY(first.waitForStarted());
        // The first instance is listening once its database exists.
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(home.filePath(QStringLiteral("kandesk.db"))), 10'000);

        QProcess second;
        second.start(kandesk, args);
        QVERIFY(second.waitForFinished(10'000));
        QCOMPARE(second.exitCode(), 0);
        QVERIFY(QString::fromUtf8(second.readAllStandardOutput()).contains(QStringLiteral("already running")));
        QByteArray firstLog;
        QTRY_VERIFY_WITH_TIMEOUT((firstLog += first.readAllStandardError()).contains("activated by another start"), 10'000);
        QCOMPARE(first.state(), QProcess::Running);

        first.terminate();
        QVERIFY(first.waitForFinished(10'000));
    }
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
