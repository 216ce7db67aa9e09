// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/settings/agentinstalls.h"

#include <QFuture>
#include <QSet>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace kandesk::ui {

// The selected built-in agent's installed versions, the newest available (asked with `npm view`,
// remembered), Install / Update / Remove, and its version pin. npm runs off the GUI thread; its
// output streams into the progress panel below the buttons.
class SettingsNpmAgentPanel final : public QWidget
{
    Q_OBJECT
public:
    explicit SettingsNpmAgentPanel(QString homeDir, QWidget *parent = nullptr);
    ~SettingsNpmAgentPanel() override;

    // Shows agent (hidden for agents that are not npm packages). keep: versions profiles pin (an
    // update keeps them).
    void setAgent(const AgentDefinition *agent, const QSet<QString> &keep = {});
    const NpmAgentState &state() const { return m_state; }
    bool isBusy() const { return m_busy; }

public Q_SLOTS:
    void install();
    void update();
    void remove();
    void checkLatest();
    void applyPin();

Q_SIGNALS:
    // The agent's installs or pin changed (the agents table re-reads them).
    void changed();
    // The state of the shown agent was read again.
    void stateLoaded();
    // An install, update or removal ended (ok, or the reason).
    void operationFinished(bool ok, const QString &message);

private:
    void reload();
    void showState();
    void appendOutput(const QString &line);
    // Starts an operation of the application's AgentInstalls; its output lines and its problem (empty:
    // none) come back to this panel.
    void runOperation(const QString &title, const std::function<QFuture<QString>(const NpmOutput &)> &start);

    QString m_home;
    AgentDefinition m_agent;
    QSet<QString> m_keep;
    NpmAgentState m_state;
    bool m_busy = false;
    int m_generation = 0;

    QLabel *m_title = nullptr;
    QLabel *m_installed = nullptr;
    QLabel *m_latest = nullptr;
    QLabel *m_problem = nullptr;
    QComboBox *m_pin = nullptr;
    QPushButton *m_pinApply = nullptr;
    QPushButton *m_install = nullptr;
    QPushButton *m_update = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_check = nullptr;
    QPlainTextEdit *m_output = nullptr;
};

} // namespace kandesk::ui
