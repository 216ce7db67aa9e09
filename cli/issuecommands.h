// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

namespace kandesk {
struct IssueLanding;
}

namespace kandesk::cli {

// Issue trackers from the command line (application/intake/issueintake.h does the work):
//   kandesk task import REF [--repo PATH] [--connection ID|NAME] [--run [--auto-approve]] [--json]
//   kandesk task import --query TEXT | --jql JQL [--connection ID|NAME] [--project P] [--label L]…
//                       [--mine] [--closed] [--limit N] [--dry-run] [--repo PATH] [--json]
// REF: github:OWNER/REPO#N, gitlab:GROUP/PROJECT#N, linear:KEY-N, jira:KEY-N. The same issue again
// names the task it made (exit 0, "existed").
int taskImportCommand(const QStringList &arguments);

//   kandesk integration list [--json]
//   kandesk integration add KIND [--name N] [--site S] [--token-secret NAME] [--user-secret NAME]
//                       [--no-comment] [--close [--close-state STATE]] [--json]
//   kandesk integration test ID|NAME [--json]
//   kandesk integration delete ID|NAME
int integrationCommand(const QStringList &arguments);
QString integrationCommandsUsage();

// What the issue a finished task came from was told ("Told github:acme/widgets#12: commented,
// closed."), its problems on stderr; nothing when it has none.
void printIssueLanding(const IssueLanding &landing, bool json);
QString taskImportUsage();

} // namespace kandesk::cli
