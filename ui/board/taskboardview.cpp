// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "taskboardview.h"

#include "boardcolumnview.h"
#include "taskboardcolumn.h"
#include "ui/board/stepcolours.h"
#include "application/tasks/taskmoves.h"
#include "models/items/roles.h"
#include "models/items/stepfilterproxy.h"
#include "models/items/taskmodel.h"
#include "models/queries/profilequeries.h"
#include "models/queries/repositoryqueries.h"
#include "models/queries/workflowqueries.h"
#include "models/whenfinished.h"
#include "emptystatewidget.h"
#include "taskcarddelegate.h"
#include "tasksearchproxy.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace kandesk::ui {

Q_LOGGING_CATEGORY(lcBoard, "kandesk.ui.board")

namespace {

QColor columnColour(const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    return window.lightness() < 128 ? palette.color(QPalette::Base) : window.darker(106);
}

// A board column's background: a rounded panel in the column colour (its palette's Window).
class ColumnFrame final : public QFrame
{
public:
    using QFrame::QFrame;

    // The step's colour, a band along the column's top edge (none when invalid).
    void setAccent(const QColor &accent)
    {
        m_accent = accent;
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette().color(QPalette::Window));
        const qreal radius = fontMetrics().height() / 2.5;
        painter.drawRoundedRect(QRectF(rect()), radius, radius);
        if (m_accent.isValid()) {
            // The band follows the frame's rounded top corners: drawn inside a clip of the shape.
            QPainterPath shape;
            shape.addRoundedRect(QRectF(rect()), radius, radius);
            painter.setClipPath(shape);
            painter.setBrush(m_accent);
            painter.drawRect(QRectF(0, 0, width(), qMax(3.0, fontMetrics().height() / 5.0)));
        }
    }

private:
    QColor m_accent;
};

// The number of cards in a column, in a pill next to its name.
class CountBadge final : public QLabel
{
public:
    using QLabel::QLabel;

    QSize sizeHint() const override
    {
        const QFontMetrics fm = fontMetrics();
        return { qMax(fm.height(), fm.horizontalAdvance(text()) + fm.height() * 2 / 3), fm.height() };
    }
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const QColor text = palette().color(QPalette::WindowText);
        QColor fill = text;
        fill.setAlphaF(0.1f);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        const QRectF box = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2);
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, QLabel::text());
    }
};

EmptyStateWidget *makeEmptyPage(TaskBoardView *board)
{
    auto *page = new EmptyStateWidget(
        TaskBoardView::tr("Add a repository to start"),
        TaskBoardView::tr("Each task runs its coding agent in a workspace of its own, usually a git worktree. "
                          "Add a repository, create a task and move it to In Progress to start its agent."),
        board);
    page->setObjectName(QStringLiteral("boardEmptyState"));
    auto *button
        = new QPushButton(QIcon::fromTheme(QStringLiteral("folder-add")), TaskBoardView::tr("Add Repository…"), page);
    button->setObjectName(QStringLiteral("addRepositoryButton"));
    button->setMinimumSize(page->fontMetrics().averageCharWidth() * 24, page->fontMetrics().height() * 2);
    button->setDefault(true);
    QObject::connect(button, &QPushButton::clicked, board, &TaskBoardView::addRepositoryRequested);
    page->addWidget(button);
    return page;
}

} // namespace

TaskBoardView::TaskBoardView(TaskModel &model, Stores stores, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_stores(stores)
    , m_searchProxy(new TaskSearchProxy(this))
    , m_delegate(new TaskCardDelegate(this))
    , m_search(new QLineEdit(this))
    , m_pages(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("taskBoard"));
    m_searchProxy->setSourceModel(&m_model);
    m_searchProxy->setDescriber([this](const QModelIndex &index) {
        const QString stepId = index.data(TaskStepIdRole).toString();
        QString stepName = stepId;
        for (const WorkflowStep &step : std::as_const(m_steps)) {
            if (step.id == stepId)
                stepName = step.name;
        }
        return m_delegate->accessibleText(index, stepName);
    });

    m_search->setObjectName(QStringLiteral("boardSearch"));
    m_search->setAccessibleName(tr("Search tasks"));
    m_search->setPlaceholderText(tr("Search tasks (Ctrl+F)"));
    m_search->setToolTip(tr("Filters the cards by title, description and branch. Esc clears."));
    m_search->setClearButtonEnabled(true);
    if (const QIcon find = QIcon::fromTheme(QStringLiteral("edit-find")); !find.isNull())
        m_search->addAction(find, QLineEdit::LeadingPosition);
    m_search->setMinimumWidth(fontMetrics().averageCharWidth() * 36);
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_searchProxy->setSearchText(text);
        updateCounts();
    });

    auto *find = new QAction(tr("Find Tasks"), this);
    find->setShortcut(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QAction::triggered, this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    addAction(find);

    auto *newTask = new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), tr("New Task…"), this);
    newTask->setObjectName(QStringLiteral("newTaskButton"));
    newTask->setToolTip(tr("Create a task"));
    connect(newTask, &QPushButton::clicked, this, &TaskBoardView::newTaskRequested);

    auto *stateFilter = new QComboBox(this);
    stateFilter->setObjectName(QStringLiteral("boardStateFilter"));
    stateFilter->setToolTip(tr("Show only the tasks whose agent is in this state"));
    stateFilter->addItem(tr("All tasks"), int(TaskSearchProxy::StateFilter::All));
    stateFilter->addItem(tr("Needs input"), int(TaskSearchProxy::StateFilter::NeedsInput));
    stateFilter->addItem(tr("Working"), int(TaskSearchProxy::StateFilter::Working));
    stateFilter->addItem(tr("Idle"), int(TaskSearchProxy::StateFilter::Idle));
    stateFilter->addItem(tr("Failed"), int(TaskSearchProxy::StateFilter::Failed));
    stateFilter->addItem(tr("Not started"), int(TaskSearchProxy::StateFilter::NotStarted));
    stateFilter->addItem(tr("Archived"), int(TaskSearchProxy::StateFilter::Archived));
    connect(stateFilter, &QComboBox::currentIndexChanged, this, [this, stateFilter] {
        const auto filter = TaskSearchProxy::StateFilter(stateFilter->currentData().toInt());
        const bool archived = filter == TaskSearchProxy::StateFilter::Archived;
        m_searchProxy->setStateFilter(filter);
        // Archived tasks are read only while they are asked for.
        if (archived != m_model.includesArchived() && !m_workspaceId.isEmpty()) {
            if (Status status = m_model.setWorkspace(m_workspaceId, archived); !status)
                Q_EMIT errorOccurred(status.error());
        }
        updateCounts();
    });
    auto *showLabel = new QLabel(tr("&Show:"), this);
    showLabel->setBuddy(stateFilter);

    m_workflowChooser = new QComboBox(this);
    m_workflowChooser->setObjectName(QStringLiteral("boardWorkflow"));
    m_workflowChooser->setToolTip(tr("The workflow whose steps are the columns"));
    m_workflowLabel = new QLabel(tr("&Workflow:"), this);
    m_workflowLabel->setBuddy(m_workflowChooser);
    m_workflowChooser->setVisible(false);
    m_workflowLabel->setVisible(false);
    connect(m_workflowChooser, &QComboBox::activated, this, [this] {
        const QString chosen = m_workflowChooser->currentData().toString();
        if (chosen == m_workflowId)
            return;
        if (Status shown = showWorkflow(chosen); !shown) {
            Q_EMIT errorOccurred(shown.error());
            return;
        }
        Q_EMIT workflowChosen(m_workspaceId, chosen);
    });

    auto *editAction = new QAction(tr("Edit Workflow…"), this);
    editAction->setToolTip(tr("Steps, their prompts and what happens as tasks move (Ctrl+Shift+E)"));
    editAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    editAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(editAction, &QAction::triggered, this, [this] {
        if (!m_workflowId.isEmpty())
            Q_EMIT editWorkflowRequested(m_workflowId, {});
    });
    addAction(editAction);
    auto *editWorkflow = new QToolButton(this);
    editWorkflow->setObjectName(QStringLiteral("editWorkflow"));
    editWorkflow->setDefaultAction(editAction);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_search);
    bar->addWidget(showLabel);
    bar->addWidget(stateFilter);
    bar->addWidget(m_workflowLabel);
    bar->addWidget(m_workflowChooser);
    bar->addWidget(editWorkflow);
    bar->addStretch(1);
    bar->addWidget(newTask);

    m_boardPage = new QWidget(this);
    auto *boardLayout = new QVBoxLayout(m_boardPage);
    const int spacing = fontMetrics().height() / 2;
    boardLayout->setContentsMargins(spacing, spacing, spacing, spacing);
    boardLayout->setSpacing(spacing);
    boardLayout->addLayout(bar);
    m_noMatch = new QLabel(m_boardPage);
    m_noMatch->setObjectName(QStringLiteral("boardNoMatch"));
    m_noMatch->setAlignment(Qt::AlignCenter);
    m_noMatch->setWordWrap(true);
    m_noMatch->setVisible(false);
    boardLayout->addWidget(m_noMatch);
    auto *scroll = new QScrollArea(m_boardPage);
    scroll->setAccessibleName(tr("Board columns"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *columnsHost = new QWidget(scroll);
    m_columnsLayout = new QHBoxLayout(columnsHost);
    m_columnsLayout->setContentsMargins(0, 0, 0, 0);
    m_columnsLayout->setSpacing(spacing);
    scroll->setWidget(columnsHost);
    m_boardRow = new QHBoxLayout;
    m_boardRow->setSpacing(spacing);
    m_boardRow->addWidget(scroll, 1);
    boardLayout->addLayout(m_boardRow, 1);

    m_emptyPage = makeEmptyPage(this);
    m_pages->addWidget(m_boardPage);
    m_pages->addWidget(m_emptyPage);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    connect(&m_model, &QAbstractItemModel::modelReset, this, &TaskBoardView::updateEmptyState);
    connect(&m_model, &QAbstractItemModel::rowsInserted, this, &TaskBoardView::updateEmptyState);
    connect(&m_model, &QAbstractItemModel::rowsRemoved, this, &TaskBoardView::updateEmptyState);
    updateEmptyState();
}

TaskBoardView::~TaskBoardView()
{
    clearColumns();
}

Status TaskBoardView::setWorkspace(const QString &workspaceId, const QString &workflowId)
{
    auto workflows = m_stores.workflows.list(workspaceId);
    if (!workflows)
        return Error { workflows.error() };
    if (workflows->isEmpty())
        return Error { tr("the workspace has no workflow") };
    m_workspaceId = workspaceId;
    m_workflows = std::move(workflows.value());
    m_workflowId.clear();
    chooseWorkflow(workflowId);
    if (m_model.workspaceId() != workspaceId) {
        if (Status status = m_model.setWorkspace(workspaceId, m_searchProxy->stateFilter() == TaskSearchProxy::StateFilter::Archived); !status)
            return status;
    }
    buildColumns();
    if (Status status = reloadAgentNames(); !status)
        qCWarning(lcBoard) << "agent names:" << status.error();
    return reloadRepositories();
}

Status TaskBoardView::reloadRepositories()
{
    auto repositories = m_stores.repositories.list(m_workspaceId);
    if (!repositories)
        return Error { repositories.error() };
    m_repositoryCount = int(repositories->size());
    updateEmptyState();
    return {};
}

Status TaskBoardView::reloadAgentNames()
{
    auto profiles = m_stores.profiles.agentProfiles();
    if (!profiles)
        return Error { profiles.error() };
    QHash<QString, QString> names;
    for (const AgentProfile &profile : *profiles)
        names.insert(profile.id, profile.name.isEmpty() ? profile.agentId : profile.name);
    m_delegate->setAgentNames(names);
    for (Column *column : std::as_const(m_columns))
        column->view->viewport()->update();
    return {};
}

void TaskBoardView::clearColumns()
{
    for (Column *column : std::as_const(m_columns)) {
        delete column->frame; // the view with it
        delete column->proxy;
        delete column;
    }
    m_columns.clear();
}

void TaskBoardView::buildColumns()
{
    clearColumns();
    const QFontMetrics fm = fontMetrics();
    for (const WorkflowStep &step : std::as_const(m_steps)) {
        auto *column = new Column;
        column->step = step;
        column->proxy = new StepFilterProxy(this);
        column->proxy->setSourceModel(m_searchProxy);
        column->proxy->setStepId(step.id);

        auto *frame = new ColumnFrame;
        frame->setAccent(stepColour(step.color));
        column->frame = frame;
        column->frame->setObjectName(QStringLiteral("boardColumnFrame"));
        column->frame->setMinimumWidth(fm.averageCharWidth() * 30);

        column->title = new QLabel(step.name, column->frame);
        column->title->setObjectName(QStringLiteral("columnTitle"));
        QFont titleFont = column->title->font();
        titleFont.setBold(true);
        column->title->setFont(titleFont);
        column->count = new CountBadge(column->frame);
        column->count->setObjectName(QStringLiteral("columnCount"));
        column->count->setForegroundRole(QPalette::PlaceholderText);

        // The column's menu: its step in the workflow editor.
        column->title->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(column->title, &QWidget::customContextMenuRequested, this, [this, stepId = step.id, name = step.name, title = column->title](const QPoint &at) {
            QMenu menu(this);
            connect(menu.addAction(tr("Edit Step “%1”…").arg(name)), &QAction::triggered, this,
                    [this, stepId] { Q_EMIT editWorkflowRequested(m_workflowId, stepId); });
            menu.exec(title->mapToGlobal(at));
        });

        auto *header = new QHBoxLayout;
        header->setSpacing(fm.height() / 3);
        header->addWidget(column->title);
        header->addWidget(column->count);
        header->addStretch(1);
        if (step.startsAgent()) {
            auto *autoStart = new QLabel(QStringLiteral("▶ ") + tr("starts agent"), column->frame);
            autoStart->setObjectName(QStringLiteral("columnAutoStart"));
            autoStart->setForegroundRole(QPalette::PlaceholderText);
            autoStart->setToolTip(tr("A card moved here starts its agent"));
            header->addWidget(autoStart);
        }

        column->view = new BoardColumnView(this, step.id, column->frame);
        column->view->setItemDelegate(m_delegate);
        column->view->setModel(column->proxy);
        column->view->viewport()->setAutoFillBackground(false);
        column->view->setAutoFillBackground(false);
        column->view->setAccessibleName(tr("%1 column").arg(step.name));
        column->view->setToolTip(tr("Enter: open · Ctrl+←/→: move · Ctrl+↑/↓: reorder · Del: delete"));
        connect(column->view, &QAbstractItemView::doubleClicked, this,
            [this](const QModelIndex &index) { Q_EMIT taskActivated(index.data(TaskIdRole).toString()); });
        BoardColumnView *view = column->view;
        connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this, view](const QModelIndex &current) {
                if (!current.isValid())
                    return;
                for (Column *other : std::as_const(m_columns)) {
                    if (other->view != view && other->view->currentIndex().isValid()) {
                        other->view->clearSelection();
                        other->view->setCurrentIndex({});
                    }
                }
            });
        for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved })
            connect(column->proxy, signal, this, &TaskBoardView::updateCounts);
        connect(column->proxy, &QAbstractItemModel::modelReset, this, &TaskBoardView::updateCounts);
        connect(column->proxy, &QAbstractItemModel::layoutChanged, this, &TaskBoardView::updateCounts);

        auto *layout = new QVBoxLayout(column->frame);
        const int margin = fm.height() / 2;
        layout->setContentsMargins(margin / 2, margin, margin / 2, margin / 2);
        layout->setSpacing(margin / 2);
        header->setContentsMargins(margin / 2, 0, margin / 2, 0);
        layout->addLayout(header);
        layout->addWidget(column->view, 1);

        m_columnsLayout->addWidget(column->frame, 1);
        m_columns.append(column);
    }
    applyColumnColours();
    updateCounts();
}

void TaskBoardView::applyColumnColours()
{
    for (Column *column : std::as_const(m_columns)) {
        QPalette palette = column->frame->palette();
        palette.setColor(QPalette::Window, columnColour(this->palette()));
        column->frame->setPalette(palette);
    }
}

void TaskBoardView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColumnColours();
}

void TaskBoardView::updateCounts()
{
    for (Column *column : std::as_const(m_columns)) {
        column->count->setText(QString::number(column->proxy->rowCount()));
        column->count->updateGeometry();
    }
    // A search or filter that leaves no card says so, instead of a blank board.
    const bool narrowed = !m_searchProxy->searchText().isEmpty() || m_searchProxy->stateFilter() != TaskSearchProxy::StateFilter::All;
    const bool nothing = narrowed && m_model.rowCount() > 0 && m_searchProxy->rowCount() == 0;
    if (nothing) {
        m_noMatch->setText(m_searchProxy->searchText().isEmpty()
                               ? tr("No task is in this state. Show “All tasks” to see every card.")
                               : tr("No task matches “%1”. Esc clears the search.").arg(m_searchProxy->searchText()));
    }
    m_noMatch->setVisible(nothing);
}

void TaskBoardView::updateEmptyState()
{
    const bool empty = m_repositoryCount == 0 && m_model.rowCount() == 0;
    m_pages->setCurrentWidget(empty ? m_emptyPage : m_boardPage);
}

void TaskBoardView::setReadinessPanel(QWidget *panel)
{
    m_emptyPage->addWidget(panel);
}

bool TaskBoardView::isShowingEmptyState() const
{
    return m_pages->currentWidget() == m_emptyPage;
}

BoardColumnView *TaskBoardView::column(int index) const
{
    return index >= 0 && index < m_columns.size() ? m_columns.at(index)->view : nullptr;
}

BoardColumnView *TaskBoardView::columnForStep(const QString &stepId) const
{
    const int index = stepIndex(stepId);
    return index >= 0 ? m_columns.at(index)->view : nullptr;
}

int TaskBoardView::stepIndex(const QString &stepId) const
{
    for (int i = 0; i < m_columns.size(); ++i) {
        if (m_columns.at(i)->step.id == stepId)
            return i;
    }
    return -1;
}

QModelIndex TaskBoardView::columnIndexOf(const Column &column, const QString &taskId) const
{
    const int row = m_model.rowOf(taskId);
    if (row < 0)
        return {};
    return column.proxy->mapFromSource(m_searchProxy->mapFromSource(m_model.index(row)));
}

QString TaskBoardView::currentTaskId() const
{
    for (Column *column : m_columns) {
        const QString id = column->view->currentTaskId();
        if (!id.isEmpty() && column->view->selectionModel()->isSelected(column->view->currentIndex()))
            return id;
    }
    return {};
}

bool TaskBoardView::selectTask(const QString &taskId)
{
    const int row = m_model.rowOf(taskId);
    if (row < 0)
        return false;
    const int index = stepIndex(m_model.index(row).data(TaskStepIdRole).toString());
    if (index < 0)
        return false;
    const Column &column = *m_columns.at(index);
    const QModelIndex cell = columnIndexOf(column, taskId);
    if (!cell.isValid())
        return false;
    column.view->setCurrentIndex(cell);
    column.view->scrollTo(cell);
    column.view->setFocus(Qt::OtherFocusReason);
    return true;
}

bool TaskBoardView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            if (!m_search->text().isEmpty())
                m_search->clear();
            else if (!m_columns.isEmpty())
                m_columns.first()->view->setFocus(Qt::ShortcutFocusReason);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TaskBoardView::setLeadingColumn(QWidget *column)
{
    m_boardRow->insertWidget(0, column);
}

} // namespace kandesk::ui
