// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessioncontrols.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace kandesk {

namespace {

QList<SessionControls::Choice> choicesOf(const QJsonArray &entries, const char *idKey)
{
    QList<SessionControls::Choice> out;
    for (const QJsonValue &value : entries) {
        const QJsonObject entry = value.toObject();
        const QString id = entry.value(QLatin1StringView(idKey)).toString();
        out.append({ id, entry.value("name"_L1).toString(id), entry.value("description"_L1).toString() });
    }
    return out;
}

// A select config option's values (plain or in groups) as choices.
QList<SessionControls::Choice> choicesOfOption(const QJsonObject &option)
{
    QList<SessionControls::Choice> out;
    const QJsonArray options = option.value("options"_L1).toArray();
    for (const QJsonValue &value : options) {
        const QJsonObject entry = value.toObject();
        if (entry.contains("value"_L1))
            out.append(choicesOf(QJsonArray { entry }, "value"));
        else
            out.append(choicesOf(entry.value("options"_L1).toArray(), "value"));
    }
    return out;
}

template<typename T> bool assign(T &field, T value)
{
    if (field == value)
        return false;
    field = std::move(value);
    return true;
}

} // namespace

bool SessionControls::apply(const SessionEvent &event)
{
    using Kind = SessionEvent::Kind;
    bool changed = false;
    switch (event.kind) {
    case Kind::SessionMode:
        if (!event.availableModes.isEmpty()) {
            changed |= assign(modes, choicesOf(event.availableModes, "id"));
            m_modesFromConfig = false;
        }
        changed |= assign(currentMode, event.currentModeId);
        break;
    case Kind::SessionModel:
        if (!event.availableModels.isEmpty()) {
            changed |= assign(models, choicesOf(event.availableModels, "modelId"));
            m_modelsFromConfig = false;
        }
        changed |= assign(currentModel, event.currentModelId);
        break;
    case Kind::ConfigOptions: {
        QList<Toggle> switches;
        for (const QJsonValue &value : event.configOptions) {
            const QJsonObject option = value.toObject();
            const QString category = option.value("category"_L1).toString();
            const QString current = option.value("currentValue"_L1).toString();
            if (option.value("type"_L1).toString() == QLatin1String("boolean")) {
                const QString id = option.value("id"_L1).toString();
                switches.append({ id, option.value("name"_L1).toString(id), option.value("description"_L1).toString(),
                    option.value("currentValue"_L1).toBool() });
            } else if (category == QLatin1String("mode") && (modes.isEmpty() || m_modesFromConfig)) {
                m_modesFromConfig = true;
                changed |= assign(modes, choicesOfOption(option));
                changed |= assign(currentMode, current);
            } else if (category == QLatin1String("model") && (models.isEmpty() || m_modelsFromConfig)) {
                m_modelsFromConfig = true;
                changed |= assign(models, choicesOfOption(option));
                changed |= assign(currentModel, current);
            }
        }
        changed |= assign(toggles, switches);
        break;
    }
    case Kind::AvailableCommands: {
        QList<Command> list;
        for (const QJsonValue &value : event.availableCommands) {
            const QJsonObject command = value.toObject();
            list.append({ command.value("name"_L1).toString(), command.value("description"_L1).toString(),
                command.value("input"_L1).toObject().value("hint"_L1).toString() });
        }
        changed |= assign(commands, list);
        break;
    }
    case Kind::Plan: {
        QList<PlanEntry> entries;
        for (const QJsonValue &value : event.planEntries) {
            const QJsonObject entry = value.toObject();
            entries.append({ entry.value("description"_L1).toString(), entry.value("status"_L1).toString(),
                entry.value("priority"_L1).toString() });
        }
        changed |= assign(plan, entries);
        break;
    }
    case Kind::Usage: {
        Usage next;
        next.used = event.usage.value("used"_L1).toInteger();
        next.size = event.usage.value("size"_L1).toInteger();
        const QJsonObject cost = event.usage.value("cost"_L1).toObject();
        if (cost.contains("amount"_L1)) {
            next.costAmount = cost.value("amount"_L1).toDouble();
            next.costCurrency = cost.value("currency"_L1).toString();
        }
        m_usageFromContext = true;
        changed |= assign(usage, std::optional<Usage>(next));
        break;
    }
    case Kind::Complete: {
        // Agents that send no usage_update may still count a turn's tokens in their answer.
        const qint64 total = event.usage.value("totalTokens"_L1).toInteger();
        if (total > 0 && !m_usageFromContext) {
            Usage next;
            next.used = total;
            changed |= assign(usage, std::optional<Usage>(next));
        }
        break;
    }
    case Kind::AgentCapabilities: {
        PromptInput input { event.capabilities.value(QStringLiteral("supports_image")).toBool(),
            event.capabilities.value(QStringLiteral("supports_embedded_context")).toBool() };
        changed |= assign(promptInput, std::optional<PromptInput>(input));
        break;
    }
    case Kind::SessionStatus:
        if (!event.resumed) // a new ACP session starts with nothing planned
            changed |= assign(plan, QList<PlanEntry> {});
        break;
    default:
        break;
    }
    return changed;
}

void SessionControls::underlay(const SessionControls &older)
{
    if (modes.isEmpty()) {
        modes = older.modes;
        m_modesFromConfig = older.m_modesFromConfig;
    }
    if (currentMode.isEmpty())
        currentMode = older.currentMode;
    if (models.isEmpty()) {
        models = older.models;
        m_modelsFromConfig = older.m_modelsFromConfig;
    }
    if (currentModel.isEmpty())
        currentModel = older.currentModel;
    if (toggles.isEmpty())
        toggles = older.toggles;
    if (commands.isEmpty())
        commands = older.commands;
    if (plan.isEmpty())
        plan = older.plan;
    if (!promptInput)
        promptInput = older.promptInput;
    if (!usage) {
        usage = older.usage;
        m_usageFromContext = older.m_usageFromContext;
    }
}

QString SessionControls::modeName(const QString &id) const
{
    for (const Choice &mode : modes) {
        if (mode.id == id)
            return mode.name;
    }
    return id;
}

QString SessionControls::planModeId() const
{
    for (const Choice &mode : modes) {
        if (mode.id.contains(QLatin1String("plan"), Qt::CaseInsensitive)
            || mode.name.contains(QLatin1String("plan"), Qt::CaseInsensitive))
            return mode.id;
    }
    return {};
}

} // namespace kandesk
