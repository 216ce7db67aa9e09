// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "application/settings/agentreadiness.h"

#include <QHash>
#include <QWidget>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace kandesk {
class AgentInstalls;
} // namespace kandesk

namespace kandesk::ui {

class ReadinessRow;

// What is ready to run agents, read through the door's AgentReadiness when shown and again after a
// fix: the empty board's panel (Node.js and npm, then one line per built-in agent) or New Task's one
// line for the chosen agent. A missing agent installs with one click (the door's AgentInstalls,
// npm's newest line shown as it goes); what Settings fixes is asked of the window (fixRequested),
// which calls refresh() once it is done; a command is shown to copy.
class ReadinessPanel final : public QWidget
{
    Q_OBJECT
public:
    // Both must outlive the panel.
    struct Services {
        AgentReadiness &readiness;
        AgentInstalls &installs;
    };
    enum class Mode { BuiltInAgents, OneAgent };

    ReadinessPanel(Services services, Mode mode, QWidget *parent = nullptr);
    ~ReadinessPanel() override;

    // OneAgent: the agent whose line shows (empty: none).
    void showAgent(const QString &agentId);
    bool hasReport() const { return m_report.has_value(); }
    const ReadinessReport *report() const { return m_report ? &*m_report : nullptr; }
    // The line of an agent (BuiltInAgents: every built-in one; OneAgent: the shown one), or of Node.js and npm.
    ReadinessRow *row(const QString &agentId) const;
    ReadinessRow *machineRow() const { return m_machine; }
    QSize sizeHint() const override;

public Q_SLOTS:
    // Reads again (off the GUI thread); an answer older than the newest asked is dropped.
    void refresh();

Q_SIGNALS:
    // A report arrived and is shown.
    void checked();
    // A fix that opens Settings (add a key or a secret, a custom agent's command).
    void fixRequested(const kandesk::ReadinessFix &fix);
    // An install asked from a line ended (message: why it failed; empty when installed).
    void installFinished(const QString &agentId, const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void present(const ReadinessReport &report);
    void showRows();
    void applyFix(const ReadinessFix &fix);
    void install(const ReadinessFix &fix);
    ReadinessRow *addRow(const QString &agentId);

    Services m_services;
    Mode m_mode;
    QString m_agentId; // OneAgent
    std::optional<ReadinessReport> m_report;
    int m_generation = 0;
    QHash<QString, QString> m_installing; // agent id -> npm's newest line
    QHash<QString, QString> m_failed;     // agent id -> why its install failed
    QLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_checkAgain = nullptr;
    ReadinessRow *m_machine = nullptr;
    QVBoxLayout *m_rows = nullptr;
    QHash<QString, ReadinessRow *> m_rowOf;
};

} // namespace kandesk::ui
