// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "mergeprobestore.h"

#include "models/database.h"
#include "models/sqlhelpers.h"

#include <QSqlQuery>

namespace kandesk {

Expected<QHash<CommitPair, QByteArray>> MergeProbeStore::probes(const QString &repositoryPath) const
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    auto query = sql::run(*db,
        QStringLiteral("SELECT ours, theirs, conflicts FROM merge_probes WHERE repository_path = ?"), { repositoryPath });
    if (!query)
        return Error { query.error() };
    QHash<CommitPair, QByteArray> found;
    while (query->next())
        found.insert(CommitPair { query->value(0).toString(), query->value(1).toString() }, query->value(2).toByteArray());
    return found;
}

Status MergeProbeStore::update(
    const QString &repositoryPath, const QHash<CommitPair, QByteArray> &added, const QSet<CommitPair> &keep)
{
    auto db = m_database.connection();
    if (!db)
        return Error { db.error() };
    sql::Transaction transaction(*db);
    if (Status begun = transaction.begin(); !begun)
        return begun;
    const qint64 now = sql::nowStored();
    for (auto it = added.cbegin(); it != added.cend(); ++it) {
        if (Status written = sql::exec(*db,
                QStringLiteral("INSERT OR REPLACE INTO merge_probes (repository_path, ours, theirs, conflicts, probed_at) "
                               "VALUES (?, ?, ?, ?, ?)"),
                { repositoryPath, it.key().ours, it.key().theirs, QString::fromUtf8(it.value()), now });
            !written)
            return written;
    }
    auto stored = sql::run(*db,
        QStringLiteral("SELECT ours, theirs FROM merge_probes WHERE repository_path = ?"), { repositoryPath });
    if (!stored)
        return Error { stored.error() };
    QList<CommitPair> stale;
    while (stored->next()) {
        const CommitPair pair { stored->value(0).toString(), stored->value(1).toString() };
        if (!keep.contains(pair))
            stale.append(pair);
    }
    for (const CommitPair &pair : std::as_const(stale)) {
        if (Status gone = sql::exec(*db,
                QStringLiteral("DELETE FROM merge_probes WHERE repository_path = ? AND ours = ? AND theirs = ?"),
                { repositoryPath, pair.ours, pair.theirs });
            !gone)
            return gone;
    }
    return transaction.commit();
}

} // namespace kandesk
