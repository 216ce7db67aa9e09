// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The window's log on disk (application/logfiles.h): Qt's messages reach the file (a category's and
// the default one's), the file rotates under its size with the newest lines in the current file and
// no more older files than kept; agentctl logs pruned by age, then by their total size, oldest first.
#include "application/logfiles.h"

#include <QDir>
#include <QLoggingCategory>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;

namespace {

Q_LOGGING_CATEGORY(lcLogTest, "kandesk.logtest")

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QByteArray read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeLog(const QString &path, qint64 bytes, const QDateTime &modified)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(QByteArray(bytes, 'x')) != bytes || !file.flush())
        qFatal("cannot write %s", qPrintable(path));
    if (!file.setFileTime(modified, QFileDevice::FileModificationTime))
        qFatal("cannot date %s", qPrintable(path));
}

} // namespace

class TestLogFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void qtMessagesReachTheFileWhichRotates()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(s("logs/kandesk.log"));
        {
            RotatingLogFile log(path, 400, 2);
            installLogFile(&log);
            qCWarning(lcLogTest) << "a warning of a category";
            qWarning("plain %d", 42);
            QVERIFY(read(path).contains("warning kandesk.logtest: a warning of a category\n"));
            QVERIFY(read(path).contains("warning default: plain 42\n"));
            for (int n = 0; n < 40; ++n)
                log.append(QStringLiteral("line %1 of the window's log").arg(n));
        } // the handler goes with the file
        qWarning("after the file went");
        QVERIFY(read(path).contains("line 39 of the window's log\n"));
        QVERIFY(QFile::exists(path + s(".1")) && QFile::exists(path + s(".2")));
        QVERIFY(!QFile::exists(path + s(".3")));
        QVERIFY(read(path + s(".1")).contains("of the window's log"));
        for (const QString &file : QStringList{path, path + s(".1"), path + s(".2")})
            QVERIFY2(QFileInfo(file).size() <= 400, qPrintable(file));
        QVERIFY(!read(path).contains("after the file went"));
    }

    void agentctlLogsArePrunedByAgeThenSize()
    {
        QTemporaryDir dir;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        writeLog(dir.filePath(s("agentctl-old.log")), 100, now.addDays(-20));
        writeLog(dir.filePath(s("agentctl-a.log")), 400, now.addDays(-3));
        writeLog(dir.filePath(s("agentctl-b.log")), 400, now.addDays(-2));
        writeLog(dir.filePath(s("agentctl-c.log")), 400, now.addDays(-1));
        writeLog(dir.filePath(s("kandesk.log")), 100, now.addDays(-30)); // not an agentctl log
        QCOMPARE(pruneAgentctlLogs(dir.path(), now, 14, 900), 2); // the old one, then a (1,200 bytes > 900)
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files, QDir::Name),
                 (QStringList{s("agentctl-b.log"), s("agentctl-c.log"), s("kandesk.log")}));
        QCOMPARE(pruneAgentctlLogs(dir.path(), now, 14, 900), 0);
        QCOMPARE(pruneAgentctlLogs(dir.filePath(s("no-such-folder")), now), 0);
    }
};

QTEST_GUILESS_MAIN(TestLogFiles)
#include "tst_logfiles.moc"
