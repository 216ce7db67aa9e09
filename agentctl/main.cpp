// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlserver.h"
#include "parentwatch.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("agentctl"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KANDESK_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Kandesk's sidecar: runs one ACP agent and serves it over HTTP and WebSocket on 127.0.0.1."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption portOption(QStringList{QStringLiteral("p"), QStringLiteral("port")},
                                        QStringLiteral("Port to listen on (0 = any free port, printed at start)."),
                                        QStringLiteral("port"), QStringLiteral("0"));
    parser.addOption(portOption);
    parser.process(app);

    QTextStream err(stderr);
    bool portOk = false;
    const uint port = parser.value(portOption).toUInt(&portOk);
    if (!portOk || port > 65535) {
        err << "agentctl: --port wants a number from 0 to 65535, got \"" << parser.value(portOption) << "\"\n";
        return 2;
    }

    kandesk::agentctl::exitWithParent();

    kandesk::agentctl::AgentctlServer server;
    const quint16 bound = server.listen(static_cast<quint16>(port));
    if (bound == 0) {
        err << "agentctl: cannot listen on 127.0.0.1:" << port << " (in use or not permitted)\n";
        return 1;
    }
    QTextStream(stdout) << "agentctl listening on 127.0.0.1:" << bound << Qt::endl;
    return app.exec();
}
