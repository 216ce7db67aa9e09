// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The real kandesk binary's backup verb: `backup create` saves a home another process has open,
// `backup restore` refuses while a Kandesk uses the home and then brings the saved tasks back,
// keeping what it replaced; bad usage and files that are not backups get clear errors.
#include "models/database.h"
#include "models/datahome.h"
#include "models/stores/taskstore.h"
#include "support/kandeskcli.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

void addTask(Database &database, const QString &title)
{
    Task task;
    task.workspaceId = s("default");
    task.title = title;
    if (!TaskStore(database).create(task))
        qWarning("cannot create task %s", qPrintable(title));
}

QStringList listedTitles(const QString &home)
{
    const CliRun listed = runCli({s("task"), s("list"), s("--json"), s("--data-dir"), home});
    QStringList titles;
    for (const QJsonValue &row : QJsonDocument::fromJson(listed.out.toUtf8()).array())
        titles.append(row.toObject().value(s("title")).toString());
    titles.sort();
    return titles;
}

} // namespace

class TestCliBackup : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(kandeskApp()).isExecutable(), qPrintable(kandeskApp()));
    }

    void createThenRestoreBringsTheTasksBack()
    {
        const QString home = m_dir.filePath(s("home"));
        QVERIFY(QDir().mkpath(home));
        auto running = std::make_unique<Database>(databasePath(home));
        QVERIFY(running->open());
        addTask(*running, s("Saved task"));

        // Made while this process has the home open, as a running window would.
        const QString file = m_dir.filePath(s("saved.kandesk-backup"));
        const CliRun made = runCli({s("backup"), s("create"), file, s("--json"), s("--data-dir"), home});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QCOMPARE(made.json().value(s("tasks")).toInt(), 1);
        QCOMPARE(made.json().value(s("file")).toString(), file);
        const CliRun shown = runCli({s("backup"), s("show"), file});
        QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
        QVERIFY2(shown.out.contains(s("1 task")), qPrintable(shown.out));

        // The default file lands in the home's backups folder.
        const CliRun byDefault = runCli({s("backup"), s("create"), s("--json"), s("--data-dir"), home});
        QVERIFY2(byDefault.exitCode == 0, qPrintable(byDefault.err));
        QVERIFY2(byDefault.json().value(s("file")).toString().startsWith(QDir(home).filePath(s("backups/"))), qPrintable(byDefault.out));

        addTask(*running, s("Later task"));
        const CliRun refused = runCli({s("backup"), s("restore"), file, s("--data-dir"), home});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(s("a Kandesk uses")), qPrintable(refused.err));
        QCOMPARE(listedTitles(home), (QStringList{s("Later task"), s("Saved task")}));

        running.reset();
        const CliRun restored = runCli({s("backup"), s("restore"), file, s("--json"), s("--data-dir"), home});
        QVERIFY2(restored.exitCode == 0, qPrintable(restored.err));
        QCOMPARE(listedTitles(home), QStringList{s("Saved task")});
        const QString kept = restored.json().value(s("kept_database")).toString();
        QVERIFY2(QFileInfo::exists(kept), qPrintable(restored.out));
        const CliRun restoredAgain = runCli({s("backup"), s("restore"), file, s("--data-dir"), home});
        QVERIFY2(restoredAgain.exitCode == 0, qPrintable(restoredAgain.err));
        QVERIFY2(restoredAgain.out.contains(s("The database it replaced is kept at")), qPrintable(restoredAgain.out));
    }

    void badUsageAndBadFilesAreClearErrors()
    {
        const QString home = m_dir.filePath(s("other"));
        const CliRun noFile = runCli({s("backup"), s("restore"), s("--data-dir"), home});
        QCOMPARE(noFile.exitCode, 2);
        QVERIFY2(noFile.err.contains(s("usage: kandesk backup restore FILE")), qPrintable(noFile.err));
        const CliRun unknown = runCli({s("backup"), s("frobnicate")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(s("known: create, restore, show")), qPrintable(unknown.err));
        const CliRun missing = runCli({s("backup"), s("restore"), m_dir.filePath(s("nope")), s("--data-dir"), home});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(s("no backup file")), qPrintable(missing.err));
        const CliRun help = runCli({s("backup"), s("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY2(help.out.contains(s("create [FILE]")), qPrintable(help.out));
    }
};

QTEST_GUILESS_MAIN(TestCliBackup)
#include "tst_clibackup.moc"
