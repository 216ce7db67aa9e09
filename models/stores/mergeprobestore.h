// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "models/expected.h"

#include <QHash>
#include <QSet>
#include <QString>

namespace kandesk {

class Database;

// Two commits of one repository, ours the smaller hash: a pair probed once serves either order.
struct CommitPair {
    QString ours;
    QString theirs;
    bool operator==(const CommitPair &) const = default;
};
inline size_t qHash(const CommitPair &pair, size_t seed = 0) { return qHashMulti(seed, pair.ours, pair.theirs); }

// What merging two commits would conflict on, as the radar wrote it (merge_probes; the text is
// the radar's JSON). Safe from any thread.
class MergeProbeStore final
{
public:
    explicit MergeProbeStore(Database &database)
        : m_database(database)
    { }

    Expected<QHash<CommitPair, QByteArray>> probes(const QString &repositoryPath) const;
    // Records the new probes and forgets the repository's pairs that are not in keep, in one transaction.
    Status update(const QString &repositoryPath, const QHash<CommitPair, QByteArray> &added, const QSet<CommitPair> &keep);

private:
    Database &m_database;
};

} // namespace kandesk
