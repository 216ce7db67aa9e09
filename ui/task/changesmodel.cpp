// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "changesmodel.h"

#include <QJsonArray>
#include <QSet>

#include <numeric>

namespace kandesk::ui {

ChangesModel::ChangesModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void ChangesModel::applyGitStatus(const QJsonObject &event)
{
    QList<File> incoming;
    const QJsonArray files = event.value(QStringLiteral("files")).toArray();
    for (const QJsonValue &value : files) {
        const QJsonObject file = value.toObject();
        incoming.append({file.value(QStringLiteral("path")).toString(), file.value(QStringLiteral("old_path")).toString(),
                         file.value(QStringLiteral("status")).toString(), file.value(QStringLiteral("additions")).toInt(),
                         file.value(QStringLiteral("deletions")).toInt(), file.value(QStringLiteral("staged")).toBool()});
    }
    std::sort(incoming.begin(), incoming.end(), [](const File &a, const File &b) { return a.path < b.path; });

    // Remove rows that went away, then update or insert in sorted order.
    QSet<QString> keep;
    for (const File &file : std::as_const(incoming))
        keep.insert(file.path);
    for (int row = int(m_files.size()) - 1; row >= 0; --row) {
        if (!keep.contains(m_files.at(row).path)) {
            beginRemoveRows({}, row, row);
            m_files.removeAt(row);
            endRemoveRows();
        }
    }
    for (int row = 0; row < incoming.size(); ++row) {
        const File &file = incoming.at(row);
        if (row < m_files.size() && m_files.at(row).path == file.path) {
            const File &old = m_files.at(row);
            if (old.status != file.status || old.additions != file.additions || old.deletions != file.deletions
                || old.staged != file.staged || old.oldPath != file.oldPath) {
                m_files[row] = file;
                Q_EMIT dataChanged(index(row), index(row));
            }
            continue;
        }
        beginInsertRows({}, row, row);
        m_files.insert(row, file);
        endInsertRows();
    }

    m_branch = event.value(QStringLiteral("branch")).toString();
    m_ahead = event.value(QStringLiteral("ahead")).toInt();
    m_behind = event.value(QStringLiteral("behind")).toInt();
    Q_EMIT summaryChanged();
}

void ChangesModel::clear()
{
    beginResetModel();
    m_files.clear();
    m_branch.clear();
    m_ahead = m_behind = 0;
    endResetModel();
    Q_EMIT summaryChanged();
}

int ChangesModel::totalAdditions() const
{
    return std::accumulate(m_files.cbegin(), m_files.cend(), 0, [](int sum, const File &f) { return sum + f.additions; });
}

int ChangesModel::totalDeletions() const
{
    return std::accumulate(m_files.cbegin(), m_files.cend(), 0, [](int sum, const File &f) { return sum + f.deletions; });
}

int ChangesModel::rowOf(const QString &path) const
{
    for (int row = 0; row < m_files.size(); ++row) {
        if (m_files.at(row).path == path)
            return row;
    }
    return -1;
}

int ChangesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_files.size());
}

QVariant ChangesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const File &file = m_files.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case PathRole:
        return file.path;
    case Qt::ToolTipRole:
        return QStringLiteral("%1 · %2 · +%3 −%4").arg(file.path, changeStatusText(file.status)).arg(file.additions).arg(file.deletions);
    case StatusRole:
        return file.status;
    case AdditionsRole:
        return file.additions;
    case DeletionsRole:
        return file.deletions;
    case StagedRole:
        return file.staged;
    case OldPathRole:
        return file.oldPath;
    default:
        return {};
    }
}

QString changeStatusLetter(const QString &status)
{
    if (status == QLatin1String("added"))
        return QStringLiteral("A");
    if (status == QLatin1String("deleted"))
        return QStringLiteral("D");
    if (status == QLatin1String("renamed"))
        return QStringLiteral("R");
    if (status == QLatin1String("untracked"))
        return QStringLiteral("?");
    if (status == QLatin1String("conflicted"))
        return QStringLiteral("!");
    return QStringLiteral("M");
}

QString changeStatusText(const QString &status)
{
    if (status == QLatin1String("added"))
        return ChangesModel::tr("Added");
    if (status == QLatin1String("deleted"))
        return ChangesModel::tr("Deleted");
    if (status == QLatin1String("renamed"))
        return ChangesModel::tr("Renamed");
    if (status == QLatin1String("untracked"))
        return ChangesModel::tr("New");
    if (status == QLatin1String("conflicted"))
        return ChangesModel::tr("Conflict");
    return ChangesModel::tr("Modified");
}

} // namespace kandesk::ui
