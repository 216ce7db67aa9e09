// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// An agent's stdout into agentctl's ACP client: split into lines (cut at a byte the input names)
// and dispatched, after a start that waits for the agent's answers (ids 1 and 2), so responses,
// updates, permission and file requests all reach their handlers.
#include "agentctl/acp/acpclient.h"
#include "agentctl/acp/linesplitter.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

using namespace kandesk::agentctl;

// Never destroyed under libFuzzer (see markdown.cpp); the replay deletes it when done.
QCoreApplication *fuzzApplication = nullptr;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzzApplication = new QCoreApplication(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static QTemporaryDir workspace;
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    AcpClient client(workspace.path(), [](const QByteArray &) { });
    client.setAutoApprove(size % 2 == 0);
    auto ignore = [](bool, const QJsonObject &) { };
    client.initialize({}, ignore);
    client.newSession({}, ignore);
    QObject::connect(&client, &AcpClient::agentEvent, &client, [](const QJsonObject &event) { (void)event.size(); });
    LineSplitter lines(64 * 1024);
    const qsizetype cut = size > 0 ? qsizetype(data[0]) % (qsizetype(size) + 1) : 0;
    auto onLine = [&client](const QByteArray &line) { client.handleLine(line); };
    auto onOversized = [&client](const QByteArray &start) { client.noteOutputProblem(OutputProblems::Kind::Oversized, start); };
    lines.feed(input.left(cut), onLine, onOversized);
    lines.feed(input.mid(cut), onLine, onOversized);
    lines.feed(QByteArrayLiteral("\n"), onLine, onOversized);
    client.agentExited(QJsonObject{{QStringLiteral("error"), QStringLiteral("gone")}}, {});
    return 0;
}
