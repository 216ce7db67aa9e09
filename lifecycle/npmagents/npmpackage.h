// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QMap>
#include <QString>

namespace kandesk {

// What Kandesk reads from an installed package's package.json.
struct NpmPackage {
    QString directory; // the package's folder (…/node_modules/<name>)
    QString name;
    QString version;
    QString enginesNode; // "engines.node", empty when the package names none
    QMap<QString, QString> bins; // command name -> file relative to the package folder

    static Expected<NpmPackage> read(const QString &packageDirectory);
};

// How an installed agent is started: through node (a JavaScript entry) or directly (a native
// binary or a script with its own interpreter).
struct NpmEntry {
    QString path; // absolute
    bool runWithNode = true;
};

// The file the agent starts from: entryOverride (a file inside the package) when given, else the
// package's bin — the one named like the package (without its scope), else its only one.
Expected<NpmEntry> resolveNpmEntry(const NpmPackage &package, const QString &entryOverride = {});

} // namespace kandesk
