// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk {
class AgentRegistry;
class ProfileAgentCalls;
class SecretVault;
class SettingsRemovals;
class Stores;
} // namespace kandesk

namespace kandesk::ui {

// What the settings pages read and write. All must outlive the dialog.
struct SettingsServices {
    Stores *stores = nullptr;                    // the application's stores (profiles, settings, repositories, vault)
    const AgentRegistry *registry = nullptr; // the built-in agents (custom ones come from SettingsStore)
    QString workspaceId;                     // the repositories page lists this workspace's; empty: the first one
    SettingsRemovals *removals = nullptr;    // deletes, keeping the last for undo; null: the dialog makes its own
    ProfileAgentCalls *agentCalls = nullptr; // an agent asked outside a task (Sign Out); null: not offered

    SecretVault *vault() const; // the stores' vault
};

} // namespace kandesk::ui
