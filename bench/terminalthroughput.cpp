// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "terminalthroughput.h"

#include "application/terminals/terminal.h"
#include "bench/rigs/benchresult.h"
#include "bench/rigs/benchsupport.h"
#include "lifecycle/terminal/ptyprocess.h"
#include "models/eventloopthread.h"
#include "ui/task/terminal/terminalview.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

namespace kandesk::bench {

namespace {

const QString kName = QStringLiteral("terminal_throughput");

QJsonObject failure(const QString &error)
{
    return { { QStringLiteral("benchmark"), kName }, { QStringLiteral("error"), error } };
}

bool writeText(const QString &path, qint64 bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    qint64 written = 0;
    for (qint64 line = 0; written < bytes; ++line) {
        QByteArray text = "src/module" + QByteArray::number(line % 97) + ".cpp:" + QByteArray::number(line)
            + ": compiled in " + QByteArray::number(line % 1000) + " ms, nothing to report on this line at all\n";
        if (line % 10 == 0)
            text = "\x1b[32m" + text.chopped(1) + "\x1b[0m\n";
        if (file.write(text) != text.size())
            return false;
        written += text.size();
    }
    return true;
}

QProcessEnvironment catEnvironment()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
    return environment;
}

double mbPerSecond(qint64 bytes, double ms)
{
    return ms > 0 ? std::round(double(bytes) / 1e6 / (ms / 1000) * 10) / 10 : 0;
}

} // namespace

QJsonObject measureTerminalThroughput(int megabytes, int runs)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return failure(QStringLiteral("no temporary folder"));
    const QString file = dir.filePath(QStringLiteral("build.log"));
    if (!writeText(file, qint64(megabytes) * 1000 * 1000))
        return failure(QStringLiteral("cannot write the file"));
    const qint64 bytes = QFileInfo(file).size();
    const QStringList cat { QStringLiteral("cat"), file };

    QList<double> rawMs;
    QList<double> viewMs;
    QList<double> paintsPerSecond;
    QJsonObject worstStall;
    double worstStallMs = -1;
    EventLoopThread io(QStringLiteral("terminal-bench"));
    // Interleaved: a raw run, then one through the view, runs times.
    for (int run = 0; run < runs; ++run) {
        {
            PtyProcess pty;
            qint64 read = 0;
            bool done = false;
            QObject::connect(&pty, &PtyProcess::output, &pty, [&read](const QByteArray &chunk) { read += chunk.size(); });
            QObject::connect(&pty, &PtyProcess::finished, &pty, [&done] { done = true; });
            QElapsedTimer timer;
            timer.start();
            if (const QString error = pty.start(cat, dir.path(), catEnvironment(), PtySize { 150, 50 }); !error.isEmpty())
                return failure(error);
            if (!spinUntil([&] { return done; }, 600'000))
                return failure(QStringLiteral("cat on a bare pseudo-terminal did not finish"));
            rawMs.append(double(timer.nsecsElapsed()) / 1e6);
            if (read < bytes)
                return failure(QStringLiteral("%1 of %2 bytes arrived on the bare pseudo-terminal").arg(read).arg(bytes));
        }
        {
            TerminalLaunch launch;
            // It waits for a line, so that the window is shown before the output starts.
            launch.argv = QStringList { QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("read go; exec cat \"$0\""), file };
            launch.workingDirectory = dir.path();
            launch.environment = catEnvironment();
            launch.name = QStringLiteral("cat");
            launch.rows = 50;
            launch.columns = 150;
            Terminal terminal(launch, io.context());
            ui::TerminalView view(&terminal);
            view.resize(1200, 800);
            view.show();
            if (!spinUntil([&] { return terminal.pid() > 0 && view.paintCount() > 0; }))
                return failure(QStringLiteral("the terminal was not shown"));
            GuiHeartbeat heartbeat;
            QElapsedTimer timer;
            timer.start();
            heartbeat.start();
            const int paintsBefore = view.paintCount();
            terminal.sendText(QStringLiteral("\r"));
            if (!spinUntil([&] { return terminal.isFinished(); }, 600'000))
                return failure(QStringLiteral("cat in the terminal did not finish"));
            const double ms = double(timer.nsecsElapsed()) / 1e6;
            heartbeat.stop();
            viewMs.append(ms);
            paintsPerSecond.append((view.paintCount() - paintsBefore) / (ms / 1000));
            if (heartbeat.longestGapMs() > worstStallMs) {
                worstStallMs = heartbeat.longestGapMs();
                worstStall = heartbeat.toJson();
            }
            if (!terminal.endMessage().endsWith(QStringLiteral("exited with code 0.")))
                return failure(terminal.endMessage());
        }
    }
    const Distribution raw = Distribution::of(rawMs);
    const Distribution viewed = Distribution::of(viewMs);
    QJsonObject measured { { QStringLiteral("bytes"), bytes },
                           { QStringLiteral("terminal_ms"), viewed.toJson() },
                           { QStringLiteral("terminal_mb_per_s"), mbPerSecond(bytes, viewed.p50) },
                           { QStringLiteral("paints_per_s"), Distribution::of(paintsPerSecond).toJson() } };
    for (auto it = worstStall.constBegin(); it != worstStall.constEnd(); ++it)
        measured.insert(it.key(), it.value());
    const QJsonObject baseline { { QStringLiteral("bare_pty_ms"), raw.toJson() },
                                 { QStringLiteral("bare_pty_mb_per_s"), mbPerSecond(bytes, raw.p50) } };
    const double ratio = viewed.p50 > 0 ? raw.p50 / viewed.p50 : 0;
    return benchResult(kName, measured, baseline, std::round(ratio * 1000) / 1000,
                       { { QStringLiteral("ratio_is"), QStringLiteral("terminal MB/s p50 / bare pseudo-terminal MB/s p50") } });
}

} // namespace kandesk::bench
