// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

namespace kandesk {

// Where Kandesk keeps what. By the XDG base directory rules: data ($XDG_DATA_HOME/kandesk: the
// database, the secrets file, quick chats, backups and, unless Settings says otherwise, the task
// worktrees), cache ($XDG_CACHE_HOME/kandesk: what can be fetched again, the npm agents) and state
// ($XDG_STATE_HOME/kandesk: the logs). A home given as one folder (--data-dir, KANDESK_HOME)
// keeps all three in it.
struct HomeLayout {
    QString data;
    QString cache;
    QString state;

    static HomeLayout oneFolder(const QString &home);
    bool isOneFolder() const { return data == cache && data == state; }
    // <state>/logs: the window's log, its crash note, the agentctl logs.
    QString logsFolder() const;
    // <data>/tasks: where task worktrees go unless the worktrees folder setting names another.
    QString defaultWorktreesFolder() const;
};

// The explicit folder if given, else $KANDESK_HOME, each as one folder; else the XDG folders
// (relative values ignored, as the rules say; $HOME's defaults otherwise). Nothing is made.
Expected<HomeLayout> locateHomeLayout(const QString &explicitDir = {});

// Makes the layout's folders (0700) where missing.
Status makeHomeFolders(const HomeLayout &layout);

// locateHomeLayout, then makeHomeFolders.
Expected<HomeLayout> resolveHomeLayout(const QString &explicitDir = {});

// Where Kandesk kept everything before it followed the XDG rules: $XDG_DATA_HOME/Kandesk/Kandesk
// (the organisation and application name, doubled). application/homemigration.h moves it once.
QString legacyDataHome();

// The database file inside a home folder.
QString databasePath(const QString &home);

// The file of the secrets kept outside the keychain, inside a home folder (models/secretvault.h).
QString secretsFilePath(const QString &home);

} // namespace kandesk
