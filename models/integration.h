// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QString>

namespace kandesk {

// A workspace's connection to an issue tracker: which one, where, the names of the vault's secrets
// that hold its credentials (never the values), and what Kandesk tells an issue when its work lands.
struct Integration {
    QString id;
    QString workspaceId;
    QString kind; // github, gitlab, linear, jira
    QString name; // what the user calls it
    QString site; // GitHub's or GitLab's host, Jira's site (https://acme.atlassian.net); empty: the default
    QString tokenSecret; // the vault's name of the token / API key
    QString userSecret; // Jira: the vault's name of the account's e-mail
    bool commentOnLand = true; // comment on the issue when the task's work lands
    bool closeOnLand = false; // close it (GitHub, GitLab) or move it to closeState (Linear, Jira) then
    QString closeState; // Linear's state, Jira's transition or status; empty: the first done one
    QString inboxQuery; // JSON of the saved query that fills the Inbox; empty: no inbox
    QDateTime createdAt;
};

// A task made from an issue: which issue (its reference and tracker site), through which connection.
struct TaskIssue {
    QString taskId;
    QString issueRef; // github:acme/widgets#12, linear:ENG-42, …
    QString site;
    QString integrationId;
    QString url;
    QString title;
    QDateTime landedAt; // when the issue was told the work landed; invalid: not yet
};

} // namespace kandesk
