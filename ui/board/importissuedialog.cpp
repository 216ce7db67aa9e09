// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "importissuedialog.h"

#include "models/whenfinished.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kandesk::ui {

namespace {

constexpr int kIssueRefRole = Qt::UserRole + 1; // an issue row: its reference
constexpr int kKindRole = Qt::UserRole + 2; // a connection: its kind

} // namespace

ImportIssueDialog::ImportIssueDialog(IssueIntake &intake, const QString &workspaceId, const QList<Repository> &repositories,
                                     QWidget *parent)
    : QDialog(parent)
    , m_intake(intake)
    , m_workspaceId(workspaceId)
    , m_connection(new QComboBox(this))
    , m_project(new QLineEdit(this))
    , m_text(new QLineEdit(this))
    , m_jql(new QCheckBox(tr("&JQL"), this))
    , m_labels(new QLineEdit(this))
    , m_mine(new QCheckBox(tr("Assigned to &me"), this))
    , m_closed(new QCheckBox(tr("&Closed ones too"), this))
    , m_reference(new QLineEdit(this))
    , m_list(new QTreeWidget(this))
    , m_preview(new QTextBrowser(this))
    , m_repository(new QComboBox(this))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("New Task from Issue"));
    setObjectName(QStringLiteral("importIssueDialog"));
    m_connection->setObjectName(QStringLiteral("issueConnection"));
    m_connection->setAccessibleName(tr("Connection"));
    m_project->setObjectName(QStringLiteral("issueProject"));
    m_project->setPlaceholderText(tr("owner/repository, group/project, team or project key"));
    m_text->setObjectName(QStringLiteral("issueSearch"));
    m_text->setPlaceholderText(tr("words in the title or text"));
    m_text->setClearButtonEnabled(true);
    m_jql->setObjectName(QStringLiteral("issueJql"));
    m_jql->setToolTip(tr("Jira: the search is a JQL query"));
    m_labels->setObjectName(QStringLiteral("issueLabels"));
    m_labels->setPlaceholderText(tr("bug, ui"));
    m_mine->setObjectName(QStringLiteral("issueMine"));
    m_closed->setObjectName(QStringLiteral("issueClosed"));
    m_reference->setObjectName(QStringLiteral("issueReference"));
    m_reference->setPlaceholderText(tr("github:owner/repo#12, gitlab:group/project#7, linear:ENG-42, jira:PROJ-7"));
    m_reference->setAccessibleName(tr("Issue reference"));
    m_list->setObjectName(QStringLiteral("issueList"));
    m_list->setAccessibleName(tr("Issues found"));
    m_list->setHeaderLabels({ tr("Issue"), tr("Title"), tr("State") });
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_list->setColumnWidth(1, 320);
    m_preview->setObjectName(QStringLiteral("issuePreview"));
    m_preview->setAccessibleName(tr("Issue preview"));
    m_preview->setOpenExternalLinks(true);
    m_repository->setObjectName(QStringLiteral("issueRepository"));
    m_repository->setAccessibleName(tr("Repository"));
    m_repository->addItem(tr("The issue's own (or the workspace's only one)"), QString());
    for (const Repository &repository : repositories)
        m_repository->addItem(QStringLiteral("%1 — %2").arg(repository.name, QDir::toNativeSeparators(repository.path)),
                              repository.path);
    m_status->setObjectName(QStringLiteral("issueStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *searchButton = new QPushButton(tr("&Search"), this);
    searchButton->setObjectName(QStringLiteral("issueSearchButton"));
    auto *searchRow = new QHBoxLayout;
    searchRow->addWidget(m_text, 1);
    searchRow->addWidget(m_jql);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_mine);
    filterRow->addWidget(m_closed);
    filterRow->addStretch(1);
    filterRow->addWidget(searchButton);
    auto *form = new QFormLayout;
    form->addRow(tr("C&onnection:"), m_connection);
    auto *searchLabel = new QLabel(tr("Searc&h:"), this);
    searchLabel->setBuddy(m_text);
    form->addRow(searchLabel, searchRow);
    form->addRow(tr("&Project:"), m_project);
    form->addRow(tr("&Labels:"), m_labels);
    form->addRow(QString(), filterRow);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_list);
    split->addWidget(m_preview);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto *bottom = new QFormLayout;
    bottom->addRow(tr("Or by &reference:"), m_reference);
    bottom->addRow(tr("&Work in:"), m_repository);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_more = buttons->addButton(tr("Mo&re"), QDialogButtonBox::ActionRole);
    m_more->setObjectName(QStringLiteral("issueMore"));
    m_keepAsInbox = buttons->addButton(tr("Fill the In&box"), QDialogButtonBox::ActionRole);
    m_keepAsInbox->setObjectName(QStringLiteral("issueKeepAsInbox"));
    m_keepAsInbox->setToolTip(tr("New issues this search finds appear in the board's Inbox, asked every few minutes"));
    m_import = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setObjectName(QStringLiteral("issueImport"));
    m_import->setToolTip(tr("Make a task of each issue picked (or of the reference); an issue imported before opens its task"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(split, 1);
    layout->addLayout(bottom);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(900, 560);
    const QList<QWidget *> order { m_connection, m_text, m_jql, m_project, m_labels, m_mine, m_closed, searchButton, m_list,
        m_preview, m_reference, m_repository };
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order.at(i - 1), order.at(i));

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_import, &QPushButton::clicked, this, &ImportIssueDialog::importPicked);
    connect(searchButton, &QPushButton::clicked, this, &ImportIssueDialog::search);
    connect(m_text, &QLineEdit::returnPressed, this, &ImportIssueDialog::search);
    connect(m_project, &QLineEdit::returnPressed, this, &ImportIssueDialog::search);
    connect(m_labels, &QLineEdit::returnPressed, this, &ImportIssueDialog::search);
    connect(m_reference, &QLineEdit::textChanged, this, &ImportIssueDialog::updateButtons);
    connect(m_reference, &QLineEdit::returnPressed, this, &ImportIssueDialog::importPicked);
    connect(m_connection, &QComboBox::currentIndexChanged, this, [this] {
        m_jql->setVisible(m_connection->currentData(kKindRole).toString() == QLatin1String("jira"));
        search();
    });
    connect(m_more, &QPushButton::clicked, this, [this] {
        const int asked = ++m_asked;
        m_status->setText(tr("Asking for more…"));
        whenFinished(m_intake.search(connectionId(), m_query, m_next), this,
            [this, asked](const Expected<issues::IssuePage> &page) {
                if (asked != m_asked)
                    return;
                if (!page)
                    m_status->setText(page.error());
                else
                    showPage(*page, true);
            });
    });
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, [this] {
        showPreview();
        updateButtons();
    });
    connect(m_list, &QTreeWidget::itemActivated, this, &ImportIssueDialog::importPicked);
    connect(m_keepAsInbox, &QPushButton::clicked, this, [this] {
        if (connectionId().isEmpty())
            return;
        Q_EMIT inboxQueryChosen(connectionId(), m_query);
        m_status->setText(tr("The Inbox of %1 fills from this search.").arg(m_connection->currentText()));
    });

    m_jql->hide();
    updateButtons();
    m_status->setText(tr("Reading the connections…"));
    whenFinished(m_intake.connections(m_workspaceId), this, [this](const Expected<QList<Integration>> &connections) {
        if (!connections) {
            m_status->setText(connections.error());
            return;
        }
        showConnections(*connections);
    });
}

QString ImportIssueDialog::connectionId() const
{
    return m_connection->currentData().toString();
}

void ImportIssueDialog::showConnections(const QList<Integration> &connections)
{
    const QSignalBlocker quiet(m_connection);
    for (const Integration &connection : connections) {
        m_connection->addItem(connection.site.isEmpty() ? connection.name
                                                        : QStringLiteral("%1 — %2").arg(connection.name, connection.site),
                              connection.id);
        m_connection->setItemData(m_connection->count() - 1, connection.kind, kKindRole);
    }
    if (connections.isEmpty()) {
        m_status->setText(tr("No issue tracker is connected to this workspace: add one in Settings ▸ Integrations, "
                             "or import a GitHub issue by its reference below."));
        m_reference->setFocus();
        return;
    }
    m_jql->setVisible(m_connection->currentData(kKindRole).toString() == QLatin1String("jira"));
    m_text->setFocus();
    search();
}

void ImportIssueDialog::search()
{
    if (connectionId().isEmpty())
        return;
    m_query = {};
    m_query.project = m_project->text().trimmed();
    if (m_jql->isVisible() && m_jql->isChecked())
        m_query.jql = m_text->text().trimmed();
    else
        m_query.text = m_text->text().trimmed();
    for (const QString &label : m_labels->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        m_query.labels.append(label.trimmed());
    m_query.assignedToMe = m_mine->isChecked();
    m_query.includeClosed = m_closed->isChecked();
    m_query.pageSize = 50;
    m_list->clear();
    m_shown.clear();
    m_next.clear();
    m_preview->clear();
    updateButtons();
    const int asked = ++m_asked;
    m_status->setText(tr("Searching %1…").arg(m_connection->currentText()));
    whenFinished(m_intake.search(connectionId(), m_query), this, [this, asked](const Expected<issues::IssuePage> &page) {
        if (asked != m_asked)
            return; // another search was asked for meanwhile
        if (!page) {
            m_status->setText(page.error());
            return;
        }
        showPage(*page, false);
    });
}

void ImportIssueDialog::showPage(const issues::IssuePage &page, bool append)
{
    if (!append)
        m_list->clear();
    for (const issues::Issue &issue : page.issues) {
        m_shown.append(issue);
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, issue.ref.project.isEmpty() ? issue.ref.key : QStringLiteral("%1#%2").arg(issue.ref.project, issue.ref.key));
        item->setData(0, kIssueRefRole, issue.ref.toString());
        item->setText(1, issue.title);
        item->setToolTip(1, issue.labels.isEmpty() ? issue.title : tr("%1\nLabels: %2").arg(issue.title, issue.labels.join(QStringLiteral(", "))));
        item->setText(2, issue.state);
    }
    m_next = page.next;
    if (!append && m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    const int count = m_list->topLevelItemCount();
    m_status->setText(count == 0 ? tr("No issue matches.")
                                 : tr("%n issue(s)", nullptr, count)
                + (m_next.isEmpty() ? QString() : tr(" (more with More)")));
    updateButtons();
}

void ImportIssueDialog::showPreview()
{
    const QList<QTreeWidgetItem *> picked = m_list->selectedItems();
    if (picked.size() != 1) {
        m_preview->clear();
        return;
    }
    const int row = m_list->indexOfTopLevelItem(picked.constFirst());
    if (row < 0 || row >= m_shown.size())
        return;
    const issues::Issue &issue = m_shown.at(row);
    // What the task will say (images as links: a preview that loads none stays quick), its start
    // only: Qt's Markdown takes time that grows faster than the text.
    QString description = taskDescriptionOf(issue);
    if (description.size() > kIssuePreviewCharacters) {
        const qsizetype cut = description.lastIndexOf(QLatin1Char('\n'), kIssuePreviewCharacters);
        const qsizetype kept = cut > kIssuePreviewCharacters / 2 ? cut : kIssuePreviewCharacters;
        description = description.left(kept) + tr("\n\n… (%1 more characters)").arg(description.size() - kept);
    }
    m_preview->setMarkdown(QStringLiteral("### %1\n\n").arg(issue.title) + description);
}

void ImportIssueDialog::updateButtons()
{
    m_keepAsInbox->setEnabled(!connectionId().isEmpty());
    m_more->setVisible(!m_next.isEmpty());
    const qsizetype picked = m_list->selectedItems().size();
    const bool byReference = !m_reference->text().trimmed().isEmpty();
    m_import->setEnabled(!m_importing && (picked > 0 || byReference));
    m_import->setText(byReference || picked <= 1 ? tr("&Import") : tr("&Import %1").arg(picked));
}

void ImportIssueDialog::importPicked()
{
    if (m_importing)
        return;
    QStringList refs;
    if (!m_reference->text().trimmed().isEmpty()) {
        refs.append(m_reference->text().trimmed());
    } else {
        for (QTreeWidgetItem *item : m_list->selectedItems())
            refs.append(item->data(0, kIssueRefRole).toString());
    }
    if (refs.isEmpty())
        return;
    m_importing = true;
    m_imported.clear();
    m_failed.clear();
    updateButtons();
    importNext(refs);
}

void ImportIssueDialog::importNext(QStringList refs)
{
    if (refs.isEmpty()) {
        m_importing = false;
        updateButtons();
        if (m_failed.isEmpty()) {
            accept();
            return;
        }
        m_status->setText(m_failed.join(QLatin1Char('\n')));
        return;
    }
    const QString ref = refs.takeFirst();
    m_status->setText(tr("Importing %1…").arg(ref));
    IssueImportOptions options;
    options.workspaceId = m_workspaceId;
    options.integrationId = ref.startsWith(m_connection->currentData(kKindRole).toString() + QLatin1Char(':'))
        ? connectionId()
        : QString();
    options.repositoryPath = m_repository->currentData().toString();
    whenFinished(m_intake.importIssue(ref, options), this, [this, ref, refs](const Expected<IssueImport> &imported) {
        if (imported)
            m_imported.append(*imported);
        else
            m_failed.append(QStringLiteral("%1: %2").arg(ref, imported.error()));
        importNext(refs);
    });
}

} // namespace kandesk::ui
