// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk {
class AgentRegistry;
class Database;
class SecretVault;
} // namespace kandesk

namespace kandesk::ui {

// What the settings pages read and write. All must outlive the dialog.
struct SettingsServices {
    Database *database = nullptr;
    SecretVault *vault = nullptr;
    const AgentRegistry *registry = nullptr; // the built-in agents (custom ones come from SettingsStore)
    QString workspaceId;                     // the repositories page lists this workspace's; empty: the first one
};

} // namespace kandesk::ui
