// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "versioninfo.h"

namespace kandesk::ui {

QString kandeskVersion()
{
    return QStringLiteral(KANDESK_VERSION);
}

QString qtRuntimeVersion()
{
    return QString::fromLatin1(qVersion());
}

QString syntaxHighlightingVersion()
{
    return QStringLiteral(KANDESK_KSH_VERSION);
}

} // namespace kandesk::ui
