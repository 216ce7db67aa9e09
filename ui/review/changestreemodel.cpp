// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "changestreemodel.h"

#include "application/review/taskchanges.h"

#include <QHash>

namespace kandesk::ui {

struct ChangesTreeModel::Node {
    int parent = -1;
    int row = 0;
    QList<int> children;
    QString name;
    int repository = -1;
    int file = -1;
    QString status;
    int additions = 0;
    int deletions = 0;
    bool staged = false;
    QString path;
    QString oldPath;
};

ChangesTreeModel::ChangesTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    m_nodes.append(Node{});
}

ChangesTreeModel::~ChangesTreeModel() = default;

int ChangesTreeModel::addNode(int parent, Node node)
{
    node.parent = parent;
    node.row = int(m_nodes.at(parent).children.size());
    m_nodes.append(std::move(node));
    const int id = int(m_nodes.size()) - 1;
    m_nodes[parent].children.append(id);
    return id;
}

void ChangesTreeModel::setDiff(const TaskDiff &diff)
{
    beginResetModel();
    m_nodes.clear();
    m_nodes.append(Node{});
    const bool several = diff.repositories.size() > 1;
    for (int r = 0; r < diff.repositories.size(); ++r) {
        const RepositoryDiff &repository = diff.repositories.at(r);
        int top = 0;
        if (several) {
            Node node;
            node.name = repository.name;
            node.repository = r;
            node.additions = repository.diff.additions();
            node.deletions = repository.diff.deletions();
            top = addNode(0, node);
        }
        QHash<QString, int> folders;
        for (int f = 0; f < repository.diff.files.size(); ++f) {
            const git::FileChange &file = repository.diff.files.at(f);
            const qsizetype slash = file.path.lastIndexOf(QLatin1Char('/'));
            int parent = top;
            if (slash > 0) {
                const QString folder = file.path.left(slash);
                auto found = folders.constFind(folder);
                if (found == folders.cend()) {
                    Node node;
                    node.name = folder + QLatin1Char('/');
                    node.repository = r;
                    found = folders.insert(folder, addNode(top, node));
                }
                parent = *found;
            }
            Node node;
            node.name = file.path.mid(slash + 1);
            node.repository = r;
            node.file = f;
            node.status = git::changeStatusName(file.status);
            node.additions = file.additions;
            node.deletions = file.deletions;
            node.staged = file.staged != git::StageState::Unstaged;
            node.path = file.path;
            node.oldPath = file.oldPath;
            addNode(parent, node);
        }
    }
    endResetModel();
}

QList<QModelIndex> ChangesTreeModel::fileIndexes() const
{
    QList<QModelIndex> files;
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int row = 0; row < rowCount(parent); ++row) {
            const QModelIndex child = index(row, 0, parent);
            if (child.data(FileRole).toInt() >= 0)
                files.append(child);
            else
                walk(child);
        }
    };
    walk({});
    return files;
}

QModelIndex ChangesTreeModel::indexOfFile(int repository, const QString &path) const
{
    for (int id = 1; id < m_nodes.size(); ++id) {
        const Node &node = m_nodes.at(id);
        if (node.file >= 0 && node.repository == repository && node.path == path)
            return createIndex(node.row, 0, quintptr(id));
    }
    return {};
}

QModelIndex ChangesTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    const int parentId = parent.isValid() ? int(parent.internalId()) : 0;
    return createIndex(row, column, quintptr(m_nodes.at(parentId).children.at(row)));
}

QModelIndex ChangesTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const int parentId = m_nodes.at(int(child.internalId())).parent;
    if (parentId <= 0)
        return {};
    return createIndex(m_nodes.at(parentId).row, 0, quintptr(parentId));
}

int ChangesTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(m_nodes.at(parent.isValid() ? int(parent.internalId()) : 0).children.size());
}

int ChangesTreeModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant ChangesTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node &node = m_nodes.at(int(index.internalId()));
    switch (role) {
    case Qt::DisplayRole:
    case PathRole:
        return node.name;
    case Qt::ToolTipRole:
        return node.file >= 0 ? QStringLiteral("%1 · %2 · +%3 −%4").arg(node.path, changeStatusText(node.status)).arg(node.additions).arg(node.deletions)
                              : node.name;
    case StatusRole:
        return node.file >= 0 ? QVariant(node.status) : QVariant();
    case AdditionsRole:
        return node.additions;
    case DeletionsRole:
        return node.deletions;
    case StagedRole:
        return node.staged;
    case OldPathRole:
        return node.oldPath;
    case FilePathRole:
        return node.path;
    case RepositoryRole:
        return node.repository;
    case FileRole:
        return node.file;
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
        return ChangesTreeModel::tr("Added");
    if (status == QLatin1String("deleted"))
        return ChangesTreeModel::tr("Deleted");
    if (status == QLatin1String("renamed"))
        return ChangesTreeModel::tr("Renamed");
    if (status == QLatin1String("untracked"))
        return ChangesTreeModel::tr("New");
    if (status == QLatin1String("conflicted"))
        return ChangesTreeModel::tr("Conflict");
    return ChangesTreeModel::tr("Modified");
}

} // namespace kandesk::ui
