// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowlibrary.h"

#include "application/stores.h"
#include "application/tasks/taskcreation.h"
#include "application/workflows/agentprofilematch.h"
#include "application/workflows/workflowedit.h"
#include "models/stores/workflowstore.h"
#include "models/workflows/workflowfile.h"
#include "models/workflows/workflowids.h"
#include "models/workflows/workflowtemplates.h"

#include <QCoreApplication>
#include <QThreadPool>
#include <QtConcurrent>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "WorkflowLibrary".
struct WorkflowLibraryWords {
    Q_DECLARE_TR_FUNCTIONS(WorkflowLibrary)
};

Expected<QString> workspaceOrDefault(Stores &stores, const QString &workspaceId)
{
    if (!workspaceId.isEmpty())
        return workspaceId;
    return defaultWorkspaceId(stores);
}

// The workspace worked on and this home's profiles as workflow files name them.
struct Context {
    QString workspaceId;
    AgentProfileMatch profiles;
};

Expected<Context> contextOf(Stores &stores, const QString &workspaceId)
{
    auto workspace = workspaceOrDefault(stores, workspaceId);
    if (!workspace)
        return Error{workspace.error()};
    auto match = AgentProfileMatch::read(stores);
    if (!match)
        return Error{match.error()};
    return Context{*workspace, *match};
}

// Each profile the workflow names gets this home's matching profile, if one matches.
void matchProfiles(Workflow &workflow, const AgentProfileMatch &match, QStringList &unmatched)
{
    const auto matchOne = [&](const AgentProfileRef &ref, QString &id, const QString &where) {
        id = match.idOf(ref);
        if (!ref.isEmpty() && id.isEmpty())
            unmatched.append(WorkflowLibraryWords::tr("%1: no agent profile here is %2").arg(where, profileText(ref)));
    };
    matchOne(workflow.agentProfile, workflow.agentProfileId, QStringLiteral("“%1”").arg(workflow.name));
    for (WorkflowStep &step : workflow.steps)
        matchOne(step.agentProfile, step.agentProfileId, WorkflowLibraryWords::tr("“%1”, step “%2”").arg(workflow.name, step.name));
}

Expected<WorkflowImport> importWorkflows(Stores &stores, const QList<Workflow> &read, const QString &workspaceId)
{
    auto context = contextOf(stores, workspaceId);
    if (!context)
        return Error{context.error()};
    const QString &workspace = context->workspaceId;
    const AgentProfileMatch &match = context->profiles;
    WorkflowImport result;
    for (const Workflow &fromFile : read) {
        if (stores.workflows().find(workspace, fromFile.name)) {
            result.skipped.append(fromFile.name);
            continue;
        }
        Workflow workflow = withNewIds(fromFile, workspace);
        matchProfiles(workflow, match, result.unmatchedProfiles);
        if (const Status created = stores.workflows().create(workflow); !created)
            return Error { WorkflowLibraryWords::tr("cannot add workflow “%1”: %2").arg(workflow.name, created.error()) };
        result.created.append(workflow.name);
    }
    return result;
}

// The profiles as this home names them now (a renamed model is exported as it is today).
Workflow withCurrentProfiles(Workflow workflow, const AgentProfileMatch &match)
{
    if (const AgentProfileRef ref = match.refOf(workflow.agentProfileId); !ref.isEmpty())
        workflow.agentProfile = ref;
    for (WorkflowStep &step : workflow.steps) {
        if (const AgentProfileRef ref = match.refOf(step.agentProfileId); !ref.isEmpty())
            step.agentProfile = ref;
    }
    return workflow;
}

Expected<QByteArray> exportWorkflows(Stores &stores, const QStringList &names, const QString &workspaceId)
{
    auto context = contextOf(stores, workspaceId);
    if (!context)
        return Error{context.error()};
    const QString &workspace = context->workspaceId;
    const AgentProfileMatch &match = context->profiles;
    QList<Workflow> chosen;
    if (names.isEmpty()) {
        auto all = stores.workflows().list(workspace);
        if (!all)
            return Error{all.error()};
        chosen = *all;
    }
    for (const QString &name : names) {
        auto found = stores.workflows().find(workspace, name);
        if (!found)
            return Error{found.error()};
        chosen.append(*found);
    }
    for (Workflow &workflow : chosen)
        workflow = withCurrentProfiles(workflow, match);
    return workflowfile::write(chosen);
}

} // namespace

WorkflowLibrary::WorkflowLibrary(Stores &stores)
    : m_stores(stores)
    , m_pool(std::make_unique<QThreadPool>())
{
    m_pool->setObjectName(QStringLiteral("kandesk-workflows"));
    m_pool->setMaxThreadCount(1);
}

WorkflowLibrary::~WorkflowLibrary()
{
    m_pool->waitForDone();
}

QFuture<Expected<QList<Workflow>>> WorkflowLibrary::list(const QString &workspaceId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, workspaceId]() -> Expected<QList<Workflow>> {
        auto workspace = workspaceOrDefault(stores, workspaceId);
        if (!workspace)
            return Error{workspace.error()};
        return stores.workflows().list(*workspace);
    });
}

QFuture<Expected<Workflow>> WorkflowLibrary::find(const QString &name, const QString &workspaceId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, name, workspaceId]() -> Expected<Workflow> {
        auto workspace = workspaceOrDefault(stores, workspaceId);
        if (!workspace)
            return Error{workspace.error()};
        return stores.workflows().find(*workspace, name);
    });
}

QFuture<Expected<WorkflowImport>> WorkflowLibrary::importFile(const QByteArray &yaml, const QString &workspaceId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, yaml, workspaceId]() -> Expected<WorkflowImport> {
        auto read = workflowfile::read(yaml);
        if (!read)
            return Error{read.error()};
        return importWorkflows(stores, *read, workspaceId);
    });
}

QFuture<Expected<WorkflowImport>> WorkflowLibrary::addTemplate(const QString &templateName, const QString &workspaceId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, templateName, workspaceId]() -> Expected<WorkflowImport> {
        auto found = workflowtemplates::get(templateName);
        if (!found)
            return Error{found.error()};
        return importWorkflows(stores, {*found}, workspaceId);
    });
}

QFuture<Expected<QByteArray>> WorkflowLibrary::exportFile(const QStringList &names, const QString &workspaceId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, names, workspaceId] {
        return exportWorkflows(stores, names, workspaceId);
    });
}

QFuture<Status> WorkflowLibrary::remove(const QString &name, const QString &workspaceId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, name, workspaceId]() -> Status {
        auto workspace = workspaceOrDefault(stores, workspaceId);
        if (!workspace)
            return Error{workspace.error()};
        auto found = stores.workflows().find(*workspace, name);
        if (!found)
            return Error{found.error()};
        return stores.workflows().remove(found->id);
    });
}

QFuture<Expected<Workflow>> WorkflowLibrary::save(const Workflow &edited, const QHash<QString, QString> &relocations)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, edited, relocations]() -> Expected<Workflow> {
        auto stored = stores.workflows().get(edited.id);
        if (!stored)
            return Error{stored.error()};
        auto all = stores.workflows().list(stored->workspaceId);
        if (!all)
            return Error{all.error()};
        QStringList others;
        for (const Workflow &other : std::as_const(*all)) {
            if (other.id != stored->id)
                others.append(other.name);
        }
        auto checked = workflowedit::check(*stored, {edited, relocations}, others);
        if (!checked)
            return Error{checked.error()};
        if (const Status written = stores.workflows().update(checked->workflow, checked->relocations); !written)
            return Error { WorkflowLibraryWords::tr("cannot save workflow “%1”: %2").arg(checked->workflow.name, written.error()) };
        return stores.workflows().get(stored->id);
    });
}

QFuture<Expected<QHash<QString, int>>> WorkflowLibrary::stepTaskCounts(const QString &workflowId)
{
    return QtConcurrent::run(m_pool.get(), [&stores = m_stores, workflowId] { return stores.workflows().stepTaskCounts(workflowId); });
}

} // namespace kandesk
