// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessionevent.h"

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

EventText eventText(const SessionEvent &event);

// Stored events rendered one after the other (`task show`).
class TranscriptText
{
public:
    void add(const SessionEvent &event);
    QString text() const { return m_midLine ? m_text + QLatin1Char('\n') : m_text; }

private:
    QString m_text;
    bool m_midLine = false;
};

} // namespace kandesk::cli
