// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

#include <initializer_list>

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

// ACP's extension data on the way through: the first of sources' "_meta" objects (the most specific
// first) becomes the wire event's "_meta", kept as the agent sent it; nobody reads what it does not know.
inline void copyMeta(std::initializer_list<QJsonObject> sources, QJsonObject &to)
{
    for (const QJsonObject &source : sources) {
        const QJsonValue meta = source.value(key("_meta"));
        if (meta.isObject() && !meta.toObject().isEmpty()) {
            to.insert(key("_meta"), meta);
            return;
        }
    }
}

} // namespace kandesk::agentctl::acpjson
