// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

namespace kandesk::cli {

enum ExitCode : int { ExitOk = 0, ExitFailure = 1, ExitUsage = 2, ExitInterrupted = 130 };

// Writes straight to the terminal (flushed at once: the output is a live stream).
void printOut(const QString &text);
void printLine(const QString &line);
void printError(const QString &line);
// One JSON object on its own line of standard output.
void printJson(const QJsonObject &object);

} // namespace kandesk::cli
