// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "sessionsettings.h"

#include "agentctl/api/wire.h"

#include <QStringList>

namespace kandesk::agentctl {

namespace {

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// The values a select option offers, flattened from plain options or groups of options.
QStringList selectValues(const QJsonObject &option)
{
    QStringList values;
    const QJsonArray options = option.value(key("options")).toArray();
    for (const QJsonValue &entry : options) {
        const QJsonObject object = entry.toObject();
        if (object.contains(key("value"))) {
            values.append(object.value(key("value")).toString());
            continue;
        }
        const QJsonArray grouped = object.value(key("options")).toArray();
        for (const QJsonValue &inner : grouped)
            values.append(inner.toObject().value(key("value")).toString());
    }
    return values;
}

QStringList idsOf(const QJsonArray &entries, const char *idKey)
{
    QStringList ids;
    for (const QJsonValue &entry : entries)
        ids.append(entry.toObject().value(key(idKey)).toString());
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
    const QJsonObject modes = answer.value(key("modes")).toObject();
    if (!modes.isEmpty()) {
        m_modes = modes.value(key("availableModes")).toArray();
        m_currentModeId = modes.value(key("currentModeId")).toString();
        events.append(modeEvent());
    }
    const QJsonObject models = answer.value(key("models")).toObject();
    if (!models.isEmpty()) {
        m_models = models.value(key("availableModels")).toArray();
        m_currentModelId = models.value(key("currentModelId")).toString();
        events.append(modelEvent());
    }
    if (answer.value(key("configOptions")).isArray()) {
        m_configOptions = answer.value(key("configOptions")).toArray();
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
        return { QStringLiteral("session/set_mode"), { { key("modeId"), modeId } }, {} };
    }
    if (const QJsonObject option = optionOfCategory(QStringLiteral("mode")); !option.isEmpty())
        return configRequest(option.value(key("id")).toString(), modeId);
    return { {}, {}, QStringLiteral("the agent offers no modes") };
}

SessionSettings::Request SessionSettings::modelRequest(const QString &modelId) const
{
    if (!m_models.isEmpty()) {
        const QStringList offered = idsOf(m_models, "modelId");
        if (!offered.contains(modelId))
            return { {}, {}, notOffered(QStringLiteral("model"), modelId, offered) };
        return { QStringLiteral("session/set_model"), { { key("modelId"), modelId } }, {} };
    }
    if (const QJsonObject option = optionOfCategory(QStringLiteral("model")); !option.isEmpty())
        return configRequest(option.value(key("id")).toString(), modelId);
    return { {}, {}, QStringLiteral("the agent offers no choice of model") };
}

SessionSettings::Request SessionSettings::configRequest(const QString &configId, const QJsonValue &value) const
{
    for (const QJsonValue &entry : m_configOptions) {
        const QJsonObject option = entry.toObject();
        if (option.value(key("id")).toString() != configId)
            continue;
        QJsonObject params { { key("configId"), configId }, { key("value"), value } };
        if (option.value(key("type")).toString() == QLatin1String("boolean")) {
            if (!value.isBool())
                return { {}, {}, QStringLiteral("the option \"%1\" takes true or false").arg(configId) };
            params.insert(key("type"), key("boolean"));
        } else {
            const QStringList offered = selectValues(option);
            if (!offered.contains(value.toString()))
                return { {}, {},
                    notOffered(option.value(key("name")).toString(configId).toLower(), value.toString(), offered) };
        }
        return { QStringLiteral("session/set_config_option"), params, {} };
    }
    return { {}, {}, QStringLiteral("the agent has no option \"%1\"").arg(configId) };
}

QJsonObject SessionSettings::accepted(const Request &request, const QJsonObject &answer)
{
    if (request.method == QLatin1String("session/set_mode")) {
        m_currentModeId = request.params.value(key("modeId")).toString();
        return modeEvent();
    }
    if (request.method == QLatin1String("session/set_model")) {
        m_currentModelId = request.params.value(key("modelId")).toString();
        return modelEvent();
    }
    if (answer.value(key("configOptions")).isArray()) {
        m_configOptions = answer.value(key("configOptions")).toArray();
    } else {
        const QString configId = request.params.value(key("configId")).toString();
        for (qsizetype i = 0; i < m_configOptions.size(); ++i) {
            QJsonObject option = m_configOptions.at(i).toObject();
            if (option.value(key("id")).toString() == configId) {
                option.insert(key("currentValue"), request.params.value(key("value")));
                m_configOptions.replace(i, option);
            }
        }
    }
    return configEvent();
}

QJsonObject SessionSettings::modeEvent() const
{
    return { { key("type"), wire::event::kSessionMode }, { key("current_mode_id"), m_currentModeId },
        { key("available_modes"), m_modes } };
}

QJsonObject SessionSettings::modelEvent() const
{
    return { { key("type"), wire::event::kSessionModel }, { key("current_model_id"), m_currentModelId },
        { key("available_models"), m_models } };
}

QJsonObject SessionSettings::configEvent() const
{
    return { { key("type"), wire::event::kConfigOptions }, { key("config_options"), m_configOptions } };
}

QJsonObject SessionSettings::optionOfCategory(const QString &category) const
{
    for (const QJsonValue &entry : m_configOptions) {
        if (entry.toObject().value(key("category")).toString() == category)
            return entry.toObject();
    }
    return {};
}

} // namespace kandesk::agentctl
