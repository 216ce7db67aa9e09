// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "executorbackend.h"

#include "models/types.h"

#include <QCoreApplication>

namespace kandesk {

// The words this file says to users, translated in the context "ExecutorBackendWords".
namespace {
struct ExecutorBackendWords {
    Q_DECLARE_TR_FUNCTIONS(ExecutorBackendWords)
};
} // namespace

Expected<ExecutorInstance> ExecutorBackend::reattachInstance(const ExecutorRunning &registration)
{
    return Error::failed(ExecutorBackendWords::tr("the %1 runtime ends with the Kandesk that ran it: execution %2 "
                                                  "cannot be taken back, its session is resumed instead")
                             .arg(name(), registration.executionId));
}

void ExecutorRegistry::registerBackend(std::shared_ptr<ExecutorBackend> backend)
{
    QMutexLocker lock(&m_mutex);
    const QString name = backend->name();
    m_backends.insert(name, std::move(backend));
}

std::shared_ptr<ExecutorBackend> ExecutorRegistry::backend(const QString &runtimeName) const
{
    QMutexLocker lock(&m_mutex);
    return m_backends.value(runtimeName);
}

Expected<std::shared_ptr<ExecutorBackend>> ExecutorRegistry::backendForExecutorType(const QString &executorType) const
{
    const QString runtime = runtimeForExecutorType(executorType);
    if (auto found = backend(runtime))
        return found;
    return Error::failed(ExecutorBackendWords::tr("no runtime configured: executor type \"%1\" needs the %2 runtime, "
                                                  "which is not available")
                             .arg(executorType.isEmpty() ? QStringLiteral("local") : executorType, runtime));
}

} // namespace kandesk
