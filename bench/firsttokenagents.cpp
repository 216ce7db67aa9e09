// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "firsttokenagents.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <unistd.h>

namespace kandesk::bench {

namespace {

// Kandesk's own definition of a built-in agent (its arguments, how it resumes), under a bench id
// and the package the pinned version was published as.
AgentDefinition builtIn(const QString &id, const QString &package)
{
    const AgentRegistry registry;
    AgentDefinition agent = *registry.find(id);
    agent.id = QStringLiteral("first-token-") + id;
    agent.npmPackage = package;
    return agent;
}

QString writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

StandInAgent claude()
{
    StandInAgent agent;
    agent.name = QStringLiteral("claude-agent-acp");
    agent.definition = builtIn(QStringLiteral("claude-acp"), QStringLiteral("@zed-industries/claude-agent-acp"));
    agent.version = QStringLiteral("0.23.1");
    agent.environment = [](const QString &home, const QString &url) {
        QHash<QString, QString> env{
            {QStringLiteral("ANTHROPIC_BASE_URL"), url},
            {QStringLiteral("ANTHROPIC_API_KEY"), QStringLiteral("sk-ant-standin")},
            {QStringLiteral("ANTHROPIC_MODEL"), QStringLiteral("claude-sonnet-4-5")},
            {QStringLiteral("ANTHROPIC_SMALL_FAST_MODEL"), QStringLiteral("claude-haiku-4-5")},
            {QStringLiteral("CLAUDE_CONFIG_DIR"), QDir(home).filePath(QStringLiteral(".claude"))},
            // No update checks, telemetry, error reports or surveys: nothing leaves loopback.
            {QStringLiteral("CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"), QStringLiteral("1")},
            {QStringLiteral("DISABLE_AUTOUPDATER"), QStringLiteral("1")},
            {QStringLiteral("DISABLE_TELEMETRY"), QStringLiteral("1")},
            {QStringLiteral("DISABLE_ERROR_REPORTING"), QStringLiteral("1")},
            {QStringLiteral("DISABLE_BUG_COMMAND"), QStringLiteral("1")},
            {QStringLiteral("CLAUDE_CODE_DISABLE_FEEDBACK_SURVEY"), QStringLiteral("1")},
        };
        // As root the adapter asks the CLI to skip permissions, which the CLI refuses unless it is
        // told it runs in a sandbox (exactly "1").
        if (::geteuid() == 0)
            env.insert(QStringLiteral("IS_SANDBOX"), QStringLiteral("1"));
        return env;
    };
    // Claude Code fetches a plugin blocklist from the network unless a copy under an hour old is there.
    agent.seedHome = [](const QString &home, const QString &) {
        const QJsonObject blocklist{{QStringLiteral("fetchedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
                                    {QStringLiteral("plugins"), QJsonArray{}}};
        return writeFile(QDir(home).filePath(QStringLiteral(".claude/plugins/blocklist.json")), QJsonDocument(blocklist).toJson());
    };
    return agent;
}

StandInAgent gemini()
{
    StandInAgent agent;
    agent.name = QStringLiteral("gemini-cli");
    agent.definition = builtIn(QStringLiteral("gemini"), QStringLiteral("@google/gemini-cli"));
    agent.version = QStringLiteral("0.61.0");
    agent.environment = [](const QString &, const QString &url) {
        return QHash<QString, QString>{
            {QStringLiteral("GEMINI_API_KEY"), QStringLiteral("standin")},
            {QStringLiteral("GOOGLE_GEMINI_BASE_URL"), url},
            // A pinned model: no routing call picks one first.
            {QStringLiteral("GEMINI_MODEL"), QStringLiteral("gemini-2.5-flash")},
            // Not started again by itself with a larger heap: the process timed is the agent.
            {QStringLiteral("GEMINI_CLI_NO_RELAUNCH"), QStringLiteral("true")},
            {QStringLiteral("GEMINI_TELEMETRY_ENABLED"), QStringLiteral("false")},
            {QStringLiteral("NO_BROWSER"), QStringLiteral("true")},
        };
    };
    // Without it gemini-cli sends usage statistics to Google at start.
    agent.seedHome = [](const QString &home, const QString &) {
        const QJsonObject settings{
            {QStringLiteral("privacy"), QJsonObject{{QStringLiteral("usageStatisticsEnabled"), false}}},
            {QStringLiteral("telemetry"), QJsonObject{{QStringLiteral("enabled"), false}}},
            {QStringLiteral("general"),
             QJsonObject{{QStringLiteral("enableAutoUpdate"), false}, {QStringLiteral("enableAutoUpdateNotification"), false}}}};
        return writeFile(QDir(home).filePath(QStringLiteral(".gemini/settings.json")), QJsonDocument(settings).toJson());
    };
    return agent;
}

StandInAgent codex()
{
    StandInAgent agent;
    agent.name = QStringLiteral("codex-acp");
    agent.definition = builtIn(QStringLiteral("codex-acp"), QStringLiteral("@zed-industries/codex-acp"));
    agent.version = QStringLiteral("0.16.0");
    agent.environment = [](const QString &home, const QString &) {
        return QHash<QString, QString>{{QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-standin")},
                                       {QStringLiteral("CODEX_HOME"), QDir(home).filePath(QStringLiteral(".codex"))},
                                       {QStringLiteral("RUST_LOG"), QStringLiteral("warn")}};
    };
    // codex-acp ignores OPENAI_BASE_URL; a provider of its own points it at the stand-in (and, unlike
    // the built-in one, needs no ACP authenticate before session/new).
    agent.seedHome = [](const QString &home, const QString &url) {
        const QString config = QStringLiteral(
                                   "model = \"gpt-5.4\"\n"
                                   "model_provider = \"standin\"\n"
                                   "check_for_update_on_startup = false\n"
                                   "[analytics]\nenabled = false\n"
                                   "[feedback]\nenabled = false\n"
                                   "[otel]\nexporter = \"none\"\n"
                                   "[model_providers.standin]\n"
                                   "name = \"Loopback stand-in\"\n"
                                   "base_url = \"%1/v1\"\n"
                                   "env_key = \"OPENAI_API_KEY\"\n"
                                   "wire_api = \"responses\"\n"
                                   "request_max_retries = 0\n"
                                   "stream_max_retries = 0\n")
                                   .arg(url);
        return writeFile(QDir(home).filePath(QStringLiteral(".codex/config.toml")), config.toUtf8());
    };
    return agent;
}

} // namespace

QList<StandInAgent> standInAgents()
{
    return {claude(), gemini(), codex()};
}

QHash<QString, QString> homeEnvironment(const QString &home)
{
    const QDir dir(home);
    return {{QStringLiteral("HOME"), home},
            {QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral(".config"))},
            {QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral(".cache"))},
            {QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral(".local/share"))},
            {QStringLiteral("XDG_STATE_HOME"), dir.filePath(QStringLiteral(".local/state"))}};
}

} // namespace kandesk::bench
