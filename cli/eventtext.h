// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessionevent.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace kandesk::cli {

// How the command line says one session event, the same live (`kandesk run`) and stored
// (`kandesk task show`): agent text flows on as it comes, everything else is whole lines.
struct EventText {
    QString flowing;    // agent message text, printed as is (no line of its own)
    QStringList lines;  // "[tool] …", "[error] …", …
    bool problem = false; // an error, warning or notice: stderr when printed live
};

// Says the events of one session in order. A tool's updates carry only what changed, so an update
// without a title is named by the title its call (or an earlier update) gave.
class EventNarrator
{
public:
    EventText say(const SessionEvent &event);

private:
    QHash<QString, QString> m_toolTitles; // by call id
};

// Stored events rendered one after the other (`task show`).
class TranscriptText
{
public:
    void add(const SessionEvent &event);
    QString text() const { return m_midLine ? m_text + QLatin1Char('\n') : m_text; }

private:
    EventNarrator m_narrator;
    QString m_text;
    bool m_midLine = false;
};

} // namespace kandesk::cli
