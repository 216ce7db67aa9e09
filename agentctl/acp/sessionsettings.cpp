// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionsettings.h"

#include "agentctl/api/wire.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace kandesk::agentctl {

namespace {

// The values a select option offers, flattened from plain options or groups of options.
QStringList selectValues(const QJsonObject &option)
{
    QStringList values;
    const QJsonArray options = option.value("options"_L1).toArray();
    for (const QJsonValue &entry : options) {
        const QJsonObject object = entry.toObject();
        if (object.contains("value"_L1)) {
            values.append(object.value("value"_L1).toString());
            continue;
        }
        const QJsonArray grouped = object.value("options"_L1).toArray();
        for (const QJsonValue &inner : grouped)
            values.append(inner.toObject().value("value"_L1).toString());
    }
    return values;
}

QStringList idsOf(const QJsonArray &entries, const char *idKey)
{
    QStringList ids;
    for (const QJsonValue &entry : entries)
        ids.append(entry.toObject().value(QLatin1StringView(idKey)).toString());
    return ids;
}

QString notOffered(const QString &what, const QString &id, const QStringList &offered)
{
    return QStringLiteral("the agent has no %1 \"%2\"; it offers: %3")
        .arg(what, id, offered.join(QStringLiteral(", ")));
}

} // namespace

QList<QJsonObject> SessionSettings::absorbSessionAnswer(const QJsonObject &answer)
{
    QList<QJsonObject> events;
    const QJsonObject modes = answer.value("modes"_L1).toObject();
    if (!modes.isEmpty()) {
        m_modes = modes.value("availableModes"_L1).toArray();
        m_currentModeId = modes.value("currentModeId"_L1).toString();
        events.append(modeEvent());
    }
    const QJsonObject models = answer.value("models"_L1).toObject();
    if (!models.isEmpty()) {
        m_models = models.value("availableModels"_L1).toArray();
        m_currentModelId = models.value("currentModelId"_L1).toString();
        events.append(modelEvent());
    }
    if (answer.value("configOptions"_L1).isArray()) {
        m_configOptions = answer.value("configOptions"_L1).toArray();
        events.append(configEvent());
    }
    return events;
}

QJsonObject SessionSettings::applyModeUpdate(const QString &currentModeId)
{
    m_currentModeId = currentModeId;
    return modeEvent();
}

QJsonObject SessionSettings::applyConfigOptions(const QJsonArray &options)
{
    m_configOptions = options;
    return configEvent();
}

SessionSettings::Request SessionSettings::modeRequest(const QString &modeId) const
{
    if (!m_modes.isEmpty()) {
        const QStringList offered = idsOf(m_modes, "id");
        if (!offered.contains(modeId))
            return { {}, {}, notOffered(QStringLiteral("mode"), modeId, offered) };
        return { QStringLiteral("session/set_mode"), { { "modeId"_L1, modeId } }, {} };
    }
    if (const QJsonObject option = optionOfCategory(QStringLiteral("mode")); !option.isEmpty())
        return configRequest(option.value("id"_L1).toString(), modeId);
    return { {}, {}, QStringLiteral("the agent offers no modes") };
}

SessionSettings::Request SessionSettings::modelRequest(const QString &modelId) const
{
    if (!m_models.isEmpty()) {
        const QStringList offered = idsOf(m_models, "modelId");
        if (!offered.contains(modelId))
            return { {}, {}, notOffered(QStringLiteral("model"), modelId, offered) };
        return { QStringLiteral("session/set_model"), { { "modelId"_L1, modelId } }, {} };
    }
    if (const QJsonObject option = optionOfCategory(QStringLiteral("model")); !option.isEmpty())
        return configRequest(option.value("id"_L1).toString(), modelId);
    return { {}, {}, QStringLiteral("the agent offers no choice of model") };
}

SessionSettings::Request SessionSettings::configRequest(const QString &configId, const QJsonValue &value) const
{
    for (const QJsonValue &entry : m_configOptions) {
        const QJsonObject option = entry.toObject();
        if (option.value("id"_L1).toString() != configId)
            continue;
        QJsonObject params { { "configId"_L1, configId }, { "value"_L1, value } };
        if (option.value("type"_L1).toString() == QLatin1String("boolean")) {
            if (!value.isBool())
                return { {}, {}, QStringLiteral("the option \"%1\" takes true or false").arg(configId) };
            params.insert("type"_L1, "boolean"_L1);
        } else {
            const QStringList offered = selectValues(option);
            if (!offered.contains(value.toString()))
                return { {}, {},
                    notOffered(option.value("name"_L1).toString(configId).toLower(), value.toString(), offered) };
        }
        return { QStringLiteral("session/set_config_option"), params, {} };
    }
    return { {}, {}, QStringLiteral("the agent has no option \"%1\"").arg(configId) };
}

QJsonObject SessionSettings::accepted(const Request &request, const QJsonObject &answer)
{
    if (request.method == QLatin1String("session/set_mode")) {
        m_currentModeId = request.params.value("modeId"_L1).toString();
        return modeEvent();
    }
    if (request.method == QLatin1String("session/set_model")) {
        m_currentModelId = request.params.value("modelId"_L1).toString();
        return modelEvent();
    }
    if (answer.value("configOptions"_L1).isArray()) {
        m_configOptions = answer.value("configOptions"_L1).toArray();
    } else {
        const QString configId = request.params.value("configId"_L1).toString();
        for (qsizetype i = 0; i < m_configOptions.size(); ++i) {
            QJsonObject option = m_configOptions.at(i).toObject();
            if (option.value("id"_L1).toString() == configId) {
                option.insert("currentValue"_L1, request.params.value("value"_L1));
                m_configOptions.replace(i, option);
            }
        }
    }
    return configEvent();
}

QJsonObject SessionSettings::modeEvent() const
{
    return { { "type"_L1, wire::event::kSessionMode }, { "current_mode_id"_L1, m_currentModeId },
        { "available_modes"_L1, m_modes } };
}

QJsonObject SessionSettings::modelEvent() const
{
    return { { "type"_L1, wire::event::kSessionModel }, { "current_model_id"_L1, m_currentModelId },
        { "available_models"_L1, m_models } };
}

QJsonObject SessionSettings::configEvent() const
{
    return { { "type"_L1, wire::event::kConfigOptions }, { "config_options"_L1, m_configOptions } };
}

QJsonObject SessionSettings::optionOfCategory(const QString &category) const
{
    for (const QJsonValue &entry : m_configOptions) {
        if (entry.toObject().value("category"_L1).toString() == category)
            return entry.toObject();
    }
    return {};
}

} // namespace kandesk::agentctl
