// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QHash>

namespace kandesk {

class Stores;

// A home's agent profiles as workflow files name them: by the agent's display name, the model and
// the mode (kandev's rule: all three equal, else no profile).
class AgentProfileMatch final
{
public:
    // Reads the profiles and the display names of the built-in and custom agents.
    static Expected<AgentProfileMatch> read(Stores &stores);

    // The id of the profile the reference names; empty when none matches or ref is empty.
    QString idOf(const AgentProfileRef &ref) const;
    // How a workflow file names the profile of this id; empty when there is none.
    AgentProfileRef refOf(const QString &profileId) const;

private:
    QList<AgentProfile> m_profiles;
    QHash<QString, QString> m_agentNames; // agent id → display name
};

// "Claude Code, claude-opus-4-7, mode plan": a profile as a workflow names it, for messages.
QString profileText(const AgentProfileRef &ref);

} // namespace kandesk
