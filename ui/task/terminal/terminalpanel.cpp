// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "terminalpanel.h"

#include "application/terminals/taskterminals.h"
#include "application/terminals/terminal.h"
#include "models/whenfinished.h"
#include "terminalview.h"

#include <QAction>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

// Enter and Shift+Enter in the search field look up and down; Esc closes the bar.
class SearchKeys final : public QObject
{
public:
    SearchKeys(QObject *parent, std::function<void(bool)> search, std::function<void()> close)
        : QObject(parent)
        , m_search(std::move(search))
        , m_close(std::move(close))
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress)
            return QObject::eventFilter(watched, event);
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            m_search(!(key->modifiers() & Qt::ShiftModifier));
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            m_close();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void(bool)> m_search;
    std::function<void()> m_close;
};

} // namespace

TerminalPanel::TerminalPanel(QWidget *parent)
    : QWidget(parent)
    , m_pages(new QStackedWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_searchBar(new QWidget(this))
    , m_searchField(new QLineEdit(m_searchBar))
    , m_status(new QLabel(this))
    , m_emptyNote(new QLabel(this))
{
    setObjectName(QStringLiteral("terminalPanel"));

    auto *empty = new QWidget(this);
    auto *emptyLayout = new QVBoxLayout(empty);
    m_emptyNote->setObjectName(QStringLiteral("terminalEmptyNote"));
    m_emptyNote->setWordWrap(true);
    m_emptyNote->setAlignment(Qt::AlignCenter);
    auto *open = new QPushButton(tr("Open a &Terminal"), empty);
    open->setObjectName(QStringLiteral("openTerminalButton"));
    open->setToolTip(tr("A shell in the task's workspace (Ctrl+`)"));
    connect(open, &QPushButton::clicked, this, &TerminalPanel::openTerminal);
    auto *openCli = new QPushButton(tr("Open the Agent's &CLI"), empty);
    openCli->setObjectName(QStringLiteral("openAgentCliButton"));
    openCli->setToolTip(tr("The task's agent in its own terminal UI, in the task's workspace, for what its ACP adapter lacks"));
    connect(openCli, &QPushButton::clicked, this, &TerminalPanel::openAgentCli);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_emptyNote);
    emptyLayout->addWidget(open, 0, Qt::AlignHCenter);
    emptyLayout->addWidget(openCli, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(2);

    m_tabs->setObjectName(QStringLiteral("terminalTabs"));
    m_tabs->setAccessibleName(tr("Terminals"));
    m_tabs->setTabsClosable(true);
    m_tabs->setDocumentMode(true);
    m_tabs->setMovable(true);
    auto *corner = new QWidget(m_tabs);
    auto *cornerLayout = new QHBoxLayout(corner);
    cornerLayout->setContentsMargins(0, 0, 0, 0);
    cornerLayout->setSpacing(0);
    auto *cli = new QToolButton(corner);
    cli->setObjectName(QStringLiteral("newAgentCliButton"));
    cli->setText(tr("Agent CLI"));
    cli->setToolTip(tr("The task's agent in its own terminal UI, in the task's workspace"));
    cli->setAutoRaise(true);
    connect(cli, &QToolButton::clicked, this, &TerminalPanel::openAgentCli);
    auto *more = new QToolButton(corner);
    more->setObjectName(QStringLiteral("newTerminalButton"));
    more->setText(QStringLiteral("+"));
    more->setToolTip(tr("Another terminal in the task's workspace (Ctrl+Shift+`)"));
    more->setAutoRaise(true);
    connect(more, &QToolButton::clicked, this, &TerminalPanel::openTerminal);
    cornerLayout->addWidget(cli);
    cornerLayout->addWidget(more);
    m_tabs->setCornerWidget(corner, Qt::TopRightCorner);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &TerminalPanel::closeTab);
    connect(m_tabs, &QTabWidget::currentChanged, this, &TerminalPanel::showStatus);

    m_pages->addWidget(empty);
    m_pages->addWidget(m_tabs);

    m_searchBar->setObjectName(QStringLiteral("terminalSearchBar"));
    m_searchField->setObjectName(QStringLiteral("terminalSearchField"));
    m_searchField->setPlaceholderText(tr("Find in the terminal (Enter: up, Shift+Enter: down)"));
    m_searchField->setClearButtonEnabled(true);
    m_searchField->installEventFilter(new SearchKeys(
        this, [this](bool backwards) { search(backwards); },
        [this] {
            m_searchBar->hide();
            if (TerminalView *view = currentView())
                view->setFocus();
        }));
    auto *searchLayout = new QHBoxLayout(m_searchBar);
    searchLayout->setContentsMargins(4, 2, 4, 2);
    searchLayout->addWidget(m_searchField, 1);
    m_searchBar->hide();

    m_status->setObjectName(QStringLiteral("terminalStatus"));
    m_status->setWordWrap(true);
    m_status->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_searchBar);
    layout->addWidget(m_pages, 1);
    layout->addWidget(m_status);
    showTask({});
}

void TerminalPanel::setTerminals(TaskTerminals *terminals)
{
    m_terminals = terminals;
    if (!terminals)
        return;
    connect(terminals, &TaskTerminals::opened, this, [this](const QString &taskId, Terminal *terminal) {
        if (taskId != m_taskId)
            return;
        addView(terminal);
        m_tabs->setCurrentWidget(m_views.value(terminal));
        if (std::exchange(m_focusOnOpen, false))
            m_views.value(terminal)->setFocus();
    });
    showTask(m_taskId);
}

void TerminalPanel::showTask(const QString &taskId)
{
    m_taskId = taskId;
    m_openError.clear();
    while (m_tabs->count() > 0)
        m_tabs->removeTab(0);
    if (m_terminals)
        for (Terminal *terminal : m_terminals->terminals(taskId))
            addView(terminal);
    m_emptyNote->setText(taskId.isEmpty() ? tr("Open a task to have a terminal in its workspace.")
                                          : tr("No terminal in this task yet."));
    m_pages->setCurrentIndex(m_tabs->count() > 0 ? 1 : 0);
    showStatus();
}

void TerminalPanel::addView(Terminal *terminal)
{
    TerminalView *view = m_views.value(terminal);
    if (!view) {
        view = new TerminalView(terminal, this);
        m_views.insert(terminal, view);
        connect(view, &TerminalView::scrollbackSettingRequested, this, &TerminalPanel::askScrollbackLines);
        connect(view, &TerminalView::searchRequested, this, [this] {
            m_searchBar->show();
            m_searchField->setFocus();
            m_searchField->selectAll();
        });
        connect(terminal, &Terminal::changed, this, &TerminalPanel::refreshTitles);
        connect(terminal, &Terminal::finished, this, &TerminalPanel::showStatus);
    }
    if (m_tabs->indexOf(view) < 0)
        m_tabs->addTab(view, terminal->name());
    m_pages->setCurrentIndex(1);
    refreshTitles();
}

void TerminalPanel::openTerminal()
{
    if (m_terminals && !m_taskId.isEmpty())
        follow([this] { return m_terminals->openShell(m_taskId, visibleRows(), visibleColumns()); });
}

void TerminalPanel::openAgentCli()
{
    if (m_terminals && !m_taskId.isEmpty())
        follow([this] { return m_terminals->openAgentCli(m_taskId, visibleRows(), visibleColumns()); });
}

void TerminalPanel::openSignIn(const QStringList &argv)
{
    if (m_terminals && !m_taskId.isEmpty())
        follow([this, &argv] { return m_terminals->openSignIn(m_taskId, argv, visibleRows(), visibleColumns()); });
}

// The size a new terminal will have: the current one's, else a guess the view corrects once shown.
int TerminalPanel::visibleRows() const
{
    const TerminalView *view = currentView();
    return view && view->cellSize().height() > 0 ? std::max(1, int(view->viewport()->height() / view->cellSize().height())) : 24;
}

int TerminalPanel::visibleColumns() const
{
    const TerminalView *view = currentView();
    return view && view->cellSize().width() > 0 ? std::max(2, int(view->viewport()->width() / view->cellSize().width())) : 80;
}

void TerminalPanel::follow(const std::function<QFuture<Expected<Terminal *>>()> &open)
{
    // Set before asking: a plan that is ready at once opens the terminal (and says `opened`)
    // before the future comes back.
    m_focusOnOpen = true;
    m_openError.clear();
    const QFuture<Expected<Terminal *>> opening = open();
    const QString taskId = m_taskId;
    whenFinished(opening, this, [this, taskId](const Expected<Terminal *> &opened) {
        if (opened || taskId != m_taskId)
            return;
        m_focusOnOpen = false;
        m_openError = opened.error();
        showStatus();
    });
}

void TerminalPanel::focusTerminal()
{
    if (TerminalView *view = currentView())
        view->setFocus(Qt::ShortcutFocusReason);
    else
        openTerminal();
}

TerminalView *TerminalPanel::currentView() const
{
    return m_pages->currentIndex() == 1 ? qobject_cast<TerminalView *>(m_tabs->currentWidget()) : nullptr;
}

int TerminalPanel::terminalCount() const
{
    return m_tabs->count();
}

QString TerminalPanel::statusText() const
{
    return m_status->text();
}

void TerminalPanel::askScrollbackLines()
{
    if (!m_terminals)
        return;
    bool chosen = false;
    const int lines = QInputDialog::getInt(this, tr("Terminal Scrollback"), tr("Lines each terminal keeps:"),
                                           m_terminals->scrollbackLines(), 0, 1'000'000, 1000, &chosen);
    if (!chosen)
        return;
    if (const Status stored = m_terminals->setScrollbackLines(lines); !stored) {
        m_openError = stored.error();
        showStatus();
    }
}

void TerminalPanel::closeTab(int index)
{
    auto *view = qobject_cast<TerminalView *>(m_tabs->widget(index));
    if (!view)
        return;
    Terminal *terminal = view->terminal();
    m_tabs->removeTab(index);
    m_views.remove(terminal);
    delete view;
    if (m_terminals && terminal)
        m_terminals->remove(terminal);
    if (m_tabs->count() == 0)
        m_pages->setCurrentIndex(0);
    showStatus();
}

void TerminalPanel::refreshTitles()
{
    for (int index = 0; index < m_tabs->count(); ++index) {
        auto *view = qobject_cast<TerminalView *>(m_tabs->widget(index));
        Terminal *terminal = view ? view->terminal() : nullptr;
        if (!terminal)
            continue;
        QString title;
        terminal->read([&title](const TerminalScreen &screen) { title = screen.title(); });
        if (title.isEmpty())
            title = terminal->name();
        if (title.size() > 30)
            title = title.left(29) + QChar(0x2026);
        if (terminal->isFinished())
            title = tr("%1 (ended)").arg(title);
        if (m_tabs->tabText(index) != title) {
            m_tabs->setTabText(index, title);
            m_tabs->setTabToolTip(index, terminal->workingDirectory());
        }
    }
}

void TerminalPanel::showStatus()
{
    QString text = m_openError;
    if (TerminalView *view = currentView(); view && view->terminal() && view->terminal()->isFinished())
        text = view->terminal()->endMessage();
    if (!m_searchNote.isEmpty() && m_searchBar->isVisible())
        text = text.isEmpty() ? m_searchNote : text + QLatin1Char(' ') + m_searchNote;
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    refreshTitles();
}

void TerminalPanel::search(bool backwards)
{
    TerminalView *view = currentView();
    if (!view)
        return;
    const QString text = m_searchField->text();
    m_searchNote = text.isEmpty() || view->find(text, backwards)
        ? QString()
        : tr("No more “%1” %2 in this terminal.").arg(text, backwards ? tr("above") : tr("below"));
    showStatus();
}

} // namespace kandesk::ui
