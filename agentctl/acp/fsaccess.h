// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace kandesk::agentctl {

// The agent's file access (ACP fs/*), confined to the workspace: paths are resolved through
// every symlink to their canonical form, and anything that lands outside is refused.
class FsAccess final
{
public:
    explicit FsAccess(QString workspace = {});

    // The canonical path for path (absolute, or relative to the workspace), or an error.
    bool resolve(const QString &path, QString *resolved, QString *error) const;
    // A file that does not exist reads as empty content: agents probe files that way.
    // line is 1-based (0 = from the start); limit 0 = no limit.
    bool readText(const QString &path, int line, int limit, QString *content, QString *error) const;
    bool writeText(const QString &path, const QString &content, QString *error) const;

private:
    QString m_workspace;
};

} // namespace kandesk::agentctl
