// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// `kandesk run` and `kandesk task resume` with --image against the stub agent: the image reaches
// the agent as an ACP image block and the --json stream's user prompt lists it; a missing file, a
// file that is no image and one over the limit are usage errors (exit 2); an agent that takes no
// images fails the run with the reason (exit 1).
#include "models/sessions/promptattachment.h"
#include "support/gitrepository.h"
#include "support/kandeskcli.h"
#include "support/testimages.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk;
using namespace kandesk::test;

namespace {

QString s(const char *text)
{
    return QString::fromUtf8(text);
}

QList<QJsonObject> userPrompts(const CliRun &run)
{
    QList<QJsonObject> out;
    for (const QJsonObject &line : run.lines) {
        if (line.value(s("kind")).toString() == QLatin1String("user_prompt"))
            out.append(line);
    }
    return out;
}

} // namespace

class TestCliAttachments : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_runs = 0;
    QString m_png;

    QString fresh(const QString &name) { return m_dir.filePath(name + QString::number(++m_runs)); }

    CliRun run(const QString &flags, const QString &record, const QStringList &images, QString *home = nullptr)
    {
        const QString repo = makeGitRepository(fresh(s("src")));
        const QString dataDir = fresh(s("home"));
        if (home)
            *home = dataDir;
        QStringList arguments { s("run"), s("--json"), s("--repo"), repo, s("--executor"), s("local"), s("--data-dir"),
            dataDir, s("--agent-command"), s("'" KANDESK_STUBAGENT_PATH "' --record '%1' %2").arg(record, flags) };
        for (const QString &image : images)
            arguments << s("--image") << image;
        return runCli(arguments + QStringList { s("look at this") });
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_png = writeFile(m_dir.filePath(s("shot.png")), tinyPng());
        QVERIFY(!m_png.isEmpty());
    }

    void anImageReachesTheAgentAndTheStream()
    {
        const QString record = fresh(s("record"));
        QString home;
        const CliRun result = run({}, record, { m_png }, &home);
        QVERIFY2(result.exitCode == 0, qPrintable(result.err + result.out));
        const QList<QJsonObject> prompts = recordedPrompts(record);
        QCOMPARE(prompts.size(), 1);
        QCOMPARE(blockTypes(prompts.constFirst()), (QStringList { s("text"), s("image") }));
        const QJsonObject image = prompts.constFirst().value(s("blocks")).toArray().at(1).toObject();
        QCOMPARE(image.value(s("mimeType")).toString(), s("image/png"));
        QCOMPARE(image.value(s("bytes")).toInt(), tinyPng().size());

        const QList<QJsonObject> said = userPrompts(result);
        QCOMPARE(said.size(), 1);
        QCOMPARE(said.constFirst().value(s("text")).toString(), s("look at this"));
        const QJsonArray attachments = said.constFirst().value(s("attachments")).toArray();
        QCOMPARE(attachments.size(), 1);
        QCOMPARE(attachments.at(0).toObject().value(s("kind")).toString(), s("image"));
        QCOMPARE(attachments.at(0).toObject().value(s("name")).toString(), s("shot.png"));

        // The task resumes with another image; `task show` says what the prompts carried.
        const QString taskId = result.first(s("task_created")).value(s("task_id")).toString();
        const CliRun resumed = runCli(
            { s("task"), s("resume"), taskId, s("--json"), s("--data-dir"), home, s("--image"), m_png, s("and this") });
        QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err + resumed.out));
        const QList<QJsonObject> again = recordedPrompts(record);
        QCOMPARE(again.size(), 2);
        QCOMPARE(blockTypes(again.constLast()), (QStringList { s("text"), s("image") }));
        QCOMPARE(userPrompts(resumed).size(), 1);
        const CliRun shown = runCli({ s("task"), s("show"), taskId, s("--data-dir"), home });
        const QString summary = s("[image: shot.png, %1]").arg(formatBytes(tinyPng().size()));
        QVERIFY2(shown.out.contains(summary), qPrintable(shown.out + shown.err));
    }

    void aMissingImageIsAUsageError()
    {
        const QString record = fresh(s("record"));
        const CliRun result = run({}, record, { m_dir.filePath(s("nowhere.png")) });
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(s("nowhere.png: no such file")), qPrintable(result.err));
        QVERIFY(recordedPrompts(record).isEmpty());
    }

    void aFileThatIsNoImageIsAUsageError()
    {
        const QString notes = writeFile(m_dir.filePath(s("notes.png")), "just some words\n");
        const CliRun result = run({}, fresh(s("record")), { notes });
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(s("notes.png is not an image")), qPrintable(result.err));
    }

    void anImageOverTheLimitIsAUsageErrorNamingTheLimit()
    {
        const QString big = writeFile(m_dir.filePath(s("big.png")), oversizedPng(PromptAttachment::kMaxImageBytes));
        const CliRun result = run({}, fresh(s("record")), { big });
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.err.contains(s("images are limited to 5 MiB each")), qPrintable(result.err));
    }

    void anAgentWithoutImagesFailsWithTheReason()
    {
        const QString record = fresh(s("record"));
        const CliRun result = run(s("--no-image"), record, { m_png });
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(s("this agent does not take images")), qPrintable(result.err));
        QVERIFY(recordedPrompts(record).isEmpty()); // nothing was sent
    }
};

QTEST_GUILESS_MAIN(TestCliAttachments)
#include "tst_cliattachments.moc"
