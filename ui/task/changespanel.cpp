// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "changespanel.h"

#include "changesdelegate.h"
#include "changesmodel.h"
#include "diffview.h"

#include "application/workspacewatch.h"

#include <QFutureWatcher>
#include <QLabel>
#include <QListView>
#include <QSplitter>
#include <QVBoxLayout>

namespace kandesk::ui {

ChangesPanel::ChangesPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new ChangesModel(this))
    , m_summary(new QLabel(this))
    , m_files(new QListView(this))
    , m_diff(new DiffView(this))
{
    setObjectName(QStringLiteral("changesPanel"));
    m_files->setObjectName(QStringLiteral("changedFiles"));
    m_files->setModel(m_model);
    m_files->setItemDelegate(new ChangesDelegate(m_files));
    m_files->setUniformItemSizes(true);
    m_diff->setPlaceholderText(tr("Select a file to see its changes."));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_files);
    splitter->addWidget(m_diff);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(m_model, &ChangesModel::summaryChanged, this, &ChangesPanel::refreshSummary);
    connect(m_files->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        if (current.isValid())
            loadDiff(current.data(ChangesModel::PathRole).toString(), current.data(ChangesModel::StatusRole).toString());
    });
    // A file that changes again while shown is read again.
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        const QModelIndex current = m_files->currentIndex();
        if (current.isValid() && current.row() >= from.row() && current.row() <= to.row())
            loadDiff(current.data(ChangesModel::PathRole).toString(), current.data(ChangesModel::StatusRole).toString());
    });
    refreshSummary();
}

void ChangesPanel::setWorkspace(const QString &path)
{
    if (path == m_workspace)
        return;
    m_workspace = path;
    dropPendingDiff();
    m_model->clear();
    m_diff->clear();
}

void ChangesPanel::applyGitStatus(const QJsonObject &event)
{
    m_model->applyGitStatus(event);
}

QString ChangesPanel::summary() const
{
    return m_summary->text();
}

QString ChangesPanel::shownDiff() const
{
    return m_diff->toPlainText();
}

void ChangesPanel::selectFile(const QString &path)
{
    const int row = m_model->rowOf(path);
    if (row >= 0)
        m_files->setCurrentIndex(m_model->index(row));
}

void ChangesPanel::refreshSummary()
{
    const int files = m_model->rowCount();
    QString text = m_model->branch().isEmpty() ? tr("No changes yet") : m_model->branch();
    if (m_model->ahead() || m_model->behind())
        text += QStringLiteral(" · ↑%1 ↓%2").arg(m_model->ahead()).arg(m_model->behind());
    if (files > 0)
        text += QStringLiteral(" · ") + (files == 1 ? tr("1 file") : tr("%1 files").arg(files))
            + QStringLiteral(" +%1 −%2").arg(m_model->totalAdditions()).arg(m_model->totalDeletions());
    m_summary->setText(text);
}

void ChangesPanel::loadDiff(const QString &path, const QString &status)
{
    if (m_workspace.isEmpty())
        return;
    dropPendingDiff();
    const quint64 request = m_diffRequest;
    auto *watcher = new QFutureWatcher<Expected<QString>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, request, path] {
        watcher->deleteLater();
        if (request != m_diffRequest || watcher->isCanceled())
            return;
        const Expected<QString> diff = watcher->result();
        if (!diff) {
            m_diff->setPlainText(tr("Cannot show this diff: %1").arg(diff.error()));
            return;
        }
        m_diff->setDiff(*diff);
        Q_EMIT diffShown(path);
    });
    m_pendingDiff = watcher;
    // The application reads it off the GUI thread (a new file shows whole, as added).
    watcher->setFuture(m_reader ? m_reader(m_workspace, path, status) : readWorkspaceDiff(m_workspace, path, status));
}

void ChangesPanel::dropPendingDiff()
{
    ++m_diffRequest;
    // Skips the read if it has not started yet; a read under way finishes and is ignored.
    if (m_pendingDiff)
        m_pendingDiff->cancel();
}

} // namespace kandesk::ui
