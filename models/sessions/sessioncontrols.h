// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/sessions/sessionevent.h"

#include <QList>
#include <QString>

#include <optional>

namespace kandesk {

// What a session offers to choose and where it stands, folded from its events: its modes and
// models (ACP modes / models, or the config options of category "mode" / "model"), its on/off
// settings (boolean config options), its slash
// commands, its current plan and its context use. Not stored on its own: the events are, and a
// view folds the stored ones, then the live ones.
struct SessionControls {
    struct Choice {
        QString id;
        QString name;
        QString description;
        bool operator==(const Choice &) const = default;
    };
    struct Command {
        QString name; // without the slash
        QString description;
        QString inputHint; // what to type after it; empty when it takes nothing
        bool operator==(const Command &) const = default;
    };
    struct PlanEntry {
        QString content;
        QString status; // pending, in_progress, completed
        QString priority;
        bool operator==(const PlanEntry &) const = default;
    };
    struct Usage {
        qint64 used = 0; // tokens in context
        qint64 size = 0; // the context window; 0 when only a turn's token count is known
        std::optional<double> costAmount;
        QString costCurrency;
        bool operator==(const Usage &) const = default;
    };

    // An on/off setting of the agent's (an ACP config option of type boolean).
    struct Toggle {
        QString id;
        QString name;
        QString description;
        bool on = false;
        bool operator==(const Toggle &) const = default;
    };
    // What the agent takes in a prompt besides text (its initialize answer); unknown until it said.
    struct PromptInput {
        bool images = false;
        bool embeddedContext = false;
        bool operator==(const PromptInput &) const = default;
    };

    QList<Choice> modes;
    QString currentMode;
    QList<Choice> models;
    QString currentModel;
    QList<Toggle> toggles;
    QList<Command> commands;
    QList<PlanEntry> plan;
    std::optional<Usage> usage;
    std::optional<PromptInput> promptInput;

    // Folds one event in; true when something here changed.
    bool apply(const SessionEvent &event);
    // What later events said wins over this (older events read after newer ones).
    void underlay(const SessionControls &older);

    QString modeName(const QString &id) const;
    // The mode whose id or name says "plan", empty when none.
    QString planModeId() const;
    bool operator==(const SessionControls &) const = default;

private:
    // Modes or models came from a config option (no ACP modes / models then).
    bool m_modesFromConfig = false;
    bool m_modelsFromConfig = false;
    bool m_usageFromContext = false; // a usage_update was seen: a turn's token count does not replace it
};

} // namespace kandesk
