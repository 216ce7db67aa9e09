// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "workflowtemplates.h"

#include "models/workflows/workflowfile.h"

#include <QCoreApplication>
#include <QFile>

#include <array>
#include <utility>

namespace kandesk::workflowtemplates {

namespace {

// The words this file says to users, translated in the context "WorkflowTemplatesWords".
struct WorkflowTemplatesWords {
    Q_DECLARE_TR_FUNCTIONS(WorkflowTemplatesWords)
};


constexpr std::array<std::pair<const char *, const char *>, 3> kTemplates{{
    {"Kanban", ":/workflows/kanban.yml"},
    {"Plan & Build", ":/workflows/plan-and-build.yml"},
    {"Review", ":/workflows/review.yml"},
}};

} // namespace

QStringList names()
{
    QStringList result;
    for (const auto &[name, file] : kTemplates)
        result.append(QString::fromUtf8(name));
    return result;
}

Expected<Workflow> get(const QString &name)
{
    for (const auto &[templateName, path] : kTemplates) {
        if (name.compare(QString::fromUtf8(templateName), Qt::CaseInsensitive) != 0)
            continue;
        QFile file(QString::fromUtf8(path));
        if (!file.open(QIODevice::ReadOnly))
            return Error{WorkflowTemplatesWords::tr("the %1 template is missing from this build").arg(name)};
        auto read = workflowfile::read(file.readAll());
        if (!read)
            return Error{WorkflowTemplatesWords::tr("the %1 template: %2").arg(name, read.error())};
        return read->constFirst();
    }
    return Error{WorkflowTemplatesWords::tr("no workflow template “%1” (there are: %2)").arg(name, names().join(QStringLiteral(", ")))};
}

} // namespace kandesk::workflowtemplates
