// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"
#include "models/types.h"

#include <QByteArray>
#include <QFuture>
#include <QHash>
#include <QStringList>

#include <memory>

class QThreadPool;

namespace kandesk {

class Stores;

// What an import (of a file or a template) did, workflow by workflow.
struct WorkflowImport {
    QStringList created;
    QStringList skipped; // a workflow of that name is in the workspace already
    // Agent profiles the file names that no profile here matches (agent, model and mode exactly):
    // the steps keep the name and say so when they run.
    QStringList unmatchedProfiles;
};

// A workspace's workflows as a user manages them: listed, imported from and exported to kandev's
// workflow files, added from Kandesk's templates, deleted. The same rules for Settings and
// `kandesk workflow`. Work runs on the library's own thread, in the order asked; the futures
// return at once; the library outlives its work (its destructor waits). An empty workspaceId is
// the home's first workspace.
class WorkflowLibrary final
{
public:
    explicit WorkflowLibrary(Stores &stores);
    ~WorkflowLibrary();
    WorkflowLibrary(const WorkflowLibrary &) = delete;
    WorkflowLibrary &operator=(const WorkflowLibrary &) = delete;

    QFuture<Expected<QList<Workflow>>> list(const QString &workspaceId = {});
    QFuture<Expected<Workflow>> find(const QString &name, const QString &workspaceId = {});
    // Checks the whole file first (nothing is stored when any of it is wrong), then adds each
    // workflow whose name the workspace does not have yet.
    QFuture<Expected<WorkflowImport>> importFile(const QByteArray &yaml, const QString &workspaceId = {});
    QFuture<Expected<WorkflowImport>> addTemplate(const QString &templateName, const QString &workspaceId = {});
    // The file of the named workflows (none named: all of the workspace's).
    QFuture<Expected<QByteArray>> exportFile(const QStringList &names, const QString &workspaceId = {});
    QFuture<Status> remove(const QString &name, const QString &workspaceId = {});
    // The editor's work, stored (workflowedit.h says what is checked): the workflow as stored now.
    // relocations: where the tasks of each removed step go (step id → step id; default: the first).
    QFuture<Expected<Workflow>> save(const Workflow &edited, const QHash<QString, QString> &relocations = {});
    // How many tasks (archived ones too) each step of the workflow holds, by step id.
    QFuture<Expected<QHash<QString, int>>> stepTaskCounts(const QString &workflowId);

private:
    Stores &m_stores;
    std::unique_ptr<QThreadPool> m_pool;
};

} // namespace kandesk
