// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
// Starts that wait for room (the runner's admission): said on their cards and in the status bar,
// Start Now in a card's menu lets one go.
#include "workbench.h"

#include "mainwindow.h"

#include "application/admission/agentadmission.h"
#include "application/taskrunner.h"
#include "application/taskrunnerruntime.h"
#include "board/taskboardview.h"
#include "models/items/taskmodel.h"

namespace kandesk::ui {

void Workbench::wireAdmission()
{
    AgentAdmission *admission = m_services.runtime.runner().admission();
    if (!admission)
        return;
    connect(admission, &AgentAdmission::waitingChanged, this, [this, admission] {
        QHash<QString, QString> reasons;
        for (const AgentAdmission::Waiting &waiting : admission->waiting()) {
            if (!reasons.contains(waiting.taskId))
                reasons.insert(waiting.taskId, waiting.reason.isEmpty() ? tr("its turn") : waiting.reason);
        }
        for (const QString &taskId : std::as_const(m_waitingStarts)) {
            if (!reasons.contains(taskId))
                m_model->setStartWait(taskId, {});
        }
        for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
            m_model->setStartWait(it.key(), it.value());
        m_waitingStarts = QSet<QString>(reasons.keyBegin(), reasons.keyEnd());
        m_window.setWaitingStarts(int(admission->waiting().size()));
    });
    connect(m_board, &TaskBoardView::startNowRequested, admission, &AgentAdmission::force);
}

} // namespace kandesk::ui
