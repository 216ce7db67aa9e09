// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

namespace kandesk::agentctl {

// Why a request whose Host and Origin headers are these is refused, or an empty string when it
// may go on. Only loopback names pass (localhost, 127.0.0.0/8, ::1): a page in a browser that
// rebinds a name of its own to 127.0.0.1, or posts from its own origin, is turned away. A missing
// header passes (programs other than browsers need not send one).
QString foreignCaller(const QByteArray &host, const QByteArray &origin);

} // namespace kandesk::agentctl
