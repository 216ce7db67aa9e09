// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "executorname.h"

namespace kandesk {

namespace {

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
        return QStringLiteral("an executor profile needs a name");
    if (name != name.trimmed())
        return QStringLiteral("the name \"%1\" starts or ends with spaces").arg(name);
    if (hasControlCharacter(name))
        return QStringLiteral("the name has a control character (a line break?)");
    if (name.size() > kMaxNameLength)
        return QStringLiteral("the name is %1 characters long; at most %2 please").arg(name.size()).arg(kMaxNameLength);
    return {};
}

} // namespace kandesk
