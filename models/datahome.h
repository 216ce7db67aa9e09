// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

namespace kandesk {

// Kandesk's home folder (database, task workspaces, quick chats): the explicit folder if given,
// else $KANDESK_HOME, else the platform's application data folder. Created if missing.
Expected<QString> resolveDataHome(const QString &explicitDir = {});

// The database file inside a home folder.
QString databasePath(const QString &home);

// The file of the secrets kept outside the keychain, inside a home folder (models/secretvault.h).
QString secretsFilePath(const QString &home);

} // namespace kandesk
