// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "executorname.h"

#include <QCoreApplication>

namespace kandesk {

namespace {

// The words this file says to users, translated in the context "ExecutorNameWords".
struct ExecutorNameWords {
    Q_DECLARE_TR_FUNCTIONS(ExecutorNameWords)
};


constexpr int kMaxNameLength = 80;

} // namespace

bool hasControlCharacter(const QString &text)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control)
            return true;
    }
    return false;
}

QString executorNameProblem(const QString &name)
{
    if (name.trimmed().isEmpty())
        return ExecutorNameWords::tr("an executor profile needs a name");
    if (name != name.trimmed())
        return ExecutorNameWords::tr("the name \"%1\" starts or ends with spaces").arg(name);
    if (hasControlCharacter(name))
        return ExecutorNameWords::tr("the name has a control character (a line break?)");
    if (name.size() > kMaxNameLength)
        return ExecutorNameWords::tr("the name is %1 characters long; at most %2 please").arg(QString::number(name.size()), QString::number(kMaxNameLength));
    return {};
}

} // namespace kandesk
