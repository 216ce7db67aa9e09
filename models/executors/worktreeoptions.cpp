// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "worktreeoptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kandesk {

namespace {

const QString kBranchTemplateKey = QStringLiteral("branch_template");
const QString kCopyGlobsKey = QStringLiteral("copy_globs");

} // namespace

WorktreeOptions worktreeOptionsFromConfig(const QString &configJson)
{
    WorktreeOptions options;
    const QJsonObject config = QJsonDocument::fromJson(configJson.toUtf8()).object();
    options.branchTemplate = config.value(kBranchTemplateKey).toString().trimmed();
    const QJsonArray globs = config.value(kCopyGlobsKey).toArray();
    for (const QJsonValue &glob : globs) {
        const QString text = glob.toString().trimmed();
        if (!text.isEmpty())
            options.copyGlobs.append(text);
    }
    return options;
}

QString configWithWorktreeOptions(const QString &configJson, const WorktreeOptions &options)
{
    QJsonObject config = QJsonDocument::fromJson(configJson.toUtf8()).object();
    config.insert(kBranchTemplateKey, options.branchTemplate.trimmed());
    QStringList globs;
    for (const QString &glob : options.copyGlobs) {
        if (!glob.trimmed().isEmpty())
            globs.append(glob.trimmed());
    }
    config.insert(kCopyGlobsKey, QJsonArray::fromStringList(globs));
    return QString::fromUtf8(QJsonDocument(config).toJson(QJsonDocument::Compact));
}

} // namespace kandesk
