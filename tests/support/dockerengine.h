// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// A real Docker engine for the Docker executor tests: Debian's dockerd started by the test, as
// root, in a scratch folder under /tmp (its own data root, exec root, pid file and socket; vfs
// storage, no bridge, no iptables), so nothing of a system engine is touched. The tests' image is
// imported into it from a minimal Debian root tarball that tests/support/docker-test-image.sh builds
// once with debootstrap from apt's own mirror and caches; no registry is contacted.
//
//   if (const QString why = DockerEngineFixture::unavailableReason(); !why.isEmpty()) QSKIP(qPrintable(why));
//   DockerEngineFixture engine;
//   if (const QString why = engine.start(); !why.isEmpty()) QFAIL(qPrintable(why));
//   auto image = engine.importTestImage();   // "kandesk-test/debian:<key>" or an error
//
// start(true) makes the engine listen on a loopback TCP port too (tcpHost()): a tcp:// engine is
// one whose files are another machine's as far as Kandesk knows, so the remote-engine paths run.
//
// useOwnBridge() before start() gives the engine a bridge network instead: a Linux bridge the
// fixture creates (kdbr<pid>, 10.213.N.1/24 on a free N) and removes again, still without iptables
// or masquerading; docker-proxy (the userland proxy) does the publishing on 127.0.0.1.

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>

#include <csignal>
#include <netinet/in.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>
#include <utility>

namespace kandesk::test {

class DockerEngineFixture final
{
public:
    struct Result {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        bool ok() const { return exitCode == 0; }
    };

    static QString dockerdPath()
    {
        return QStandardPaths::findExecutable(
            QStringLiteral("dockerd"), { QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin") });
    }

    // Why the Docker tests cannot run here, or empty when they can.
    static QString unavailableReason()
    {
        if (::geteuid() != 0)
            return QStringLiteral(
                "the Docker tests start their own dockerd, which needs root (run the suite as root, as CI does)");
        if (dockerdPath().isEmpty())
            return QStringLiteral("dockerd is not installed: run packaging/setup-test-deps.sh (installs docker.io)");
        if (QStandardPaths::findExecutable(QStringLiteral("docker")).isEmpty())
            return QStringLiteral("the docker command is not installed (docker.io)");
        if (QStandardPaths::findExecutable(
                QStringLiteral("debootstrap"), { QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin") })
                .isEmpty())
            return QStringLiteral(
                "debootstrap is not installed (the tests' image is built with it): run packaging/setup-test-deps.sh");
        return {};
    }

    DockerEngineFixture() = default;
    DockerEngineFixture(const DockerEngineFixture &) = delete;
    DockerEngineFixture &operator=(const DockerEngineFixture &) = delete;
    ~DockerEngineFixture() { stop(); }

    // Creates the bridge the engine started next runs its containers on; why it cannot here (a
    // reason to skip: no ip command, no docker-proxy, no right to add links), or empty.
    QString useOwnBridge()
    {
        const QString ip = QStandardPaths::findExecutable(
            QStringLiteral("ip"), { QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/sbin") });
        m_proxy = QStandardPaths::findExecutable(
            QStringLiteral("docker-proxy"), { QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin") });
        if (ip.isEmpty())
            return QStringLiteral("the ip command (iproute2) is missing: the bridged engine's bridge cannot be made");
        if (m_proxy.isEmpty())
            return QStringLiteral("docker-proxy (docker.io's userland proxy) is missing: nothing would publish ports");
        // A /24 of 10.213.0.0/16 no address of this machine is in.
        QByteArray addresses;
        run(ip, { QStringLiteral("-o"), QStringLiteral("-4"), QStringLiteral("addr") }, nullptr, &addresses);
        int subnet = 1 + static_cast<int>(::getpid() % 250);
        while (addresses.contains(QStringLiteral("10.213.%1.").arg(subnet).toLatin1()) && subnet < 254)
            ++subnet;
        const QString name = QStringLiteral("kdbr%1").arg(::getpid() % 1000000);
        QString why;
        if (!run(ip,
                { QStringLiteral("link"), QStringLiteral("add"), name, QStringLiteral("type"),
                    QStringLiteral("bridge") },
                &why))
            return QStringLiteral("cannot add a bridge for the bridged engine (%1): this machine does not let the "
                                  "tests make network links")
                .arg(why);
        m_bridge = name;
        m_ip = ip;
        m_bridgeAddress = QStringLiteral("10.213.%1.1").arg(subnet);
        if (!run(ip,
                { QStringLiteral("addr"), QStringLiteral("add"), m_bridgeAddress + QStringLiteral("/24"),
                    QStringLiteral("dev"), name },
                &why)
            || !run(ip, { QStringLiteral("link"), QStringLiteral("set"), name, QStringLiteral("up") }, &why))
            return QStringLiteral("cannot give the bridge %1 an address: %2").arg(name, why);
        return {};
    }
    QString bridgeName() const { return m_bridge; }
    QString bridgeAddress() const { return m_bridgeAddress; }

    // Starts dockerd and waits until it answers; an error (with its log's tail) when it does not.
    QString start(bool alsoTcp = false)
    {
        if (const QString why = unavailableReason(); !why.isEmpty())
            return why;
        if (!m_dir.isValid())
            return QStringLiteral("cannot make a scratch folder under /tmp for dockerd");
        m_dockerd.setProgram(dockerdPath());
        QStringList arguments { QStringLiteral("--data-root"), path(QStringLiteral("root")),
            QStringLiteral("--exec-root"), path(QStringLiteral("exec")), QStringLiteral("--pidfile"),
            path(QStringLiteral("pid")), QStringLiteral("--host"), host(), QStringLiteral("--storage-driver"),
            QStringLiteral("vfs"), QStringLiteral("--bridge"), m_bridge.isEmpty() ? QStringLiteral("none") : m_bridge,
            QStringLiteral("--iptables=false"), QStringLiteral("--ip6tables=false") };
        if (!m_bridge.isEmpty())
            arguments << QStringLiteral("--ip-masq=false") << QStringLiteral("--userland-proxy=true")
                      << QStringLiteral("--userland-proxy-path") << m_proxy;
        if (alsoTcp) {
            m_tcpPort = freeLoopbackPort();
            if (m_tcpPort == 0)
                return QStringLiteral("no free loopback port for dockerd's tcp listener");
            arguments << QStringLiteral("--host") << tcpHost();
        }
        m_dockerd.setArguments(arguments);
        m_dockerd.setStandardOutputFile(logPath());
        m_dockerd.setStandardErrorFile(logPath());
        m_dockerd.setStandardInputFile(QProcess::nullDevice());
        // Its own session (stop() signals it alone), and ended with the test even if the test crashes.
        m_dockerd.setChildProcessModifier([] {
            ::setsid();
            ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        });
        m_dockerd.start();
        if (!m_dockerd.waitForStarted(10000))
            return QStringLiteral("cannot start dockerd: %1").arg(m_dockerd.errorString());
        QElapsedTimer waited;
        waited.start();
        for (int delayMs = 50;; delayMs = qMin(delayMs * 2, 1000)) {
            if (docker({ QStringLiteral("version"), QStringLiteral("--format"), QStringLiteral("{{.Server.Version}}") })
                    .ok())
                return {};
            if (m_dockerd.state() == QProcess::NotRunning || waited.elapsed() > 60000) {
                stop();
                return QStringLiteral("dockerd did not start answering on %1: %2").arg(host(), logTail());
            }
            QThread::msleep(static_cast<unsigned long>(delayMs));
        }
    }

    // Removes every container, then ends dockerd (and the containerd it started) and removes its bridge.
    void stop()
    {
        stopEngine();
        if (!m_bridge.isEmpty())
            run(m_ip, { QStringLiteral("link"), QStringLiteral("del"), std::exchange(m_bridge, QString()) }, nullptr);
    }

    // Removes every container, then ends dockerd; its bridge stays for a next start().
    void stopEngine()
    {
        if (m_dockerd.state() == QProcess::NotRunning)
            return;
        const Result ids = docker({ QStringLiteral("ps"), QStringLiteral("--all"), QStringLiteral("--quiet") });
        const QStringList list = QString::fromUtf8(ids.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (!list.isEmpty())
            docker(QStringList { QStringLiteral("rm"), QStringLiteral("--force") } + list, 120000);
        ::kill(static_cast<pid_t>(m_dockerd.processId()), SIGTERM);
        if (!m_dockerd.waitForFinished(30000)) {
            ::kill(-static_cast<pid_t>(m_dockerd.processId()), SIGKILL);
            m_dockerd.waitForFinished(5000);
        }
        unmountLeftovers();
    }

    // DOCKER_HOST for this engine.
    QString host() const { return QStringLiteral("unix://") + path(QStringLiteral("docker.sock")); }
    // The same engine over TCP on loopback (start(true) only).
    QString tcpHost() const { return m_tcpPort == 0 ? QString() : QStringLiteral("tcp://127.0.0.1:%1").arg(m_tcpPort); }
    QString logPath() const { return path(QStringLiteral("dockerd.log")); }
    QString logTail() const
    {
        QFile log(logPath());
        return log.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(log.readAll().right(2000)) : QString();
    }

    // docker <args…> against this engine.
    Result docker(const QStringList &args, int timeoutMs = 60000) const
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("DOCKER_HOST"), host());
        process.setProcessEnvironment(environment);
        process.setStandardInputFile(QProcess::nullDevice());
        process.start(QStringLiteral("docker"), args);
        Result result;
        if (!process.waitForFinished(timeoutMs)) {
            process.kill();
            process.waitForFinished();
            result.err = "docker did not finish in time";
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    }

    // The names of the containers that exist (running or not).
    QStringList containers() const
    {
        const Result listed = docker({ QStringLiteral("ps"), QStringLiteral("--all"), QStringLiteral("--format"),
            QStringLiteral("{{.Names}}") });
        return QString::fromUtf8(listed.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    // Builds (first time only, cached) and imports the tests' image; its name, or an error in *error.
    // *skip is set when the image cannot be built here for a reason that is not a failure.
    QString importTestImage(QString *error, bool *skip = nullptr)
    {
        QProcess build;
        build.setProgram(QStringLiteral(KANDESK_SOURCE_DIR "/tests/support/docker-test-image.sh"));
        build.setStandardInputFile(QProcess::nullDevice());
        build.start();
        // A cold build (debootstrap) takes minutes; a cached one returns at once.
        if (!build.waitForFinished(30 * 60000)) {
            build.kill();
            build.waitForFinished();
            *error = QStringLiteral("building the test image took over 30 minutes");
            return {};
        }
        const QString tarball = QString::fromLocal8Bit(build.readAllStandardOutput()).trimmed();
        if (build.exitCode() != 0 || tarball.isEmpty()) {
            if (skip)
                *skip = build.exitCode() == 2;
            *error = QStringLiteral("the test image cannot be built: %1")
                         .arg(QString::fromLocal8Bit(build.readAllStandardError()).trimmed());
            return {};
        }
        const QString image = QStringLiteral("kandesk-test/debian:%1")
                                  .arg(QFileInfo(tarball).completeBaseName().section(QLatin1Char('-'), -1));
        const Result imported = docker({ QStringLiteral("import"), tarball, image }, 10 * 60000);
        if (!imported.ok()) {
            *error = QStringLiteral("docker import %1 failed: %2").arg(tarball, QString::fromLocal8Bit(imported.err));
            return {};
        }
        return image;
    }

private:
    QString path(const QString &name) const { return QDir(m_dir.path()).filePath(name); }

    // Runs program (ip) to its end; false with *error (its stderr or why it did not run) when it failed.
    static bool run(const QString &program, const QStringList &args, QString *error, QByteArray *out = nullptr)
    {
        QProcess process;
        process.setStandardInputFile(QProcess::nullDevice());
        process.start(program, args);
        const bool finished = process.waitForFinished(30'000);
        const bool ok = finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
        if (error && !ok) {
            const QString err = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
            *error = err.isEmpty() ? process.errorString() : err;
        }
        if (out)
            *out = process.readAllStandardOutput();
        return ok;
    }

    // dockerd leaves its default network namespace bind-mounted in the exec root; the scratch
    // folder can only be removed once it (and anything else mounted below it) is unmounted.
    void unmountLeftovers() const
    {
        QFile mounts(QStringLiteral("/proc/self/mounts"));
        if (!mounts.open(QIODevice::ReadOnly))
            return;
        QStringList below;
        for (const QByteArray &line : mounts.readAll().split('\n')) {
            const QList<QByteArray> fields = line.split(' ');
            if (fields.size() > 1 && fields.at(1).startsWith(QByteArray(m_dir.path().toLocal8Bit() + '/')))
                below.prepend(QString::fromLocal8Bit(fields.at(1))); // the innermost first
        }
        for (const QString &point : std::as_const(below))
            ::umount2(point.toLocal8Bit().constData(), MNT_DETACH);
    }

    // A port nothing listens on now (the kernel's pick; dockerd binds it right after).
    static quint16 freeLoopbackPort()
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0)
            return 0;
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        quint16 port = 0;
        if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
            && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
            port = ntohs(address.sin_port);
        ::close(fd);
        return port;
    }

    quint16 m_tcpPort = 0;
    QString m_bridge; // the bridge the fixture made (and removes), or empty: --bridge none
    QString m_bridgeAddress;
    QString m_ip;
    QString m_proxy;
    // Short: unix socket paths are limited to about 100 bytes.
    QTemporaryDir m_dir { QStringLiteral("/tmp/kd-XXXXXX") };
    QProcess m_dockerd;
};

} // namespace kandesk::test
