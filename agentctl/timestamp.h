// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk::agentctl {

// Now in UTC as the wire writes it (ISO 8601 with milliseconds). A streaming agent sends many
// events per millisecond: the text is made once per millisecond and thread.
QString wireTimestamp();

} // namespace kandesk::agentctl
