// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

// Internal to models/workflows: what the reader and the writer of kandev's workflow file share — its
// keys, and how YAML's plain scalars read.

#include <QJsonValue>
#include <QString>

#include <initializer_list>
#include <optional>
#include <string>

namespace kandesk::workflowfile::format {

namespace key {
constexpr const char *Version = "version";
constexpr const char *Type = "type";
constexpr const char *Workflows = "workflows";
constexpr const char *Name = "name";
constexpr const char *Description = "description";
constexpr const char *Prompt = "prompt";
constexpr const char *AgentProfile = "agent_profile";
constexpr const char *Steps = "steps";
constexpr const char *Position = "position";
constexpr const char *Color = "color";
constexpr const char *IsStartStep = "is_start_step";
constexpr const char *ShowInCommandPanel = "show_in_command_panel";
constexpr const char *AllowManualMove = "allow_manual_move";
constexpr const char *AutoArchiveAfterHours = "auto_archive_after_hours";
constexpr const char *WipLimit = "wip_limit"; // Kandesk's: kandev has no agent limit per step
constexpr const char *Events = "events";
constexpr const char *AgentName = "agent_name";
constexpr const char *Model = "model";
constexpr const char *Mode = "mode";
constexpr const char *Config = "config";
} // namespace key

constexpr int kFileVersion = 1;
constexpr const char *kFileType = "kandev_workflow";

// The keys the reader turns into struct fields; every other key goes to `extra`.
extern const std::initializer_list<const char *> kWorkflowKeys;
extern const std::initializer_list<const char *> kStepKeys;

QString fromUtf8(const std::string &text);
bool isOneOf(const std::string &text, const std::initializer_list<const char *> &names);

// YAML 1.1's other booleans (yes, no, on, off, y, n): not booleans here, but quoted on write so that
// older readers keep them text.
bool isYaml11Bool(const QString &text);
bool isNullWord(const QString &text);
// A decimal integer written as one (no sign but + or -, no point, no exponent).
std::optional<qint64> decimalInteger(const QString &text);
// What a plain (unquoted) scalar stands for under YAML 1.2's core schema: a bool, an integer, a
// number, or else its text.
QJsonValue resolvePlain(const QString &text);

} // namespace kandesk::workflowfile::format
