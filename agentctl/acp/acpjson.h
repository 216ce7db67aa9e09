// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

// Small JSON helpers AcpClient's sources share.
namespace kandesk::agentctl::acpjson {

inline QString key(const char *name)
{
    return QString::fromLatin1(name);
}

inline QJsonObject errorPayload(const QString &message)
{
    return QJsonObject { { key("error"), message } };
}

inline void copyIfPresent(const QJsonObject &from, const char *fromKey, QJsonObject &to, const char *toKey)
{
    const QJsonValue value = from.value(key(fromKey));
    if (!value.isUndefined() && !value.isNull())
        to.insert(key(toKey), value);
}

} // namespace kandesk::agentctl::acpjson
