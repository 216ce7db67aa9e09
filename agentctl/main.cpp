// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "agentctlserver.h"
#include "authgate.h"
#include "detach.h"
#include "instanceregistry.h"
#include "oneshotcall.h"
#include "parentwatch.h"
#include "shutdownsignals.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHostAddress>
#include <QTextStream>

#include <csignal>

namespace {
constexpr int kShutdownGraceMs = 700; // the agents' share of the 2 s a dying parent allows
}

int main(int argc, char *argv[])
{
    // First: the parent may die while we are still starting. A detached agentctl (remote runs)
    // outlives its starter instead.
    const kandesk::agentctl::DetachRequest detachRequest = kandesk::agentctl::detachRequested(argc, argv);
    int readyFd = -1;
    if (detachRequest.requested) {
        readyFd = kandesk::agentctl::detach(detachRequest);
        if (readyFd < 0)
            return 1;
    } else {
        kandesk::agentctl::exitWithParent();
    }
    // A client that drops its connection must not kill us by SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("agentctl"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KANDESK_VERSION));
    if (argc > 1 && qstrcmp(argv[1], "call") == 0)
        return kandesk::agentctl::runOneShotCall(QCoreApplication::arguments());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Kandesk's sidecar: runs ACP agents and serves them over HTTP and WebSocket on 127.0.0.1.\n"
        "With AGENTCTL_BOOTSTRAP_NONCE set, POST /auth/handshake {\"nonce\"} once for the bearer token.\n"
        "--address: listen there instead (a container's 0.0.0.0, its port published on the host's loopback);\n"
        "an address other than loopback needs AGENTCTL_BOOTSTRAP_NONCE: the token is then mandatory.\n"
        "AGENTCTL_STOP_GRACE_MS sets the wait between SIGTERM and SIGKILL when an agent is stopped.\n"
        "AGENTCTL_PARENT_PID: the starting process's pid; agentctl exits if it is not its parent.\n"
        "--detach: outlive the starter (remote runs); it prints the listening line with the pid once ready."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption portOption(QStringList { QStringLiteral("p"), QStringLiteral("port") },
        QStringLiteral("Port to listen on (0 = any free port, printed at start)."), QStringLiteral("port"),
        QStringLiteral("0"));
    parser.addOption(portOption);
    const QCommandLineOption addressOption(QStringLiteral("address"),
        QStringLiteral("Address to listen on (default 127.0.0.1; others need a bootstrap nonce)."),
        QStringLiteral("address"), QStringLiteral("127.0.0.1"));
    parser.addOption(addressOption);
    const QCommandLineOption detachOption(QStringLiteral("detach"),
        QStringLiteral("Run in a session of its own, not watching the parent (read before this parser)."));
    const QCommandLineOption logOption(QStringLiteral("log"),
        QStringLiteral("With --detach: where output goes (default: nowhere)."), QStringLiteral("file"));
    parser.addOption(detachOption);
    parser.addOption(logOption);
    parser.process(app);

    QTextStream err(stderr);
    bool portOk = false;
    const uint port = parser.value(portOption).toUInt(&portOk);
    if (!portOk || port > 65535) {
        err << "agentctl: --port wants a number from 0 to 65535, got \"" << parser.value(portOption) << "\"\n";
        return 2;
    }

    const QHostAddress address(parser.value(addressOption));
    if (address.isNull()) {
        err << "agentctl: --address wants an IP address (such as 127.0.0.1 or 0.0.0.0), got \""
            << parser.value(addressOption) << "\"\n";
        return 2;
    }

    kandesk::agentctl::ShutdownSignals shutdownSignals;

    kandesk::agentctl::AuthGate gate = kandesk::agentctl::AuthGate::fromEnvironment();
    // Anyone who can reach a non-loopback address could drive the agent: only behind the token.
    if (!address.isLoopback() && !gate.enabled()) {
        err << "agentctl: --address " << address.toString()
            << " can be reached from other machines: set AGENTCTL_BOOTSTRAP_NONCE so that every request "
               "needs the bearer token\n";
        return 2;
    }
    kandesk::agentctl::InstanceRegistry registry(gate);
    registry.setListenAddress(address);
    kandesk::agentctl::AgentctlServer server(gate, registry, nullptr);
    const quint16 bound = server.listen(address, static_cast<quint16>(port));
    if (bound == 0) {
        err << "agentctl: cannot listen on " << address.toString() << ":" << port << " (in use or not permitted)\n";
        return 1;
    }
    QObject::connect(&shutdownSignals, &kandesk::agentctl::ShutdownSignals::shutdownRequested, &registry,
        [&registry] { registry.shutdownAll(kShutdownGraceMs, [] { QCoreApplication::exit(0); }); });
    QTextStream(stdout) << "agentctl listening on " << address.toString() << ":" << bound << Qt::endl;
    kandesk::agentctl::reportDetachedReady(readyFd, bound);
    return app.exec();
}
