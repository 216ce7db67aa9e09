// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace kandesk::agentctl {

// What one ACP session offers to choose and what is chosen: its modes, its models and its
// configuration options, as the agent announced them (session/new or load answers, updates).
// Turns them into wire events and tells how a requested mode or model reaches the agent.
class SessionSettings
{
public:
    // How to ask the agent for a value: an ACP method with its parameters (sessionId added by the
    // caller), or why it cannot be asked.
    struct Request {
        QString method;
        QJsonObject params;
        QString error;
    };

    void clear() { *this = SessionSettings(); }
    // Reads modes, models and configOptions from a session/new or session/load answer; returns
    // the events that announce them.
    QList<QJsonObject> absorbSessionAnswer(const QJsonObject &answer);
    // current_mode_update and config_option_update: the event that announces the new state.
    QJsonObject applyModeUpdate(const QString &currentModeId);
    QJsonObject applyConfigOptions(const QJsonArray &options);

    Request modeRequest(const QString &modeId) const;
    Request modelRequest(const QString &modelId) const;
    Request configRequest(const QString &configId, const QJsonValue &value) const;

    // After the agent accepted a request (answer: its result): the event that announces the new state.
    QJsonObject accepted(const Request &request, const QJsonObject &answer);

    QString currentModeId() const { return m_currentModeId; }
    QString currentModelId() const { return m_currentModelId; }

private:
    QJsonObject modeEvent() const;
    QJsonObject modelEvent() const;
    QJsonObject configEvent() const;
    // The config option of that ACP category ("mode", "model"), empty when none.
    QJsonObject optionOfCategory(const QString &category) const;

    QString m_currentModeId;
    QJsonArray m_modes;
    QString m_currentModelId;
    QJsonArray m_models;
    QJsonArray m_configOptions;
};

} // namespace kandesk::agentctl
