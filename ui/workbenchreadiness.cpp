// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// The workbench's readiness: the empty board's "Ready to run" panel and the fixes it asks of Settings.
#include "workbench.h"

#include "application/settings/agentreadiness.h"
#include "ui/board/taskboardview.h"
#include "ui/readiness/readinesspanel.h"

namespace kandesk::ui {

ReadinessPanel *Workbench::readinessPanel() const
{
    return m_readinessPanel;
}

void Workbench::wireReadiness()
{
    m_readinessPanel = new ReadinessPanel({*m_readiness, *m_installs}, ReadinessPanel::Mode::BuiltInAgents);
    m_board->setReadinessPanel(m_readinessPanel);
    connect(m_readinessPanel, &ReadinessPanel::fixRequested, this,
            [this](const ReadinessFix &fix) { applyReadinessFix(fix, m_readinessPanel); });
}

void Workbench::applyReadinessFix(const ReadinessFix &fix, ReadinessPanel *panel)
{
    switch (fix.action) {
    case ReadinessFix::Action::AddKey:
        runSettings(SettingsStart::AgentProfiles);
        break;
    case ReadinessFix::Action::AddSecret:
        runSettings(SettingsStart::Secrets);
        break;
    case ReadinessFix::Action::EditAgent:
        runSettings(SettingsStart::Agents);
        break;
    case ReadinessFix::Action::InstallAgent:
    case ReadinessFix::Action::Command:
        return; // the panel installs, the person runs the command
    }
    if (panel != m_readinessPanel) // runSettings read the board's again
        panel->refresh();
}

} // namespace kandesk::ui
