// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/agents/agentregistry.h"

#include <QCoreApplication>
#include <QFuture>
#include <QHash>
#include <QProcessEnvironment>
#include <QSet>

#include <memory>
#include <optional>

class QThreadPool;

namespace kandesk {

class Stores;

// A program Kandesk needs (node, npm): where it was found and what `--version` said.
struct ToolVersion {
    QString path;    // empty: not installed (or it does not start: problem says why)
    QString version; // "22.11.0"; empty when it said none
    QString problem; // why there is no version ("did not answer within 10 s")
    bool installed() const { return !path.isEmpty(); }
};

// `name --version` of the program a launch would run: overrideVariable's path (KANDESK_NODE,
// KANDESK_NPM) when environment sets it, else name on environment's PATH. Blocking: a pool thread.
ToolVersion readToolVersion(const QString &name, const QString &overrideVariable, const QProcessEnvironment &environment,
    int timeoutMs);

// The version of a built-in npm agent its launches start, as its install recorded it.
struct InstalledAgentVersion {
    QString version;
    QString enginesNode;
    bool runWithNode = true;
};

// What readiness is judged from: read off the GUI thread by AgentReadiness, or given by a test.
struct ReadinessFacts {
    ToolVersion node;
    ToolVersion npm;
    QSet<QString> environment;                  // variables with a value in the environment agents start with
    QHash<QString, QString> programs;           // custom agents' programs found: as written -> path
    QHash<QString, QSet<QString>> profileKeys;  // agent id -> variables a profile of it gives a value (a literal, or a stored secret)
    QHash<QString, QHash<QString, QString>> missingSecrets; // agent id -> variable -> the secret its profile names, not stored
    std::optional<QHash<QString, InstalledAgentVersion>> installed; // agent id -> what launches start; nullopt: not read
    QHash<QString, QString> pins;               // agent id -> its pin, where that version is not installed
};

// How a missing piece is fixed: by a click the front end offers, or by a command the user runs.
struct ReadinessFix {
    enum class Action {
        Command,      // run `command` in a terminal
        InstallAgent, // AgentInstalls::install(agentId, version)
        AddKey,       // Settings ▸ Agent profiles: `variable` in the agent profile's environment, as a secret
        AddSecret,    // Settings ▸ Secrets: store `secret`, which an agent profile names
        EditAgent,    // Settings ▸ Agents: a custom agent's command
    };
    Action action = Action::Command;
    QString agentId;
    QString version;  // InstallAgent: the version to install (its pin); empty: the newest
    QString variable; // AddKey, AddSecret
    QString secret;   // AddSecret
    QString command;  // Command: the fix; otherwise the command line's way to the same, if any
};

struct ReadinessNeed {
    enum class Kind { Node, Npm, NewerNode, Install, Key, Program };
    Kind kind = Kind::Node;
    QString text; // short, after the agent's name: "needs Node.js ≥ 22; this computer has 18.19"
    ReadinessFix fix;
};

// Whether the agent has what it signs in with.
enum class KeyState {
    None,    // it names no key
    Set,     // keyVariable has a value (environment or agent profile)
    SignIn,  // it signs in at its first start, or reads keyVariable
    Missing, // it cannot start without keyVariable
};

// One agent's readiness on this machine.
struct AgentCheck {
    QString agentId;
    QString displayName;
    bool custom = false;
    bool ready = false;
    QString version;   // npm agents: the installed version launches start; custom agents: the program's path
    QString nodeRange; // the engines.node that applies, as a person reads it ("≥ 22"); empty: any
    KeyState key = KeyState::None;
    QString keyVariable;
    QList<ReadinessNeed> needs; // in the order they are best fixed
    // Settings ▸ Agents' words.
    QString summary; // "Ready" or "Needs: …"
    QString detail;  // "Runs: …", or the exact steps it needs
    QString command; // what runs it
};

struct ReadinessReport {
    ReadinessFacts facts;
    QList<AgentCheck> agents;
    // What node and npm lack for the agents checked (Node, NewerNode, Npm), each with the one command
    // that serves every agent that needs it; empty when nothing.
    QList<ReadinessNeed> machine;
    const AgentCheck *find(const QString &agentId) const;
};

struct ReadinessConfig {
    // Where node, npm and custom agents' programs are looked up (PATH, KANDESK_NODE, KANDESK_NPM) and
    // which variables count as set. Empty: the process's, taken when a check is asked for.
    std::optional<QProcessEnvironment> environment;
    int versionTimeoutMs = 10'000;
};

// Whether the agents can run here, and what each lacks with its fix: node and npm with their
// versions, which agents Kandesk installed, whether the installed Node.js is new enough for each,
// whether each has its key (in the environment or an agent profile). For the empty board, New Task,
// Settings ▸ Agents and `kandesk agent check`. Checks run on the service's own pool; its destructor
// waits for them.
class AgentReadiness final
{
    Q_DECLARE_TR_FUNCTIONS(AgentReadiness)
public:
    explicit AgentReadiness(Stores &stores, ReadinessConfig config = {});
    ~AgentReadiness();
    AgentReadiness(const AgentReadiness &) = delete;
    AgentReadiness &operator=(const AgentReadiness &) = delete;

    // The built-in agents, then the custom ones Settings keeps.
    QFuture<ReadinessReport> check();
    QFuture<ReadinessReport> check(QList<AgentDefinition> agents);
    // The same, blocking: for pool threads and the command line.
    ReadinessReport checkBlocking(const QList<AgentDefinition> &agents) const;
    QList<AgentDefinition> knownAgents() const;

    // One agent judged from facts (no process, no disk).
    static AgentCheck checkAgent(const AgentDefinition &agent, const ReadinessFacts &facts);
    // The command that installs, on Debian and Ubuntu, a Node.js (with npm) that satisfies every
    // range (an empty one: any).
    static QString nodeInstallCommand(const QStringList &ranges = {});

private:
    ReadinessReport checkWith(const QList<AgentDefinition> &agents, const QProcessEnvironment &environment) const;
    QProcessEnvironment environment() const;

    Stores &m_stores;
    ReadinessConfig m_config;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
