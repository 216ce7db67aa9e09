// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskcreation.h"

#include "application/stores.h"
#include "models/stores/workflowstore.h"
#include "models/workflows/workflowsteps.h"
#include "models/stores/profilestore.h"
#include "models/stores/settingsstore.h"
#include "models/stores/taskstore.h"
#include "models/stores/workspacestore.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

constexpr int kTitleLength = 60;

Status checkAgentProfile(ProfileStore &profiles, const QString &profileId)
{
    if (profileId.isEmpty())
        return {};
    auto known = profiles.agentProfiles();
    if (!known)
        return Error{known.error()};
    for (const AgentProfile &profile : std::as_const(*known)) {
        if (profile.id == profileId)
            return {};
    }
    return Error{QCoreApplication::translate("TaskCreation", "no agent profile has the id %1").arg(profileId)};
}

// The workspace's first workflow: the one the board shows a fresh home.
Expected<Workflow> boardWorkflow(Stores &stores, const QString &workspaceId)
{
    auto workflows = stores.workflows().list(workspaceId);
    if (!workflows)
        return Error{workflows.error()};
    if (workflows->isEmpty())
        return Error{QCoreApplication::translate("TaskCreation", "the workspace has no workflow")};
    return workflows->constFirst();
}

} // namespace

Expected<Task> createTaskNow(Stores &stores, const NewTask &wanted)
{
    Task task;
    task.title = wanted.title.trimmed();
    if (task.title.isEmpty())
        task.title = titleFromPrompt(wanted.prompt);
    if (task.title.isEmpty() && wanted.chat)
        task.title = QCoreApplication::translate("TaskCreation", "Quick chat");
    if (task.title.isEmpty())
        return Error{QCoreApplication::translate("TaskCreation", "a task needs a title or a prompt")};
    task.description = wanted.prompt.trimmed();
    task.ephemeral = wanted.chat;
    task.agentProfileId = wanted.agentProfileId;
    task.executorProfileId = wanted.executorProfileId;
    task.repositories = wanted.repositories;
    task.workflowStepId = wanted.workflowStepId;
    task.dependsOn = wanted.dependsOn;
    task.parentTaskId = wanted.parentTaskId;

    task.workspaceId = wanted.workspaceId;
    if (task.workspaceId.isEmpty()) {
        auto workspace = defaultWorkspaceId(stores);
        if (!workspace)
            return Error{workspace.error()};
        task.workspaceId = *workspace;
    }
    if (const Status known = checkAgentProfile(stores.profiles(), task.agentProfileId); !known)
        return Error{known.error()};
    if (task.workflowStepId.isEmpty() && (!wanted.workflowId.isEmpty() || !wanted.stepName.isEmpty())) {
        auto workflow = wanted.workflowId.isEmpty() ? boardWorkflow(stores, task.workspaceId)
                                                    : stores.workflows().get(wanted.workflowId);
        if (!workflow)
            return Error{workflow.error()};
        if (workflow->workspaceId != task.workspaceId)
            return Error{QCoreApplication::translate("TaskCreation", "workflow “%1” is another workspace's").arg(workflow->name)};
        const WorkflowStep *step = wanted.startsNow ? workflowsteps::startStep(workflow->steps)
                                                    : (workflow->steps.isEmpty() ? nullptr : &workflow->steps.constFirst());
        if (!wanted.stepName.isEmpty()) {
            step = workflowsteps::named(workflow->steps, wanted.stepName);
            if (!step) {
                QStringList names;
                for (const WorkflowStep &known : std::as_const(workflow->steps))
                    names.append(known.name);
                return Error{QCoreApplication::translate("TaskCreation", "workflow “%1” has no step “%2” (its steps: %3)")
                                 .arg(workflow->name, wanted.stepName, names.join(QStringLiteral(", ")))};
            }
        }
        if (!step)
            return Error{QCoreApplication::translate("TaskCreation", "workflow “%1” has no steps").arg(workflow->name)};
        task.workflowStepId = step->id;
    }
    if (wanted.startsNow && task.workflowStepId.isEmpty()) {
        auto steps = stores.workspaces().agentSteps(task.workspaceId);
        if (!steps)
            return Error{steps.error()};
        task.workflowStepId = steps->start;
    }
    auto created = stores.tasks().create(task);
    if (!created)
        return Error{QCoreApplication::translate("TaskCreation", "cannot create the task: %1").arg(created.error())};
    if (wanted.rememberAgentProfile && !task.agentProfileId.isEmpty()) {
        // The task exists either way: a setting that cannot be saved costs only the next default.
        const Status remembered = stores.settings().setValue(kLastAgentProfileKey, task.agentProfileId);
        Q_UNUSED(remembered);
    }
    return created;
}

Expected<QString> defaultWorkspaceId(Stores &stores)
{
    WorkspaceStore &workspaces = stores.workspaces();
    auto known = workspaces.list();
    if (!known)
        return Error{known.error()};
    if (!known->isEmpty())
        return known->constFirst().id;
    auto created = workspaces.create(QStringLiteral("Default"));
    if (!created)
        return Error{created.error()};
    return created->id;
}

QString titleFromPrompt(const QString &prompt)
{
    QString line = prompt.trimmed().section(QLatin1Char('\n'), 0, 0).simplified();
    if (line.size() > kTitleLength)
        line = line.left(kTitleLength - 1).trimmed() + QChar(0x2026);
    return line;
}

TaskCreation::TaskCreation(Stores &stores)
    : m_stores(stores)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-task-creation"));
    m_pool->setMaxThreadCount(1);
}

TaskCreation::~TaskCreation()
{
    m_pool->waitForDone();
}

QFuture<Expected<Task>> TaskCreation::create(const NewTask &wanted)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, wanted] { return createTaskNow(stores, wanted); });
}

} // namespace kandesk
