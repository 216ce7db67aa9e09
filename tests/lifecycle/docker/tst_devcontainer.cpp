// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
//
// devcontainer.json as the Docker executor reads it: JSON with comments and trailing commas, the
// fields Kandesk applies (image, containerEnv, remoteUser, postCreateCommand, mounts) with their
// variables, and a file that is not JSON or has a field of the wrong kind refused in words that
// name the file and the line.
#include "lifecycle/docker/devcontainer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace kandesk::docker;

class TestDevcontainer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void commentsAndTrailingCommasAreJsonWithComments()
    {
        const QByteArray text = "{\n"
                                "  // the image\n"
                                "  \"image\": \"debian:12\", /* pinned */\n"
                                "  \"url\": \"http://example.org/a//b\",\n"
                                "  \"quote\": \"a \\\" // not a comment\",\n"
                                "  \"list\": [1, 2, ],\n"
                                "}\n";
        const QByteArray plain = plainJson(text);
        QCOMPARE(plain.size(), text.size());
        QCOMPARE(plain.count('\n'), text.count('\n'));
        QJsonParseError error;
        const QJsonObject json = QJsonDocument::fromJson(plain, &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(json.value(QStringLiteral("image")).toString(), QStringLiteral("debian:12"));
        QCOMPARE(json.value(QStringLiteral("url")).toString(), QStringLiteral("http://example.org/a//b"));
        QCOMPARE(json.value(QStringLiteral("quote")).toString(), QStringLiteral("a \" // not a comment"));
        QCOMPARE(json.value(QStringLiteral("list")).toArray().size(), 2);
    }

    void theFieldsKandeskApplies()
    {
        qputenv("KANDESK_TEST_DEVCONTAINER", "from-here");
        const QByteArray text = R"({
            "name": "ignored",
            "image": "kandesk/dev:1",
            "containerEnv": { "WHERE": "${containerWorkspaceFolder}", "FROM": "${localEnv:KANDESK_TEST_DEVCONTAINER}",
                              "DEFAULTED": "${localEnv:KANDESK_TEST_UNSET_VARIABLE:fallback}" },
            "remoteUser": "dev",
            "postCreateCommand": "make setup && echo done",
            "mounts": [ "source=/cache,target=/root/.cache,type=bind",
                        { "source": "${localWorkspaceFolder}/data", "target": "/data", "type": "bind" } ],
        })";
        const auto parsed
            = parseDevcontainer(text, QStringLiteral("/ws/.devcontainer/devcontainer.json"), QStringLiteral("/ws"));
        QVERIFY2(parsed, qPrintable(parsed.error()));
        QCOMPARE(parsed->image, QStringLiteral("kandesk/dev:1"));
        QCOMPARE(parsed->containerEnv.value(QStringLiteral("WHERE")), QStringLiteral("/ws"));
        QCOMPARE(parsed->containerEnv.value(QStringLiteral("FROM")), QStringLiteral("from-here"));
        QCOMPARE(parsed->containerEnv.value(QStringLiteral("DEFAULTED")), QStringLiteral("fallback"));
        QCOMPARE(parsed->remoteUser, QStringLiteral("dev"));
        QCOMPARE(parsed->postCreateCommands,
            (QList<QStringList> {
                { QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("make setup && echo done") } }));
        QCOMPARE(parsed->mounts,
            (QStringList { QStringLiteral("source=/cache,target=/root/.cache,type=bind"),
                QStringLiteral("type=bind,source=/ws/data,target=/data") }));
    }

    void postCreateCommandForms()
    {
        const auto array
            = parseDevcontainer(R"({"postCreateCommand": ["npm", "ci"]})", QStringLiteral("f"), QStringLiteral("/ws"));
        QVERIFY2(array, qPrintable(array.error()));
        QCOMPARE(array->postCreateCommands, (QList<QStringList> { { QStringLiteral("npm"), QStringLiteral("ci") } }));
        const auto object = parseDevcontainer(R"({"postCreateCommand": {"b": "echo b", "a": ["echo", "a"]}})",
            QStringLiteral("f"), QStringLiteral("/ws"));
        QVERIFY2(object, qPrintable(object.error()));
        QCOMPARE(object->postCreateCommands.size(), 2);
        QCOMPARE(object->postCreateCommands.at(0), (QStringList { QStringLiteral("echo"), QStringLiteral("a") }));
    }

    void badFilesAreRefusedWithFileAndLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing comma") << QByteArray("{\n  \"image\": \"a\"\n  \"remoteUser\": \"b\"\n}\n")
                                       << QStringLiteral("/ws/.devcontainer/devcontainer.json, line 3: not valid JSON");
        QTest::newRow("unclosed comment") << QByteArray("{\n  \"image\": \"a\" /* open\n}\n")
                                          << QStringLiteral("/ws/.devcontainer/devcontainer.json, line ");
        QTest::newRow("not an object") << QByteArray(
            "[1, 2]") << QStringLiteral("/ws/.devcontainer/devcontainer.json: the file holds no JSON object");
        QTest::newRow("image of the wrong kind")
            << QByteArray("{\n\n  \"image\": 12\n}")
            << QStringLiteral("/ws/.devcontainer/devcontainer.json, line 3: \"image\" must be a string");
        QTest::newRow("env value of the wrong kind")
            << QByteArray("{\n  \"containerEnv\": {\n    \"PORT\": 8080\n  }\n}")
            << QStringLiteral("/ws/.devcontainer/devcontainer.json, line 3: \"PORT\" must be a string");
        QTest::newRow("command of the wrong kind")
            << QByteArray("{ \"postCreateCommand\": [1] }")
            << QStringLiteral("line 1: \"postCreateCommand\" must be a string, an array");
        QTest::newRow("mount without target") << QByteArray("{ \"mounts\": [ { \"source\": \"/a\" } ] }")
                                              << QStringLiteral("line 1: \"mounts\" must be an array of");
    }

    void badFilesAreRefusedWithFileAndLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const auto parsed
            = parseDevcontainer(text, QStringLiteral("/ws/.devcontainer/devcontainer.json"), QStringLiteral("/ws"));
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().contains(expected), qPrintable(parsed.error()));
    }

    void theFileIsFoundInTheWorkspace()
    {
        QTemporaryDir workspace;
        QVERIFY(workspace.isValid());
        const auto none = readDevcontainer(workspace.path());
        QVERIFY(!none);
        QVERIFY2(
            none.error().contains(QStringLiteral("has neither .devcontainer/devcontainer.json nor .devcontainer.json")),
            qPrintable(none.error()));
        QVERIFY(QDir(workspace.path()).mkpath(QStringLiteral(".devcontainer")));
        QFile file(workspace.filePath(QStringLiteral(".devcontainer/devcontainer.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("// made by the test\n{ \"image\": \"x\" }\n");
        file.close();
        const auto found = readDevcontainer(workspace.path());
        QVERIFY2(found, qPrintable(found.error()));
        QCOMPARE(found->image, QStringLiteral("x"));
        QCOMPARE(found->file, file.fileName());
    }
};

QTEST_GUILESS_MAIN(TestDevcontainer)
#include "tst_devcontainer.moc"
