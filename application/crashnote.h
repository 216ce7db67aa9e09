// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFuture>
#include <QString>

#include <optional>

namespace kandesk {

// A crash of the window leaves a short note at notePath: the signal, Kandesk's version, when, and
// the last lines the window logged (kept by rememberForCrashNote). The note is written from the
// signal handler with async-signal-safe calls only, from text prepared beforehand; then the signal
// ends the process as it would have. Handles SIGSEGV, SIGBUS, SIGFPE, SIGILL and SIGABRT.
void installCrashNote(const QString &notePath);

// Keeps line among the last ones a crash note shows (the log file calls this for every line).
void rememberForCrashNote(const QString &line);

// The note the last run left, once: it is renamed crash-note-<UTC time>.txt beside it (the five
// newest such are kept). Blocking (a small read): a pool thread.
std::optional<QString> takeCrashNote(const QString &notePath);
QFuture<std::optional<QString>> takeCrashNoteLater(const QString &notePath);

// The name a home's logs folder keeps the note under.
QString crashNoteName();

} // namespace kandesk
