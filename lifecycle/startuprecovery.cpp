// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "startuprecovery.h"

#include "agentctl/api/wire.h"
#include "lifecycle/agentctl/agentctlhttpclient.h"
#include "lifecycle/launch/activitycoordinator.h"
#include "lifecycle/launch/recoveryguard.h"
#include "models/backgroundpool.h"
#include "models/stores/executorsrunningtable.h"
#include "models/stores/sessionstore.h"

#include <QCoreApplication>
#include <QtConcurrent>

namespace kandesk {

// The words this file says to users, translated in the context "StartupRecoveryWords".
namespace {
struct StartupRecoveryWords {
    Q_DECLARE_TR_FUNCTIONS(StartupRecoveryWords)
};
} // namespace

SessionRecovery::LivenessProbe agentctlLivenessProbe(std::shared_ptr<AgentctlNetwork> network, int timeoutMs)
{
    return [network = std::move(network), timeoutMs](const ExecutorRunning &execution) {
        QUrl url(execution.agentctlUrl);
        if (!url.isValid() || url.host().isEmpty()) {
            if (execution.agentctlPort <= 0)
                return false;
            url = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(execution.agentctlPort));
        }
        url.setPath(QString(wire::route::kHealth));
        return network->send("GET", url, {}, {}, timeoutMs).status == 200;
    };
}

QFuture<Expected<StartupRecovery>> recoverAtStartup(Database &database, const QString &dataHome,
                                                    std::shared_ptr<AgentctlNetwork> network, RecoveryExclusion exclusion,
                                                    RecoveryHooks hooks)
{
    return QtConcurrent::run(&backgroundPool(), [&database, dataHome, network, exclusion, hooks]() -> Expected<StartupRecovery> {
        ActivityCoordinator::LeasePtr maintenance;
        if (exclusion.activity) {
            auto lease = exclusion.activity->acquireMaintenance(exclusion.maintenanceWait);
            if (!lease)
                return Error { StartupRecoveryWords::tr("recovery could not start: %1").arg(lease.error()) };
            maintenance = lease.value();
        }
        RecoveryGuard::HoldPtr hold;
        if (exclusion.guard) {
            QStringList recovering;
            if (auto rows = ExecutorsRunningTable(database).list()) {
                for (const ExecutorRunning &row : std::as_const(*rows))
                    recovering.append(row.sessionId);
            }
            if (auto active = SessionStore(database).listInStates({SessionState::Starting, SessionState::Running})) {
                for (const TaskSession &session : std::as_const(*active))
                    recovering.append(session.id);
            }
            hold = exclusion.guard->hold(recovering);
        }
        SessionRecovery recovery(database, dataHome);
        auto report = recovery.recover(hooks.probe ? hooks.probe : agentctlLivenessProbe(network));
        if (!report)
            return Error{report.error()};
        StartupRecovery recovered{report.value(), {}, {}, {}};
        if (hooks.afterRecovery)
            hooks.afterRecovery(recovered);
        auto swept = recovery.sweepQuickChats();
        if (!swept)
            return Error{swept.error()};
        recovered.sweptQuickChats = swept.value();
        return recovered;
    });
}

} // namespace kandesk
