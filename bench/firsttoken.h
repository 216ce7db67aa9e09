// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace kandesk::bench {

// `first_token`: real ACP agents from npm (claude-agent-acp, gemini-cli, codex-acp, pinned),
// installed once into a scratch home the managed way, each talking to a loopback stand-in of its
// model's streaming API (rigs/modelstandin.h) from a fresh HOME per run. Kandesk's Start (a local
// launch through LaunchPipeline, agentctl and all) to the first message chunk with text on the GUI
// thread, against a minimal stdio ACP client spawning the same argv to the first
// agent_message_chunk with text; runs interleaved, one warm-up of each first. An agent that cannot
// be installed or started has an "error" of its own; no agent measured is the benchmark's error.
// besideABuild (`first_token_beside_a_build`): the same with one busy loop per core at nice 0
// running while the agents do, as the user's build would.
QJsonObject measureFirstToken(int runs, bool besideABuild = false);

} // namespace kandesk::bench
