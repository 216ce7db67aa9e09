// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QProcessEnvironment>
#include <QStringList>

namespace kandesk {

class AgentRegistry;
class Stores;
struct AgentProfile;

// An agent's own terminal UI (claude, codex, gemini …), for what its ACP adapter lacks: the
// command and the environment the profile gives the agent, secrets revealed.
struct AgentCli {
    QStringList argv;
    QProcessEnvironment environment;
    QString name; // the agent's name ("Gemini CLI")
};

// For the agents whose ACP adapter is their own CLI with a flag (Gemini CLI, Copilot, OpenCode,
// Qwen Code, Auggie, Kilo Code): the package Kandesk installed (else npx), without the flag; for
// those whose adapter wraps another program (Claude Code, Codex, Amp): that program through npx
// (Cursor: cursor-agent on PATH). A custom ACP agent has none Kandesk knows of: an error in words.
// Blocking (it reads the vault and the installed packages): pool threads.
Expected<AgentCli> agentCli(Stores &stores, const AgentRegistry &agents, const AgentProfile &profile);

} // namespace kandesk
