// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "changesview.h"

#include "changestreemodel.h"
#include "checkspanel.h"
#include "conflictspanel.h"
#include "releaselater.h"

#include "application/review/diffrows.h"
#include "changesdelegate.h"
#include "models/review/reviewtypes.h"
#include "models/reviewcomment.h"
#include "models/whenfinished.h"

#include <QAction>
#include <QComboBox>
#include <QFutureWatcher>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

constexpr int kRefreshDelayMs = 600;

QToolButton *toolButton(QWidget *parent, const QString &text, const QString &name, const QString &tip)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setObjectName(name);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    return button;
}

} // namespace

struct ChangesView::Pending {
    QTimer refreshTimer;
    std::optional<git::DiscardUndo> undo;
};

ChangesView::ChangesView(QWidget *parent)
    : QWidget(parent)
    , m_model(new ChangesTreeModel(this))
    , m_tree(new QTreeView(this))
    , m_view(new ReviewDiffView(this))
    , m_scope(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_status(new QLabel(this))
    , m_conflicts(new ConflictsPanel(this))
    , m_checks(new ChecksPanel(this))
    , m_pending(std::make_unique<Pending>())
{
    setObjectName(QStringLiteral("changesView"));
    m_scope->setObjectName(QStringLiteral("diffScope"));
    m_scope->addItem(tr("Against base"));
    m_scope->addItem(tr("Uncommitted"));
    m_scope->setToolTip(tr("Every change of the task since its base branch, or only what is not committed yet"));
    m_sideBySide = toolButton(this, tr("Side by side"), QStringLiteral("sideBySide"), tr("Side by side or unified"));
    m_sideBySide->setCheckable(true);
    m_sideBySide->setChecked(true);
    m_maximise = toolButton(this, tr("Maximise"), QStringLiteral("maximiseChanges"), tr("Use the whole window width (Ctrl+Shift+M)"));
    m_maximise->setCheckable(true);
    m_stage = toolButton(this, tr("Stage"), QStringLiteral("stageFile"), tr("Stage the whole file"));
    m_unstage = toolButton(this, tr("Unstage"), QStringLiteral("unstageFile"), tr("Unstage the whole file"));
    m_discard = toolButton(this, tr("Discard"), QStringLiteral("discardFile"), tr("Discard the file's changes (Undo brings them back)"));
    m_undo = toolButton(this, tr("Undo"), QStringLiteral("undoDiscard"), tr("Bring back what was discarded last"));
    auto *reload = toolButton(this, tr("Refresh"), QStringLiteral("refreshChanges"), tr("Read the changes again"));
    m_summary->setObjectName(QStringLiteral("changesSummary"));
    m_status->setObjectName(QStringLiteral("changesStatus"));
    m_status->setWordWrap(true);
    m_status->hide();

    m_tree->setObjectName(QStringLiteral("changedFilesTree"));
    m_tree->setAccessibleName(tr("Changed files"));
    m_tree->setModel(m_model);
    m_tree->setItemDelegate(new ChangesDelegate(m_tree));
    m_tree->setHeaderHidden(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setIndentation(m_tree->fontMetrics().averageCharWidth() * 2);
    m_tree->setMinimumWidth(m_tree->fontMetrics().averageCharWidth() * 22); // room for a file's name
    m_view->setLayout(ReviewDiffView::Layout::SideBySide);
    m_view->showMessage(tr("Select a file to see its changes."));

    // A tool bar, not a row: in a narrow window the buttons that do not fit go behind its » menu
    // rather than widening the window or cutting their words.
    auto *bar = new QToolBar(this);
    bar->setObjectName(QStringLiteral("reviewToolBar"));
    bar->setMovable(false);
    bar->addWidget(m_scope);
    bar->addWidget(m_summary);
    auto *gap = new QWidget(bar);
    gap->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(gap);
    for (QToolButton *button : {m_stage, m_unstage, m_discard, m_undo, reload, m_sideBySide, m_maximise})
        bar->addWidget(button);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 4);
    splitter->setSizes({260, 740});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(bar);
    layout->addWidget(m_status);
    layout->addWidget(m_checks);
    layout->addWidget(m_conflicts);
    layout->addWidget(splitter, 1);
    connect(m_conflicts, &ConflictsPanel::fileActivated, this, [this](const QString &path) { selectFile(path); });

    m_pending->refreshTimer.setSingleShot(true);
    m_pending->refreshTimer.setInterval(kRefreshDelayMs);
    connect(&m_pending->refreshTimer, &QTimer::timeout, this, &ChangesView::refresh);
    connect(m_scope, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_sideBySide, &QToolButton::toggled, this, &ChangesView::applyLayout);
    m_view->installEventFilter(this); // its width decides whether side by side fits
    connect(m_maximise, &QToolButton::toggled, this, &ChangesView::maximiseToggled);
    connect(m_stage, &QToolButton::clicked, this, [this] { stage(); });
    connect(m_unstage, &QToolButton::clicked, this, [this] { unstage(); });
    connect(m_discard, &QToolButton::clicked, this, &ChangesView::askToDiscardFile);
    connect(m_undo, &QToolButton::clicked, this, &ChangesView::undo);
    connect(reload, &QToolButton::clicked, this, &ChangesView::refresh);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &ChangesView::showCurrentFile);
    connect(m_view, &ReviewDiffView::hunkActionRequested, this, [this](ReviewDiffView::HunkAction action, int hunk) {
        switch (action) {
        case ReviewDiffView::HunkAction::Stage: stage(hunk); break;
        case ReviewDiffView::HunkAction::Unstage: unstage(hunk); break;
        case ReviewDiffView::HunkAction::Discard: discard(hunk); break;
        }
    });
    connect(m_view, &ReviewDiffView::largeDiffRequested, this, &ChangesView::loadLargeFile);
    connect(m_view, &ReviewDiffView::linesSelected, this, [this](const DiffLineSelection &selection) {
        int repository = 0;
        if (currentChange(&repository))
            Q_EMIT linesSelected(m_diff.repositories.at(repository).worktreePath, selection);
    });

    auto addKey = [this](const QKeySequence &keys, auto slot) {
        auto *action = new QAction(this);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
    };
    addKey(QKeySequence(Qt::ALT | Qt::Key_Down), [this] {
        if (!m_view->nextHunk() && nextFile())
            m_view->goToHunk(0);
    });
    addKey(QKeySequence(Qt::ALT | Qt::Key_Up), [this] { m_view->previousHunk(); });
    addKey(QKeySequence(Qt::ALT | Qt::Key_PageDown), [this] { nextFile(); });
    addKey(QKeySequence(Qt::ALT | Qt::Key_PageUp), [this] { previousFile(); });
    addKey(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), [this] { m_maximise->toggle(); });
    updateButtons();
}

ChangesView::~ChangesView() = default;

void ChangesView::setTaskChanges(std::shared_ptr<const TaskChanges> changes)
{
    m_changes = std::move(changes);
    m_stale = true;
}

void ChangesView::setTask(const QString &taskId)
{
    if (taskId == m_taskId && m_worktree.isEmpty())
        return;
    m_taskId = taskId;
    m_worktree.clear();
    setUndo(std::nullopt); // it belongs to the other task's worktree
    applyDiff({});
    m_view->showMessage(taskId.isEmpty() ? QString() : tr("Reading the changes…"));
    refresh();
}

void ChangesView::setWorktree(const QString &worktree, const QString &baseBranch)
{
    m_taskId.clear();
    m_worktree = worktree;
    m_baseBranch = baseBranch;
    setUndo(std::nullopt);
    applyDiff({});
    refresh();
}

void ChangesView::setScope(git::DiffScope scope)
{
    m_scope->setCurrentIndex(scope == git::DiffScope::AgainstBase ? 0 : 1);
}

git::DiffScope ChangesView::scope() const
{
    return m_scope->currentIndex() == 0 ? git::DiffScope::AgainstBase : git::DiffScope::Uncommitted;
}

void ChangesView::setLayout(ReviewDiffView::Layout layout)
{
    m_sideBySide->setChecked(layout == ReviewDiffView::Layout::SideBySide);
}

void ChangesView::refreshSoon()
{
    if (isVisible())
        m_pending->refreshTimer.start();
    else
        m_stale = true;
}

void ChangesView::refresh()
{
    m_pending->refreshTimer.stop();
    if (!m_changes || (m_taskId.isEmpty() && m_worktree.isEmpty()))
        return;
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    const quint64 request = ++m_diffRequest;
    const QFuture<Expected<TaskDiff>> future = m_taskId.isEmpty() ? m_changes->readWorktreeDiff(m_worktree, m_baseBranch, scope())
                                                                  : m_changes->readDiff(m_taskId, scope());
    whenFinished(future, this, [this, request](const Expected<TaskDiff> &diff) {
        if (request != m_diffRequest)
            return;
        if (!diff) {
            setStatus(diff.error(), true);
            applyDiff({});
            m_view->showMessage(tr("Cannot read the changes: %1").arg(diff.error()));
            return;
        }
        applyDiff(*diff);
        Q_EMIT diffLoaded();
    });
}

void ChangesView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        QTimer::singleShot(0, this, &ChangesView::refresh);
}

bool ChangesView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Resize)
        applyLayout();
    return QWidget::eventFilter(watched, event);
}

// Side by side when it is chosen and the diff is wide enough to compare lines in it; unified
// until then (Maximise gives it the width).
void ChangesView::applyLayout()
{
    const bool fits = m_view->width() >= m_view->sideBySideMinimumWidth();
    m_view->setLayout(m_sideBySide->isChecked() && fits ? ReviewDiffView::Layout::SideBySide : ReviewDiffView::Layout::Unified);
    m_sideBySide->setToolTip(fits ? tr("Side by side or unified")
                                  : tr("Side by side once the diff is wider (Maximise: Ctrl+Shift+M); unified until then"));
}

void ChangesView::applyDiff(const TaskDiff &diff)
{
    int repository = 0;
    const git::FileChange *shown = currentChange(&repository);
    const QString shownPath = shown ? shown->path : QString();
    releaseLater(std::exchange(m_diff, diff));
    m_model->setDiff(m_diff);
    m_tree->expandAll();
    QStringList errors;
    for (const RepositoryDiff &repo : std::as_const(m_diff.repositories)) {
        if (!repo.error.isEmpty())
            errors << (m_diff.repositories.size() > 1 ? repo.name + QStringLiteral(": ") + repo.error : repo.error);
    }
    setStatus(errors.join(QLatin1Char('\n')), !errors.isEmpty());
    const int files = m_diff.fileCount();
    m_summary->setText(files == 0 ? tr("No changes")
                                  : tr("%n file(s)", nullptr, files)
                                        + QStringLiteral("  +%1 −%2").arg(m_diff.additions()).arg(m_diff.deletions()));
    QModelIndex again = shownPath.isEmpty() ? QModelIndex() : m_model->indexOfFile(repository, shownPath);
    if (!again.isValid()) {
        const QList<QModelIndex> all = m_model->fileIndexes();
        again = all.isEmpty() ? QModelIndex() : all.constFirst();
    }
    if (again.isValid()) {
        m_tree->setCurrentIndex(again);
        showCurrentFile(); // the same index keeps no currentChanged: show its new rows
    } else {
        m_view->showMessage(files == 0 && errors.isEmpty() ? tr("No changes.") : QString());
    }
    updateButtons();
}

const git::FileChange *ChangesView::currentChange(int *repository) const
{
    const QModelIndex current = m_tree->currentIndex();
    if (!current.isValid())
        return nullptr;
    const int repo = current.data(ChangesTreeModel::RepositoryRole).toInt();
    const int file = current.data(ChangesTreeModel::FileRole).toInt();
    if (repo < 0 || repo >= m_diff.repositories.size() || file < 0 || file >= m_diff.repositories.at(repo).diff.files.size())
        return nullptr;
    if (repository)
        *repository = repo;
    return &m_diff.repositories.at(repo).diff.files.at(file);
}

void ChangesView::showCurrentFile()
{
    int repository = 0;
    if (const git::FileChange *file = currentChange(&repository))
        showFile(repository, *file);
    updateButtons();
}

void ChangesView::showFile(int repository, const git::FileChange &file)
{
    Q_UNUSED(repository);
    const quint64 request = ++m_rowsRequest;
    // Pairing lines and marking words of a large file takes a while: off the GUI thread.
    whenFinished(diffRowsOf(file), this, [this, request, path = file.path, oldPath = file.oldPath, actions = hunkActions(file)](
                               const std::shared_ptr<const DiffRows> &rows) {
        if (request != m_rowsRequest)
            return;
        m_view->setFile(path, oldPath, rows, actions);
        markComments();
        Q_EMIT fileShown(path);
    });
}

void ChangesView::setConflicts(const QList<TaskConflict> &conflicts)
{
    m_conflicts->setConflicts(conflicts);
}

void ChangesView::setComments(const QList<ReviewComment> &comments)
{
    m_comments = comments;
    markComments();
}

void ChangesView::markComments()
{
    int repository = 0;
    const git::FileChange *file = currentChange(&repository);
    QList<DiffComment> marked;
    if (file && file->path == m_view->path()) {
        const QString repositoryId = m_diff.repositories.at(repository).repositoryId;
        for (const ReviewComment &comment : std::as_const(m_comments)) {
            if (comment.path != file->path || (!comment.repositoryId.isEmpty() && comment.repositoryId != repositoryId))
                continue;
            const auto side = comment.side == ReviewComment::Side::Old ? DiffLineSelection::Side::Old : DiffLineSelection::Side::New;
            const QString text = comment.isRemote() ? QStringLiteral("@%1: %2").arg(comment.author, comment.body) : comment.body;
            marked.append({side, comment.startLine, comment.endLine, text, comment.isSent()});
        }
    }
    m_view->setComments(std::move(marked));
}

QList<ReviewDiffView::HunkAction> ChangesView::hunkActions(const git::FileChange &file) const
{
    using Action = ReviewDiffView::HunkAction;
    // Hunks are staged against HEAD only; what is in the index is the file's stage state.
    if (scope() == git::DiffScope::AgainstBase || file.status == git::ChangeStatus::Untracked)
        return {Action::Discard};
    switch (file.staged) {
    case git::StageState::Unstaged: return {Action::Stage, Action::Discard};
    case git::StageState::Staged: return {Action::Unstage, Action::Discard};
    case git::StageState::PartlyStaged: break;
    }
    return {Action::Stage, Action::Unstage, Action::Discard};
}

void ChangesView::loadLargeFile()
{
    int repository = 0;
    const git::FileChange *file = currentChange(&repository);
    if (!file || !m_changes)
        return;
    const quint64 request = m_diffRequest;
    const QString path = file->path;
    whenFinished(m_changes->loadFile(m_diff.repositories.at(repository).diff, *file), this,
             [this, request, repository, path](const Expected<git::FileChange> &loaded) {
                 if (request != m_diffRequest)
                     return;
                 if (!loaded) {
                     setStatus(loaded.error(), true);
                     return;
                 }
                 for (git::FileChange &change : m_diff.repositories[repository].diff.files) {
                     if (change.path == path)
                         change = *loaded;
                 }
                 if (const git::FileChange *shown = currentChange(); shown && shown->path == path)
                     showFile(repository, *shown);
             });
}

bool ChangesView::selectFile(const QString &path, int repository)
{
    const QModelIndex index = m_model->indexOfFile(repository, path);
    if (!index.isValid())
        return false;
    m_tree->setCurrentIndex(index);
    return true;
}

QString ChangesView::currentFile() const
{
    const git::FileChange *file = currentChange();
    return file ? file->path : QString();
}

bool ChangesView::nextFile()
{
    const QList<QModelIndex> files = m_model->fileIndexes();
    const qsizetype at = files.indexOf(m_tree->currentIndex());
    if (at + 1 >= files.size())
        return false;
    m_tree->setCurrentIndex(files.at(at + 1));
    return true;
}

bool ChangesView::previousFile()
{
    const QList<QModelIndex> files = m_model->fileIndexes();
    const qsizetype at = files.indexOf(m_tree->currentIndex());
    if (at <= 0)
        return false;
    m_tree->setCurrentIndex(files.at(at - 1));
    return true;
}

bool ChangesView::canUndo() const
{
    return m_pending->undo.has_value();
}

bool ChangesView::isMaximised() const
{
    return m_maximise->isChecked();
}

void ChangesView::stage(int hunk)
{
    int repository = 0;
    const git::FileChange *file = currentChange(&repository);
    if (file && m_changes && !m_busy)
        finishAction(m_changes->stage(m_diff.repositories.at(repository).diff, *file, hunk));
}

void ChangesView::unstage(int hunk)
{
    int repository = 0;
    const git::FileChange *file = currentChange(&repository);
    if (file && m_changes && !m_busy)
        finishAction(m_changes->unstage(m_diff.repositories.at(repository).diff, *file, hunk));
}

void ChangesView::discard(int hunk)
{
    int repository = 0;
    const git::FileChange *file = currentChange(&repository);
    if (!file || !m_changes || m_busy)
        return;
    m_busy = true;
    updateButtons();
    whenFinished(m_changes->discard(m_diff.repositories.at(repository).diff, *file, hunk), this,
             [this](const Expected<git::DiscardUndo> &undo) {
                 m_busy = false;
                 if (!undo) {
                     setStatus(undo.error(), true);
                     updateButtons();
                     Q_EMIT actionFinished(false, undo.error());
                     return;
                 }
                 setUndo(*undo);
                 refresh();
                 Q_EMIT actionFinished(true, {});
             });
}

void ChangesView::askToDiscardFile()
{
    const git::FileChange *file = currentChange();
    if (!file || !m_changes || m_busy)
        return;
    auto *question = new QMessageBox(QMessageBox::Question, tr("Discard Changes"),
        tr("Discard every change to %1?").arg(file->path), QMessageBox::Cancel, this);
    question->setObjectName(QStringLiteral("discardQuestion"));
    question->setInformativeText(tr("Undo brings them back until the next discard or another task."));
    question->addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    question->setDefaultButton(QMessageBox::Cancel);
    question->setAttribute(Qt::WA_DeleteOnClose);
    // The file may change while the question is open: what is discarded is the one shown at the answer.
    connect(question, &QMessageBox::buttonClicked, this, [this, question](QAbstractButton *button) {
        if (question->buttonRole(button) == QMessageBox::DestructiveRole)
            discard();
    });
    question->open();
}

void ChangesView::undo()
{
    if (!m_pending->undo || !m_changes || m_busy)
        return;
    const git::DiscardUndo undo = *m_pending->undo;
    setUndo(std::nullopt);
    finishAction(m_changes->undo(undo));
}

void ChangesView::finishAction(QFuture<Status> future)
{
    m_busy = true;
    updateButtons();
    whenFinished(future, this, [this](const Status &status) {
        m_busy = false;
        if (!status)
            setStatus(status.error(), true);
        refresh();
        Q_EMIT actionFinished(status.ok(), status.error());
    });
}

void ChangesView::setUndo(std::optional<git::DiscardUndo> undo)
{
    m_pending->undo = std::move(undo);
    updateButtons();
}

void ChangesView::updateButtons()
{
    const git::FileChange *file = currentChange();
    const bool uncommitted = scope() == git::DiffScope::Uncommitted;
    m_stage->setEnabled(file && !m_busy);
    m_unstage->setEnabled(file && !m_busy && uncommitted && file->staged != git::StageState::Unstaged);
    m_discard->setEnabled(file && !m_busy);
    m_undo->setEnabled(m_pending->undo.has_value() && !m_busy);
}

void ChangesView::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    QPalette palette = m_status->palette();
    palette.setColor(QPalette::WindowText, error ? QColor(0xd7, 0x3a, 0x49) : this->palette().color(QPalette::WindowText));
    m_status->setPalette(palette);
}

} // namespace kandesk::ui
